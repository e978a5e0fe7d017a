import { createContext, type ReactNode, useContext, useMemo } from 'react'
import type { AdminDictionary, AdminKey } from '#app/i18n/admin/index.ts'
import { formatDate } from '#app/i18n/format.ts'
import { interpolate } from '#app/i18n/message.ts'
import { dirOf, type Lang } from '#app/i18n/lang.ts'

interface AdminI18n {
	lang: Lang
	dir: 'rtl' | 'ltr'
	t: (key: AdminKey, params?: Record<string, string | number>) => string
	/** The site's time zone (SITE_TIMEZONE): staff read every date and time in it. */
	timeZone: string
	/** A moment as staff read it: a medium date and a short time, in the site's time zone. */
	dateTime: (iso: string) => string
	/** The content languages in the order forms show them: the staff member's own first. */
	languages: readonly Lang[]
}

const arabicFirst = ['ar', 'en'] as const
const englishFirst = ['en', 'ar'] as const

const AdminI18nContext = createContext<AdminI18n | null>(null)

export function AdminI18nProvider({
	lang,
	dictionary,
	timeZone = 'UTC',
	children,
}: {
	lang: Lang
	dictionary: AdminDictionary
	timeZone?: string
	children: ReactNode
}) {
	const value = useMemo<AdminI18n>(
		() => ({
			lang,
			dir: dirOf(lang),
			timeZone,
			dateTime: (iso) => formatDate(iso, lang, { timeZone, dateStyle: 'medium', timeStyle: 'short' }),
			t: (key, params) => interpolate(dictionary[key] ?? key, params, lang),
			languages: lang === 'en' ? englishFirst : arabicFirst,
		}),
		[lang, dictionary, timeZone],
	)
	return <AdminI18nContext.Provider value={value}>{children}</AdminI18nContext.Provider>
}

/** Back-office texts in the language the staff member chose (Arabic by default). */
export function useAdminI18n(): AdminI18n {
	const value = useContext(AdminI18nContext)
	if (!value) throw new Error('useAdminI18n must be used within an AdminI18nProvider')
	return value
}
