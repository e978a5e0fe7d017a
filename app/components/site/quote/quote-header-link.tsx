import { NavLink } from 'react-router'
import { ClipboardList } from '#app/components/site/icons/clipboard-list.tsx'
import { formatNumber } from '#app/i18n/format.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { useBasketCount } from './basket-count.ts'

/**
 * The header's way to the quote basket. The count is drawn in the browser only: the server's HTML
 * (kept in the shared page cache) has the link alone, the same for everyone.
 */
export function QuoteHeaderLink({ className = '' }: { className?: string }) {
	const { t, href, lang } = useI18n()
	const known = useBasketCount()
	const count = known ?? 0
	const label = known === null ? t('nav.quote') : t('nav.quoteCount', { count })
	return (
		<NavLink
			to={href('/quote')}
			title={label}
			data-testid="quote-header-link"
			className={({ isActive }) =>
				`relative inline-flex size-11 shrink-0 items-center justify-center rounded-full ${isActive ? 'bg-brand-50 text-brand-800' : 'text-brand-800 hover:bg-sand-100'} ${className}`
			}
		>
			{/* The name is text, not aria-label: the visible count is part of what it says. */}
			<span className="sr-only">{label}</span>
			<ClipboardList aria-hidden className="size-6" />
			{count > 0 ? (
				<span aria-hidden data-testid="quote-count" className="bg-grain-500 text-brand-950 absolute -end-0.5 -top-0.5 min-w-5 rounded-full px-1 text-center text-xs leading-5 font-bold">
					{formatNumber(count, lang)}
				</span>
			) : null}
		</NavLink>
	)
}
