import { ChevronLeft, ChevronRight } from 'lucide-react'
import { Link, useLocation } from 'react-router'
import { useAdminI18n } from './admin-i18n.tsx'

/** Previous / next page links in the staff member's language, keeping the search and filter. */
export function ListPagination({ page, pageCount }: { page: number; pageCount: number }) {
	const { t } = useAdminI18n()
	const location = useLocation()
	if (pageCount <= 1) return null
	const to = (target: number) => {
		const params = new URLSearchParams(location.search)
		params.delete('deleted')
		if (target <= 1) params.delete('page')
		else params.set('page', String(target))
		const search = params.toString()
		return `${location.pathname}${search ? `?${search}` : ''}`
	}
	const linkClass = 'border-sand-300 hover:bg-sand-100 inline-flex items-center gap-1.5 rounded-lg border bg-white px-3 py-1.5 text-sm font-semibold'
	return (
		<nav aria-label={t('common.page', { page, count: pageCount })} className="flex items-center justify-center gap-3">
			{page > 1 ? (
				<Link to={to(page - 1)} rel="prev" className={linkClass}>
					<ChevronRight aria-hidden className="size-4 ltr:rotate-180" />
					{t('common.previous')}
				</Link>
			) : null}
			<span className="text-ink-600 px-2 text-sm" aria-current="page">
				{t('common.page', { page, count: pageCount })}
			</span>
			{page < pageCount ? (
				<Link to={to(page + 1)} rel="next" className={linkClass}>
					{t('common.next')}
					<ChevronLeft aria-hidden className="size-4 ltr:rotate-180" />
				</Link>
			) : null}
		</nav>
	)
}
