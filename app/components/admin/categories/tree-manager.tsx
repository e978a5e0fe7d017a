import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { ChevronDown, ChevronUp, ExternalLink, Eye, FolderPlus, GripVertical, ImageOff, LoaderCircle, type LucideIcon, MoveRight, Pencil, Trash2, X } from 'lucide-react'
import { type DragEvent, useEffect, useMemo, useRef, useState } from 'react'
import { Link, useFetcher } from 'react-router'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { adminStyles } from '#app/components/admin/admin-page.tsx'
import { ReplyBanner } from '#app/components/admin/reply-banner.tsx'
import { ConfirmButton } from '#app/components/admin/confirm-button.tsx'
import { formatNumber } from '#app/i18n/format.ts'
import { otherLang } from '#app/i18n/lang.ts'
import type { AdminReply } from '#app/lib/admin-reply.ts'
import { mediaKey, mediaVariantUrl } from '#app/lib/images.ts'
import { type DropPlace, dropPlace, findCategory, flattenTree, indentedLabel, nameIn, publicStates, subtreeIds, type TreeCategory } from './tree.ts'

/** Where the tree's moves and deletes are posted (the list route's action). */
export const categoryTreeAction = '/admin/categories'

interface Drop {
	id: number
	place: DropPlace
}

interface TreeContext {
	dragId: number | null
	blocked: Set<number>
	drop: Drop | null
	highlightId: number | null
	openMoveId: number | null
	all: TreeCategory[]
	/** What visitors see of each category. */
	states: Map<number, 'published' | 'hidden' | 'draft'>
	/** Under a state filter: the categories asked for (the others are context, and nothing moves). */
	matching: Set<number> | null
	startDrag: (id: number) => void
	endDrag: () => void
	setDrop: (drop: Drop | null) => void
	setOpenMoveId: (id: number | null) => void
	move: (fields: { id: number; kind: string; targetId?: number | 'root' }) => void
	/** A row's delete form is being posted. */
	deleting: (id: number) => void
}

/**
 * The hierarchy manager: the whole category tree (inactive ones too) as nested lists. Each row moves
 * with buttons (up, down, "move to…" any valid parent or the top level) that work from the keyboard,
 * and by drag and drop as a shortcut for pointer users. Moves are announced in a live region; the
 * result of a delete (or why it was refused) shows in a banner. Under a state filter the tree holds
 * the branches leading to those categories and nothing moves: a move needs the whole tree in view.
 */
