import type { ColumnType, Insertable, Selectable } from 'kysely'
import type {
	AnalyticsDailyTable,
	AnalyticsRetentionTable,
	AnalyticsSaltsTable,
	ConversionEventsTable,
	PageViewsTable,
	TrackingEventsTable,
} from './analytics-tables.ts'
import type {
	CategoriesTable,
	ProductCertificationsTable,
	ProductImagesTable,
	ProductIncotermsTable,
	ProductPackagingTable,
	ProductPortsTable,
	ProductSpecificationsTable,
	ProductsTable,
} from './catalogue-tables.ts'
import type { Bool, Default, Id, Lang, Nullable, Timestamp } from './column-types.ts'

/** Row types shared by both databases, one file an area; this one holds the rest and the whole. */
export type * from './analytics-tables.ts'
export type * from './catalogue-tables.ts'
export type { Lang } from './column-types.ts'

export type MessageStatus = 'unread' | 'read' | 'archived'
export type MessageService = 'sea_freight' | 'air_freight' | 'land_transport' | 'other'
export type MessageKind = 'contact' | 'quote'
export type AdvertisingCodeType = 'header' | 'body' | 'body_start' | 'body_end'
export type ActivityAction = 'create' | 'update' | 'delete'
export type PostStatus = 'draft' | 'published'
export type SubscriberStatus = 'pending' | 'active' | 'unsubscribed'

/** Timers that run once a period across every instance: the next instance past `next_run_at` runs. */
export interface JobLeasesTable {
	name: string
	next_run_at: string | null
}


export interface BlogPostsTable {
	id: Id
	slug: string
	title_ar: string
	title_en: string
	excerpt_ar: Default<string>
	excerpt_en: Default<string>
	body_ar: Default<string>
	body_en: Default<string>
	cover_image_url: string | null
	status: Default<PostStatus>
	published_at: string | null
	/** When a post that was live went back to draft (null otherwise). */
	unpublished_at: Default<string | null>
	author_name: Default<string>
	created_at: Timestamp
	updated_at: Timestamp
}

export interface ContactMessagesTable {
	id: Id
	name: string
	email: string
	phone: Default<string>
	country: Default<string>
	service: MessageService
	subject: Default<string>
	message: string
	status: ColumnType<MessageStatus, MessageStatus | undefined, MessageStatus>
	language: Default<Lang>
	spam_reason: string | null
	/** Where the enquiry came from (decision 0038); null where nothing is known. */
	lead_landing_page: Nullable<string>
	lead_referrer_host: Nullable<string>
	lead_utm_source: Nullable<string>
	lead_utm_medium: Nullable<string>
	lead_utm_campaign: Nullable<string>
	lead_utm_term: Nullable<string>
	lead_utm_content: Nullable<string>
	lead_pages: Nullable<number>
	lead_device: Nullable<'mobile' | 'tablet' | 'desktop'>
	lead_form_page: Nullable<string>
	kind: Default<MessageKind>
	created_at: Timestamp
	updated_at: Timestamp
}

/** A line of a quote request: what was asked of one product (decision 0037). */
export interface QuoteRequestLinesTable {
	id: Id
	message_id: number
	position: number
	product_id: number | null
	product_slug: string
	product_name_ar: string
	product_name_en: string
	packaging_ar: Default<string>
	packaging_en: Default<string>
	quantity: ColumnType<number, number, number>
	unit: string
	incoterm: string
	destination_country: Default<string>
	destination_port: Default<string>
	target_date: string | null
}

export interface SubscribersTable {
	id: Id
	email: string
	language: Default<Lang>
	status: ColumnType<SubscriberStatus, SubscriberStatus | undefined, SubscriberStatus>
	unsubscribe_token: string
	/** SHA-256 (hex) of the confirmation link's token; kept after confirming, so a second click says so. */
	confirm_token_hash: string | null
	confirm_expires_at: string | null
	confirmed_at: string | null
	/** When a newsletter mail last went to this address (pacing). */
	mailed_at: string | null
	created_at: Timestamp
	updated_at: Timestamp
}

export interface AdvertisingCodesTable {
	id: Id
	name: string
	code: string
	type: Default<AdvertisingCodeType>
	enabled: Bool
	platform: string
	/** Placed only for visitors who accepted third-party cookies (the consent banner). */
	requires_consent: Bool
	created_at: Timestamp
	updated_at: Timestamp
}

export interface ActivityLogsTable {
	id: Id
	action: ActivityAction
	entity_type: string
	entity_id: string
	details: string | null
	user_id: string | null
	user_email: string | null
	/** The actor's name when the row was written (null on rows from before it was kept). */
	user_name: string | null
	created_at: Timestamp
}

export interface SeoSettingsTable {
	id: Default<number>
	meta_title_ar: Default<string>
	meta_title_en: Default<string>
	meta_description_ar: Default<string>
	meta_description_en: Default<string>
	keywords_ar: Default<string>
	keywords_en: Default<string>
	og_title_ar: Default<string>
	og_title_en: Default<string>
	og_description_ar: Default<string>
	og_description_en: Default<string>
	og_image: Default<string>
	twitter_title_ar: Default<string>
	twitter_title_en: Default<string>
	twitter_description_ar: Default<string>
	twitter_description_en: Default<string>
	twitter_image: Default<string>
	canonical_url: Default<string>
	robots_txt: Default<string>
	sitemap_enabled: Bool
	updated_at: Timestamp
}

