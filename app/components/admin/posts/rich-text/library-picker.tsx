import { Search } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { useFetcher } from 'react-router'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { adminStyles } from '#app/components/admin/admin-page.tsx'
import { type MediaCard, mediaCardClass, MediaThumb } from '#app/components/admin/media/media-grid.tsx'

export interface LibraryImage extends MediaCard {
	width: number
	height: number
}

interface LibraryPage {
	items?: LibraryImage[]
	total?: number
	loadError?: boolean
}

/**
 * The media library (decision 0044) as a modal dialog of the image panel: the newest images, or
 * those whose name or alt text matches the search, read from the library's own screen
 * (`/admin/media`, which checks the staff member). Tab reaches each image, Enter or a click picks it,
 * Escape closes and the focus returns to the opener.
 */
export function LibraryPicker({ onPick, onClose }: { onPick: (image: LibraryImage) => void; onClose: () => void }) {
	const { t } = useAdminI18n()
	const id = useId()
	const dialog = useRef<HTMLDialogElement>(null)
	const search = useRef<HTMLInputElement>(null)
	const fetcher = useFetcher<LibraryPage>()
	const [query, setQuery] = useState('')
	const { load } = fetcher

	useEffect(() => {
		dialog.current?.showModal()
		search.current?.focus()
	}, [])
	// Searches as the staff member types, a moment after the last key.
	useEffect(() => {
		const timer = setTimeout(() => void load(`/admin/media${query ? `?q=${encodeURIComponent(query)}` : ''}`), query ? 250 : 0)
		return () => clearTimeout(timer)
	}, [query, load])

	const items = fetcher.data?.items ?? []
	const loading = fetcher.state !== 'idle' || fetcher.data === undefined
	return (
		<dialog
			ref={dialog}
			aria-labelledby={`${id}-title`}
			data-testid="library-picker"
			onClose={onClose}
			// The dialog sits inside the image panel: its keys (Escape, Enter) stay here.
			onKeyDown={(event) => event.stopPropagation()}
			className="m-auto flex max-h-[85vh] w-[min(56rem,94vw)] flex-col rounded-2xl p-0 shadow-2xl backdrop:bg-black/40"
		>
			<div className="border-sand-200 flex flex-wrap items-end gap-3 border-b p-4">
				<h2 id={`${id}-title`} className="text-ink-900 me-auto text-lg font-bold">
					{t('posts.editor.libraryTitle')}
				</h2>
				<label htmlFor={`${id}-q`} className="w-full text-sm sm:w-72">
					<span className="text-ink-600 mb-1 block">{t('media.searchLabel')}</span>
					<span className="relative block">
						<Search aria-hidden className="text-ink-500 pointer-events-none absolute inset-y-0 start-3 my-auto size-4" />
						<input
							ref={search}
							id={`${id}-q`}
							type="search"
							value={query}
							onChange={(event) => setQuery(event.target.value)}
							// Enter searches at once and never submits the post's form.
							onKeyDown={(event) => {
								if (event.key === 'Enter') {
									event.preventDefault()
									void load(`/admin/media?q=${encodeURIComponent(query)}`)
								}
							}}
							className={`${adminStyles.input} ps-9`}
							data-testid="library-search"
						/>
					</span>
				</label>
			</div>
			<div className="min-h-40 overflow-y-auto p-4">
				<p className="sr-only" aria-live="polite">
					{loading ? t('posts.editor.libraryLoading') : t('media.count', { count: fetcher.data?.total ?? 0 })}
				</p>
				{fetcher.data?.loadError ? (
					<p role="alert" className="text-sm text-red-700">{t('media.error.load')}</p>
				) : !loading && items.length === 0 ? (
					<p className="text-ink-500 py-8 text-center text-sm">{query ? t('common.noResults') : t('media.empty')}</p>
				) : (
					<ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-busy={loading || undefined} data-testid="library-images">
						{items.map((item) => {
							return (
								<li key={item.id}>
									<button
										type="button"
										onClick={() => {
											onPick(item)
											dialog.current?.close()
										}}
										className={`${mediaCardClass} w-full text-start`}
										data-testid={`library-image-${item.id}`}
									>
										<MediaThumb item={item} />
									</button>
								</li>
							)
						})}
					</ul>
				)}
			</div>
			<div className="border-sand-200 flex justify-end border-t p-3">
				<button type="button" onClick={() => dialog.current?.close()} className={adminStyles.secondaryButton}>
					{t('common.cancel')}
				</button>
			</div>
		</dialog>
	)
}
