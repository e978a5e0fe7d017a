import type { AnalyticsBatch } from '#app/lib/analytics-schema.ts'
import { db, nowIso } from './db/db.server.ts'

export interface IngestContext {
	userAgent: string | null
	userId?: string | null
}

/**
 * Writes one batch in one transaction with one multi-row insert per table. Times come from the
 * server (a client clock may be wrong); an event's own time only orders it within the batch.
 */
export async function ingestBatch(batch: AnalyticsBatch, context: IngestContext) {
	const created_at = nowIso()
	const common = { session_id: batch.session_id, user_agent: context.userAgent?.slice(0, 500) ?? null, user_id: context.userId ?? null, created_at }
	const views = batch.events.flatMap((e) =>
		e.kind === 'page_view' ? [{ ...common, page_path: e.page_path, page_title: e.page_title ?? null, referrer: e.referrer ?? null }] : [],
	)
	const events = batch.events.flatMap((e) =>
		e.kind === 'event'
			? [
					{
						...common,
						event_name: e.event_name,
						event_category: e.event_category ?? null,
						event_action: e.event_action ?? null,
						event_label: e.event_label ?? null,
						event_value: e.event_value ?? null,
						page_path: e.page_path ?? null,
						referrer: null,
						custom_parameters: e.custom_parameters ? JSON.stringify(e.custom_parameters) : null,
					},
				]
			: [],
	)
	const conversions = batch.events.flatMap((e) =>
		e.kind === 'conversion'
			? [
					{
						...common,
						conversion_name: e.conversion_name,
						conversion_value: e.conversion_value ?? null,
						page_path: e.page_path ?? null,
						referrer: null,
						custom_parameters: e.custom_parameters ? JSON.stringify(e.custom_parameters) : null,
					},
				]
			: [],
	)
	await db()
		.transaction()
		.execute(async (trx) => {
			if (views.length) await trx.insertInto('page_views').values(views).execute()
			if (events.length) await trx.insertInto('tracking_events').values(events).execute()
			if (conversions.length) await trx.insertInto('conversion_events').values(conversions).execute()
		})
	return { pageViews: views.length, events: events.length, conversions: conversions.length }
}
