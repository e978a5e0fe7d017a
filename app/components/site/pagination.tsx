import { ChevronLeft, ChevronRight } from '#app/components/site/icons.tsx'
import { Link, useLocation } from 'react-router'
import { useI18n } from '#app/i18n/i18n-context.tsx'

/** Page links that keep the rest of the query string; page 1 has no ?page parameter (one canonical URL). */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
	const { t } = useI18n()
	const location = useLocation()
	if (pageCount <= 1) return null
	const to = (target: number) => {
		const params = new URLSearchParams(location.search)
		if (target <= 1) params.delete('page')
		else params.set('page', String(target))
		const search = params.toString()
		return `${location.pathname}${search ? `?${search}` : ''}`
	}
	const linkClass = 'border-sand-300 hover:bg-sand-100 inline-flex items-center gap-1.5 rounded-full border px-4 py-2 text-sm font-semibold'
	return (
		<nav aria-label={t('pagination.label')} className="mt-12 flex items-center justify-center gap-3">
			{page > 1 ? (
				<Link to={to(page - 1)} rel="prev" className={linkClass}>
					<ChevronRight aria-hidden className="size-4 ltr:rotate-180" />
					{t('pagination.previous')}
				</Link>
			) : null}
			<span className="text-ink-600 px-2 text-sm" aria-current="page">
				{t('pagination.page', { page, count: pageCount })}
			</span>
			{page < pageCount ? (
				<Link to={to(page + 1)} rel="next" className={linkClass}>
					{t('pagination.next')}
					<ChevronLeft aria-hidden className="size-4 ltr:rotate-180" />
				</Link>
			) : null}
		</nav>
	)
}

