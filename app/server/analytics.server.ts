import { barePath, deviceClassOf, referrerHostOf, stripReferrer } from '#app/lib/analytics-dimensions.ts'
import type { AnalyticsBatch } from '#app/lib/analytics-schema.ts'
import { langFromPath } from '#app/i18n/lang.ts'
import { db } from './db/db.server.ts'
import { type RateLimitRule, spendRateBudget } from './rate-limit.server.ts'
import { siteId, visitorHash } from './visitor.server.ts'

type BatchEvent = AnalyticsBatch['events'][number]

/**
 * Events stored per visitor (the day's visitor hash: address and browser) per window; beyond it,
 * a batch's further events are dropped (still answered 202: a client has nothing to retry). One
 * person browsing does not come near it (a page or a click a second for ten minutes); a script
 * posting full batches is held to it, so one visitor cannot fill the disk (decision 0022).
 */
export const visitorEventBudget: RateLimitRule = { limit: 600, windowMs: 10 * 60_000 }

export interface IngestContext {
	userAgent: string | null
	/** The client address: hashed into the visitor id with the day's salt, never stored. */
	clientIp: string
	/** The host the request came to; a referrer from it is an internal link, not a source. */
	siteHost?: string
	userId?: string | null
	/** The server's clock (tests move it). */
	now?: Date
}

/**
 * Writes one batch in one transaction with one multi-row insert per table. Times come from the
 * server (a client clock may be wrong, and completed days must stay complete for the per-day
 * aggregates); an event's own time only orders it within the batch.
 */
export async function ingestBatch(batch: AnalyticsBatch, context: IngestContext) {
	const at = context.now ?? new Date()
	const created_at = at.toISOString()
	const userAgent = context.userAgent?.slice(0, 500) ?? null
	const common = {
		session_id: batch.session_id,
		user_agent: userAgent,
		user_id: context.userId ?? null,
		created_at,
	}
	const visitor = await visitorHash({ ip: context.clientIp, userAgent, at })
	const device = deviceClassOf(userAgent)
	const ownHosts = [siteId(), ...(context.siteHost ? [context.siteHost] : [])]
	// One transaction: the visitor's budget decides how many of the batch's events (in the order
	// sent) are kept, and they are written with it (one commit per batch).
	return db()
		.transaction()
		.execute(async (trx) => {
			const allowed = await spendRateBudget(
				`analytics-visitor:${visitor}`,
				visitorEventBudget,
				batch.events.length,
				at.getTime(),
				trx,
			)
			const { views, events, conversions } = rowsOf(batch.events.slice(0, allowed))
			if (views.length) await trx.insertInto('page_views').values(views).execute()
			if (events.length) await trx.insertInto('tracking_events').values(events).execute()
			if (conversions.length) await trx.insertInto('conversion_events').values(conversions).execute()
			return {
				pageViews: views.length,
				events: events.length,
				conversions: conversions.length,
				dropped: batch.events.length - allowed,
			}
		})

	/** The columns a tracked event and a conversion share. */
	function eventContext(e: Extract<BatchEvent, { kind: 'event' | 'conversion' }>) {
		return {
			...common,
			page_path: e.page_path ? barePath(e.page_path) : null,
			referrer: null,
			custom_parameters: e.custom_parameters ? JSON.stringify(e.custom_parameters) : null,
		}
	}

	function rowsOf(kept: AnalyticsBatch['events']) {
		/** The batch's events of one kind, in the order sent. */
		const ofKind = <K extends BatchEvent['kind']>(kind: K) => kept.filter((e): e is Extract<BatchEvent, { kind: K }> => e.kind === kind)
		const views = ofKind('page_view').map((e) => {
			const page_path = barePath(e.page_path)
			return {
				...common,
				page_path,
				page_title: e.page_title ?? null,
				referrer: stripReferrer(e.referrer),
				referrer_host: referrerHostOf(e.referrer, ownHosts),
				utm_source: e.utm?.source ?? null,
				utm_medium: e.utm?.medium ?? null,
				utm_campaign: e.utm?.campaign ?? null,
				visitor_hash: visitor,
				device,
				language: langFromPath(page_path),
			}
		})
		const events = ofKind('event').map((e) => ({
			...eventContext(e),
			event_name: e.event_name,
			event_category: e.event_category ?? null,
			event_action: e.event_action ?? null,
			event_label: e.event_label ?? null,
			event_value: e.event_value ?? null,
		}))
		const conversions = ofKind('conversion').map((e) => ({
			...eventContext(e),
			conversion_name: e.conversion_name,
			conversion_value: e.conversion_value ?? null,
		}))
		return { views, events, conversions }
	}
}