export function CategoryTreeManager({
	tree,
	matching = null,
	reply,
	highlightId,
}: {
	tree: TreeCategory[]
	/** Under a state filter, the ids of the categories in that state. */
	matching?: number[] | null
	/** The list's own reply, when a move or delete was posted without JavaScript. */
	reply?: AdminReply | null
	highlightId: number | null
}) {
	const { t, lang } = useAdminI18n()
	const fetcher = useFetcher<AdminReply>({ key: 'category-tree' })
	// What the tree last posted: a reply says what happened, not to which row or by which intent.
	// Noted as it is posted, not read from the fetcher's form data: the router's states come as
	// transitions, and on a busy phone the render that carries the form data can be skipped for the
	// one with the answer.
	const [posted, setPosted] = useState<{ intent: 'move' | 'delete'; id: number; kind: string | null } | null>(null)
	const outcome = fetcher.data ?? reply ?? null
	const busy = fetcher.state !== 'idle'
	const all = useMemo(() => flattenTree(tree), [tree])
	const states = useMemo(() => publicStates(tree), [tree])
	const matchingIds = useMemo(() => (matching ? new Set(matching) : null), [matching])

	const [dragId, setDragId] = useState<number | null>(null)
	const [drop, setDrop] = useState<Drop | null>(null)
	const [openMoveId, setOpenMoveId] = useState<number | null>(null)
	const blocked = useMemo(() => {
		const dragged = dragId === null ? undefined : findCategory(tree, dragId)
		return dragged ? subtreeIds(dragged) : new Set<number>()
	}, [dragId, tree])

	// A delete and any refusal show in the banner; a successful move is announced in the live region.
	const moved = outcome !== null && outcome === fetcher.data && outcome.ok && posted?.intent === 'move'
	const announcement = moved ? outcome.message : ''
	const lastMovedId = moved ? posted.id : null

	useEffect(() => {
		if (moved) setOpenMoveId(null)
	}, [moved, outcome])

	// A moved row is drawn again elsewhere (another place among its siblings, or under another
	// parent), which drops the focus of the keyboard user who moved it to the page's body: it goes
	// back to the same button on the moved row ("move to…" after a move from its panel).
	const treeList = useRef<HTMLOListElement>(null)
	useEffect(() => {
		// Once the moved row's panel is closed (it may be drawn open again in the row's new place first).
		if (!moved || lastMovedId === null || openMoveId !== null) return
		const frame = requestAnimationFrame(() => {
			const active = document.activeElement
			if (active && active !== document.body && active.isConnected) return
			const row = treeList.current?.querySelector(`li[data-id="${lastMovedId}"] > div`)
			const testId = posted?.kind === 'up' || posted?.kind === 'down' ? `move-${posted.kind}` : 'move-to'
			row?.querySelector<HTMLElement>(`[data-testid="${testId}"]`)?.focus()
		})
		return () => cancelAnimationFrame(frame)
		// The tree too: the answer can come a moment before the tree drawn with the row in its new place.
	}, [moved, outcome, lastMovedId, posted, openMoveId, tree])

	const context: TreeContext = {
		dragId,
		blocked,
		drop,
		highlightId: lastMovedId ?? highlightId,
		openMoveId,
		all,
		states,
		matching: matchingIds,
		startDrag: setDragId,
		endDrag: () => {
			setDragId(null)
			setDrop(null)
		},
		setDrop,
		setOpenMoveId,
		move: ({ id, kind, targetId }) => {
			const body: Record<string, string> = { intent: 'move', id: String(id), kind }
			if (targetId !== undefined) body.targetId = String(targetId)
			setPosted({ intent: 'move', id, kind })
			void fetcher.submit(body, { method: 'post', action: categoryTreeAction })
		},
		deleting: (id) => setPosted({ intent: 'delete', id, kind: null }),
	}

	return (
		<div className="space-y-4">
			{/* Sticky, so a refusal shows even when the row acted on is far down the tree. */}
			<div className="sticky top-20 z-20 empty:hidden lg:top-4">
				<ReplyBanner reply={moved ? null : outcome} />
			</div>
			<section className={adminStyles.card} aria-labelledby="category-tree-title">
				<div className="border-sand-100 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b px-4 py-3 sm:px-5">
					<h2 id="category-tree-title" className="text-brand-950 flex items-center gap-2 font-semibold">
						{t('categories.tree.label')}
						{busy ? <LoaderCircle aria-hidden className="text-ink-400 size-4 animate-spin" /> : null}
					</h2>
					<p className="text-ink-500 text-sm"><ScriptRuns text={t('categories.total', { count: formatNumber(matching ? matching.length : all.length, lang) })} /></p>
					<p className="text-ink-500 basis-full text-xs leading-relaxed" id="category-tree-help">
						{matching && matching.length < all.length ? `${t('categories.tree.contextHelp')} ` : null}
						{t(matching ? 'categories.tree.filteredHelp' : 'categories.tree.help')}
					</p>
				</div>
				<p role="status" aria-live="polite" className="text-brand-800 empty:hidden px-4 pt-3 text-sm font-medium sm:px-5" data-testid="tree-announcement">
					{announcement}
				</p>
				{tree.length === 0 ? (
					<p className="text-ink-500 px-5 py-10 text-center text-sm">{t(matching ? 'categories.emptyFilter' : 'categories.empty')}</p>
				) : (
					<ol ref={treeList} className="p-2 sm:p-3" aria-describedby="category-tree-help" aria-busy={busy} data-testid="category-tree">
						{tree.map((node, index) => (
							<CategoryRow key={node.id} node={node} first={index === 0} last={index === tree.length - 1} context={context} />
						))}
					</ol>
				)}
				{dragId !== null ? <RootDropZone context={context} /> : null}
			</section>
		</div>
	)
}

