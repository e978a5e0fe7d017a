import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { logPath } from './log-path.ts'

describe('logPath', () => {
	it('drops the query string and the fragment', () => {
		expect(logPath('/newsletter/unsubscribe?token=abc123XYZsecret')).toBe('/newsletter/unsubscribe')
		expect(logPath('/setup?token=9QPOFl2ivkRg-PAqCxx3lck-qW5Jk3uh')).toBe('/setup')
		expect(logPath('/en/search?q=my+name#x')).toBe('/en/search')
		expect(logPath('?a=b')).toBe('/')
	})

	it('replaces token-like path segments and keeps slugs and ids', () => {
		expect(logPath('/api/auth/reset-password/Kx9dQ2mZr7LpT4vWb8Yc')).toBe('/api/auth/reset-password/:token')
		expect(logPath('/en/products/premium-basmati-rice-5kg-export-bags')).toBe('/en/products/premium-basmati-rice-5kg-export-bags')
		expect(logPath('/admin/products/123/edit')).toBe('/admin/products/123/edit')
		expect(logPath('/assets/entry.client-CkXh3z9Q.js')).toBe('/assets/entry.client-CkXh3z9Q.js')
	})

	it('whatever the URL, no query value reaches the log', () => {
		fc.assert(
			fc.property(fc.webPath(), fc.string({ minLength: 1 }), (path, secret) => {
				const logged = logPath(`${path}?token=${encodeURIComponent(secret)}`)
				expect(logged).not.toContain('?')
				expect(logged.startsWith('/') || logged === '').toBe(true)
			}),
		)
	})
})
