import type { IncomingMessage, ServerResponse } from 'node:http'
import type { NextFunction, Request, Response } from 'express'
import onHeaders from 'on-headers'
import { documentCacheHeaders } from '#app/lib/http-cache.ts'
import { type CachedPage, isCacheablePage, PageCache, pageCacheKey, splitAtNonce, withNonce } from '#app/lib/page-cache.ts'
import { isStaffPath } from '#app/i18n/lang.ts'
import { currentContentVersion, forgetContentVersion, type PageVersion, renderAtVersion } from './content-version.server.ts'
import { deflatePage } from './gzip-splice.server.ts'
import { answerKeptPage, keptPieces, noteEncodingChoice, noteKeptHeaders } from './kept-answer.server.ts'
import { logger } from './logger.server.ts'

/** Headers of a rendered page worth replaying; security headers are set afresh for every answer. */
const keptHeaders = ['content-type', 'cache-control', 'link', 'content-language', 'x-robots-tag', 'vary']

/** While the database does not answer, kept pages stay servable this much past their TTL. */
const staleIfErrorMs = 10 * 60_000

export const pageCache = new PageCache({ ttlMs: 60_000, maxBytes: 64 * 1024 * 1024, maxEntries: 2_000 })

/** What the first stage found for this request, for the second (`res.locals.keptPage`). */
interface KeptPageLookup {
	key: string
	version: PageVersion['version'] | null
	/** A kept copy this client wants encoded per answer (its gzip form is not made yet, or it takes no gzip). */
	hit?: CachedPage
}

/**
 * Public HTML (and route data) from memory when nothing changed since it was rendered (decision
 * 0015), in two stages around the encoder (decision 0046): `res.locals.nonce` is this answer's
 * nonce, swapped into the kept body.
 * - Before the encoder: a kept page goes out as it is, or as its gzip form made once, without
 *   passing through the per-answer compression (which costs every answer its wrapping even when it
 *   compresses nothing).
 * - After it: a kept page this client wants encoded some other way goes out through the encoder; a
 *   miss renders as usual, streaming to the visitor, and keeps a copy of what was sent (the
 *   uncompressed bytes, which is why this stage sits after the encoder).
 */
export function publicPageCache({ gzipSplice = true }: { gzipSplice?: boolean } = {}) {
	const keptAnswers = async (req: Request, res: Response, next: NextFunction) => {
		// Staff writes (the only ones that move the content version) live under staff paths; visitors'
		// posts (contact, newsletter, analytics) keep the reused version.
		if (req.method !== 'GET' && req.method !== 'HEAD' && isStaffPath(req.path)) {
			forgetContentVersion()
			res.once('finish', forgetContentVersion).once('close', forgetContentVersion)
			return next()
		}
		const key = pageCacheKey({ method: req.method, url: req.originalUrl, cookie: req.headers.cookie })
		if (key === null) return next()
		const version = await currentContentVersion()
		const lookup: KeptPageLookup = { key, version }
		res.locals.keptPage = lookup
		const hit = pageCache.get(key, version, staleIfErrorMs)
		if (!hit) return next()
		// Browsers get the gzip form made once for the page. Made on the first hit that can use it, not
		// on every render: most rendered pages are never asked for again before they expire (decision
		// 0030). Until it is ready, and for a client that takes no gzip but some other encoding, the
		// next stage answers through the encoder.
		const acceptEncoding = req.headers['accept-encoding']
		const wantsGzip = gzipSplice && req.acceptsEncodings('gzip', 'identity') === 'gzip'
		if (wantsGzip && !hit.deflated) deflateOnce(key, hit)
		if (gzipSplice && acceptEncoding) noteEncodingChoice(acceptEncoding, wantsGzip)
		const nonce = res.locals.nonce as string
		const answer = keptPieces(hit, nonce, wantsGzip, acceptEncoding)
		if (!answer) {
			lookup.hit = hit
			return next()
		}
		onHeaders(res, () => applyDocumentCacheHeaders(req, res))
		sendKept(res, hit, answer.pieces, answer.encoding)
		// The next answers of this copy may skip Express with these headers (kept-answer.server.ts).
		if (res.locals.policySettled === true) noteKeptHeaders(hit, res.getHeaders(), nonce)
	}

	const keptThroughEncoderOrRendered = (req: Request, res: Response, next: NextFunction) => {
		onHeaders(res, () => applyDocumentCacheHeaders(req, res))
		const lookup = res.locals.keptPage as KeptPageLookup | undefined
		if (!lookup) return next()
		const { key, version, hit } = lookup
		const nonce = res.locals.nonce as string
		if (hit) return sendKept(res, hit, withNonce(hit.parts, nonce))
		// Nothing is kept when the version is unknown: the page may be rendered from a stale read.
		if (version === null) {
			res.set('X-Page-Cache', 'bypass')
			return next()
		}
		res.set('X-Page-Cache', 'miss')
		// Rendered at this one version: the data caches judge their entries by it too (decision 0030).
		const rendering: PageVersion = { version, stale: false }
		const chunks: Buffer[] = []
		let bytes = 0
		const toBuffer = (chunk: unknown, encoding?: unknown) =>
			Buffer.isBuffer(chunk)
				? chunk
				: typeof chunk === 'string'
					? Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
					: chunk instanceof Uint8Array
						? Buffer.from(chunk)
						: null
		const write = res.write.bind(res) as (...args: unknown[]) => boolean
		const end = res.end.bind(res) as (...args: unknown[]) => Response
		res.write = ((chunk: unknown, ...rest: unknown[]) => {
			const buffer = toBuffer(chunk, rest[0])
			if (buffer) {
				chunks.push(buffer)
				bytes += buffer.length
			}
			return write(chunk, ...rest)
		}) as Response['write']
		res.end = ((chunk?: unknown, ...rest: unknown[]) => {
			const buffer = typeof chunk === 'function' ? null : toBuffer(chunk, rest[0])
			if (buffer) {
				chunks.push(buffer)
				bytes += buffer.length
			}
			try {
				const headers: Record<string, string> = {}
				for (const name of [...keptHeaders, 'set-cookie']) {
					const value = name === 'cache-control' ? routeCacheControl(res) : res.getHeader(name)
					if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : String(value)
				}
				if (!rendering.stale && isCacheablePage({ status: res.statusCode, headers, bytes })) {
					delete headers['set-cookie']
					// One buffer the exact size of the page (a pooled one would be shared with other data).
					const body = Buffer.allocUnsafeSlow(bytes)
					let offset = 0
					for (const chunk of chunks) offset += chunk.copy(body, offset)
					const parts = splitAtNonce(body, nonce)
					pageCache.set(key, { parts, nonce, headers, version })
				}
			} catch (error) {
				logger.warn({ err: error }, 'page cache: could not keep a page')
			}
			return end(chunk, ...rest)
		}) as Response['end']
		renderAtVersion(rendering, next)
	}

	return [keptAnswers, keptThroughEncoderOrRendered] as const
}