function RootDropZone({ context }: { context: TreeContext }) {
	const { t } = useAdminI18n()
	const [over, setOver] = useState(false)
	return (
		<div
			onDragOver={(event) => {
				event.preventDefault()
				event.dataTransfer.dropEffect = 'move'
				setOver(true)
			}}
			onDragLeave={() => setOver(false)}
			onDrop={(event) => {
				event.preventDefault()
				if (context.dragId !== null) context.move({ id: context.dragId, kind: 'into', targetId: 'root' })
				context.endDrag()
			}}
			data-testid="root-drop"
			className={`mx-3 mb-3 rounded-xl border-2 border-dashed px-4 py-5 text-center text-sm transition-colors ${over ? 'border-brand-500 bg-brand-50 text-brand-800' : 'border-sand-300 text-ink-500'}`}
		>
			{t('categories.dropRoot')}
		</div>
	)
}

const iconButton =
	'text-ink-600 hover:bg-sand-100 hover:text-ink-900 focus-visible:ring-brand-300 inline-flex size-9 items-center justify-center rounded-lg outline-none focus-visible:ring-2 aria-disabled:cursor-not-allowed aria-disabled:opacity-35 aria-disabled:hover:bg-transparent'

function CategoryRow({ node, first, last, context }: { node: TreeCategory; first: boolean; last: boolean; context: TreeContext }) {
	const { t, lang } = useAdminI18n()
	const row = useRef<HTMLDivElement>(null)
	const moveToggle = useRef<HTMLButtonElement>(null)
	const name = nameIn(node, lang)
	const other = otherLang(lang)
	const dropHere = context.drop?.id === node.id ? context.drop.place : null
	const dragging = context.dragId === node.id
	const highlighted = context.highlightId === node.id
	const moveOpen = context.openMoveId === node.id
	const deleteFormId = `category-delete-${node.id}`
	const shown = context.states.get(node.id) ?? 'published'
	const movable = context.matching === null
	const contextOnly = context.matching !== null && !context.matching.has(node.id)
	const publicPath = `${lang === 'en' ? '/en' : ''}/products/category/${node.slug}`
	/** One step up or down among its siblings; at either end it says it is unavailable but stays focusable. */
	const moveButton = (kind: 'up' | 'down', atEnd: boolean, Icon: LucideIcon) => {
		const label = t(kind === 'up' ? 'categories.moveUp' : 'categories.moveDown', { name })
		return (
			<button
				type="button"
				className={iconButton}
				aria-label={label}
				title={label}
				aria-disabled={atEnd || undefined}
				onClick={() => atEnd || context.move({ id: node.id, kind })}
				data-testid={`move-${kind}`}
			>
				<Icon aria-hidden className="size-5" />
			</button>
		)
	}

	const onDragOver = (event: DragEvent<HTMLDivElement>) => {
		if (context.dragId === null || context.blocked.has(node.id)) return
		event.preventDefault()
		event.dataTransfer.dropEffect = 'move'
		const rect = event.currentTarget.getBoundingClientRect()
		const place = dropPlace(event.clientY - rect.top, rect.height)
		if (context.drop?.id !== node.id || context.drop.place !== place) context.setDrop({ id: node.id, place })
	}

	const dropStyle =
		dropHere === 'before'
			? 'shadow-[inset_0_3px_0_0_var(--color-brand-600)]'
			: dropHere === 'after'
				? 'shadow-[inset_0_-3px_0_0_var(--color-brand-600)]'
				: dropHere === 'into'
					? 'ring-brand-500 bg-brand-50 ring-2'
					: ''

	return (
		<li data-testid={`category-${node.slug}`} data-id={node.id}>
			<div
				ref={row}
				onDragOver={onDragOver}
				onDragLeave={(event) => {
					if (!event.currentTarget.contains(event.relatedTarget as Node | null) && context.drop?.id === node.id) context.setDrop(null)
				}}
				onDrop={(event) => {
					event.preventDefault()
					if (context.dragId !== null && dropHere) context.move({ id: context.dragId, kind: dropHere, targetId: node.id })
					context.endDrag()
				}}
				className={`rounded-xl transition-colors ${dragging || contextOnly ? 'opacity-55' : ''} ${highlighted && !dropHere ? 'bg-grain-50' : 'hover:bg-sand-50'} ${dropStyle}`}
				data-highlighted={highlighted || undefined}
				data-context={contextOnly || undefined}
			>
				{/* The row's one line (name, then buttons); the "move to" panel opens under it, never beside it. */}
				<div className="flex flex-wrap items-center gap-x-3 gap-y-2 px-2 py-2 sm:flex-nowrap">
				{movable ? (
				<span
					draggable
					onDragStart={(event) => {
						event.dataTransfer.effectAllowed = 'move'
						event.dataTransfer.setData('text/plain', String(node.id))
						if (row.current) event.dataTransfer.setDragImage(row.current, 24, 24)
						// Changing the page inside dragstart can cancel the drag in Chromium: update on the next tick.
						setTimeout(() => {
							context.setOpenMoveId(null)
							context.startDrag(node.id)
						}, 0)
					}}
					onDragEnd={context.endDrag}
					title={t('categories.dragHandle', { name })}
					aria-hidden
					data-testid="drag-handle"
					className="text-ink-400 hover:text-ink-700 hidden cursor-grab touch-none self-stretch items-center active:cursor-grabbing sm:flex"
				>
					<GripVertical className="size-5" />
				</span>
				) : null}
				<Thumbnail url={node.imageUrl} />
				<div className="min-w-0 flex-1 basis-40">
					<p className="flex flex-wrap items-center gap-x-2 gap-y-1">
						<Link to={`/admin/categories/edit/${node.id}`} className="text-ink-900 hover:text-brand-800 font-semibold hover:underline" data-testid="category-name">
							<ScriptRuns text={name} />
						</Link>
						{shown === 'published' ? null : (
							<span className="bg-sand-100 text-ink-600 rounded-full px-2 py-0.5 text-xs font-semibold" data-testid={shown === 'draft' ? 'inactive-badge' : 'hidden-badge'}>
								{t(shown === 'draft' ? 'categories.state.draft' : 'categories.state.hidden')}
							</span>
						)}
					</p>
					<p className="text-ink-500 mt-0.5 flex flex-wrap items-center gap-x-2 text-xs [&>*+*]:before:me-2 [&>*+*]:before:content-['·']">
						<span lang={other} dir={other === 'ar' ? 'rtl' : 'ltr'}>
							<ScriptRuns text={nameIn(node, other)} textLang={other} />
						</span>
						{/* The separator sits in the page's direction, outside the left-to-right slug. */}
						<span>
							<bdi lang="en" dir="ltr" className="font-mono">
								{node.slug}
							</bdi>
						</span>
						<span data-testid="product-count"><ScriptRuns text={t('categories.productsCount', { count: formatNumber(node.productCount, lang) })} /></span>
					</p>
				</div>
				<div className="flex w-full flex-wrap items-center justify-end gap-0.5 sm:w-auto sm:flex-nowrap">
					{movable ? (<>
					{moveButton('up', first, ChevronUp)}
					{moveButton('down', last, ChevronDown)}
					<button
						ref={moveToggle}
						type="button"
						className="text-ink-700 hover:bg-sand-100 focus-visible:ring-brand-300 inline-flex h-9 items-center gap-1.5 rounded-lg px-2.5 text-sm font-semibold outline-none focus-visible:ring-2"
						aria-expanded={moveOpen}
						aria-controls={`move-panel-${node.id}`}
						onClick={() => context.setOpenMoveId(moveOpen ? null : node.id)}
						data-testid="move-to"
					>
						<MoveRight aria-hidden className="size-4 rtl:rotate-180" />
						{t('categories.moveTo')}
					</button>
					</>) : null}
					<Link to={`/admin/categories/new?parent=${node.id}`} className={iconButton} aria-label={t('categories.addChildLabel', { name })} title={t('categories.addChildLabel', { name })}>
						<FolderPlus aria-hidden className="size-4.5" />
					</Link>
					<Link to={`/admin/categories/edit/${node.id}`} className={iconButton} aria-label={t('categories.editLabel', { name })} title={t('categories.editLabel', { name })}>
						<Pencil aria-hidden className="size-4" />
					</Link>
					{/* Visitors' page, or a staff preview of it while it is not shown (decision 0045). */}
					<a
						href={shown === 'published' ? publicPath : `${publicPath}?preview`}
						target="_blank"
						rel="noreferrer"
						className={iconButton}
						aria-label={t(shown === 'published' ? 'categories.viewItem' : 'categories.previewItem', { name })}
						title={t(shown === 'published' ? 'categories.viewItem' : 'categories.previewItem', { name })}
						data-testid={shown === 'published' ? 'category-view' : 'category-preview'}
					>
						{shown === 'published' ? <ExternalLink aria-hidden className="size-4" /> : <Eye aria-hidden className="size-4" />}
					</a>
					<DeleteForm id={deleteFormId} categoryId={node.id} onPost={() => context.deleting(node.id)} />
					<ConfirmButton
						form={deleteFormId}
						value="delete"
						message={t('categories.confirmDelete', { name })}
						className={`${iconButton} hover:bg-red-50 hover:text-red-700`}
					>
						<Trash2 aria-hidden className="size-4" />
						<span className="sr-only"><ScriptRuns text={t('categories.deleteLabel', { name })} /></span>
					</ConfirmButton>
				</div>
				</div>
				{moveOpen ? (
					<MovePanel
						node={node}
						context={context}
						onClose={() => {
							context.setOpenMoveId(null)
							moveToggle.current?.focus()
						}}
					/>
				) : null}
			</div>
			{node.children.length ? (
				<ol className="border-sand-200 ms-3 border-s ps-1 sm:ms-5 sm:ps-2">
					{node.children.map((child, index) => (
						<CategoryRow key={child.id} node={child} first={index === 0} last={index === node.children.length - 1} context={context} />
					))}
				</ol>
			) : null}
		</li>
	)
}

