import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, noOrigins, securityHeaders } from './csp.ts'
import { codeOrigins, mergeOrigins, tagOrigins } from './tag-config.ts'

const directives = (policy: string): Record<string, string> => Object.fromEntries(policy.split('; ').map((part) => [part.split(' ')[0], part]))

describe('the security headers', () => {
	it('allow only this site and this response’s nonce when nothing else is configured', () => {
		expect(contentSecurityPolicy('abc', { https: false, origins: noOrigins })).toBe(
			[
				"default-src 'self'",
				"script-src 'self' 'nonce-abc' 'strict-dynamic'",
				"style-src 'self' 'unsafe-inline'",
				"img-src 'self' data: blob:",
				"font-src 'self' data:",
				"connect-src 'self'",
				"frame-src 'self'",
				"object-src 'none'",
				"base-uri 'self'",
				"form-action 'self'",
				"frame-ancestors 'self'",
			].join('; '),
		)
	})

	it('add the tag manager’s, the codes’, the bucket’s and the sign-in providers’ origins where each belongs, once each', () => {
		const tags = mergeOrigins(tagOrigins({ google: { id: 'GTM-ABC123', kind: 'gtm' } }), codeOrigins(['<script src="https://www.googletagmanager.com/gtm.js"></script>']))
		const policy = directives(
			contentSecurityPolicy('n', {
				https: false,
				origins: { ...tags, imgOrigins: [...tags.imgOrigins, 'https://bucket.example', 'https://bucket.example'], formOrigins: ['https://accounts.google.com'] },
			}),
		)
		expect(policy['script-src']).toBe(`script-src 'self' 'nonce-n' 'strict-dynamic' ${tags.scriptOrigins.join(' ')}`)
		expect(policy['script-src']).toContain('https://www.googletagmanager.com')
		expect(policy['img-src']!.split(' ').filter((source) => source === 'https://bucket.example')).toHaveLength(1)
		expect(policy['form-action']).toBe("form-action 'self' https://accounts.google.com")
		expect(policy['connect-src']).toContain('https://*.google-analytics.com')
		expect(policy['frame-ancestors']).toBe("frame-ancestors 'self'")
	})

	it('over HTTPS, upgrade insecure requests and send HSTS; the other headers always', () => {
		const secure = securityHeaders('n', { https: true, origins: noOrigins })
		expect(secure['Content-Security-Policy']).toMatch(/; upgrade-insecure-requests$/)
		expect(secure['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains')
		const plain = securityHeaders('n', { https: false, origins: noOrigins })
		expect(plain['Content-Security-Policy']).not.toContain('upgrade-insecure-requests')
		expect(plain).not.toHaveProperty('Strict-Transport-Security')
		expect(plain).toMatchObject({
			'X-Content-Type-Options': 'nosniff',
			'Referrer-Policy': 'strict-origin-when-cross-origin',
			'X-Frame-Options': 'SAMEORIGIN',
			'Cross-Origin-Opener-Policy': 'same-origin',
			'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), interest-cohort=()',
		})
	})
})
