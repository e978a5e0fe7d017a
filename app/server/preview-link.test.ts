import { describe, expect, it } from 'vitest'
import { checkPreviewToken, signPreviewToken } from './preview-link.server.ts'

const secret = 'a-test-secret-of-at-least-thirty-two-chars'
const now = Date.parse('2026-05-01T12:00:00Z')
const day = 24 * 60 * 60_000

describe('post review links', () => {
	it('are good for seven days by default, then expired', () => {
		const { token, expiresAt } = signPreviewToken(42, { secret, now })
		expect(expiresAt.toISOString()).toBe('2026-05-08T12:00:00.000Z')
		expect(checkPreviewToken(token, { secret, now })).toEqual({ ok: true, postId: 42, expiresAt })
		expect(checkPreviewToken(token, { secret, now: now + 7 * day - 1000 })).toMatchObject({ ok: true, postId: 42 })
		expect(checkPreviewToken(token, { secret, now: now + 7 * day })).toEqual({ ok: false, reason: 'expired' })
		expect(signPreviewToken(42, { secret, now, days: 1 }).expiresAt.toISOString()).toBe('2026-05-02T12:00:00.000Z')
	})

	it('are refused once the secret changes, or when any part is altered', () => {
		const { token } = signPreviewToken(42, { secret, now })
		expect(checkPreviewToken(token, { secret: `${secret}-rotated`, now })).toEqual({ ok: false, reason: 'invalid' })
		const [id, expires, signature] = token.split('.') as [string, string, string]
		// Another post, or a later expiry, with the same signature.
		expect(checkPreviewToken(`43.${expires}.${signature}`, { secret, now })).toEqual({ ok: false, reason: 'invalid' })
		expect(checkPreviewToken(`${id}.${Number(expires) + 86_400}.${signature}`, { secret, now })).toEqual({ ok: false, reason: 'invalid' })
		// An expired link whose expiry was pushed back is not valid, nor told apart as expired.
		const old = signPreviewToken(42, { secret, now: now - 30 * day }).token.split('.')
		expect(checkPreviewToken(`${old[0]}.${expires}.${old[2]}`, { secret, now })).toEqual({ ok: false, reason: 'invalid' })
		for (const garbage of ['', '42', 'x.y.z', `${token}x`, `0.${expires}.${signature}`, `-1.${expires}.${signature}`])
			expect(checkPreviewToken(garbage, { secret, now })).toEqual({ ok: false, reason: 'invalid' })
	})
})
