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
		const meta = pageMeta({ ...base, siteName: 'تصدير', lang: 'ar', path: '/products/rice', title: 'أرز', image: { url: '/media/abc/share.jpg' } })
		expect(meta).toContainEqual({ title: 'أرز | تصدير' })
		expect(meta).toContainEqual({ tagName: 'link', rel: 'alternate', hrefLang: 'en', href: 'https://tasdeer.example/en/products/rice' })
		expect(meta).toContainEqual({ property: 'og:image', content: 'https://tasdeer.example/media/abc/share.jpg' })
	})

	it('gives the home page the site sharing texts, and pages their own', () => {
		const defaults = { description: 'Site description', image: { url: '/media/aaaaaaaaaaaa/share.jpg' }, ogTitle: 'Share title', ogDescription: 'Share text', twitterTitle: 'Card title', twitterImage: { url: 'https://cdn.example/card.png' } }
		const content = (meta: ReturnType<typeof pageMeta>, key: string) =>
			(meta.find((m) => ('name' in m && m.name === key) || ('property' in m && m.property === key)) as { content?: string } | undefined)?.content
		const home = pageMeta({ ...base, lang: 'en', path: '/', documentTitle: 'Home title', defaults })
		expect(home).toContainEqual({ title: 'Home title' })
		expect(content(home, 'description')).toBe('Site description')
		expect(content(home, 'og:title')).toBe('Share title')
		expect(content(home, 'og:description')).toBe('Share text')
		expect(content(home, 'twitter:title')).toBe('Card title')
		expect(content(home, 'twitter:description')).toBe('Share text')
		expect(content(home, 'og:image')).toBe('https://tasdeer.example/media/aaaaaaaaaaaa/share.jpg')
		expect(content(home, 'twitter:image')).toBe('https://cdn.example/card.png')
		const product = pageMeta({ ...base, lang: 'en', path: '/products/rice', title: 'Rice', description: 'Long grain', image: { url: '/media/bbbbbbbbbbbb/share.jpg', width: 1200, height: 630, type: 'image/jpeg', alt: 'Rice sacks' }, defaults })
		expect(content(product, 'og:title')).toBe('Rice')
		expect(content(product, 'twitter:title')).toBe('Rice')
		expect(content(product, 'og:description')).toBe('Long grain')
		expect(content(product, 'twitter:description')).toBe('Long grain')
		expect(content(product, 'twitter:image')).toBe('https://tasdeer.example/media/bbbbbbbbbbbb/share.jpg')
		// What the sharing cards want to know about the picture.
		expect(['og:image:type', 'og:image:width', 'og:image:height', 'og:image:alt', 'twitter:image:alt'].map((key) => content(product, key))).toEqual([
			'image/jpeg',
			'1200',
			'630',
			'Rice sacks',
			'Rice sacks',
		])
		// A picture of unknown size says nothing about its size.
		expect(content(home, 'og:image:width')).toBeUndefined()
	})
})
