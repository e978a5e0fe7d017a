import { describe, expect, it } from 'vitest'
import { dirOf, langFromPath, localizePath, stripLangPrefix, switchLangHref, weekStartOf } from './lang.ts'

describe('language URL scheme', () => {
	it('serves Arabic at the root and English under /en', () => {
		expect(langFromPath('/')).toBe('ar')
		expect(langFromPath('/products/basmati')).toBe('ar')
		expect(langFromPath('/en')).toBe('en')
		expect(langFromPath('/en/blog/x')).toBe('en')
		expect(langFromPath('/english-tea')).toBe('ar')
	})
	it('maps a page to the same page in the other language', () => {
		expect(localizePath('/', 'en')).toBe('/en')
		expect(localizePath('/en', 'ar')).toBe('/')
		expect(localizePath('/en/products/x', 'ar')).toBe('/products/x')
		expect(localizePath('/products/x', 'en')).toBe('/en/products/x')
		expect(localizePath('/en/products/x', 'en')).toBe('/en/products/x')
		expect(stripLangPrefix('/en/about')).toBe('/about')
		expect(switchLangHref({ pathname: '/search', search: '?q=rice', hash: '#r' }, 'en')).toBe('/en/search?q=rice#r')
	})
	it('knows direction and week start', () => {
		expect(dirOf('ar')).toBe('rtl')
		expect(dirOf('en')).toBe('ltr')
		expect(weekStartOf('ar')).toBe(6)
		expect(weekStartOf('en')).toBe(0)
	})
})