export interface SiteSettingsTable {
	key: string
	/** The Arabic value, or the only value of a setting that is not per language. */
	value: Default<string>
	/** The English value of a visitor-facing setting; null when the setting is not per language. */
	value_en: string | null
	updated_at: Timestamp
}


/** What an upload keeps besides its own fields: who stored it, when, and the cleanup's mark (decisions 0044, 0051). */
interface StoredUploadColumns {
	storage_key: string
	bytes: number
	created_by: Nullable<string>
	created_at: Timestamp
	/** When the cleanup first found it used by nothing; null while used. */
	unused_since: Nullable<string>
}

export interface MediaTable extends StoredUploadColumns {
	id: Id
	original_name: Default<string>
	mime_type: string
	width: number
	height: number
	/** JSON: [{ format, width, key, bytes }] */
	variants: Default<string>
	alt_ar: Default<string>
	alt_en: Default<string>
}

/** An uploaded PDF (a certification's file), stored under `storage_key` (decision 0051). */
export interface DocumentsTable extends StoredUploadColumns {
	id: Id
	/** The name it had on the uploader's computer: the name a download gets. */
	original_name: string
	pages: number
}

export interface RateLimitsTable {
	key: string
	/** Epoch milliseconds at which the current window opened. */
	window_start: number
	count: number
}

export interface MailOutboxTable {
	id: Id
	to_address: string
	subject: string
	body_text: string
	reply_to: string | null
	status: 'logged' | 'sent' | 'failed'
	error: string | null
	created_at: Timestamp
}

export interface SetupTokensTable {
	token_hash: string
	expires_at: string
}

/** One row (id 1): the content version, moved by every staff write (decision 0032). */
export interface ContentVersionTable {
	id: number
	value: number | string
}

export interface RedirectsTable {
	id: Id
	/** The path asked for (no query), percent-encoded as a URL holds it. */
	source: string
	/** A site path (query allowed) or an absolute http(s) URL. */
	target: string
	status: ColumnType<301 | 302, 301 | 302 | undefined, 301 | 302>
	match: ColumnType<'exact' | 'prefix', 'exact' | 'prefix' | undefined, 'exact' | 'prefix'>
	origin: ColumnType<'slug' | 'manual', 'slug' | 'manual' | undefined, 'slug' | 'manual'>
	hits: ColumnType<number, number | undefined, number>
	last_hit_at: string | null
	created_at: Timestamp
	updated_at: Timestamp
}

export interface NotFoundPathsTable {
	path: string
	hits: ColumnType<number, number | undefined, number>
	first_seen_at: Timestamp
	last_seen_at: Timestamp
}

/** One saved state of an item staff edit (decision 0043). */
export interface RevisionsTable {
	id: Id
	item_type: string
	item_id: string
	/** 1, 2, 3… per item; kept numbers stay when older ones are pruned. */
	number: number
	/** The item's whole editable state, as JSON. */
	state: string
	/** The names of the fields this save changed, as a JSON array. */
	changed: string
	author_id: string | null
	author_name: string | null
	/** The revision this one restored, when it was a restore. */
	restored_from: Nullable<number>
	created_at: Timestamp
}

export interface Database {
	revisions: RevisionsTable
	redirects: RedirectsTable
	not_found_paths: NotFoundPathsTable
	content_version: ContentVersionTable
	setup_tokens: SetupTokensTable
	rate_limits: RateLimitsTable
	mail_outbox: MailOutboxTable
	p_categories: CategoriesTable
	products: ProductsTable
	product_images: ProductImagesTable
	product_specifications: ProductSpecificationsTable
	product_packaging: ProductPackagingTable
	product_incoterms: ProductIncotermsTable
	product_ports: ProductPortsTable
	product_certifications: ProductCertificationsTable
	job_leases: JobLeasesTable
	blog_posts: BlogPostsTable
	contact_messages: ContactMessagesTable
	quote_request_lines: QuoteRequestLinesTable
	subscribers: SubscribersTable
	advertising_codes: AdvertisingCodesTable
	admin_activity_logs: ActivityLogsTable
	seo_settings: SeoSettingsTable
	site_settings: SiteSettingsTable
	page_views: PageViewsTable
	analytics_salts: AnalyticsSaltsTable
	analytics_daily: AnalyticsDailyTable
	analytics_retention: AnalyticsRetentionTable
	tracking_events: TrackingEventsTable
	conversion_events: ConversionEventsTable
	media: MediaTable
	documents: DocumentsTable
}

export type CategoryRow = Selectable<CategoriesTable>
export type ProductRow = Selectable<ProductsTable>
export type NewProduct = Insertable<ProductsTable>
export type BlogPostRow = Selectable<BlogPostsTable>
export type SeoSettingsRow = Selectable<SeoSettingsTable>
export type AdvertisingCodeRow = Selectable<AdvertisingCodesTable>

export function toBool(value: boolean | number | null | undefined): boolean {
	return value === true || value === 1
}