/** Each row's delete form: posted by the confirmation dialog's button, through the shared fetcher. */
function DeleteForm({ id, categoryId, onPost }: { id: string; categoryId: number; onPost: () => void }) {
	const fetcher = useFetcher({ key: 'category-tree' })
	return (
		<fetcher.Form id={id} method="post" action={categoryTreeAction} className="hidden" onSubmit={onPost}>
			<input type="hidden" name="id" value={categoryId} />
		</fetcher.Form>
	)
}

function MovePanel({ node, context, onClose }: { node: TreeCategory; context: TreeContext; onClose: () => void }) {
	const { t, lang } = useAdminI18n()
	const select = useRef<HTMLSelectElement>(null)
	const name = nameIn(node, lang)
	const excluded = useMemo(() => subtreeIds(node), [node])
	// Every other place it can go: the top level (unless it is there) and any category outside its own branch.
	const choices = context.all.filter((c) => !excluded.has(c.id) && c.id !== node.parentId)
	useEffect(() => select.current?.focus(), [])
	return (
		<div
			id={`move-panel-${node.id}`}
			className="border-sand-200 bg-sand-50 mx-2 mb-2 flex flex-wrap items-end gap-2 rounded-lg border p-3"
			onKeyDown={(event) => {
				if (event.key === 'Escape') {
					event.stopPropagation()
					onClose()
				}
			}}
		>
			<form
				className="flex min-w-0 flex-1 flex-wrap items-end gap-2"
				onSubmit={(event) => {
					event.preventDefault()
					const value = select.current?.value ?? ''
					if (!value) return
					context.move({ id: node.id, kind: 'into', targetId: value === 'root' ? 'root' : Number(value) })
				}}
			>
				<label className="min-w-0 flex-1 basis-56 text-sm">
					<span className="text-ink-700 mb-1 block font-semibold"><ScriptRuns text={t('categories.moveToLabel', { name })} /></span>
					<select ref={select} name="targetId" required defaultValue="" className={adminStyles.input} data-testid="move-target">
						<option value="" disabled>
							{t('categories.chooseDestination')}
						</option>
						{node.parentId !== null ? <option value="root">{t('categories.root')}</option> : null}
						{choices.map((choice) => (
							<option key={choice.id} value={choice.id}>
								{indentedLabel(choice, nameIn(choice, lang))}
							</option>
						))}
					</select>
				</label>
				<button type="submit" className={adminStyles.primaryButton} data-testid="move-submit">
					{t('categories.moveGo')}
				</button>
			</form>
			<button type="button" onClick={onClose} className={adminStyles.secondaryButton}>
				<X aria-hidden className="size-4" />
				{t('common.cancel')}
			</button>
		</div>
	)
}

function Thumbnail({ url }: { url: string | null }) {
	if (!url) {
		return (
			<span className="bg-sand-100 text-ink-300 flex size-11 shrink-0 items-center justify-center rounded-lg">
				<ImageOff aria-hidden className="size-5" />
			</span>
		)
	}
	// The smallest stored width is plenty for a 44 px thumbnail.
	const src = mediaKey(url) ? mediaVariantUrl(url, 400, 'webp') : url
	return <img src={src} alt="" width={44} height={44} loading="lazy" className="border-sand-200 size-11 shrink-0 rounded-lg border object-cover" />
}