/** Answers a kept page before Express when it can (kept-answer.server.ts); false: Express answers. */
export function keptPageBeforeExpress(req: IncomingMessage, res: ServerResponse): boolean {
	return answerKeptPage(req, res, (key, version) => pageCache.get(key, version))
}

/** A kept page with its headers, piece by piece, corked into one write: never copied for an answer. */
function sendKept(res: Response, hit: CachedPage, pieces: Buffer[], encoding?: 'gzip') {
	const length = pieces.reduce((total, piece) => total + piece.length, 0)
	res.status(200).set(hit.headers).set('X-Page-Cache', 'hit').set('Content-Length', String(length))
	if (encoding) res.set('Content-Encoding', encoding)
	// Whether or not an encoder is in this answer's way, it depends on what the client accepts.
	res.vary('Accept-Encoding')
	res.cork()
	for (const piece of pieces) res.write(piece)
	res.end()
	res.uncork()
}

const deflating = new WeakSet<CachedPage>()

/** The kept page's gzip form, made once off the event loop (gzip-splice.server.ts). */
function deflateOnce(key: string, entry: CachedPage) {
	if (deflating.has(entry)) return
	deflating.add(entry)
	deflatePage(entry.parts, Buffer.byteLength(entry.nonce))
		.then((deflated) => deflated && pageCache.addDeflated(key, entry, deflated))
		.catch((error: unknown) => logger.warn({ err: error }, 'page cache: could not deflate a page'))
}

/**
 * Just before the headers go out: the Cache-Control a browser and a CDN honour (decision 0018),
 * unless the route chose its own. The route's own value is noted: the kept copy holds that one, so
 * a hit gets its headers from the same rules.
 */
function applyDocumentCacheHeaders(req: Request, res: Response) {
	const own = res.getHeader('cache-control')
	const policy = documentCacheHeaders({
		path: req.path,
		cookie: req.headers.cookie,
		status: res.statusCode,
		contentType: String(res.getHeader('content-type') ?? ''),
		routeCacheControl: own === undefined ? undefined : String(own),
		setsCookie: res.getHeader('set-cookie') !== undefined,
	})
	if (!policy) return
	res.locals.routeCacheControl = { value: own }
	res.setHeader('Cache-Control', policy.cacheControl)
	if (policy.varyCookie) res.vary('Cookie')
}

/** The Cache-Control the route set itself (before the rules above added theirs). */
function routeCacheControl(res: Response) {
	const noted = res.locals.routeCacheControl as { value: ReturnType<Response['getHeader']> } | undefined
	return noted ? noted.value : res.getHeader('cache-control')
}
