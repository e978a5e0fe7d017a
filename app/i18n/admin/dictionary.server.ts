import type { Lang } from '../lang.ts'
import { activityAr } from './activity.ar.ts'
import { activityEn } from './activity.en.ts'
import { analyticsAr } from './analytics.ar.ts'
import { analyticsEn } from './analytics.en.ts'
import { adsAr } from './ads.ar.ts'
import { adsEn } from './ads.en.ts'
import { authAr } from './auth.ar.ts'
import { authEn } from './auth.en.ts'
import { categoriesAr } from './categories.ar.ts'
import { categoriesEn } from './categories.en.ts'
import { commonAr } from './common.ar.ts'
import { commonEn } from './common.en.ts'
import { dashboardAr } from './dashboard.ar.ts'
import { dashboardEn } from './dashboard.en.ts'
import type { AdminDictionary } from './index.ts'
import { messagesAr } from './messages.ar.ts'
import { messagesEn } from './messages.en.ts'
import { postsAr } from './posts.ar.ts'
import { postsEn } from './posts.en.ts'
import { productsAr } from './products.ar.ts'
import { productsEn } from './products.en.ts'
import { seoAr } from './seo.ar.ts'
import { seoEn } from './seo.en.ts'
import { settingsAr } from './settings.ar.ts'
import { settingsEn } from './settings.en.ts'
import { subscribersAr } from './subscribers.ar.ts'
import { subscribersEn } from './subscribers.en.ts'
import { usersAr } from './users.ar.ts'
import { usersEn } from './users.en.ts'

const ar: AdminDictionary = { ...commonAr, ...authAr, ...categoriesAr, ...productsAr, ...postsAr, ...activityAr, ...usersAr, ...settingsAr, ...seoAr, ...dashboardAr, ...analyticsAr, ...adsAr, ...messagesAr, ...subscribersAr }
const en: AdminDictionary = { ...commonEn, ...authEn, ...categoriesEn, ...productsEn, ...postsEn, ...activityEn, ...usersEn, ...settingsEn, ...seoEn, ...dashboardEn, ...analyticsEn, ...adsEn, ...messagesEn, ...subscribersEn }

/** Sent by the admin layout's loader for the chosen language: never part of the public bundle. */
export function adminDictionaryFor(lang: Lang): AdminDictionary {
	return lang === 'en' ? en : ar
}
