import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import { isbot } from 'isbot'
import { renderToPipeableStream } from 'react-dom/server'
import { type AppLoadContext, type EntryContext, type HandleErrorFunction, ServerRouter } from 'react-router'
import { NonceProvider } from './components/nonce.tsx'
import { preloadLinkHeader } from './critical-assets.ts'
import { codesForRequest } from './server/advertising-codes.server.ts'
import { logServerError } from './server/request-log.server.ts'
import { documentStages } from './server/response-pipeline.server.ts'

export const streamTimeout = 5_000

/** Errors of loaders, actions and the render go to the logger as JSON lines, not the console. */
export const handleError: HandleErrorFunction = (error, { request }) => logServerError(error, request)

export default async function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
	loadContext: AppLoadContext,
) {
	const nonce = loadContext.nonce
	// Codes that need consent run only when the request's consent cookie grants it (advertising-codes.server.ts).
	const codes = await codesForRequest(request)
	return new Promise<Response>((resolve, reject) => {
		let shellRendered = false
		const userAgent = request.headers.get('user-agent')
		// Crawlers and SPA-mode get the whole document at once; browsers get a streamed shell.
		const wholeDocument = Boolean((userAgent && isbot(userAgent)) || routerContext.isSpaMode)
		const send = () => {
			shellRendered = true
			const body = new PassThrough()
			// The pipeline's document stages: script preloads out of <head>, codes placed (decision 0046).
			const stream = createReadableStreamFromReadable(documentStages(body, { nonce, codes }))
			responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
			responseHeaders.append('Link', preloadLinkHeader())
			resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }))
			pipe(body)
		}
		// Set before the render starts, so that every callback below can clear it.
		const deadline = setTimeout(() => abort(), streamTimeout + 1000)
		const { pipe, abort } = renderToPipeableStream(
			<NonceProvider value={nonce}>
				<ServerRouter context={routerContext} url={request.url} nonce={nonce} />
			</NonceProvider>,
			{
				nonce,
				onShellReady() {
					if (!wholeDocument) send()
				},
				onAllReady() {
					// The render is over: its timer must not keep the whole render (route data, matched
					// routes, React's request) alive for seconds more. Under load that was a few hundred
					// finished renders, a third of the server's memory (decision 0050).
					clearTimeout(deadline)
					if (wholeDocument) send()
				},
				onShellError(error: unknown) {
					clearTimeout(deadline)
					reject(error)
				},
				onError(error: unknown) {
					responseStatusCode = 500
					if (shellRendered) logServerError(error, request)
				},
			},
		)
	})
}
