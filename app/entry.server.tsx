import { isbot } from 'isbot'
import { type AppLoadContext, type EntryContext, type HandleErrorFunction, ServerRouter } from 'react-router'
import { NonceProvider } from './components/nonce.tsx'
import { StylesheetTextContext } from './components/stylesheet.tsx'
import { codesForRequest } from './server/advertising-codes.server.ts'
import { inlineStylesheetText } from './server/inline-stylesheet.server.ts'
import { logServerError } from './server/request-log.server.ts'
import { renderDocument } from './server/render-document.server.ts'

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
	const userAgent = request.headers.get('user-agent')
	return renderDocument(
		<NonceProvider value={nonce}>
			<StylesheetTextContext value={inlineStylesheetText()}>
				<ServerRouter context={routerContext} url={request.url} nonce={nonce} />
			</StylesheetTextContext>
		</NonceProvider>,
		{
			nonce,
			codes,
			status: responseStatusCode,
			headers: responseHeaders,
			// Crawlers and SPA-mode get the whole document at once; browsers get a streamed shell.
			wholeDocument: Boolean((userAgent && isbot(userAgent)) || routerContext.isSpaMode),
			timeoutMs: streamTimeout + 1000,
			onLateError: (error) => logServerError(error, request),
		},
	)
}
