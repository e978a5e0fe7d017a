import { describe, expect, it } from 'vitest'
import { advertisingAr } from '#app/i18n/admin/advertising.ar.ts'
import { advertisingEn } from '#app/i18n/admin/advertising.en.ts'
import { interpolate } from '#app/i18n/message.ts'
import { advertisingCodeFormProblems, advertisingCodeProblemText } from './advertising-code-schema.ts'
import { advertisingCodeMessages } from './advertising-code-validator.ts'

const translator =
	(dictionary: Record<string, string>, lang: 'ar' | 'en') => (key: string, params?: Record<string, string | number>) =>
		interpolate(dictionary[key] ?? key, params, lang)
const en = translator(advertisingEn, 'en')
const ar = translator(advertisingAr, 'ar')

describe('the advertising-code form checks (SPEC section 5)', () => {
	it('asks for name, code and platform in that order', () => {
		const problems = advertisingCodeFormProblems({ type: 'header' })
		expect(problems.map((p) => (p.kind === 'field' ? p.field : p.kind))).toEqual(['name', 'code', 'platform'])
		expect(problems.map((p) => advertisingCodeProblemText(p, en, 'en'))).toEqual([
			'The code name is required',
			'The code is required',
			'The platform name is required',
		])
		expect(
			advertisingCodeFormProblems({ name: 'x', code: ' ', platform: '' }).map((p) => advertisingCodeProblemText(p, ar, 'ar')),
		).toEqual(['الكود مطلوب', 'اسم المنصة مطلوب'])
	})

	it('checks the code against its type only once the fields are there, and warnings do not count', () => {
		const base = { name: 'Pixel', platform: 'Meta' }
		const [problem] = advertisingCodeFormProblems({ ...base, code: '<html></html>', type: 'body_end' })
		expect(problem).toEqual({ kind: 'invalidCode', errors: ['bodyHtmlTags'] })
		expect(advertisingCodeProblemText(problem!, en, 'en')).toBe(
			'Invalid advertising code: Body code should not contain html tags',
		)
		expect(advertisingCodeFormProblems({ ...base, code: '<div>' })).toEqual([])
		// The type defaults to header.
		expect(advertisingCodeFormProblems({ ...base, code: '<body></body>' })).toEqual([
			{ kind: 'invalidCode', errors: ['headerBodyTags'] },
		])
	})

	it('refuses an unknown type and an overlong code with the generic texts', () => {
		const [type] = advertisingCodeFormProblems({ name: 'a', code: '<meta>', platform: 'b', type: 'footer' })
		expect(advertisingCodeProblemText(type!, en, 'en')).toBe('Choose a value from the list')
		const [long] = advertisingCodeFormProblems({ name: 'a', code: 'x'.repeat(20_001), platform: 'b' })
		expect(advertisingCodeProblemText(long!, en, 'en')).toBe('Must be at most 20,000 characters')
	})

	it('shows the validator in English with the spec texts exactly, and has every text in Arabic', () => {
		for (const [issue, message] of Object.entries(advertisingCodeMessages)) {
			expect(advertisingEn[`advertising.issue.${issue}` as keyof typeof advertisingEn]).toBe(message)
			expect(advertisingAr[`advertising.issue.${issue}` as keyof typeof advertisingAr]).toBeTruthy()
		}
	})
})
