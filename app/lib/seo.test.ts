import { describe, expect, it } from 'vitest'
import { pageMeta } from './seo.ts'

describe('pageMeta', () => {
	const base = { origin: 'https://tasdeer.example', siteName: 'Tasdeer Food Trading' }
	it('defaults the title to the company name and links both languages', () => {
		const meta = pageMeta({ ...base, lang: 'en', path: '/' })
		expect(meta).toContainEqual({ title: 'Tasdeer Food Trading' })
		expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://tasdeer.example/en' })
		expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'ar', href: 'https://tasdeer.example/' })
		expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: 'https://tasdeer.example/' })
	})
	it('titles a page and makes its image absolute', () => {
		const meta = pageMeta({ ...base, siteName: 'تصدير', lang: 'ar', path: '/products/rice', title: 'أرز', image: '/media/abc/1200.webp' })
		expect(meta).toContainEqual({ title: 'أرز | تصدير' })
		expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'en', href: 'https://tasdeer.example/en/products/rice' })
		expect(meta).toContainEqual({ property: 'og:image', content: 'https://tasdeer.example/media/abc/1200.webp' })
	})
})
