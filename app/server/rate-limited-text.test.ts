import { describe, expect, it } from 'vitest'
import { adminDictionaryFor } from '#app/i18n/admin/dictionary.server.ts'
import { interpolate } from '#app/i18n/message.ts'
import { retryAfterMessage } from '#app/lib/retry-after.ts'

const say = (seconds: number, lang: 'ar' | 'en') => {
	const { key, params } = retryAfterMessage(seconds)
	return interpolate(adminDictionaryFor(lang)[key], params, lang)
}

describe('the rate-limit wait, said humanely', () => {
	it('seconds under a minute, whole minutes (rounded up) from a minute on, with plurals in both languages', () => {
		expect(say(1, 'en')).toBe('Too many attempts. Please try again in 1 second.')
		expect(say(42.2, 'en')).toBe('Too many attempts. Please try again in 43 seconds.')
		expect(say(60, 'en')).toBe('Too many attempts. Please try again in 1 minute.')
		expect(say(900, 'en')).toBe('Too many attempts. Please try again in 15 minutes.')
		expect(say(2, 'ar')).toContain('ثانيتين')
		expect(say(120, 'ar')).toContain('دقيقتين')
		expect(say(900, 'ar')).toContain('15 دقيقة')
		expect(say(600, 'ar')).toContain('10 دقائق')
		for (const lang of ['ar', 'en'] as const) for (const s of [1, 30, 61, 900, 3600]) expect(say(s, lang)).not.toMatch(/[{}]|900|3600/)
	})
})
