import { describe, expect, it } from 'vitest'
import { renderRobots, renderSitemap } from './sitemap.server.ts'

describe('robots.txt', () => {
	it('serves the saved rules with the sitemap URL when the sitemap is on', () => {
		expect(renderRobots('User-agent: *\nDisallow: /admin', 'https://t.example', true)).toBe(
			'User-agent: *\nDisallow: /admin\n\nSitemap: https://t.example/sitemap.xml\n',
		)
	})
	it('drops a stale Sitemap line and omits it when the sitemap is off', () => {
		expect(renderRobots('User-agent: *\nSitemap: https://old.example/s.xml', 'https://t.example', false)).toBe('User-agent: *\n')
	})
	it('falls back to sensible rules when none are saved', () => {
		expect(renderRobots('', 'https://t.example', true)).toContain('Disallow: /admin')
	})
})

describe('sitemap.xml', () => {
	it('lists each page in both languages with hreflang alternates', () => {
		const xml = renderSitemap([{ path: '/' }, { path: '/products/rice', lastmod: '2026-05-01T10:00:00.000Z' }], 'https://t.example')
		expect(xml).toContain('<loc>https://t.example/</loc>')
		expect(xml).toContain('<loc>https://t.example/en</loc>')
		expect(xml).toContain('<loc>https://t.example/en/products/rice</loc><lastmod>2026-05-01</lastmod>')
		expect(xml).toContain('hreflang="x-default" href="https://t.example/products/rice"')
		expect(xml.match(/<url>/g)).toHaveLength(4)
	})
})
