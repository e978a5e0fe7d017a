import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import type { Editor } from '@tiptap/core'
import { Images, Link2Off, Upload } from 'lucide-react'
import { type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import type { AdminKey } from '#app/i18n/admin/index.ts'
import { adminStyles } from '#app/components/admin/admin-page.tsx'
import { uploadImage } from '#app/components/admin/upload-image.ts'
import { structuredDataImageUrl } from '#app/lib/images.ts'
import { safeHref, safeImageSrc } from '#app/lib/rich-text-schema.ts'
import { caretAfterInsertedBlock } from './caret-after-block.ts'
import { type LibraryImage, LibraryPicker } from './library-picker.tsx'

/**
 * The editor's inline panels (not nested forms: they sit inside the post form). Enter applies,
 * Escape closes and returns to the text; a refused value says why in the staff language.
 */

export function Panel({ testId, onClose, children }: { testId: string; onClose: () => void; children: ReactNode }) {
	return (
		<div
			className="border-sand-200 bg-sand-50 flex flex-wrap items-end gap-2 border-b p-2"
			data-testid={testId}
			onKeyDown={(event) => {
				if (event.key === 'Escape') {
					event.preventDefault()
					onClose()
				}
			}}
		>
			{children}
		</div>
	)
}

export function Problem({ id, children }: { id: string; children: ReactNode }) {
	return (
		<p id={id} role="alert" className="basis-full text-sm font-medium text-red-700">
			{children}
		</p>
	)
}

/** What tells one address panel from another: its texts as dictionary keys, and its test hooks. */
export interface AddressPanelSettings {
	/** The stem of the panel's test hook: `<name>-panel`. */
	name: string
	label: AdminKey
	placeholder: string
	hint?: AdminKey
	/** The button that applies the address. */
	applyButton: { label: AdminKey; testId: string }
	/** Why a refused address is refused. */
	invalid: AdminKey
}

/**
 * A panel with one web address to type (a link, a video): Enter or the button applies it when
 * `parse` accepts it; otherwise the field says why and keeps the focus.
 */
export function AddressPanel<T>({
	settings: { name, label, placeholder, hint, applyButton, invalid },
	editor,
	initial,
	parse,
	apply,
	onClose,
	actions,
}: {
	settings: AddressPanelSettings
	editor: Editor
	initial?: string
	parse: (value: string | undefined) => T | null
	apply: (value: T) => void
	onClose: () => void
	/** More buttons between apply and cancel. */
	actions?: ReactNode
}) {
	const { t } = useAdminI18n()
	const id = useId()
	const input = useRef<HTMLInputElement>(null)
	const [problem, setProblem] = useState(false)
	useEffect(() => input.current?.focus(), [])
	const close = () => {
		onClose()
		editor.commands.focus()
	}
	const submit = () => {
		const value = parse(input.current?.value)
		if (value === null) {
			setProblem(true)
			input.current?.focus()
			return
		}
		apply(value)
		onClose()
	}
	return (
		<Panel testId={`${name}-panel`} onClose={close}>
			<label htmlFor={`${id}-url`} className="min-w-0 flex-1 text-sm">
				<span className="text-ink-600 mb-1 block">{t(label)}</span>
				<input
					ref={input}
					id={`${id}-url`}
					type="text"
					inputMode="url"
					dir="ltr"
					defaultValue={initial}
					placeholder={placeholder}
					aria-invalid={problem || undefined}
					aria-describedby={problem ? `${id}-problem` : hint ? `${id}-hint` : undefined}
					className={adminStyles.input}
					onKeyDown={(event) => {
						if (event.key === 'Enter') {
							event.preventDefault()
							submit()
						}
					}}
				/>
			</label>
			<button type="button" onClick={submit} className={adminStyles.primaryButton} data-testid={applyButton.testId}>
				{t(applyButton.label)}
			</button>
			{actions}
			<button type="button" onClick={close} className={adminStyles.secondaryButton}>
				{t('common.cancel')}
			</button>
			{hint ? (
				<p id={`${id}-hint`} className="text-ink-500 basis-full text-sm">
					<ScriptRuns text={t(hint)} />
				</p>
			) : null}
			{problem ? (
				<Problem id={`${id}-problem`}>
					<ScriptRuns text={t(invalid)} />
				</Problem>
			) : null}
		</Panel>
	)
}

const linkPanel: AddressPanelSettings = {
	name: 'link',
	label: 'posts.editor.linkUrl',
	placeholder: 'https://',
	applyButton: { label: 'posts.editor.linkApply', testId: 'link-apply' },
	invalid: 'posts.editor.linkInvalid',
}

export function LinkPanel({ editor, initial, onClose }: { editor: Editor; initial: string; onClose: () => void }) {
	const { t } = useAdminI18n()
	return (
		<AddressPanel
			settings={linkPanel}
			editor={editor}
			initial={initial}
			parse={(value) => safeHref(value)}
			apply={(href) => {
				const chain = editor.chain().focus().extendMarkRange('link')
				// No text selected and no link here: the address itself becomes the linked text.
				if (editor.state.selection.empty && !editor.isActive('link')) chain.insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] }).run()
				else chain.setLink({ href }).run()
			}}
			onClose={onClose}
			actions={
				initial ? (
					<button
						type="button"
						onClick={() => {
							editor.chain().focus().extendMarkRange('link').unsetLink().run()
							onClose()
						}}
						className={adminStyles.secondaryButton}
					>
						<Link2Off aria-hidden className="size-4" />
						{t('posts.editor.unlink')}
					</button>
				) : null
			}
		/>
	)
}

