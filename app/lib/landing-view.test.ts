import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { analyticsBatchSchema } from './analytics-schema.ts'
import { analyticsEndpoint, analyticsSessionKey, landingMark, landingViewScript } from './landing-view.ts'
import { type LeadVisit, leadVisitKey, maxPagesSeen, readLeadVisit } from './lead-visit.ts'

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
	/** The lead visit record already in session storage (an earlier page of the visit). */
	lead?: LeadVisit
	/** Leave the page as the parser left it: nothing painted, no timer run (default: painted). */
	unpainted?: boolean
	/** The browser reports paints (PerformanceObserver 'paint'); without, the script waits for a frame. */
	paintTiming?: boolean
	/** The browser has requestIdleCallback; without (Safari), the script uses a timer. */
	idleCallbacks?: boolean
	/** The paint observer refuses to observe (an older browser's PerformanceObserver). */
	observerThrows?: boolean
}

/** Runs the inline script as a browser would, in a context holding only what it may use. */
function runScript(script: string, options: PageOptions = {}) {
	const url = new URL(options.url ?? 'https://www.tasdeer.example/en/products?utm_source=news&utm_medium=email&utm_campaign=spring')
	const beacons: { url: string; body: string; accepted: boolean }[] = []
	const fetches: { url: string; init: RequestInit }[] = []
	const stored = new Map<string, string>(options.session ? [[analyticsSessionKey, options.session]] : [])
	if (options.lead) stored.set(leadVisitKey, JSON.stringify(options.lead))
	const listeners: Record<string, () => void> = {}
	const windowListeners: Record<string, () => void> = {}
	const frames: (() => void)[] = []
	const idle: (() => void)[] = []
	type PaintCallback = (list: { getEntriesByName: (name: string) => object[] }, observer: { disconnect: () => void }) => void
	const paintObservers: { callback: PaintCallback; connected: boolean }[] = []
	class PerformanceObserver {
		static supportedEntryTypes = ['largest-contentful-paint', 'paint', 'resource']
		constructor(private callback: PaintCallback) {}
		observe(init: { type: string; buffered: boolean }) {
			if (options.observerThrows) throw new TypeError('observe() takes entryTypes')
			if (init.type === 'paint' && init.buffered) paintObservers.push({ callback: this.callback, connected: true })
		}
	}
	const timers: { fn: () => void; ms: number }[] = []
	const document = {
		title: options.title ?? 'Basmati rice — Tasdeer',
		referrer: options.referrer ?? 'https://www.google.com/',
		prerendering: options.prerendering ?? false,
		visibilityState: 'visible',
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
		location: { pathname: url.pathname, search: url.search, hostname: url.hostname },
		URL,
		URLSearchParams,
		JSON,
		Date,
		crypto: options.randomUUID === false ? {} : { randomUUID: () => '6f1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5' },
		fetch: (to: string, init: RequestInit) => {
			fetches.push({ url: to, init })
			return Promise.resolve({ ok: true })
		},
	}
	Object.assign(context, {
		requestAnimationFrame: (fn: () => void) => frames.push(fn),
		...(options.paintTiming === false ? {} : { PerformanceObserver }),
		...(options.idleCallbacks === false ? {} : { requestIdleCallback: (fn: () => void) => idle.push(fn) }),
		setTimeout: (fn: () => void, ms: number) => timers.push({ fn, ms }),
		addEventListener: (type: string, fn: () => void) => (windowListeners[type] = fn),
		removeEventListener: (type: string, fn: () => void) => {
			if (windowListeners[type] === fn) delete windowListeners[type]
		},
	})
	context.window = context
	const run = () => vm.runInNewContext(script, context)
	/** The browser paints a frame whose text is still invisible (its font not there yet): its animation callbacks run. */
	const frame = () => {
		for (const callback of frames.splice(0)) callback()
	}
	/** The first contentful paint is reported to the paint observers. */
	const contentfulPaint = () => {
		for (const observer of paintObservers.filter((o) => o.connected))
			observer.callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{ name }] : []) }, { disconnect: () => (observer.connected = false) })
	}
	/** The main thread is idle: idle callbacks run, and what was queued with no delay. */
	const idleMoment = () => {
		for (const callback of idle.splice(0)) callback()
		for (const timer of timers.filter((t) => t.ms === 0)) {
			timers.splice(timers.indexOf(timer), 1)
			timer.fn()
		}
	}
	/** The timers that wait (the 3 s fallback) come due. */
	const wait = () => {
		for (const timer of timers.splice(0)) timer.fn()
	}
	run()
	/** The page is painted, with its text, and the browser is then idle, and idle again. */
	const paint = () => {
		frame()
		contentfulPaint()
		idleMoment()
		idleMoment()
	}
	if (!options.unpainted) paint()
	const sent = () => [...beacons.filter((b) => b.accepted).map((b) => b.body), ...fetches.map((f) => String(f.init.body))].map((body) => analyticsBatchSchema.parse(JSON.parse(body)))
	return { context, document, beacons, fetches, stored, listeners, windowListeners, idle, timers, run, frame, contentfulPaint, idleMoment, paint, wait, sent }
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
		page.paint()
		expect(page.beacons).toHaveLength(1)
	})

	it('leaves the parser and the first frames alone: it marks the page and sends at the first idle moment after the first contentful paint', () => {
		const page = runScript(landingViewScript(false), { unpainted: true })
		expect(page.beacons).toHaveLength(0)
		expect(page.stored.size).toBe(0)
		expect(page.context[landingMark]).toEqual({ path: '/en/products' })
		// A frame whose text waits for its font, then one with the text, then the main thread busy.
		page.frame()
		page.idleMoment()
		expect(page.beacons).toHaveLength(0)
		page.contentfulPaint()
		expect(page.beacons).toHaveLength(0)
		expect(page.idle).toHaveLength(1)
		// Two tasks, each at an idle moment of its own: the storage calls, then the beacon.
		page.idleMoment()
		expect(page.stored.get(analyticsSessionKey)).toBe('6f1c2d3e-4b5a-4c6d-8e7f-8091a2b3c4d5')
		expect(page.stored.has(leadVisitKey)).toBe(true)
		expect(page.beacons).toHaveLength(0)
		expect(page.idle).toHaveLength(1)
		page.idleMoment()
		expect(page.sent()).toHaveLength(1)
		page.contentfulPaint()
		page.wait()
		page.windowListeners.pagehide!()
		expect(page.beacons).toHaveLength(1)
	})

	it('uses a timer after the contentful paint where there are no idle callbacks, and the frame after the first paint where paints are not reported', () => {
		const noIdle = runScript(landingViewScript(false), { unpainted: true, idleCallbacks: false })
		noIdle.contentfulPaint()
		expect(noIdle.beacons).toHaveLength(0)
		expect(noIdle.timers.map((t) => t.ms)).toEqual([3000, 0])
		noIdle.idleMoment()
		expect(noIdle.stored.has(leadVisitKey)).toBe(true)
		expect(noIdle.beacons).toHaveLength(0)
		noIdle.idleMoment()
		expect(noIdle.sent()).toHaveLength(1)

		const noPaintTiming = runScript(landingViewScript(false), { unpainted: true, paintTiming: false })
		noPaintTiming.frame()
		noPaintTiming.idleMoment()
		expect(noPaintTiming.beacons).toHaveLength(0)
		noPaintTiming.idleMoment()
		expect(noPaintTiming.sent()).toHaveLength(1)
	})

	it('still sends when the paint observer throws: after 3 s, or when the page is left first', () => {
		const late = runScript(landingViewScript(false), { unpainted: true, observerThrows: true })
		expect(late.context[landingMark]).toEqual({ path: '/en/products' })
		late.frame()
		late.contentfulPaint()
		late.idleMoment()
		expect(late.beacons).toHaveLength(0)
		late.wait()
		expect(late.sent()).toHaveLength(1)

		const left = runScript(landingViewScript(false), { unpainted: true, observerThrows: true })
		left.windowListeners.pagehide!()
		expect(left.sent()).toHaveLength(1)
	})

	it('sends before the first paint when the visitor leaves or hides the page, once', () => {
		const left = runScript(landingViewScript(false), { unpainted: true })
		left.windowListeners.pagehide!()
		expect(left.sent()).toHaveLength(1)
		left.paint()
		left.wait()
		expect(left.beacons).toHaveLength(1)

		const hidden = runScript(landingViewScript(false), { unpainted: true })
		hidden.listeners.visibilitychange!()
		expect(hidden.beacons).toHaveLength(0)
		hidden.document.visibilityState = 'hidden'
		hidden.listeners.visibilitychange!()
		expect(hidden.sent()).toHaveLength(1)
	})

	it('sends at once, once, when the page is hidden or left between making the view and its beacon', () => {
		for (const leave of ['pagehide', 'beforeunload', 'hidden', 'timer'] as const) {
			const page = runScript(landingViewScript(false), { unpainted: true })
			page.frame()
			page.contentfulPaint()
			page.idleMoment()
			expect(page.beacons).toHaveLength(0)
			if (leave === 'hidden') {
				page.document.visibilityState = 'hidden'
				page.listeners.visibilitychange!()
			} else if (leave === 'timer') page.wait()
			else page.windowListeners[leave]!()
			expect(page.sent()).toHaveLength(1)
			expect(page.sent()[0]!.session_id).toBe(page.stored.get(analyticsSessionKey))
			expect(page.windowListeners.beforeunload).toBeUndefined()
			page.idleMoment()
			page.wait()
			page.windowListeners.pagehide?.()
			expect(page.beacons).toHaveLength(1)
		}
	})

	it('sends when a tab still loading is closed (beforeunload, where Chromium sends no pagehide), and then stops listening to it', () => {
		const closed = runScript(landingViewScript(false), { unpainted: true })
		closed.windowListeners.beforeunload!()
		expect(closed.sent()).toHaveLength(1)
		closed.windowListeners.pagehide!()
		closed.paint()
		closed.wait()
		expect(closed.beacons).toHaveLength(1)
		// A listener left on the page would keep it from the back/forward cache in some browsers.
		expect(closed.windowListeners.beforeunload).toBeUndefined()

		const read = runScript(landingViewScript(false))
		expect(read.sent()).toHaveLength(1)
		expect(read.windowListeners.beforeunload).toBeUndefined()
	})

	it('sends after 3 s in a tab that never paints (opened in the background)', () => {
		const page = runScript(landingViewScript(false), { unpainted: true })
		expect(page.timers.map((t) => t.ms)).toEqual([3000])
		page.wait()
		expect(page.sent()).toHaveLength(1)
	})

	it('sends the path and query of the landing, whatever the address shows when it sends', () => {
		const page = runScript(landingViewScript(false), { unpainted: true })
		Object.assign(page.context.location as object, { pathname: '/en/contact', search: '' })
		page.paint()
		expect(page.sent()[0]!.events[0]).toMatchObject({ page_path: '/en/products', utm: { campaign: 'spring' } })
	})

	it('is the same text for every visitor and every render (cached pages, hydration)', () => {
		expect(landingViewScript(false)).toBe(landingViewScript(false))
		expect(landingViewScript(true)).not.toBe(landingViewScript(false))
		expect(landingViewScript(false)).not.toMatch(/<\/script/i)
		// The lead visit record (decision 0038) took it from about 1.1 KB to 1.6 KB (about 900 bytes
		// gzipped); sending after the first paint, to 1.8 KB; at an idle moment after the first
		// contentful paint, to 2.1 KB; in two tasks, to 2.3 KB.
		expect(landingViewScript(false).length).toBeLessThan(2400)
	})
})

