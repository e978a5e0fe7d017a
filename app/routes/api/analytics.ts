import { isbot } from 'isbot'
import { analyticsBatchSchema } from '#app/lib/analytics-schema.ts'
import { isSameOrigin } from '#app/server/same-origin.server.ts'
import { ingestBatch } from '#app/server/analytics.server.ts'
import { BodyTooLargeError, readBody } from '#app/server/forms.server.ts'
import { logger } from '#app/server/logger.server.ts'
import { hitRateLimit } from '#app/server/rate-limit.server.ts'
import { anonymousClientKey } from '#app/server/visitor.server.ts'
import type { Route } from './+types/analytics'

const maxBytes = 32 * 1024
/** JSON from fetch, or the text/plain body of navigator.sendBeacon (the page's last batch, the landing view). */
const bodyTypes = new Set(['application/json', 'text/plain'])
const json = (body: unknown, status: number, headers: Record<string, string> = {}) => Response.json(body, { status, headers })

/** POST /api/analytics: one batch from the analytics client (fetch keepalive or sendBeacon). */
export async function action({ request, context }: Route.ActionArgs) {
	if (request.method !== 'POST') return json({ error: 'method_not_allowed' }, 405, { Allow: 'POST' })
	// Our pages post here; another site cannot count visits into our statistics through its visitors.
	if (!isSameOrigin(request)) return json({ error: 'forbidden' }, 403)
	const userAgent = request.headers.get('user-agent')
	if (!userAgent || isbot(userAgent)) return new Response(null, { status: 204 })
	if (Number(request.headers.get('content-length') ?? 0) > maxBytes) return json({ error: 'payload_too_large' }, 413)
	const contentType = (request.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
	if (!bodyTypes.has(contentType)) return json({ error: 'unsupported_media_type', accepted: [...bodyTypes] }, 415)
	// Keyed by a salted hash: the rate-limit table holds no address that could be reversed.
	const limit = await hitRateLimit(await anonymousClientKey('analytics', context.clientIp), { limit: 120, windowMs: 60_000 })
	if (!limit.allowed) return json({ error: 'rate_limited' }, 429, { 'Retry-After': String(limit.retryAfterSeconds) })
	let body: unknown
	try {
		body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(await readBody(request, maxBytes)))
	} catch (error) {
		if (error instanceof BodyTooLargeError) return json({ error: 'payload_too_large' }, 413)
		return json({ error: 'invalid_json' }, 400)
	}
	const parsed = analyticsBatchSchema.safeParse(body)
	if (!parsed.success) {
		return json({ error: 'invalid_batch', issues: parsed.error.issues.slice(0, 5).map((i) => ({ path: i.path.join('.'), message: i.message })) }, 400)
	}
	try {
		const counts = await ingestBatch(parsed.data, { userAgent, clientIp: context.clientIp, siteHost: new URL(request.url).host })
		return json({ ok: true, ...counts }, 202)
	} catch (error) {
		logger.error({ err: error }, 'analytics ingest failed')
		return json({ error: 'unavailable' }, 503)
	}
}

export function loader() {
	return json({ error: 'method_not_allowed' }, 405, { Allow: 'POST' })
}