/**
 * An image by address, picked from the media library or uploaded here (re-encoded by the server),
 * with its alternative text in the body's language (a library image's is filled in, to check).
 */
export function ImagePanel({ editor, lang, onClose }: { editor: Editor; lang: 'ar' | 'en'; onClose: () => void }) {
	const { t } = useAdminI18n()
	const id = useId()
	const src = useRef<HTMLInputElement>(null)
	const alt = useRef<HTMLInputElement>(null)
	const file = useRef<HTMLInputElement>(null)
	const [problem, setProblem] = useState<{ field: 'src' | 'alt'; message: string } | null>(null)
	const [progress, setProgress] = useState<number | null>(null)
	const [picking, setPicking] = useState(false)
	const picked = useRef(false)
	useEffect(() => src.current?.focus(), [])
	const pick = (image: LibraryImage) => {
		picked.current = true
		setProblem(null)
		// The 1200 px WebP, as an upload inserts: the public page gives it every width as its srcset.
		if (src.current) src.current.value = structuredDataImageUrl(image.url)
		if (alt.current) alt.current.value = lang === 'ar' ? image.altAr : image.altEn
	}
	const pickerClosed = () => {
		setPicking(false)
		// After a pick the alt text is next (checked or written); otherwise back to the opener.
		if (picked.current) setTimeout(() => alt.current?.focus())
		picked.current = false
	}
	const close = () => {
		onClose()
		editor.commands.focus()
	}
	const insert = () => {
		const address = safeImageSrc(src.current?.value)
		const text = alt.current?.value.trim() ?? ''
		if (!address) {
			setProblem({ field: 'src', message: t('posts.editor.imageInvalid') })
			src.current?.focus()
			return
		}
		if (!text) {
			setProblem({ field: 'alt', message: t('posts.editor.imageAltMissing') })
			alt.current?.focus()
			return
		}
		const from = editor.state.selection.from
		editor.chain().focus().setImage({ src: address, alt: text }).command(caretAfterInsertedBlock(from)).run()
		onClose()
	}
	const onEnter = (event: React.KeyboardEvent) => {
		if (event.key === 'Enter') {
			event.preventDefault()
			insert()
		}
	}
	const invalid = (field: 'src' | 'alt') => (problem?.field === field ? { 'aria-invalid': true, 'aria-describedby': `${id}-problem` } : {})
	return (
		<Panel testId="image-panel" onClose={close}>
			<label htmlFor={`${id}-src`} className="min-w-48 flex-1 text-sm">
				<span className="text-ink-600 mb-1 block">{t('posts.editor.imageUrl')}</span>
				<input ref={src} id={`${id}-src`} type="text" inputMode="url" dir="ltr" placeholder="https://" className={adminStyles.input} onKeyDown={onEnter} {...invalid('src')} />
			</label>
			<button type="button" onClick={() => setPicking(true)} className={adminStyles.secondaryButton} data-testid="image-library" aria-haspopup="dialog">
				<Images aria-hidden className="size-4" />
				{t('posts.editor.imageLibrary')}
			</button>
			{picking ? <LibraryPicker onPick={pick} onClose={pickerClosed} /> : null}
			<button type="button" onClick={() => file.current?.click()} className={adminStyles.secondaryButton} data-testid="image-upload" disabled={progress !== null}>
				<Upload aria-hidden className="size-4" />
				{progress !== null ? t('upload.uploading', { percent: progress }) : t('upload.choose')}
			</button>
			<input
				ref={file}
				type="file"
				accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
				className="sr-only"
				tabIndex={-1}
				aria-label={t('upload.choose')}
				data-testid="image-file"
				onChange={(event) => {
					const chosen = event.target.files?.[0]
					event.target.value = ''
					if (!chosen) return
					setProblem(null)
					setProgress(0)
					void uploadImage(chosen, { fallback: t('upload.failed'), onProgress: setProgress }).then((result) => {
						setProgress(null)
						if ('error' in result) return setProblem({ field: 'src', message: result.error })
						// A stored image is served by width and format; the 1200 px WebP reads well in a post.
						if (src.current) src.current.value = structuredDataImageUrl(result.url)
						alt.current?.focus()
					})
				}}
			/>
			<label htmlFor={`${id}-alt`} className="min-w-48 basis-full text-sm">
				<span className="text-ink-600 mb-1 block">{t(lang === 'ar' ? 'posts.editor.imageAltAr' : 'posts.editor.imageAltEn')}</span>
				<input ref={alt} id={`${id}-alt`} type="text" className={adminStyles.input} onKeyDown={onEnter} {...invalid('alt')} />
			</label>
			<button type="button" onClick={insert} className={adminStyles.primaryButton} data-testid="image-insert">
				{t('posts.editor.imageInsert')}
			</button>
			<button type="button" onClick={close} className={adminStyles.secondaryButton}>
				{t('common.cancel')}
			</button>
			{problem ? <Problem id={`${id}-problem`}>{problem.message}</Problem> : null}
		</Panel>
	)
}
