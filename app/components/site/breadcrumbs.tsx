import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { ChevronLeft } from '#app/components/site/icons/chevron-left.tsx'
import { Link, useRouteLoaderData } from 'react-router'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import type { RootLoaderData } from '#app/root.tsx'
import { JsonLd } from './json-ld.tsx'

export interface Crumb {
	label: string
	/** Site path without language prefix; the last crumb (the current page) has none. */
	path?: string
}

/**
 * Visible trail plus BreadcrumbList structured data. The first crumb (home) is added here.
 * The current page's crumb takes the rest of the line (at least 8rem, or a line of its own) and
 * ends in an ellipsis where its title is longer; the page's heading below says it whole. Its place
 * is fixed before its words arrive: a phone paints the document as it comes, and a crumb sized by
 * its words sat on the trail's line with only its chevron, then jumped to a line of its own when a
 * long title came (a layout shift).
 */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
	const { t, href } = useI18n()
	const root = useRouteLoaderData('root') as RootLoaderData | undefined
	const trail: Crumb[] = [{ label: t('nav.home'), path: '/' }, ...items]
	return (
		<>
			<nav aria-label={t('breadcrumbs.label')} className="text-ink-600 text-sm">
				<ol className="flex flex-wrap items-center gap-1.5">
					{trail.map((crumb, index) => {
						const current = index === trail.length - 1
						return (
							<li
								key={`${crumb.label}-${index}`}
								className={`flex min-h-[1lh] items-center gap-1.5 ${current ? 'min-w-32 flex-1' : ''}`}
							>
								{index > 0 ? (
									<ChevronLeft aria-hidden className="text-ink-400 size-3.5 shrink-0 ltr:rotate-180" />
								) : null}
								{crumb.path && !current ? (
									<Link to={href(crumb.path)} className="hover:text-brand-700">
										<ScriptRuns text={crumb.label} />
									</Link>
								) : (
									<span aria-current="page" title={crumb.label} className="text-ink-800 truncate font-medium">
										<ScriptRuns text={crumb.label} />
									</span>
								)}
							</li>
						)
					})}
				</ol>
			</nav>
			<JsonLd
				data={{
					'@type': 'BreadcrumbList',
					itemListElement: trail.map((crumb, index) => ({
						'@type': 'ListItem',
						position: index + 1,
						name: crumb.label,
						...(crumb.path ? { item: `${root?.origin ?? ''}${href(crumb.path)}` } : {}),
					})),
				}}
			/>
		</>
	)
}
