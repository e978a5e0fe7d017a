import { ExternalLink, FileText, Upload } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { FieldError } from '#app/components/ui/field.tsx'
import { documentKey, documentSize, type StoredDocument } from '#app/lib/documents.ts'
import { useAdminI18n } from '../admin-i18n.tsx'
import { adminStyles } from '../admin-page.tsx'
import { uploadFile } from '../upload-image.ts'

/**
 * A certification's file (decision 0051): a PDF uploaded from the computer (checked and stored by
 * /admin/documents/upload), or a link to the certificate online typed or pasted. One text input
 * carries either address, so the form posts it like any other cell and a refused save keeps it;
 * an upload writes its address there. A stored file shows its name, pages and size with a link.
 */
export function CertificateFileField({
	name,
	defaultValue,
	known,
	error,
}: {
	name: string
	defaultValue: string
	/** Stored documents the form's values name, by address. */
	known: Record<string, StoredDocument>
	error?: string
}) {
	const { t, lang } = useAdminI18n()
	const id = useId()
	const input = useRef<HTMLInputElement>(null)
	const picker = useRef<HTMLInputElement>(null)
	const [address, setAddress] = useState(defaultValue)
	const [uploaded, setUploaded] = useState<StoredDocument | null>(null)
	const [progress, setProgress] = useState<number | null>(null)
	const [problem, setProblem] = useState<string | null>(null)

	const upload = (file: File) => {
		setProblem(null)
		setProgress(0)
		void uploadFile<StoredDocument>('/admin/documents/upload', file, { fallback: t('products.document.failed'), onProgress: setProgress }).then((result) => {
			setProgress(null)
			if ('error' in result) return setProblem(result.error)
			setUploaded(result)
			setAddress(result.url)
			if (input.current) input.current.value = result.url
		})
	}

	const stored = uploaded?.url === address ? uploaded : (known[address] ?? null)
	const message = problem ?? error
	const described = [`${id}-hint`, message ? `${id}-error` : ''].filter(Boolean).join(' ')
	return (
		<div className="sm:col-span-2" data-testid="certificate-file">
			<label htmlFor={`${id}-address`} className="text-ink-600 mb-1 block text-xs font-semibold">
				{t('products.export.fileUrl')}
			</label>
			<div className="flex flex-wrap items-center gap-2">
				<input
					ref={input}
					id={`${id}-address`}
					name={name}
					type="text"
					dir="ltr"
					defaultValue={defaultValue}
					maxLength={2048}
					onInput={(event) => setAddress(event.currentTarget.value.trim())}
					className={`${adminStyles.input} min-w-0 flex-1 basis-64`}
					aria-invalid={message ? true : undefined}
					aria-describedby={described}
				/>
				<button type="button" className={adminStyles.secondaryButton} onClick={() => picker.current?.click()} disabled={progress !== null} data-testid="certificate-file-upload">
					<Upload aria-hidden className="size-4" />
					<ScriptRuns text={documentKey(address) ? t('products.document.replace') : t('products.document.choose')} />
				</button>
				<input
					ref={picker}
					type="file"
					accept="application/pdf,.pdf"
					className="sr-only"
					tabIndex={-1}
					aria-hidden
					data-testid="certificate-file-input"
					onChange={(event) => {
						const file = event.target.files?.[0]
						if (file) upload(file)
						event.target.value = ''
					}}
				/>
			</div>
			<p id={`${id}-hint`} className="text-ink-500 mt-1 text-xs">
				<ScriptRuns text={t('products.document.hint')} />
			</p>
			{progress !== null ? (
				<p role="status" className="text-ink-700 mt-1 text-xs">
					<ScriptRuns text={t('products.document.uploading', { percent: progress })} />
				</p>
			) : null}
			{stored ? (
				<p className="text-ink-700 mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-sm" data-testid="certificate-file-stored">
					<FileText aria-hidden className="text-brand-700 size-4 shrink-0" />
					<bdi className="font-medium break-all">{stored.name}</bdi>
					<span className="text-ink-500 text-xs">
						<ScriptRuns text={t('products.document.details', { pages: stored.pages, size: documentSize(stored.bytes, lang) })} />
					</span>
					<a href={stored.url} target="_blank" rel="noopener" className="text-brand-700 inline-flex items-center gap-1 text-xs font-semibold underline">
						{t('products.document.open')}
						<ExternalLink aria-hidden className="size-3" />
					</a>
				</p>
			) : null}
			{problem ? (
				// A refused upload is announced as it happens; a refused save's error is read with the field.
				<p id={`${id}-error`} role="alert" className="mt-1 text-xs font-medium text-red-700" data-testid="certificate-file-problem">
					<ScriptRuns text={problem} />
				</p>
			) : (
				<FieldError id={`${id}-error`} error={error} small />
			)}
		</div>
	)
}
