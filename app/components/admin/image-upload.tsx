import { Runs, ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { ImagePlus, Trash2 } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { responsiveImage } from '#app/lib/images.ts'
import { useAdminI18n } from './admin-i18n.tsx'
import { uploadImage } from './upload-image.ts'

/**
 * An image field: drag and drop or the file picker, upload with progress to /admin/media/upload,
 * preview, and a hidden input carrying the stored URL (`name`) for the surrounding form.
 */
export function ImageUpload({ name, label, defaultValue = '', required, error }: { name: string; label: string; defaultValue?: string | null; required?: boolean; error?: string }) {
	const { t } = useAdminI18n()
	const id = useId()
	const input = useRef<HTMLInputElement>(null)
	const [url, setUrl] = useState(defaultValue ?? '')
	const [progress, setProgress] = useState<number | null>(null)
	const [problem, setProblem] = useState<string | null>(null)
	const [dragging, setDragging] = useState(false)

	const upload = (file: File) => {
		setProblem(null)
		setProgress(0)
		void uploadImage(file, { fallback: t('upload.failed'), onProgress: setProgress }).then((result) => {
			setProgress(null)
			if ('url' in result) setUrl(result.url)
			else setProblem(result.error)
		})
	}

	const preview = url ? responsiveImage(url, '240px').src : ''
	const message = problem ?? error
	return (
		<div>
			<p className="text-ink-800 mb-1.5 text-sm font-semibold" id={`${id}-label`}>
				<Runs>{label}</Runs>
				{required ? <span aria-hidden className="text-grain-600 ms-0.5">*</span> : null}
			</p>
			<input type="hidden" name={name} value={url} />
			<div
				onDragOver={(event) => {
					event.preventDefault()
					setDragging(true)
				}}
				onDragLeave={() => setDragging(false)}
				onDrop={(event) => {
					event.preventDefault()
					setDragging(false)
					const file = event.dataTransfer.files[0]
					if (file) upload(file)
				}}
				className={`flex flex-wrap items-center gap-4 rounded-xl border-2 border-dashed p-4 transition-colors ${dragging ? 'border-brand-500 bg-brand-50' : message ? 'border-red-300 bg-red-50/40' : 'border-sand-300 bg-white'}`}
			>
				{preview ? (
					<img src={preview} alt="" className="border-sand-200 h-24 w-32 rounded-lg border object-cover" data-testid={`${name}-preview`} />
				) : (
					<span className="bg-sand-100 text-ink-400 flex h-24 w-32 items-center justify-center rounded-lg">
						<ImagePlus aria-hidden className="size-8" />
					</span>
				)}
				<div className="min-w-40 flex-1 basis-40 text-sm">
					{progress !== null ? (
						<div role="status">
							<p className="text-ink-700"><ScriptRuns text={t('upload.uploading', { percent: progress })} /></p>
							<div className="bg-sand-200 mt-2 h-2 overflow-hidden rounded-full">
								<div className="bg-brand-600 h-full transition-[width]" style={{ width: `${progress}%` }} />
							</div>
						</div>
					) : (
						<>
							<p className="text-ink-600">
								{t('upload.drop')}{' '}
								<button type="button" onClick={() => input.current?.click()} className="text-brand-700 font-semibold underline" aria-describedby={`${id}-label`}>
									{t('upload.choose')}
								</button>
							</p>
							<p className="text-ink-500 mt-1 text-xs"><ScriptRuns text={t('upload.hint')} /></p>
						</>
					)}
					{message ? <p className="mt-2 font-medium text-red-700" role="alert">{message}</p> : null}
				</div>
				{url ? (
					<button type="button" onClick={() => setUrl('')} aria-label={t('upload.remove')} className="text-ink-500 rounded-lg p-2 hover:bg-red-50 hover:text-red-700">
						<Trash2 aria-hidden className="size-4" />
					</button>
				) : null}
				<input
					ref={input}
					type="file"
					accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
					className="sr-only"
					tabIndex={-1}
					aria-labelledby={`${id}-label`}
					data-testid={`${name}-file`}
					onChange={(event) => {
						const file = event.target.files?.[0]
						if (file) upload(file)
						event.target.value = ''
					}}
				/>
			</div>
		</div>
	)
}
