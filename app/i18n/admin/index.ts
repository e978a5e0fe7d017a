import type { activityAr } from './activity.ar.ts'
import type { analyticsAr } from './analytics.ar.ts'
import type { advertisingAr } from './advertising.ar.ts'
import type { authAr } from './auth.ar.ts'
import type { categoriesAr } from './categories.ar.ts'
import type { commonAr } from './common.ar.ts'
import type { dashboardAr } from './dashboard.ar.ts'
import type { leadsAr } from './leads.ar.ts'
import type { mediaAr } from './media.ar.ts'
import type { messagesAr } from './messages.ar.ts'
import type { postsAr } from './posts.ar.ts'
import type { productsAr } from './products.ar.ts'
import type { redirectsAr } from './redirects.ar.ts'
import type { revisionsAr } from './revisions.ar.ts'
import type { seoAr } from './seo.ar.ts'
import type { settingsAr } from './settings.ar.ts'
import type { subscribersAr } from './subscribers.ar.ts'
import type { staffAr } from './staff.ar.ts'

/**
 * Every back-office key. Each admin area owns one dictionary pair (area.ar.ts / area.en.ts), so
 * screens are written side by side without editing a shared file; this type joins them.
 */
export type AdminKey =
	| keyof typeof commonAr
	| keyof typeof authAr
	| keyof typeof categoriesAr
	| keyof typeof productsAr
	| keyof typeof postsAr
	| keyof typeof activityAr
	| keyof typeof staffAr
	| keyof typeof settingsAr
	| keyof typeof seoAr
	| keyof typeof dashboardAr
	| keyof typeof analyticsAr
	| keyof typeof advertisingAr
	| keyof typeof messagesAr
	| keyof typeof subscribersAr
	| keyof typeof leadsAr
	| keyof typeof redirectsAr
	| keyof typeof revisionsAr
	| keyof typeof mediaAr

export type AdminDictionary = Record<AdminKey, string>
