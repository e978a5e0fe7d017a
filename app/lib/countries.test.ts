import { describe, expect, it } from 'vitest'
import { countryCodes, countryOptions } from './countries.ts'

describe('countryOptions', () => {
	it('names every country in the language, in that language\'s order', () => {
		for (const lang of ['ar', 'en'] as const) {
			const options = countryOptions(lang)
			expect(options.map((option) => option.code).sort()).toEqual([...countryCodes].sort())
			const names = options.map((option) => option.name)
			expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, lang)))
		}
		expect(countryOptions('en').find((option) => option.code === 'SA')?.name).toBe('Saudi Arabia')
		expect(countryOptions('ar').find((option) => option.code === 'SA')?.name).toBe('المملكة العربية السعودية')
	})
})
