/**
 * Pictures the content already names but whose files are still being made (the demo pictures,
 * encoded by a child process after the first start, decision 0030). Until a key's files are
 * complete, `/media/<key>/<file>` answers a placeholder of the picture frame's colour instead of a
 * 404, never cached (`no-store`), so the browser asks again and gets the real file once it exists.
 * A key's variants are written one by one and its manifest last; a file already written is served
 * as usual (the placeholder only fills what is missing).
 */
const pending = new Set<string>()

export function markImagesPending(keys: Iterable<string>) {
	for (const key of keys) pending.add(key)
}

export function settleImage(key: string) {
	pending.delete(key)
}

/** Forgets every key: the worker ended, so anything still missing is missing for good (404). */
export function settleAllImages() {
	pending.clear()
}

export function isImagePending(key: string): boolean {
	return pending.has(key)
}

export function pendingImageCount(): number {
	return pending.size
}

/** The frame's sand colour (app.css --color-sand-200), stretched to whatever box the page gives it. */
export const placeholderImage = Buffer.from(
	'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 4 3" preserveAspectRatio="none"><rect width="4" height="3" fill="#e7dfcc"/></svg>',
)
export const placeholderImageType = 'image/svg+xml'
