import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { type ReactNode, useEffect, useRef } from 'react'
import { Link, useLocation } from 'react-router'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { mediaVariantUrl } from '#app/lib/images.ts'
import { textDirection } from '#app/lib/script-runs.ts'

export interface MediaCard {
	id: number
	url: string
	originalName: string
	altAr: string
	altEn: string
	uses: unknown[]
}

/**
 * The library's grid: a thumbnail (the 400 px file, loaded as it scrolls into view), the file name,
 * the alt text in the staff member's language and how many places use it. Each card opens the
 * image's screen; back from it, the focus is on that image's card again, as a dialog gives it back
 * to what opened it (`returnToMedia`).
 */
export function MediaGrid({ items }: { items: MediaCard[] }) {
	const { t } = useAdminI18n()
	const list = useRef<HTMLUListElement>(null)
	const returned = (useLocation().state as { returnToMedia?: unknown } | null)?.returnToMedia
	useEffect(() => {
		if (typeof returned === 'number') list.current?.querySelector<HTMLElement>(`[data-testid="media-card-${returned}"] a`)?.focus()
	}, [returned])
	return (
		<ul ref={list} className="grid grid-cols-2 gap-3 p-3 sm:grid-cols-3 sm:gap-4 sm:p-4 lg:grid-cols-4 xl:grid-cols-6" aria-label={t('media.gridLabel')} data-testid="media-grid">
			{items.map((item) => (
				<li key={item.id} data-testid={`media-card-${item.id}`}>
					<Link to={`/admin/media/${item.id}`} className={mediaCardClass}>
						<MediaThumb item={item}>
							<span className={`block ${item.uses.length ? 'text-brand-800' : 'text-grain-800'} font-medium`}>
								<ScriptRuns text={t('media.uses', { count: item.uses.length })} />
							</span>
						</MediaThumb>
					</Link>
				</li>
			))}
		</ul>
	)
}

/** The frame of a library picture's card, a link or a button. */
export const mediaCardClass =
	'border-sand-200 hover:border-brand-400 focus-visible:ring-brand-100 block overflow-hidden rounded-xl border bg-white transition-colors focus-visible:ring-4 focus-visible:outline-none'

/**
 * A library picture as its card shows it: the thumbnail (the 400 px file, loaded as it scrolls into
 * view), the file name and the alt text in the staff member's language (or that it has none), then
 * `children`.
 */
export function MediaThumb({ item, children }: { item: Pick<MediaCard, 'url' | 'originalName' | 'altAr' | 'altEn'>; children?: ReactNode }) {
	const { t, lang } = useAdminI18n()
	const alt = lang === 'ar' ? item.altAr : item.altEn
	return (
		<>
			<img src={mediaVariantUrl(item.url, 400, 'webp')} alt="" loading="lazy" decoding="async" width={400} height={300} className="bg-sand-100 aspect-[4/3] w-full object-cover" />
			<span className="block space-y-0.5 p-2 text-xs">
				{/* Wrapped, not cut: a phone shows the whole name (reflow, WCAG 1.4.10). */}
				<span className="text-ink-900 block font-semibold break-all" dir={textDirection(item.originalName) ?? 'auto'}>
					<ScriptRuns text={item.originalName} />
				</span>
				<span className={`block break-words ${alt ? 'text-ink-600' : 'text-ink-500 italic'}`} dir={alt ? (textDirection(alt) ?? 'auto') : undefined}>
					<ScriptRuns text={alt || t('media.noAlt')} />
				</span>
				{children}
			</span>
		</>
	)
}
