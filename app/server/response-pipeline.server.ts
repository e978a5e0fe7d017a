import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Readable } from 'node:stream'
import compression from 'compression'
import type { RequestHandler } from 'express'
import type { PlacedCodes } from './advertising-codes.server.ts'
import { createCodeInjector } from './code-injection.server.ts'
import { releaseDrainListeners } from './compression-drain.server.ts'
import { keptPageBeforeExpress, publicPageCache } from './page-cache.server.ts'
import { dropScriptPreloads } from './script-preloads.server.ts'
import { createNonce, securityHeadersFor } from './security-headers.server.ts'

/**
 * The response pipeline: every stage that adds to or rewrites a response, in the order a response
 * meets them (decision 0046). server/app.ts mounts the Express stages, app/entry.server.tsx renders through
 * render-document.server.ts, which runs the document stages; nothing else rewrites a response. tests/e2e/response-pipeline.spec.ts checks each
 * stage's effect on the production build's real answers, so a React or React Router upgrade that
 * changes what a stage relies on fails there.
 *
 * | # | stage                | where / module                       | what it does                                                     | why (decision)              | relies on                                                                   |
 * |---|----------------------|--------------------------------------|------------------------------------------------------------------|-----------------------------|-----------------------------------------------------------------------------|
 * | 1 | encode               | Express; compression + compression-drain | gzip/brotli per answer; drain listeners taken off where added    | bytes on the wire; a leak   | React Router's adapter adding and removing a 'drain' listener per full write |
 * | 2 | nonce and headers    | Express; security-headers            | a fresh CSP nonce in `res.locals.nonce`, the security headers    | 0041                        | nothing of React                                                            |
 * | 3 | page cache           | Express; page-cache (+ gzip-splice)  | hit: kept bytes with this nonce (gzip spliced; mounted before stage 1 so the encoder does not wrap them); miss: a copy kept (after stage 1) | 0015, 0030 | the nonce appearing only where React and we put it; the body as res.write/end |
 * | 4 | render               | render-document; React               | streamed document, the nonce on React's and React Router's scripts | 0041                        | `nonce` of renderToPipeableStream and `<Scripts>`/`<ScrollRestoration>`     |
 * | 5 | drop script preloads | render-document; script-preloads     | `<link rel="modulepreload">` taken out of `<head>`               | 0016                        | React 19 hoisting those links into `<head>`, written before `</head>`       |
 * | 6 | place codes          | render-document; code-injection      | administrators' codes before `</head>`, after `<body>`, before `</body>`, with the nonce; consent-gated ones inert until consent | 0011, 0021 | `</head>`, `<body …>`, `</body>` each once in the stream; React passing over `<site-codes>` while hydrating |
 * | 7 | keep typed values    | browser; typed-before-hydration      | what was typed before hydration survives it                     | 0016 (pages work as HTML first) | React 19 writing server values back on hydration                    |
 *
 * Stages 1–3 wrap every answer (files and route data too); 4–6 make a rendered document, which
 * stage 3 then keeps and stage 1 compresses. A kept answer skips 4–6 and goes out as it was sent.
 * Mounted order (server/app.ts): 2, then a kept page's answer (3), then 1, then the rest of 3: the
 * encoder's wrapping of every write cost a kept page about a tenth of its CPU time for nothing
 * when it goes out identity or as its gzip form made once (decision 0030, "Later (session 17)").
 * In front of Express, a kept copy answered once through it is answered again with the headers
 * stages 2 and 3 gave it and a new nonce (kept-answer.server.ts; decision 0030, "Later (session 19)").
 */

/**
 * Stages a benchmark may switch off to measure what they earn (bench/response-stages.ts). Read
 * once; never set in production. `gzip-splice`: kept pages are compressed per answer by stage 1;
 * `script-preloads`: React Router's script preloads stay in `<head>`; `before-express`: every kept
 * page goes through Express.
 */
const benchSkipped = new Set((process.env.BENCH_SKIP_STAGES ?? '').split(',').filter(Boolean))

/** Stage 1: compression, and the fix for the drain listeners it leaves on its stream. */
export function encodeStage(): RequestHandler[] {
	return [compression(), releaseDrainListeners()]
}

/** Stage 2: this answer's nonce and its security headers. */
export function nonceAndHeadersStage(): RequestHandler {
	return async (req, res, next) => {
		const nonce = createNonce()
		res.locals.nonce = nonce
		const { headers, settled } = await securityHeadersFor(req.path, nonce)
		res.set(headers)
		// A fallback policy is sent, never reused for a kept page's later answers (kept-answer.server.ts).
		res.locals.policySettled = settled
		next()
	}
}

/**
 * Stage 3: the public page cache (its rules in app/lib/page-cache.ts), in two handlers: the first
 * answers kept pages that need no per-answer encoding and is mounted before stage 1; the second,
 * after it, answers the other kept pages through the encoder and keeps rendered ones.
 */
export function pageCacheStages(): { beforeEncoding: RequestHandler; afterEncoding: RequestHandler } {
	const [beforeEncoding, afterEncoding] = publicPageCache({ gzipSplice: !benchSkipped.has('gzip-splice') })
	return { beforeEncoding, afterEncoding }
}

/**
 * Stage 3 ahead of everything: a kept page whose headers stage 2 and 3 already made once for that
 * copy, answered with them and a fresh nonce by the plain Node handler in front of Express (server/app.ts).
 */
export function keptPageAheadOfExpress(): (req: IncomingMessage, res: ServerResponse) => boolean {
	return benchSkipped.has('before-express') ? () => false : keptPageBeforeExpress
}

/** Stages 5 and 6, on the document React streams (stage 4). */
export function documentStages(html: Readable, { nonce, codes }: { nonce: string; codes: { placed: PlacedCodes; deferred?: PlacedCodes } }): Readable {
	const preloadsDropped = benchSkipped.has('script-preloads') ? html : html.pipe(dropScriptPreloads())
	return preloadsDropped.pipe(createCodeInjector(codes.placed, nonce, codes.deferred))
}
