import { describe, expect, it } from 'vitest'
import { safeRedirect } from './safe-redirect.ts'

describe('safeRedirect', () => {
	it('keeps a local path with its query', () => {
		expect(safeRedirect('/admin/products?page=2')).toBe('/admin/products?page=2')
	})
	it('refuses other sites and odd forms', () => {
		for (const target of ['https://evil.example/', '//evil.example', '/\\evil.example', 'javascript:alert(1)', '', null, undefined]) {
			expect(safeRedirect(target)).toBe('/admin')
		}
	})
})
