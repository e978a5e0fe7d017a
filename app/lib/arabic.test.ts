import { describe, expect, it } from 'vitest'
import { normalizeArabic } from './arabic.ts'

describe('normalizeArabic', () => {
	it('folds hamza and alef forms into a bare alef', () => {
		expect(normalizeArabic('أرز')).toBe(normalizeArabic('ارز'))
		expect(normalizeArabic('إنتاج')).toBe('انتاج')
		expect(normalizeArabic('آلة')).toBe('اله')
		expect(normalizeArabic('مؤسسة')).toBe('موسسه')
		expect(normalizeArabic('هيئة')).toBe('هييه')
	})
	it('folds ta marbuta into ha and alef maqsura into ya', () => {
		expect(normalizeArabic('ذرة')).toBe(normalizeArabic('ذره'))
		expect(normalizeArabic('مستشفى')).toBe(normalizeArabic('مستشفي'))
	})
	it('removes diacritics and tatweel', () => {
		expect(normalizeArabic('تَمْرٌ')).toBe('تمر')
		expect(normalizeArabic('تمـــر')).toBe('تمر')
	})
	it('reads Arabic-Indic and Persian digits as Latin digits', () => {
		expect(normalizeArabic('٢٥ كجم')).toBe('25 كجم')
		expect(normalizeArabic('۱۲۳')).toBe('123')
	})
	it('ignores letter case and extra spaces in Latin text', () => {
		expect(normalizeArabic('  Basmati   RICE ')).toBe('basmati rice')
	})
})
