import crypto from 'node:crypto'
import { authSecret } from './auth-secret.server.ts'
import { getConfig } from './config.server.ts'

/**
 * Review links for posts not yet public (decision 0042): `?preview=<post id>.<expiry>.<signature>`
 * on the post's public address, signed with the app's secret. Nothing is stored: a link is good
 * until its expiry, and every link dies when the secret changes. The signature is checked before
 * the expiry, so only a link this site made can be told apart as expired.
 */
export const previewLinkDays = 7
const dayMs = 24 * 60 * 60_000

export type PreviewCheck = { ok: true; postId: number; expiresAt: Date } | { ok: false; reason: 'invalid' | 'expired' }

function signature(postId: number, expires: number, secret: string): string {
	return crypto.createHmac('sha256', secret).update(`post-preview\n${postId}\n${expires}`).digest('base64url')
}

/** The token of a review link to post `postId`, good for `days` from `now`. */
export function signPreviewToken(postId: number, options: { secret: string; now?: number; days?: number }): { token: string; expiresAt: Date } {
	const expires = Math.floor(((options.now ?? Date.now()) + (options.days ?? previewLinkDays) * dayMs) / 1000)
	return { token: `${postId}.${expires}.${signature(postId, expires, options.secret)}`, expiresAt: new Date(expires * 1000) }
}

/** Whether a token is one this site signed with `secret`, and still good at `now`. */
export function checkPreviewToken(token: string, options: { secret: string; now?: number }): PreviewCheck {
	const match = /^([1-9]\d{0,15})\.(\d{1,12})\.([\w-]{43})$/.exec(token)
	if (!match) return { ok: false, reason: 'invalid' }
	const [postId, expires] = [Number(match[1]), Number(match[2])]
	const expected = Buffer.from(signature(postId, expires, options.secret))
	const given = Buffer.from(match[3]!)
	if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return { ok: false, reason: 'invalid' }
	if (expires * 1000 <= (options.now ?? Date.now())) return { ok: false, reason: 'expired' }
	return { ok: true, postId, expiresAt: new Date(expires * 1000) }
}

/** The app's signing secret (AUTH_SECRET, or the one the server derived or made: auth-secret.server.ts). */
export const previewSecret = () => authSecret(getConfig())
