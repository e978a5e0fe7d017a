/**
 * The analytics client of the spec (sections 4, 5, 9): one queue for page views, tracking events and
 * conversions, sent in batches. Pure and injectable (clock, timers, transport), so the constants are
 * unit-tested with fake timers.
 */
import type { Utm } from './analytics-dimensions.ts'

export const analyticsConfig = {
	batchSize: 10,
	batchDelayMs: 2000,
	maxRetries: 3,
	retryBaseMs: 1000,
	maxErrors: 100,
	pageViewWindowMs: 1000,
	cacheMaxAgeMs: 5 * 60_000,
} as const

export type PageType = 'homepage' | 'contact' | 'about' | 'products' | 'other'

/** Page types of the spec, from a path without language prefix. */
export function pageTypeOf(path: string): PageType {
	if (path === '/' || path === '') return 'homepage'
	if (path.startsWith('/contact')) return 'contact'
	if (path.startsWith('/about')) return 'about'
	if (path.startsWith('/products')) return 'products'
	return 'other'
}

export interface PageViewEvent {
	kind: 'page_view'
	page_path: string
	page_title?: string
	referrer?: string
	/** UTM parameters of the landing URL. */
	utm?: Utm
}
export interface TrackingEvent {
	kind: 'event'
	event_name: string
	event_category?: string
	event_action?: string
	event_label?: string
	event_value?: number
	page_path?: string
	custom_parameters?: Record<string, unknown>
}
export interface ConversionEvent {
	kind: 'conversion'
	conversion_name: string
	conversion_value?: number
	page_path?: string
	custom_parameters?: Record<string, unknown>
}
export type AnalyticsEvent = PageViewEvent | TrackingEvent | ConversionEvent

export interface Batch {
	session_id: string
	events: (AnalyticsEvent & { occurred_at: string })[]
}

export interface SendOptions {
	/** The page is being hidden or left: the transport must outlive it (navigator.sendBeacon). */
	leaving?: boolean
}

export interface AnalyticsDeps {
	send: (batch: Batch, options: SendOptions) => Promise<void>
	sessionId: () => string
	now?: () => number
	setTimer?: (fn: () => void, ms: number) => unknown
	clearTimer?: (handle: unknown) => void
}

type State = 'uninitialised' | 'initialised' | 'disabled'

/** Receives every event the service accepts (after de-duplication): the third-party tags forward them. */
export type AnalyticsListener = (event: AnalyticsEvent) => void
/** Events of the current page kept for a late subscriber (tags that load after consent). */
const maxReplay = 50

