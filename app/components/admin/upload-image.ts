/**
 * Sends one image to /admin/media/upload (decoded and re-encoded there) and resolves with its stored
 * URL, or with the server's message (in the staff language) when it is refused; `fallback` when the
 * answer says nothing. Progress is reported in percent. Used by every image field and the editor.
 */
export function uploadImage(file: File, { fallback, onProgress }: { fallback: string; onProgress?: (percent: number) => void }): Promise<{ url: string } | { error: string }> {
	return new Promise((resolve) => {
		const body = new FormData()
		body.append('file', file)
		const xhr = new XMLHttpRequest()
		xhr.open('POST', '/admin/media/upload')
		xhr.upload.onprogress = (event) => event.lengthComputable && onProgress?.(Math.round((event.loaded / event.total) * 100))
		xhr.onload = () => {
			try {
				const answer = JSON.parse(xhr.responseText) as { url?: string; error?: string }
				resolve(xhr.status < 300 && answer.url ? { url: answer.url } : { error: answer.error ?? fallback })
			} catch {
				resolve({ error: fallback })
			}
		}
		xhr.onerror = () => resolve({ error: fallback })
		xhr.send(body)
	})
}
