import { describe, expect, it } from 'vitest'
import {
	barePath,
	deviceClassOf,
	referrerHostOf,
	stripReferrer,
	utmFromSearch,
} from './analytics-dimensions.ts'

const agents = {
	iphone:
		'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
	androidPhone:
		'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Mobile Safari/537.36',
	firefoxAndroid: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
	ipad: 'Mozilla/5.0 (iPad; CPU OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
	androidTablet:
		'Mozilla/5.0 (Linux; Android 13; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Safari/537.36',
	kindle:
		'Mozilla/5.0 (Linux; Android 9; KFTRWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/125.3 like Chrome/125.0 Safari/537.36',
	windows:
		'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Safari/537.36',
	mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
}

describe('page-view dimensions', () => {
	it('classes devices from the user agent', () => {
		expect(deviceClassOf(agents.iphone)).toBe('mobile')
		expect(deviceClassOf(agents.androidPhone)).toBe('mobile')
		expect(deviceClassOf(agents.firefoxAndroid)).toBe('mobile')
		expect(deviceClassOf(agents.ipad)).toBe('tablet')
		expect(deviceClassOf(agents.androidTablet)).toBe('tablet')
		expect(deviceClassOf(agents.kindle)).toBe('tablet')
		expect(deviceClassOf(agents.windows)).toBe('desktop')
		expect(deviceClassOf(agents.mac)).toBe('desktop')
		expect(deviceClassOf(null)).toBe('desktop')
	})

	it('keeps the host of an external referrer only', () => {
		expect(referrerHostOf('https://www.google.com/search?q=rice')).toBe('google.com')
		expect(referrerHostOf('https://L.Facebook.com/l.php?u=x')).toBe('l.facebook.com')
		expect(referrerHostOf('https://tasdeer.example/products', ['tasdeer.example'])).toBeNull()
		expect(referrerHostOf('http://127.0.0.1:3295/en', ['127.0.0.1:3295'])).toBeNull()
		expect(referrerHostOf('https://www.tasdeer.example/', ['tasdeer.example'])).toBeNull()
		expect(referrerHostOf('android-app://com.google.android.gm/')).toBeNull()
		expect(referrerHostOf('not a url')).toBeNull()
		expect(referrerHostOf('')).toBeNull()
		expect(referrerHostOf(undefined)).toBeNull()
	})

	it('drops the query and fragment of a referrer', () => {
		expect(stripReferrer('https://www.google.com/search?q=rice#top')).toBe('https://www.google.com/search')
		expect(stripReferrer('javascript:alert(1)')).toBeNull()
		expect(stripReferrer(null)).toBeNull()
	})

	it('reads the three UTM parameters, trimmed and bounded', () => {
		expect(utmFromSearch('?utm_source=newsletter&utm_medium=email&utm_campaign=ramadan-2026&x=1')).toEqual({
			source: 'newsletter',
			medium: 'email',
			campaign: 'ramadan-2026',
		})
		expect(utmFromSearch('?utm_source=%D8%AC%D9%88%D8%AC%D9%84')).toEqual({ source: 'جوجل' })
		expect(utmFromSearch('?utm_source=  &q=rice')).toBeUndefined()
		expect(utmFromSearch('')).toBeUndefined()
		expect(utmFromSearch(`?utm_campaign=${'x'.repeat(500)}`)!.campaign).toHaveLength(100)
	})

	it('strips the query and fragment of a path', () => {
		expect(barePath('/en/search?q=rice')).toBe('/en/search')
		expect(barePath('/contact#form')).toBe('/contact')
		expect(barePath('/')).toBe('/')
	})
})
