interface UploadOptions {
	fallback: string
	onProgress?: (percent: number) => void
}

/**
 * Sends one image to /admin/media/upload (decoded and re-encoded there) and resolves with its stored
 * URL, or with the server's message (in the staff language) when it is refused; `fallback` when the
 * answer says nothing. Progress is reported in percent. Used by every image field and the editor.
 */
export function uploadImage(file: File, options: UploadOptions): Promise<{ url: string } | { error: string }> {
	return uploadFile<{ url: string }>('/admin/media/upload', file, options)
}

/** Sends one file (field "file") to an upload address; resolves with its JSON answer, or the refusal's message. */
export function uploadFile<T extends { url: string }>(address: string, file: File, { fallback, onProgress }: UploadOptions): Promise<T | { error: string }> {
	return new Promise((resolve) => {
		const body = new FormData()
		body.append('file', file)
		const xhr = new XMLHttpRequest()
		xhr.open('POST', address)
		xhr.upload.onprogress = (event) => event.lengthComputable && onProgress?.(Math.round((event.loaded / event.total) * 100))
		xhr.onload = () => {
			try {
				const answer = JSON.parse(xhr.responseText) as Partial<T> & { error?: string }
				resolve(xhr.status < 300 && answer.url ? (answer as T) : { error: answer.error ?? fallback })
			} catch {
				resolve({ error: fallback })
			}
		}
		xhr.onerror = () => resolve({ error: fallback })
		xhr.send(body)
	})
}
