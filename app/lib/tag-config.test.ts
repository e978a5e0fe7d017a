import { describe, expect, it } from 'vitest'
import {
	codeOrigins,
	googleTagScriptUrl,
	invalidTagIds,
	parseGoogleTagId,
	parsePixelId,
	pixelScriptUrl,
	tagConfigFrom,
	tagOrigins,
} from './tag-config.ts'

const settings = (google_analytics_id = '', facebook_pixel_id = '', analytics_enabled = 'true') => ({
	google_analytics_id,
	facebook_pixel_id,
	analytics_enabled,
})

describe('third-party tag configuration', () => {
	it('accepts Google ids in their three formats and nothing else', () => {
		expect(parseGoogleTagId('G-ABC123XYZ9')).toEqual({ id: 'G-ABC123XYZ9', kind: 'gtag' })
		expect(parseGoogleTagId(' g-abc123xyz9 ')).toEqual({ id: 'G-ABC123XYZ9', kind: 'gtag' })
		expect(parseGoogleTagId('GTM-5XK2LMN')).toEqual({ id: 'GTM-5XK2LMN', kind: 'gtm' })
		expect(parseGoogleTagId('UA-12345678-1')).toEqual({ id: 'UA-12345678-1', kind: 'gtag' })
		for (const bad of [
			'',
			'G-',
			'G-ABC',
			'GTM-12',
			'UA-1234',
			'AW-123456789',
			'G-ABC123"><script>',
			"G-ABC123');alert(1)//",
			'https://evil.example/x.js',
		]) {
			expect(parseGoogleTagId(bad), bad).toBeNull()
		}
	})

	it('accepts pixel ids made of digits only', () => {
		expect(parsePixelId('1234567890123456')).toBe('1234567890123456')
		expect(parsePixelId(' 123456789012345 ')).toBe('123456789012345')
		for (const bad of ['', '12345', '12345abc', '1234567890123456789012', "123456');fbq('x"])
			expect(parsePixelId(bad), bad).toBeNull()
	})

	it('loads nothing when analytics is off, nothing is set, or the ids are malformed', () => {
		expect(tagConfigFrom(settings('G-ABC123XYZ9', '1234567890123456', 'false'))).toBeNull()
		expect(tagConfigFrom(settings())).toBeNull()
		expect(tagConfigFrom(settings('nonsense', 'nonsense'))).toBeNull()
		expect(invalidTagIds(settings('nonsense', '123'))).toEqual(['google_analytics_id', 'facebook_pixel_id'])
		expect(invalidTagIds(settings('G-ABC123XYZ9', ''))).toEqual([])
		expect(tagConfigFrom(settings('G-ABC123XYZ9', '1234567890123456'))).toEqual({
			google: { id: 'G-ABC123XYZ9', kind: 'gtag' },
			facebookPixel: { id: '1234567890123456' },
		})
		expect(tagConfigFrom(settings('', '1234567890123456'))).toEqual({
			facebookPixel: { id: '1234567890123456' },
		})
	})

	it('builds the script URLs', () => {
		expect(googleTagScriptUrl({ id: 'G-ABC123XYZ9', kind: 'gtag' })).toBe(
			'https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ9',
		)
		expect(googleTagScriptUrl({ id: 'GTM-5XK2LMN', kind: 'gtm' })).toBe(
			'https://www.googletagmanager.com/gtm.js?id=GTM-5XK2LMN',
		)
		expect(pixelScriptUrl).toBe('https://connect.facebook.net/en_US/fbevents.js')
	})

	it('allows exactly the origins of what is configured', () => {
		expect(tagOrigins(null)).toEqual({
			scriptOrigins: [],
			imgOrigins: [],
			connectOrigins: [],
			frameOrigins: [],
		})
		expect(tagOrigins({ google: { id: 'G-ABC123XYZ9', kind: 'gtag' } })).toEqual({
			scriptOrigins: ['https://www.googletagmanager.com'],
			imgOrigins: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
			connectOrigins: [
				'https://www.googletagmanager.com',
				'https://*.google-analytics.com',
				'https://*.analytics.google.com',
			],
			frameOrigins: [],
		})
		expect(tagOrigins({ facebookPixel: { id: '1234567890123456' } })).toEqual({
			scriptOrigins: ['https://connect.facebook.net'],
			imgOrigins: ['https://www.facebook.com'],
			connectOrigins: ['https://www.facebook.com'],
			frameOrigins: ['https://www.facebook.com'],
		})
	})
})

describe('codeOrigins', () => {
	it('allows what the hosts a code names may fetch, frame and beacon to, with their subdomains', () => {
		const tawk = `<script>var s1=document.createElement("script");s1.src='https://embed.tawk.to/5f00/default';</script>`
		const origins = codeOrigins([tawk])
		expect(origins.scriptOrigins).toEqual(['https://embed.tawk.to'])
		expect(origins.connectOrigins).toEqual(['https://embed.tawk.to', 'https://*.tawk.to', 'https://tawk.to', 'wss://embed.tawk.to', 'wss://*.tawk.to'])
		expect(origins.frameOrigins).toContain('https://*.tawk.to')
		expect(origins.imgOrigins).toContain('https://*.tawk.to')
		// A country's second-level name is not a site of its own.
		expect(codeOrigins(['<img src="https://cdn.shop.co.uk/a.png">']).imgOrigins).toContain('https://*.shop.co.uk')
	})

	it('gives a code that loads the tag manager or the pixel those tags origins', () => {
		const origins = codeOrigins([
			"<script>j.src='https://www.googletagmanager.com/gtm.js?id='+i+dl;</script>",
			"<script>!function(f,b,e,v){}(window,document,'script','https://connect.facebook.net/en_US/fbevents.js');</script>",
		])
		expect(origins.connectOrigins).toEqual(expect.arrayContaining(['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://www.facebook.com']))
		expect(origins.frameOrigins).toContain('https://www.facebook.com')
	})

	it('adds nothing for codes that name no host', () => {
		expect(codeOrigins(['<div class="bar">Free samples</div>', '<script>window.x = 1 // a comment</script>'])).toEqual({
			scriptOrigins: [],
			imgOrigins: [],
			connectOrigins: [],
			frameOrigins: [],
		})
	})
})
