import type { MetaDescriptor } from 'react-router'
import type { AdminKey } from '#app/i18n/admin/index.ts'
import type { Lang } from '#app/i18n/lang.ts'

type Matches = readonly ({ id: string; data?: unknown } | undefined)[]

/** The staff member's language and texts, as the back-office layout's loader gave them. */
function layoutTexts(matches: Matches): { lang: Lang; dictionary: Record<string, string> } | null {
	const data = matches.find((match) => match?.id === 'routes/admin/layout')?.data as { lang?: Lang; dictionary?: Record<string, string> } | undefined
	return data?.dictionary && data.lang ? { lang: data.lang, dictionary: data.dictionary } : null
}

/**
 * A back-office tab's title in the staff member's language (failing screens too: the layout's texts
 * are there even when the screen's own loader failed): the screen's name, after the record's name
 * when there is one (`name`, or `{ ar, en }` to pick by language).
 */
export function staffTitle(matches: Matches, screen: AdminKey, name?: string | { ar: string; en: string } | null): MetaDescriptor[] {
	const texts = layoutTexts(matches)
	const screenName = texts?.dictionary[screen] ?? 'تصدير · Tasdeer'
	const recordName = typeof name === 'object' && name !== null ? name[texts?.lang ?? 'ar'] : name
	return [{ title: recordName ? `${recordName} · ${screenName}` : screenName }]
}

/** A screen's `meta`: its tab title is the screen's name (`staffTitle`), for screens of no one record. */
export function staffMeta(screen: AdminKey) {
	return ({ matches }: { matches: Matches }): MetaDescriptor[] => staffTitle(matches, screen)
}

/** A sign-in screen's `meta`: its title in both staff languages (no one has chosen yet), and no search engine's index. */
export function signInMeta(title: string) {
	return (): MetaDescriptor[] => [{ title }, { name: 'robots', content: 'noindex' }]
}
