import { Languages } from '#app/components/site/icons/languages.tsx'
import { Link, useLocation } from 'react-router'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { otherLang, switchLangHref } from '#app/i18n/lang.ts'
import { languageChoiceAttribute } from '#app/lib/language-memory.ts'

/**
 * A plain link to the same page in the other language; the document's inline script remembers the
 * choice it carries (app/lib/language-memory.ts), before hydration as after.
 *
 * A box of fixed size: on an English page its one Arabic word waits for the Arabic font (decision
 * 0016), and text laid out in a fallback first must not move the header's other buttons when it comes.
 */
export function LanguageToggle({ className = '' }: { className?: string }) {
	const { lang, t } = useI18n()
	const location = useLocation()
	const target = otherLang(lang)
	return (
		<Link
			to={switchLangHref(location, target)}
			{...{ [languageChoiceAttribute]: target }}
			hrefLang={target}
			lang={target}
			aria-label={t('lang.switchLabel')}
			data-testid="language-toggle"
			className={`border-sand-300 text-brand-800 hover:border-brand-300 hover:bg-brand-50 inline-flex h-8.5 w-24 shrink-0 items-center justify-center gap-1.5 rounded-full border text-sm font-semibold whitespace-nowrap transition-colors ${className}`}
		>
			<Languages aria-hidden className="size-4" />
			{t('lang.switchTo')}
		</Link>
	)
}
