import { data } from 'react-router'

/** Bodies above this size are refused before they are parsed (public forms are small). */
export const maxFormBytes = 64 * 1024

export class BodyTooLargeError extends Error {
	override name = 'BodyTooLargeError'
}

/**
 * The request body, read up to `limit` bytes. A declared Content-Length over the limit is refused
 * before anything is read, and a body without one (chunked) is cut off as soon as it passes the
 * limit: `request.arrayBuffer()` alone would buffer whatever a client keeps sending.
 */
export async function readBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
	const declared = Number(request.headers.get('content-length') ?? '0')
	if (declared > limit) throw new BodyTooLargeError(`The body declares ${declared} bytes; at most ${limit} are accepted.`)
	if (!request.body) return new Uint8Array(0)
	const reader = request.body.getReader()
	const chunks: Uint8Array[] = []
	let size = 0
	for (;;) {
		const { done, value } = await reader.read()
		if (done) break
		size += value.byteLength
		if (size > limit) {
			await reader.cancel().catch(() => {})
			throw new BodyTooLargeError(`The body passed ${limit} bytes.`)
		}
		chunks.push(value)
	}
	const body = new Uint8Array(size)
	let offset = 0
	for (const chunk of chunks) {
		body.set(chunk, offset)
		offset += chunk.byteLength
	}
	return body
}

/** `request.formData()` on a body read with `readBody`'s limit. */
export async function readFormData(request: Request, limit: number): Promise<FormData> {
	const body = await readBody(request, limit)
	const type = request.headers.get('content-type') ?? ''
	return new Request(request.url, { method: 'POST', headers: { 'content-type': type }, body }).formData()
}

/**
 * Reads a submitted form into plain string fields. Oversize bodies answer 413 and anything but a
 * URL-encoded or multipart form answers 415, before any parsing. Files are left out, unless the
 * form sends a text file to be read (`textFiles`: its content, as UTF-8, is the field's value).
 */
export async function readForm(request: Request, limit = maxFormBytes, options: { textFiles?: boolean } = {}): Promise<Record<string, string>> {
	const type = request.headers.get('content-type') ?? ''
	if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/.test(type)) {
		throw data({ error: 'unsupported_media_type' }, { status: 415 })
	}
	let form: FormData
	try {
		form = await readFormData(request, limit)
	} catch (error) {
		if (error instanceof BodyTooLargeError) throw data({ error: 'payload_too_large' }, { status: 413 })
		// A multipart body that does not parse is the client's mistake, not ours.
		throw data({ error: 'malformed_form' }, { status: 400 })
	}
	const fields: Record<string, string> = {}
	for (const [key, value] of form) {
		if (key in fields) continue
		if (typeof value === 'string') fields[key] = value
		else if (options.textFiles) fields[key] = await value.text()
	}
	return fields
}

/**
 * The file of an upload (multipart, field "file") within `limit` bytes of file: the file, or why
 * there is none (too large, an unreadable body, no file sent). The envelope may add a little to
 * the file's own limit; a chunked body is cut off there too.
 */
export async function readUploadedFile(request: Request, limit: number): Promise<File | 'too_large' | 'unreadable' | 'missing'> {
	try {
		const file = (await readFormData(request, limit + 64 * 1024)).get('file')
		return file instanceof File ? file : 'missing'
	} catch (error) {
		return error instanceof BodyTooLargeError ? 'too_large' : 'unreadable'
	}
}
