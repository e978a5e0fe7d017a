import type { IncomingMessage, ServerResponse } from 'node:http'
import type { NextFunction, Request, Response } from 'express'
import { isRouteErrorResponse } from 'react-router'
import { logPath } from '#app/lib/log-path.ts'
import { logger } from './logger.server.ts'

/**
 * One log line per request, when its answer has gone out or the client left: method, path (no
 * query string, no token-like segment: `logPath`), status and duration. Nothing about the visitor
 * (no address, no headers, no body). At `info`; LOG_LEVEL=warn leaves them out.
 */
export function requestLog() {
	return (req: Request, res: Response, next: NextFunction) => {
		logWhenAnswered(req, res)
		next()
	}
}

/** The log line of one request, written once its answer has gone out or the client left. */
export function logWhenAnswered(req: IncomingMessage, res: ServerResponse) {
	// Every line is at info or below (debug): a level above info writes none, so nothing to watch.
	if (!logger.isLevelEnabled('info')) return
	const started = performance.now()
	// Read now: Express trims req.url inside a mounted handler (/assets, /media) and leaves it so when
	// that handler answers.
	const url = req.url ?? '/'
	let logged = false
	const log = () => {
		if (logged) return
		logged = true
		const path = logPath(url)
		// A load balancer's probes every few seconds would drown the rest: debug level.
		const level = path === '/healthz' || path === '/readyz' ? 'debug' : 'info'
		if (!logger.isLevelEnabled(level)) return
		const line = { method: req.method, path, status: res.statusCode, ms: Math.round(performance.now() - started) }
		logger[level](res.writableFinished ? line : { ...line, aborted: true }, 'request')
	}
	res.once('finish', log).once('close', log)
}

/** React Router's own refusal of a post whose Origin is another site (its CSRF check). */
const crossOriginRefusal = /origin does not match `origin` header|potential CSRF/i

/**
 * What React Router calls for an error thrown by a loader, an action or the render (entry.server's
 * `handleError`), instead of printing it to the console: a refused cross-origin post is one
 * warning line; a client's mistake (a 4xx answer) is a debug line; anything else is an error with
 * its stack, as JSON with the request's method and path. A request the client abandoned is not an
 * error of ours.
 */
export function logServerError(error: unknown, request: globalThis.Request) {
	if (request.signal.aborted) return
	const where = { method: request.method, path: logPath(new URL(request.url).pathname) }
	const cause = isRouteErrorResponse(error) && (error as { error?: unknown }).error ? (error as { error?: unknown }).error : error
	if (cause instanceof Error && crossOriginRefusal.test(cause.message)) {
		logger.warn({ ...where, origin: request.headers.get('origin') }, 'cross-origin post refused')
		return
	}
	if (isRouteErrorResponse(error) && error.status < 500) {
		logger.debug({ ...where, status: error.status }, 'request refused')
		return
	}
	logger.error({ ...where, err: cause }, 'server error')
}
