import { describe, expect, it } from 'vitest'
import { arabicDigitsAsLatin, latinDigits } from './typed-number.ts'

describe('numbers typed on an Arabic keyboard', () => {
	it.each([
		['١٢٣٫٥', '123.5'],
		['۴۵', '45'],
		['1,000', '1000'],
		['١٬٠٠٠', '1000'],
	])('latinDigits reads %s as %s', (typed, read) => {
		expect(latinDigits(typed)).toBe(read)
	})

	it('arabicDigitsAsLatin changes the digits only, so a phone number keeps its spaces, signs and separators', () => {
		expect(arabicDigitsAsLatin('+٩٦٦ ١٢ ۶۳۴')).toBe('+966 12 634')
		expect(arabicDigitsAsLatin('٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹')).toBe('0123456789 0123456789')
		expect(arabicDigitsAsLatin('(٠١٢) ٦٣٤-٥٥٠٠, ext. 2')).toBe('(012) 634-5500, ext. 2')
	})
})
