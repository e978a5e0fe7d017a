import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { analyticsConfig, type Batch, createAnalytics, pageTypeOf, type SendOptions } from './analytics-queue.ts'

function setup(send = vi.fn(async (_batch: Batch, _options: SendOptions) => {})) {
	const analytics = createAnalytics({ send, sessionId: () => 'sess-1' })
	return { analytics, send }
}

describe('analytics queue', () => {
	beforeEach(() => vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') }))
	afterEach(() => vi.useRealTimers())

	it('has the constants of the spec', () => {
		expect(analyticsConfig).toEqual({
			batchSize: 10,
			batchDelayMs: 2000,
			maxRetries: 3,
			retryBaseMs: 1000,
			maxErrors: 100,
			pageViewWindowMs: 1000,
			cacheMaxAgeMs: 300_000,
		})
	})

	it('queues events before init and replays them once initialised', async () => {
		const { analytics, send } = setup()
		analytics.event({ event_name: 'early' })
		expect(analytics.state).toBe('uninitialised')
		analytics.init(true)
		expect(analytics.pendingCount()).toBe(1)
		await vi.advanceTimersByTimeAsync(2000)
		expect(send).toHaveBeenCalledTimes(1)
		expect(send.mock.calls[0]![0].events[0]).toMatchObject({ kind: 'event', event_name: 'early' })
		expect(send.mock.calls[0]![0].session_id).toBe('sess-1')
	})

	it('is disabled by configuration: nothing is queued or sent', async () => {
		const { analytics, send } = setup()
		analytics.event({ event_name: 'before' })
		analytics.init(false)
		analytics.event({ event_name: 'after' })
		await vi.advanceTimersByTimeAsync(10_000)
		expect(analytics.state).toBe('disabled')
		expect(send).not.toHaveBeenCalled()
	})

	it('sends a batch after 2000 ms, not before', async () => {
		const { analytics, send } = setup()
		analytics.init(true)
		analytics.event({ event_name: 'a' })
		await vi.advanceTimersByTimeAsync(1999)
		expect(send).not.toHaveBeenCalled()
		await vi.advanceTimersByTimeAsync(1)
		expect(send).toHaveBeenCalledTimes(1)
	})

	it('sends at once when 10 events are pending', async () => {
		const { analytics, send } = setup()
		analytics.init(true)
		for (let i = 0; i < 9; i++) analytics.event({ event_name: `e${i}` })
		expect(send).not.toHaveBeenCalled()
		analytics.event({ event_name: 'e9' })
		await vi.advanceTimersByTimeAsync(0)
		expect(send).toHaveBeenCalledTimes(1)
		expect(send.mock.calls[0]![0].events).toHaveLength(10)
	})

	it('skips an event equal (name, category, action, label) to one already pending', async () => {
		const { analytics, send } = setup()
		analytics.init(true)
		analytics.event({ event_name: 'click', event_category: 'cta', event_action: 'press', event_label: 'hero' })
		analytics.event({ event_name: 'click', event_category: 'cta', event_action: 'press', event_label: 'hero' })
		analytics.event({ event_name: 'click', event_category: 'cta', event_action: 'press', event_label: 'footer' })
		await vi.advanceTimersByTimeAsync(2000)
		expect(send.mock.calls[0]![0].events.map((e) => (e as { event_label?: string }).event_label)).toEqual(['hero', 'footer'])
		// Once sent, the same event is counted again.
		analytics.event({ event_name: 'click', event_category: 'cta', event_action: 'press', event_label: 'hero' })
		expect(analytics.pendingCount()).toBe(1)
	})

	it('skips a page view of the same path within 1 s, and the same path twice on one page instance', async () => {
		const { analytics } = setup()
		analytics.init(true)
		analytics.pageView('/products')
		analytics.pageView('/products')
		expect(analytics.pendingCount()).toBe(1)
		await vi.advanceTimersByTimeAsync(1500)
		analytics.pageView('/products')
		expect(analytics.pendingCount()).toBe(1)
		analytics.newPageInstance()
		analytics.pageView('/products')
		expect(analytics.pendingCount()).toBe(2)
		analytics.newPageInstance()
		analytics.pageView('/about')
		analytics.pageView('/about')
		expect(analytics.pendingCount()).toBe(3)
	})

	it('records a WhatsApp click also as a ContactIntent conversion of value 1', async () => {
		const { analytics, send } = setup()
		analytics.init(true)
		analytics.event({ event_name: 'whatsapp_click', page_path: '/' })
		await vi.advanceTimersByTimeAsync(2000)
		expect(send.mock.calls[0]![0].events).toMatchObject([
			{ kind: 'event', event_name: 'whatsapp_click' },
			{ kind: 'conversion', conversion_name: 'ContactIntent', conversion_value: 1, page_path: '/' },
		])
	})

	it('retries a failed send at most 3 times, 1 s doubling, and keeps the errors', async () => {
		const send = vi.fn(async () => {
			throw new Error('offline')
		})
		const { analytics } = setup(send)
		analytics.init(true)
		analytics.event({ event_name: 'x' })
		await vi.advanceTimersByTimeAsync(2000)
		expect(send).toHaveBeenCalledTimes(1)
		await vi.advanceTimersByTimeAsync(999)
		expect(send).toHaveBeenCalledTimes(1)
		await vi.advanceTimersByTimeAsync(1)
		expect(send).toHaveBeenCalledTimes(2)
		await vi.advanceTimersByTimeAsync(2000)
		expect(send).toHaveBeenCalledTimes(3)
		await vi.advanceTimersByTimeAsync(4000)
		expect(send).toHaveBeenCalledTimes(4)
		await vi.advanceTimersByTimeAsync(60_000)
		expect(send).toHaveBeenCalledTimes(4)
		expect(analytics.errors()).toHaveLength(4)
	})

	it('keeps at most 100 errors', async () => {
		const { analytics } = setup(vi.fn(async () => Promise.reject(new Error('down'))))
		analytics.init(true)
		for (let i = 0; i < 30; i++) {
			analytics.event({ event_name: `e${i}` })
			await vi.advanceTimersByTimeAsync(2000 + 1000 + 2000 + 4000)
		}
		expect(analytics.errors()).toHaveLength(100)
	})

	it('tells whether a page view counted, and carries UTM parameters', async () => {
		const { analytics, send } = setup()
		analytics.init(true)
		expect(analytics.pageView('/en', 'Home', 'https://www.google.com/', { source: 'newsletter' })).toBe(true)
		expect(analytics.pageView('/en')).toBe(false)
		await vi.advanceTimersByTimeAsync(2000)
		expect(send.mock.calls[0]![0].events).toMatchObject([{ kind: 'page_view', page_path: '/en', utm: { source: 'newsletter' } }])
	})

	it('hands accepted events to subscribers, replaying the current page to a late one', () => {
		const { analytics } = setup()
		analytics.init(true)
		analytics.pageView('/a')
		analytics.event({ event_name: 'cta_click' })
		analytics.pageView('/contact')
		analytics.event({ event_name: 'whatsapp_click' })
		const seen: string[] = []
		const name = (e: { kind: string; page_path?: string; event_name?: string; conversion_name?: string }) => e.event_name ?? e.conversion_name ?? `view ${e.page_path}`
		const unsubscribe = analytics.subscribe((e) => seen.push(name(e as never)))
		// The current page (its view, then what followed); the earlier page is not replayed.
		expect(seen).toEqual(['view /contact', 'whatsapp_click', 'ContactIntent'])
		analytics.event({ event_name: 'whatsapp_click' }) // a duplicate of a pending one: not accepted
		analytics.event({ event_name: 'nav_click' })
		expect(seen.at(-1)).toBe('nav_click')
		expect(seen).toHaveLength(4)
		unsubscribe()
		analytics.event({ event_name: 'later' })
		expect(seen).toHaveLength(4)
	})

	it('keeps a failing subscriber from breaking the queue', () => {
		const { analytics } = setup()
		analytics.init(true)
		analytics.subscribe(() => {
			throw new Error('fbq is not a function')
		})
		analytics.event({ event_name: 'x' })
		expect(analytics.pendingCount()).toBe(1)
		expect(analytics.errors()[0]!.message).toBe('fbq is not a function')
	})

	it('gives subscribers nothing while disabled', () => {
		const { analytics } = setup()
		const listener = vi.fn()
		analytics.subscribe(listener)
		analytics.init(false)
		analytics.pageView('/')
		expect(listener).not.toHaveBeenCalled()
	})

	it('still counts paths correctly after its 5-minute cache is cleaned up', async () => {
		const { analytics } = setup()
		analytics.init(true)
		analytics.pageView('/a')
		await vi.advanceTimersByTimeAsync(5 * 60_000 + 1)
		analytics.newPageInstance()
		analytics.pageView('/b')
		analytics.pageView('/a')
		expect(analytics.pendingCount()).toBe(2)
	})

	it('notes a page view already sent (the landing script): not sent again, yet de-duplicated and given to subscribers', async () => {
		const { analytics, send } = setup()
		const listener = vi.fn()
		analytics.subscribe(listener)
		// Hydration: the tracker may note the landing view before or after init.
		expect(analytics.pageView('/en', 'Home', 'https://www.google.com/', undefined, { sent: true })).toBe(true)
		analytics.init(true)
		expect(analytics.pendingCount()).toBe(0)
		expect(listener).toHaveBeenCalledWith(expect.objectContaining({ kind: 'page_view', page_path: '/en' }))
		expect(analytics.pageView('/en')).toBe(false)
		analytics.pageView('/en/products')
		await vi.advanceTimersByTimeAsync(2000)
		expect(send).toHaveBeenCalledTimes(1)
		expect(send.mock.calls[0]![0].events.map((e) => (e.kind === 'page_view' ? e.page_path : e.kind))).toEqual(['/en/products'])
		const other = setup()
		other.analytics.init(true)
		other.analytics.pageView('/en', undefined, undefined, undefined, { sent: true })
		await vi.advanceTimersByTimeAsync(5000)
		expect(other.send).not.toHaveBeenCalled()
	})

	it('sends everything pending at once, by the leaving transport, when the page is hidden or left', async () => {
		const send = vi.fn(async (_batch: Batch, _options: SendOptions) => {})
		const { analytics } = setup(send)
		analytics.init(true)
		for (let i = 0; i < 9; i++) analytics.event({ event_name: `e${i}` })
		analytics.pageView('/en')
		analytics.event({ event_name: 'late' })
		// The first ten went at once (a full batch); the 11th waits for the 2 s timer...
		expect(send).toHaveBeenCalledTimes(1)
		analytics.event({ event_name: 'later' })
		// ...unless the page is left first: nothing stays behind.
		await analytics.flush({ leaving: true })
		expect(send).toHaveBeenCalledTimes(2)
		expect(send.mock.calls[1]![1]).toEqual({ leaving: true })
		expect(send.mock.calls[1]![0].events.map((e) => (e.kind === 'event' ? e.event_name : e.kind))).toEqual(['late', 'later'])
		expect(analytics.pendingCount()).toBe(0)
		for (let i = 0; i < 25; i++) analytics.event({ event_name: `burst${i}` })
		send.mockClear()
		await analytics.flush({ leaving: true })
		expect(send.mock.calls.map((call) => [call[0].events.length, call[1].leaving])).toEqual([[5, true]])
		await vi.advanceTimersByTimeAsync(10_000)
		expect(analytics.pendingCount()).toBe(0)
	})

	it('retries a batch that could not leave by the leaving transport with the ordinary one', async () => {
		const send = vi.fn(async (_batch: Batch, _options: SendOptions) => {}).mockRejectedValueOnce(new Error('offline'))
		const { analytics } = setup(send)
		analytics.init(true)
		analytics.event({ event_name: 'a' })
		void analytics.flush({ leaving: true })
		await vi.advanceTimersByTimeAsync(1000)
		expect(send.mock.calls.map((call) => call[1].leaving)).toEqual([true, false])
	})
})

describe('page types', () => {
	it('classifies paths as the spec names them', () => {
		expect(pageTypeOf('/')).toBe('homepage')
		expect(pageTypeOf('/contact')).toBe('contact')
		expect(pageTypeOf('/about')).toBe('about')
		expect(pageTypeOf('/products/category/rice')).toBe('products')
		expect(pageTypeOf('/blog/x')).toBe('other')
	})
})
