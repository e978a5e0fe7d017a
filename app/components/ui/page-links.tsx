import { Link, useLocation } from 'react-router'
import { ChevronLeft } from '#app/components/site/icons/chevron-left.tsx'
import { ChevronRight } from '#app/components/site/icons/chevron-right.tsx'

export interface PageLinksTexts {
	/** The navigation's name for assistive technology. */
	label: string
	previous: string
	next: string
	/** "Page 2 of 5". */
	current: string
}

/**
 * Previous / next page links that keep the rest of the query string (search, filters); page 1 has
 * no ?page parameter (one canonical address). The public lists and the back-office lists differ
 * only in their texts and their look.
 */
export function PageLinks({ page, pageCount, texts, className, linkClassName }: { page: number; pageCount: number; texts: PageLinksTexts; className: string; linkClassName: string }) {
	const location = useLocation()
	if (pageCount <= 1) return null
	const to = (target: number) => {
		const params = new URLSearchParams(location.search)
		if (target <= 1) params.delete('page')
		else params.set('page', String(target))
		const search = params.toString()
		return `${location.pathname}${search ? `?${search}` : ''}`
	}
	const linkClass = `border-sand-300 hover:bg-sand-100 inline-flex items-center gap-1.5 border text-sm font-semibold ${linkClassName}`
	return (
		<nav aria-label={texts.label} className={`flex items-center justify-center gap-3 ${className}`}>
			{page > 1 ? (
				<Link to={to(page - 1)} rel="prev" className={linkClass}>
					<ChevronRight aria-hidden className="size-4 ltr:rotate-180" />
					{texts.previous}
				</Link>
			) : null}
			<span className="text-ink-600 px-2 text-sm" aria-current="page">
				{texts.current}
			</span>
			{page < pageCount ? (
				<Link to={to(page + 1)} rel="next" className={linkClass}>
					{texts.next}
					<ChevronLeft aria-hidden className="size-4 ltr:rotate-180" />
				</Link>
			) : null}
		</nav>
	)
}
