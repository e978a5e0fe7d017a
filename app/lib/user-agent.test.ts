import { describe, expect, it } from 'vitest'
import { describeUserAgent } from './user-agent.ts'

const CHROME_MAC = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36'
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

describe('user agents', () => {
	it('names the browser and system of common devices', () => {
		expect(describeUserAgent(CHROME_MAC)).toEqual({ browser: 'Chrome', os: 'macOS' })
		expect(describeUserAgent(SAFARI_IPHONE)).toEqual({ browser: 'Safari', os: 'iOS' })
		expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 Edg/126.0')).toEqual({
			browser: 'Edge',
			os: 'Windows',
		})
		expect(describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0')).toEqual({ browser: 'Firefox', os: 'Linux' })
		expect(describeUserAgent('Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36')).toEqual({
			browser: 'Chrome',
			os: 'Android',
		})
		expect(describeUserAgent('')).toEqual({ browser: null, os: null })
		expect(describeUserAgent(null)).toEqual({ browser: null, os: null })
	})

	it('tells apart the browsers that name others in their user agent', () => {
		expect(describeUserAgent('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36 OPR/111.0').browser).toBe('Opera')
		expect(describeUserAgent('Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0 Mobile Safari/537.36')).toEqual({ browser: 'Samsung Internet', os: 'Android' })
		expect(describeUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0 Mobile/15E148 Safari/604.1')).toEqual({ browser: 'Chrome', os: 'iOS' })
		expect(describeUserAgent('Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36')).toEqual({ browser: 'Chrome', os: 'ChromeOS' })
	})
})
