import { data } from 'react-router'

/** Bodies above this size are refused before they are parsed (public forms are small). */
export const maxFormBytes = 64 * 1024

/**
 * Reads a submitted form into plain string fields. Oversize bodies answer 413 and anything but a
 * URL-encoded or multipart form answers 415, before any parsing.
 */
export async function readForm(request: Request, limit = maxFormBytes): Promise<Record<string, string>> {
	const type = request.headers.get('content-type') ?? ''
	if (!/^(application\/x-www-form-urlencoded|multipart\/form-data)/.test(type)) {
		throw data({ error: 'unsupported_media_type' }, { status: 415 })
	}
	const length = Number(request.headers.get('content-length') ?? '0')
	if (length > limit) throw data({ error: 'payload_too_large' }, { status: 413 })
	const body = await request.arrayBuffer()
	if (body.byteLength > limit) throw data({ error: 'payload_too_large' }, { status: 413 })
	const form = await new Request(request.url, { method: 'POST', headers: { 'content-type': type }, body }).formData()
	const fields: Record<string, string> = {}
	for (const [key, value] of form) if (typeof value === 'string' && !(key in fields)) fields[key] = value
	return fields
}
