import { PassThrough } from 'node:stream'
import { createReadableStreamFromReadable } from '@react-router/node'
import type { ReactNode } from 'react'
import { renderToPipeableStream } from 'react-dom/server'
import type { CodePlacement } from './advertising-codes.server.ts'
import { documentStages } from './response-pipeline.server.ts'

export interface DocumentOptions {
	nonce: string
	codes: CodePlacement
	status: number
	headers: Headers
	/** The whole document at once (crawlers, SPA mode) instead of the shell first, then the rest as it is ready. */
	wholeDocument: boolean
	/** A render still running after this long is aborted (its pending parts left to the browser). */
	timeoutMs: number
	/** An error after the response has started (it can no longer change the status). */
	onLateError: (error: unknown) => void
}

/**
 * A page's element rendered into the streamed response, through the pipeline's document stages
 * (decision 0046). A render error before the shell makes the answer a 500; a shell that cannot
 * render rejects. The abort timer ends with the render: left running, it kept every finished
 * render (route data, matched routes, React's request) alive for its whole delay (decision 0050).
 */
export function renderDocument(element: ReactNode, options: DocumentOptions): Promise<Response> {
	const { nonce, codes, headers, wholeDocument } = options
	let status = options.status
	return new Promise<Response>((resolve, reject) => {
		let shellRendered = false
		const send = () => {
			shellRendered = true
			const body = new PassThrough()
			const stream = createReadableStreamFromReadable(documentStages(body, { nonce, codes }))
			headers.set('Content-Type', 'text/html; charset=utf-8')
			resolve(new Response(stream, { headers, status }))
			pipe(body)
		}
		// Set before the render starts, so that every callback below can clear it.
		const deadline = setTimeout(() => abort(), options.timeoutMs)
		const { pipe, abort } = renderToPipeableStream(element, {
			nonce,
			onShellReady() {
				if (!wholeDocument) send()
			},
			onAllReady() {
				clearTimeout(deadline)
				if (wholeDocument) send()
			},
			onShellError(error: unknown) {
				clearTimeout(deadline)
				reject(error)
			},
			onError(error: unknown) {
				status = 500
				if (shellRendered) options.onLateError(error)
			},
		})
	})
}
