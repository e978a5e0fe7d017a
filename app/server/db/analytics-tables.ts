import type { ColumnType } from 'kysely'
import type { Id, Lang, Nullable, Timestamp } from './column-types.ts'

/** Visitor analytics: raw hits and events, and the per-day folds that outlive them. */

export interface PageViewsTable {
	id: Id
	page_path: string
	page_title: string | null
	referrer: string | null
	user_agent: string | null
	session_id: string | null
	user_id: string | null
	/** sha256 of site + IP + user agent + the day's salt (cookieless counting); never the IP itself. */
	visitor_hash: Nullable<string>
	referrer_host: Nullable<string>
	utm_source: Nullable<string>
	utm_medium: Nullable<string>
	utm_campaign: Nullable<string>
	device: ColumnType<'mobile' | 'tablet' | 'desktop' | null, 'mobile' | 'tablet' | 'desktop' | null | undefined, 'mobile' | 'tablet' | 'desktop' | null>
	language: ColumnType<Lang | null, Lang | null | undefined, Lang | null>
	created_at: Timestamp
}

/** The salt of one local day (site time zone) shared by every app instance; older ones are deleted. */
export interface AnalyticsSaltsTable {
	day: string
	salt: string
	created_at: Timestamp
}

/**
 * Per-day aggregates of completed days, built lazily from the raw rows (which never change once
 * their day is over). `dimension` is total, page, referrer, device, language, campaign or
 * conversion; `visitors` counts distinct visitor hashes of that day.
 */
export interface AnalyticsDailyTable {
	time_zone: string
	dimension: string
	day: string
	key: string
	hits: number
	visitors: number
	value_sum: number
}

/** One row (id 1): how far raw analytics rows were folded into analytics_daily and deleted. */
export interface AnalyticsRetentionTable {
	id: number
	/** Raw rows created before this moment are gone (their days live on in analytics_daily); null: none yet. */
	folded_before: string | null
	/** Rows of each table deleted so far (the overall totals add them). */
	page_views: ColumnType<number | string, number | undefined, number | string>
	tracking_events: ColumnType<number | string, number | undefined, number | string>
	conversion_events: ColumnType<number | string, number | undefined, number | string>
	/** The lease: the next instance to find this in the past runs the retention job. */
	next_run_at: string | null
}

/** Where a tracked event or a conversion happened: both tables keep the same columns. */
interface EventContextColumns {
	page_path: string | null
	referrer: string | null
	user_agent: string | null
	session_id: string | null
	user_id: string | null
	custom_parameters: string | null
	created_at: Timestamp
}

export interface TrackingEventsTable extends EventContextColumns {
	id: Id
	event_name: string
	event_category: string | null
	event_action: string | null
	event_label: string | null
	event_value: number | null
}

export interface ConversionEventsTable extends EventContextColumns {
	id: Id
	conversion_name: string
	conversion_value: number | null
}
