import type { ReactNode } from 'react'
import { useAdminI18n } from './admin-i18n.tsx'
import { FormPanel } from './form-panel.tsx'
import type { FollowingSlug } from './slug-field.tsx'
import { TextField } from './text-field.tsx'

type Code = 'ar' | 'en'

/** How a language's field of an item ends in camel case (`nameAr`, `titleEn`). */
export const fieldSuffix = { ar: 'Ar', en: 'En' } as const

interface LanguageText {
	label: string
	hint?: string
	name: string
	error?: string
	maxLength: number
	defaultValue: string
}

/**
 * The one-language parts of a content form (category, post), in the staff's order of languages:
 * each a panel titled `<area>.section.<code>` with the headline (a name or title, required; the
 * English one leads the slug) and a short text, typed in the language's own direction, then the
 * form's other fields of that language.
 */
export function LanguagePanels({
	area,
	slug,
	headline,
	summary,
	children,
}: {
	area: 'categories' | 'posts'
	slug: FollowingSlug
	headline: (code: Code) => LanguageText
	summary: (code: Code) => LanguageText & { rows: number }
	children?: (code: Code) => ReactNode
}) {
	const { t, languages } = useAdminI18n()
	return languages.map((code) => {
		const dir = code === 'ar' ? 'rtl' : 'ltr'
		return (
			<FormPanel key={code} title={t(`${area}.section.${code}`)} badge={code} testId={`section-${code}`}>
				<TextField
					{...headline(code)}
					required
					className="text-base font-semibold"
					dir={dir}
					lang={code}
					onValue={code === 'en' ? slug.follow : undefined}
				/>
				<TextField {...summary(code)} dir={dir} lang={code} />
				{children?.(code)}
			</FormPanel>
		)
	})
}