describe('the lead visit the landing script keeps (decision 0038)', () => {
	const visitOf = (page: ReturnType<typeof runScript>) => readLeadVisit({ getItem: (key) => page.stored.get(key) ?? null })

	it('starts a visit on its landing page, with the referrer host and all five UTM parameters', () => {
		const page = runScript(landingViewScript(false), {
			url: 'https://www.tasdeer.example/en/products/basmati?utm_source=agri-news&utm_medium=email&utm_campaign=spring&utm_term=rice&utm_content=banner&gclid=x',
			referrer: 'https://www.Partner.example/list?q=rice#top',
		})
		expect(visitOf(page)).toEqual({ l: '/en/products/basmati', r: 'partner.example', u: { source: 'agri-news', medium: 'email', campaign: 'spring', term: 'rice', content: 'banner' }, p: 1 })
		// The analytics view itself still carries the three it always did.
		expect(page.sent()[0]!.events[0]).toMatchObject({ utm: { source: 'agri-news', medium: 'email', campaign: 'spring' } })
	})

	it('starts a direct visit without a referrer or campaign, and the site itself is no referrer', () => {
		expect(visitOf(runScript(landingViewScript(false), { url: 'https://www.tasdeer.example/', referrer: '' }))).toEqual({ l: '/', r: '', u: {}, p: 1 })
		const internal = runScript(landingViewScript(false), { url: 'https://www.tasdeer.example/about', referrer: 'https://www.tasdeer.example/' })
		expect(visitOf(internal)).toEqual({ l: '/about', r: '', u: {}, p: 1 })
	})

	it('counts a further page of the visit (an internal link or a direct load) without changing where it began', () => {
		const lead: LeadVisit = { l: '/en/products/basmati', r: 'partner.example', u: { campaign: 'spring' }, p: 2 }
		const internal = runScript(landingViewScript(false), { url: 'https://www.tasdeer.example/en/contact', referrer: 'https://www.tasdeer.example/en/products', lead })
		expect(visitOf(internal)).toEqual({ ...lead, p: 3 })
		expect(visitOf(runScript(landingViewScript(false), { url: 'https://www.tasdeer.example/en/contact', referrer: '', lead }))).toEqual({ ...lead, p: 3 })
	})

	it('starts anew when the tab arrives again from another site or another campaign, but not on a reload of the landing page', () => {
		const lead: LeadVisit = { l: '/en/products/basmati', r: 'partner.example', u: {}, p: 4 }
		const fromSearch = runScript(landingViewScript(false), { url: 'https://www.tasdeer.example/en/about', referrer: 'https://www.google.com/', lead })
		expect(visitOf(fromSearch)).toEqual({ l: '/en/about', r: 'google.com', u: {}, p: 1 })
		const fromCampaign = runScript(landingViewScript(false), { url: 'https://www.tasdeer.example/en/about?utm_source=fair', referrer: '', lead })
		expect(visitOf(fromCampaign)).toEqual({ l: '/en/about', r: '', u: { source: 'fair' }, p: 1 })
		const reload = runScript(landingViewScript(false), { url: 'https://www.tasdeer.example/en/products/basmati', referrer: 'https://partner.example/', lead })
		expect(visitOf(reload)).toEqual({ ...lead, p: 5 })
	})

	it('replaces a broken record, stops counting at its ceiling, and sends the view when storage is refused', () => {
		const broken = runScript(landingViewScript(false), { url: 'https://www.tasdeer.example/contact', referrer: '', lead: { l: '/x', r: '', u: {}, p: 'many' as never } })
		expect(visitOf(broken)).toEqual({ l: '/contact', r: '', u: {}, p: 1 })
		const full = runScript(landingViewScript(false), { url: 'https://www.tasdeer.example/contact', referrer: '', lead: { l: '/', r: '', u: {}, p: maxPagesSeen } })
		expect(visitOf(full)!.p).toBe(maxPagesSeen)
		expect(runScript(landingViewScript(false), { storage: 'throws' }).sent()).toHaveLength(1)
	})
})
