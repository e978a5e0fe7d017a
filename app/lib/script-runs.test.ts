import { describe, expect, it } from 'vitest'
import { scriptLanguage, scriptRuns, textDirection } from './script-runs.ts'

describe('scriptRuns', () => {
	it('marks codes and English words inside Arabic text, and leaves the Arabic around them', () => {
		expect(scriptRuns('معتمدون وفق ISO 22000 وHACCP', 'ar')).toEqual([
			{ text: 'معتمدون وفق ' },
			{ text: 'ISO 22000', lang: 'en' },
			{ text: ' و' },
			{ text: 'HACCP', lang: 'en' },
		])
		expect(scriptRuns('أكياس جامبو (FIBC) سعة طن', 'ar')).toEqual([{ text: 'أكياس جامبو (' }, { text: 'FIBC', lang: 'en' }, { text: ') سعة طن' }])
	})

	it('keeps a number with the unit or code after it, and addresses and slugs whole', () => {
		expect(scriptRuns('كيس 25 kg', 'ar')).toEqual([{ text: 'كيس ' }, { text: '25 kg', lang: 'en' }])
		// A registered mark belongs to the name it follows: "(Incoterms® 2020)" is not drawn "(2020 ®Incoterms)".
		expect(scriptRuns('شروط التسليم (Incoterms® 2020)', 'ar')).toEqual([{ text: 'شروط التسليم (' }, { text: 'Incoterms® 2020', lang: 'en' }, { text: ')' }])
		expect(scriptRuns('راسلنا على info@tasdeer.example اليوم', 'ar')).toEqual([
			{ text: 'راسلنا على ' },
			{ text: 'info@tasdeer.example', lang: 'en' },
			{ text: ' اليوم' },
		])
		expect(scriptRuns('مثل rice-harvest-2026', 'ar')).toEqual([{ text: 'مثل ' }, { text: 'rice-harvest-2026', lang: 'en' }])
		expect(scriptRuns('الشحن الكامل FCL والمجمّع LCL؟', 'ar')).toEqual([
			{ text: 'الشحن الكامل ' },
			{ text: 'FCL', lang: 'en' },
			{ text: ' والمجمّع ' },
			{ text: 'LCL', lang: 'en' },
			{ text: '؟' },
		])
	})

	it('marks Arabic inside English text', () => {
		expect(scriptRuns('By نورة الحربي', 'en')).toEqual([{ text: 'By ' }, { text: 'نورة الحربي', lang: 'ar' }])
		expect(scriptRuns('Results for «أرز بسمتي»', 'en')).toEqual([{ text: 'Results for «' }, { text: 'أرز بسمتي', lang: 'ar' }, { text: '»' }])
	})

	it('leaves text of one script, and numbers alone, as one run', () => {
		expect(scriptRuns('أرز بسمتي 1121 ستيم', 'ar')).toEqual([{ text: 'أرز بسمتي 1121 ستيم' }])
		expect(scriptRuns('1121 Steam Basmati Rice', 'en')).toEqual([{ text: '1121 Steam Basmati Rice' }])
		expect(scriptRuns('', 'ar')).toEqual([])
	})
})

describe('scriptLanguage', () => {
	it('names the script of a one-script text, and nothing for mixed or letterless text', () => {
		expect(scriptLanguage('ISO 22000')).toBe('en')
		expect(scriptLanguage('حلال')).toBe('ar')
		expect(scriptLanguage('حلال Halal')).toBeNull()
		expect(scriptLanguage('1006.30')).toBeNull()
	})
})

describe('textDirection', () => {
	it('takes the first letter of a strong direction, past digits, marks and punctuation', () => {
		expect(textDirection('Please quote CIF.')).toBe('ltr')
		expect(textDirection('20 طن من الأرز')).toBe('rtl')
		expect(textDirection('«ISO 22000» شهادة')).toBe('ltr')
		expect(textDirection('... مرحبًا Hello')).toBe('rtl')
		expect(textDirection('Ünal Gıda')).toBe('ltr')
		expect(textDirection('١٢٣ - 456 kg')).toBe('ltr')
		expect(textDirection('\u064Eأرز')).toBe('rtl')
	})

	it('is null for a text without letters', () => {
		expect(textDirection('+971 4 555 0101')).toBeNull()
		expect(textDirection('')).toBeNull()
	})
})
