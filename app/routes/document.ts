import { personalPageCacheControl, sharedPageCacheControl, unkeptCacheControl } from '#app/lib/http-cache.ts'
import { readDocument } from '#app/server/documents.server.ts'
import type { Route } from './+types/document'

/**
 * /documents/<key>.pdf: a certification's file (decision 0051), answered while a certification on
 * the public site names it (cached like a page by shared caches), or to staff checking an upload
 * (kept by nobody else). Anything else is not found. The key is a content hash: it is the ETag.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
	const key = /^([a-f0-9]{16})\.pdf$/.exec(params.file)?.[1]
	const found = key ? await readDocument(key, request) : null
	if (!key || !found) {
		return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': unkeptCacheControl } })
	}
	const etag = `"${key}"`
	const headers = { 'Cache-Control': found.public ? sharedPageCacheControl : personalPageCacheControl, ETag: etag }
	const asked = request.headers.get('If-None-Match')
	if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) return new Response(null, { status: 304, headers })
	return new Response(new Uint8Array(found.data), {
		headers: {
			...headers,
			'Content-Type': 'application/pdf',
			'Content-Length': String(found.data.length),
			// The uploader's file name, in UTF-8 (RFC 6266), with a plain fallback for old clients.
			'Content-Disposition': `inline; filename="certificate.pdf"; filename*=UTF-8''${encodeURIComponent(found.name)}`,
		},
	})
}
