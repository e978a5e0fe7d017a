import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'
import { type CachedPage, pageCacheKey, withNonce } from '#app/lib/page-cache.ts'
import { reusedContentVersion } from './content-version.server.ts'
import { gzipJoined } from './gzip-splice.server.ts'
import { logWhenAnswered } from './request-log.server.ts'
import { createNonce } from './security-headers.server.ts'

/**
 * A kept page answered before Express (decision 0030, "Later (session 19)"): for a page answered
 * from the cache, routing, the security headers worked out afresh and the headers' hooks were most
 * of the server's work per answer, and none of it changes between two answers of the same kept
 * page but the nonce. So the first answer of a kept page goes through the whole pipeline (Express,
 * stages 2 and 3), which notes the headers it sent here, with the nonce marked; later answers of
 * that same kept copy (same key, same content version, so the same settings and codes) reuse them
 * with their own nonce, from a plain Node handler. Anything this handler is not sure of (the
 * version must be read, the client's encoding was not yet negotiated, the copy has no noted
 * headers, a method other than GET) goes to Express as before.
 */

/** The headers of a kept page's answers, each value split where the nonce goes. */
type NotedHeaders = Array<[name: string, valueAroundNonce: string[]]>

const notedHeaders = new WeakMap<CachedPage, NotedHeaders>()

/** Set per answer, never noted. */
const perAnswer = new Set(['content-length', 'content-encoding', 'date', 'connection', 'keep-alive', 'transfer-encoding'])

/** Called by the Express stage after it answered from `page`: its headers, for the next answers. */
export function noteKeptHeaders(page: CachedPage, headers: OutgoingHttpHeaders, nonce: string) {
	if (notedHeaders.has(page)) return
	const noted: NotedHeaders = []
	for (const [name, value] of Object.entries(headers)) {
		if (value === undefined || perAnswer.has(name)) continue
		// Set-Cookie never reaches a kept answer; a list value would be one header line per item.
		if (Array.isArray(value)) return
		noted.push([name, String(value).split(nonce)])
	}
	notedHeaders.set(page, noted)
}

/**
 * What the client's Accept-Encoding chose between gzip and identity (Express's negotiation, noted
 * by the Express stage): browsers send a handful of distinct values. Bounded, and forgotten whole
 * when full, so odd values cannot grow it.
 */
const gzipChoices = new Map<string, boolean>()

export function noteEncodingChoice(acceptEncoding: string, gzip: boolean) {
	if (gzipChoices.size >= 64) gzipChoices.clear()
	gzipChoices.set(acceptEncoding, gzip)
}

/**
 * The pieces of a kept answer with this nonce, and their encoding: its gzip form when the client
 * chose gzip and it is made, as it is for a client that asks for no encoding; null when the
 * encoder must be in the way (Express's stage then answers).
 */
export function keptPieces(page: CachedPage, nonce: string, wantsGzip: boolean, acceptEncoding: string | undefined) {
	if (wantsGzip && page.deflated) {
		const gzip = gzipJoined(page.parts, page.deflated, Buffer.from(nonce, 'utf8'))
		if (gzip) return { pieces: gzip, encoding: 'gzip' as const }
	}
	if (acceptEncoding) return null
	return { pieces: withNonce(page.parts, nonce), encoding: undefined }
}

/** Looks a kept page up the way stage 3 does; answers it and says true, or says false for Express. */
export function answerKeptPage(req: IncomingMessage, res: ServerResponse, lookUp: (key: string, version: number) => CachedPage | undefined): boolean {
	if (req.method !== 'GET' || !req.url) return false
	const version = reusedContentVersion()
	if (version === undefined) return false
	const acceptEncoding = req.headers['accept-encoding']
	const wantsGzip = acceptEncoding ? gzipChoices.get(acceptEncoding) : false
	if (wantsGzip === undefined) return false
	const key = pageCacheKey({ method: req.method, url: req.url, cookie: req.headers.cookie })
	if (key === null) return false
	const page = lookUp(key, version)
	const noted = page && notedHeaders.get(page)
	if (!page || !noted) return false
	const nonce = createNonce()
	const answer = keptPieces(page, nonce, wantsGzip, acceptEncoding)
	if (!answer) return false

	logWhenAnswered(req, res)
	const head: Array<[string, string]> = noted.map(([name, around]) => [name, around.length === 1 ? around[0]! : around.join(nonce)])
	head.push(['content-length', String(answer.pieces.reduce((total, piece) => total + piece.length, 0))])
	if (answer.encoding) head.push(['content-encoding', answer.encoding])
	res.writeHead(200, head.flat())
	res.cork()
	for (const piece of answer.pieces) res.write(piece)
	res.end()
	res.uncork()
	return true
}
