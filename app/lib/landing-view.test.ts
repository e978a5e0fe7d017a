import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { analyticsBatchSchema } from './analytics-schema.ts'
import { analyticsEndpoint, analyticsSessionKey, landingMark, landingViewScript } from './landing-view.ts'

interface PageOptions {
	url?: string
	title?: string
	referrer?: string
	beacon?: boolean | 'missing'
	storage?: 'ok' | 'throws'
	randomUUID?: boolean
	prerendering?: boolean
	/** A session id already in session storage (an earlier page of the visit). */
	session?: string
}

/** Runs the inline script as a browser would, in a context holding only what it may use. */
function runScript(script: string, options: PageOptions = {}) {
	const url = new URL(options.url ?? 'https://www.tasdeer.example/en/products?utm_source=news&utm_medium=email&utm_campaign=spring')
	const beacons: { url: string; body: string; accepted: boolean }[] = []
	const fetches: { url: string; init: RequestInit }[] = []
	const stored = new Map<string, string>(options.session ? [[analyticsSessionKey, options.session]] : [])
	const listeners: Record<string, () => void> = {}
	const document = {
		title: options.title ?? 'Basmati rice — Tasdeer',
		referrer: options.referrer ?? 'https://www.google.com/',
		prerendering: options.prerendering ?? false,
		addEventListener: (type: string, fn: () => void) => (listeners[type] = fn),
	}
	const sessionStorage = {
		getItem: (key: string) => {
			if (options.storage === 'throws') throw new Error('SecurityError')
			return stored.get(key) ?? null
		},
		setItem: (key: string, value: string) => void stored.set(key, value),
	}
	const navigator =
		options.beacon === 'missing'
			? {}
			: {
					sendBeacon: (to: string, body: string) => {
						const accepted = options.beacon !== false
						beacons.push({ url: to, body, accepted })
						return accepted
					},
				}
	const context: Record<string, unknown> = {
		document,
		sessionStorage,
		navigator,
		location: { pathname: url.pathname, search: url.search },
		URLSearchParams,
		JSON,
		Date,
		crypto: options.randomUUID === false ? {} : { randomUUID: () => '6f1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5' },
		fetch: (to: string, init: RequestInit) => {
			fetches.push({ url: to, init })
			return Promise.resolve({ ok: true })
		},
	}
	context.window = context
	const run = () => vm.runInNewContext(script, context)
	run()
	const sent = () => [...beacons.filter((b) => b.accepted).map((b) => b.body), ...fetches.map((f) => String(f.init.body))].map((body) => analyticsBatchSchema.parse(JSON.parse(body)))
	return { context, beacons, fetches, stored, listeners, run, sent }
}

describe('the landing view script', () => {
	it('sends the landing view by beacon, with the title, referrer and UTM of the landing URL, and leaves its mark', () => {
		const page = runScript(landingViewScript(false))
		expect(page.beacons).toHaveLength(1)
		expect(page.beacons[0]!.url).toBe(analyticsEndpoint)
		const [batch] = page.sent()
		expect(batch!.session_id).toBe('6f1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5')
		expect(batch!.events).toEqual([
			{
				kind: 'page_view',
				page_path: '/en/products',
				page_title: 'Basmati rice — Tasdeer',
				referrer: 'https://www.google.com/',
				utm: { source: 'news', medium: 'email', campaign: 'spring' },
				occurred_at: expect.any(String),
			},
		])
		// The session id is the one the app's tracker reads afterwards.
		expect(page.stored.get(analyticsSessionKey)).toBe(batch!.session_id)
		expect(page.context[landingMark]).toEqual({ path: '/en/products' })
	})

	it('runs once per page, whatever runs it again', () => {
		const page = runScript(landingViewScript(false))
		page.run()
		expect(page.beacons).toHaveLength(1)
	})

	it('keeps an existing session id, and sends without one when session storage is refused', () => {
		expect(runScript(landingViewScript(false), { session: 'earlier-session-id' }).sent()[0]!.session_id).toBe('earlier-session-id')
		expect(runScript(landingViewScript(false), { storage: 'throws' }).sent()[0]!.session_id).toBe('no-session-storage')
		expect(runScript(landingViewScript(false), { randomUUID: false }).sent()).toHaveLength(1)
	})

	it('falls back to fetch with keepalive (text/plain) when the beacon is refused or missing', () => {
		for (const beacon of [false, 'missing'] as const) {
			const page = runScript(landingViewScript(false), { beacon })
			expect(page.fetches).toHaveLength(1)
			expect(page.fetches[0]!.url).toBe(analyticsEndpoint)
			expect(page.fetches[0]!.init).toMatchObject({ method: 'POST', keepalive: true, headers: { 'Content-Type': 'text/plain;charset=UTF-8' } })
			expect(page.sent()).toHaveLength(1)
			expect(page.context[landingMark]).toEqual({ path: '/en/products' })
		}
	})

	it('leaves out what the page does not have, and cuts what is too long for the endpoint', () => {
		const page = runScript(landingViewScript(false), { url: 'https://www.tasdeer.example/?utm_source=%20&utm_campaign=' + 'c'.repeat(300), referrer: '', title: 't'.repeat(400) })
		const [event] = page.sent()[0]!.events
		expect(event).toEqual({ kind: 'page_view', page_path: '/', page_title: 't'.repeat(300), utm: { campaign: 'c'.repeat(100) }, occurred_at: expect.any(String) })
	})

	it('on the contact page, sends the contact_page_view event with the view', () => {
		const page = runScript(landingViewScript(true), { url: 'https://www.tasdeer.example/contact' })
		expect(page.sent()[0]!.events.map((e) => e.kind === 'event' ? e.event_name : e.kind)).toEqual(['page_view', 'contact_page_view'])
	})

	it('waits until a prerendered page is shown', () => {
		const page = runScript(landingViewScript(false), { prerendering: true })
		expect(page.beacons).toHaveLength(0)
		expect(page.context[landingMark]).toBeUndefined()
		page.listeners.prerenderingchange!()
		expect(page.beacons).toHaveLength(1)
	})

	it('is the same text for every visitor and every render (cached pages, hydration)', () => {
		expect(landingViewScript(false)).toBe(landingViewScript(false))
		expect(landingViewScript(true)).not.toBe(landingViewScript(false))
		expect(landingViewScript(false)).not.toMatch(/<\/script/i)
		expect(landingViewScript(false).length).toBeLessThan(1400)
	})
})
