import { describe, expect, it } from 'vitest'
import { adsAr } from '#app/i18n/admin/ads.ar.ts'
import { adsEn } from '#app/i18n/admin/ads.en.ts'
import { interpolate } from '#app/i18n/message.ts'
import { adCodeFormProblems, adCodeProblemText } from './ad-code-schema.ts'
import { adCodeMessages } from './ad-code-validator.ts'

const translator =
	(dictionary: Record<string, string>, lang: 'ar' | 'en') => (key: string, params?: Record<string, string | number>) =>
		interpolate(dictionary[key] ?? key, params, lang)
const en = translator(adsEn, 'en')
const ar = translator(adsAr, 'ar')

describe('the advertising-code form checks (SPEC section 5)', () => {
	it('asks for name, code and platform in that order', () => {
		const problems = adCodeFormProblems({ type: 'header' })
		expect(problems.map((p) => (p.kind === 'field' ? p.field : p.kind))).toEqual(['name', 'code', 'platform'])
		expect(problems.map((p) => adCodeProblemText(p, en, 'en'))).toEqual([
			'The code name is required',
			'The code is required',
			'The platform name is required',
		])
		expect(
			adCodeFormProblems({ name: 'x', code: ' ', platform: '' }).map((p) => adCodeProblemText(p, ar, 'ar')),
		).toEqual(['الكود مطلوب', 'اسم المنصة مطلوب'])
	})

	it('checks the code against its type only once the fields are there, and warnings do not count', () => {
		const base = { name: 'Pixel', platform: 'Meta' }
		const [problem] = adCodeFormProblems({ ...base, code: '<html></html>', type: 'body_end' })
		expect(problem).toEqual({ kind: 'invalidCode', errors: ['bodyHtmlTags'] })
		expect(adCodeProblemText(problem!, en, 'en')).toBe(
			'Invalid advertising code: Body code should not contain html tags',
		)
		expect(adCodeFormProblems({ ...base, code: '<div>' })).toEqual([])
		// The type defaults to header.
		expect(adCodeFormProblems({ ...base, code: '<body></body>' })).toEqual([
			{ kind: 'invalidCode', errors: ['headerBodyTags'] },
		])
	})

	it('refuses an unknown type and an overlong code with the generic texts', () => {
		const [type] = adCodeFormProblems({ name: 'a', code: '<meta>', platform: 'b', type: 'footer' })
		expect(adCodeProblemText(type!, en, 'en')).toBe('Choose a value from the list')
		const [long] = adCodeFormProblems({ name: 'a', code: 'x'.repeat(20_001), platform: 'b' })
		expect(adCodeProblemText(long!, en, 'en')).toBe('Must be at most 20,000 characters')
	})

	it('shows the validator in English with the spec texts exactly, and has every text in Arabic', () => {
		for (const [issue, message] of Object.entries(adCodeMessages)) {
			expect(adsEn[`ads.issue.${issue}` as keyof typeof adsEn]).toBe(message)
			expect(adsAr[`ads.issue.${issue}` as keyof typeof adsAr]).toBeTruthy()
		}
	})
})