export function createAnalytics(deps: AnalyticsDeps) {
	const now = deps.now ?? Date.now
	const setTimer = deps.setTimer ?? ((fn, ms) => setTimeout(fn, ms))
	const clearTimer = deps.clearTimer ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>))
	let state: State = 'uninitialised'
	/** Events recorded before init, replayed when it happens. */
	let early: AnalyticsEvent[] = []
	/** Those of `early` that were already sent (replayed without queueing). */
	const earlySent = new WeakSet<AnalyticsEvent>()
	const pending: Batch['events'] = []
	let timer: unknown = null
	const errors: { at: number; message: string }[] = []
	/** path → when it was last counted as a page view (the 1 s window). */
	const recentViews = new Map<string, number>()
	/** Paths already counted on this page instance (one document, until reload). */
	const viewedThisInstance = new Set<string>()
	const listeners = new Set<AnalyticsListener>()
	/** Events since the last page view (that page view first), replayed to a new listener. */
	let currentPage: AnalyticsEvent[] = []

	const notify = (event: AnalyticsEvent) => {
		if (event.kind === 'page_view') currentPage = []
		if (currentPage.length < maxReplay) currentPage.push(event)
		for (const listener of listeners) {
			try {
				listener(event)
			} catch (error) {
				recordError(error instanceof Error ? error.message : String(error))
			}
		}
	}

	const recordError = (message: string) => {
		errors.push({ at: now(), message })
		if (errors.length > analyticsConfig.maxErrors) errors.splice(0, errors.length - analyticsConfig.maxErrors)
	}

	const cleanup = () => {
		const cutoff = now() - analyticsConfig.cacheMaxAgeMs
		for (const [path, at] of recentViews) if (at < cutoff) recentViews.delete(path)
	}

	const isDuplicate = (event: AnalyticsEvent): boolean => {
		if (event.kind === 'page_view') {
			const last = recentViews.get(event.page_path)
			if (viewedThisInstance.has(event.page_path)) return true
			if (last !== undefined && now() - last < analyticsConfig.pageViewWindowMs) return true
			return false
		}
		if (event.kind === 'event') {
			return pending.some(
				(p) =>
					p.kind === 'event' &&
					p.event_name === event.event_name &&
					p.event_category === event.event_category &&
					p.event_action === event.event_action &&
					p.event_label === event.event_label,
			)
		}
		return false
	}

	const schedule = () => {
		if (pending.length >= analyticsConfig.batchSize) {
			void flush()
			return
		}
		if (timer === null) timer = setTimer(() => void flush(), analyticsConfig.batchDelayMs)
	}

	/**
	 * True when the event is taken (queued, or kept until init); false when disabled or a duplicate.
	 * `sent`: already on its way by another route (the landing page's inline script): counted for
	 * de-duplication and passed to listeners, not queued again.
	 */
	const enqueue = (event: AnalyticsEvent, sent = false): boolean => {
		if (state === 'disabled') return false
		if (state === 'uninitialised') {
			if (sent) earlySent.add(event)
			early.push(event)
			return true
		}
		cleanup()
		if (isDuplicate(event)) return false
		if (event.kind === 'page_view') {
			recentViews.set(event.page_path, now())
			viewedThisInstance.add(event.page_path)
		}
		if (!sent) pending.push({ ...event, occurred_at: new Date(now()).toISOString() })
		notify(event)
		if (!sent) schedule()
		return true
	}

	const sendWithRetry = async (batch: Batch, options: SendOptions, attempt = 0): Promise<void> => {
		try {
			await deps.send(batch, options)
		} catch (error) {
			recordError(error instanceof Error ? error.message : String(error))
			if (attempt >= analyticsConfig.maxRetries) return
			await new Promise<void>((resolve) => setTimer(resolve, analyticsConfig.retryBaseMs * 2 ** attempt))
			return sendWithRetry(batch, { ...options, leaving: false }, attempt + 1)
		}
	}

	/**
	 * Sends what is pending: one batch (the next follows on the timer), or, when the page is being
	 * hidden or left (`leaving`), every pending batch at once, by a transport that outlives the page.
	 */
	async function flush(options: SendOptions = {}): Promise<void> {
		if (timer !== null) {
			clearTimer(timer)
			timer = null
		}
		if (!pending.length) return
		const sending: Promise<void>[] = []
		do {
			sending.push(sendWithRetry({ session_id: deps.sessionId(), events: pending.splice(0, analyticsConfig.batchSize) }, options))
		} while (options.leaving && pending.length)
		if (pending.length) schedule()
		await Promise.all(sending)
	}

	return {
		get state() {
			return state
		},
		errors: () => [...errors],
		pendingCount: () => pending.length,
		/** Enabled unless the site setting analytics_enabled is not 'true' (spec section 9). */
		init(enabled: boolean) {
			if (state !== 'uninitialised') return
			state = enabled ? 'initialised' : 'disabled'
			const replay = early
			early = []
			if (enabled) for (const event of replay) enqueue(event, earlySent.has(event))
		},
		/**
		 * Counts a page view; false when it is a duplicate (or analytics is disabled). `sent`: the view
		 * is already on its way (the landing page's inline script sent it): it is only noted.
		 */
		pageView(path: string, title?: string, referrer?: string, utm?: Utm, options: { sent?: boolean } = {}): boolean {
			return enqueue({ kind: 'page_view', page_path: path, page_title: title, referrer, ...(utm ? { utm } : {}) }, options.sent)
		},
		/** Starts a new page instance (a full reload): the same path may be counted again. */
		newPageInstance() {
			viewedThisInstance.clear()
		},
		event(event: Omit<TrackingEvent, 'kind'>) {
			const accepted = enqueue({ kind: 'event', ...event })
			// A WhatsApp click is also a conversion (spec section 9); a skipped duplicate click is not.
			if (accepted && event.event_name === 'whatsapp_click') enqueue({ kind: 'conversion', conversion_name: 'ContactIntent', conversion_value: 1, page_path: event.page_path })
		},
		conversion(name: string, value?: number, pagePath?: string) {
			enqueue({ kind: 'conversion', conversion_name: name, conversion_value: value, page_path: pagePath })
		},
		/**
		 * Calls `listener` with every accepted event from now on, after replaying the current page's
		 * (its page view and what followed). Returns the unsubscribe function.
		 */
		subscribe(listener: AnalyticsListener): () => void {
			for (const event of currentPage) listener(event)
			listeners.add(listener)
			return () => void listeners.delete(listener)
		},
		flush,
	}
}

export type Analytics = ReturnType<typeof createAnalytics>
