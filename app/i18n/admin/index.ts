import type { activityAr } from './activity.ar.ts'
import type { analyticsAr } from './analytics.ar.ts'
import type { adsAr } from './ads.ar.ts'
import type { authAr } from './auth.ar.ts'
import type { categoriesAr } from './categories.ar.ts'
import type { commonAr } from './common.ar.ts'
import type { dashboardAr } from './dashboard.ar.ts'
import type { messagesAr } from './messages.ar.ts'
import type { postsAr } from './posts.ar.ts'
import type { productsAr } from './products.ar.ts'
import type { seoAr } from './seo.ar.ts'
import type { settingsAr } from './settings.ar.ts'
import type { subscribersAr } from './subscribers.ar.ts'
import type { usersAr } from './users.ar.ts'

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
	| keyof typeof usersAr
	| keyof typeof settingsAr
	| keyof typeof seoAr
	| keyof typeof dashboardAr
	| keyof typeof analyticsAr
	| keyof typeof adsAr
	| keyof typeof messagesAr
	| keyof typeof subscribersAr

export type AdminDictionary = Record<AdminKey, string>
