import { describe, expect, it } from 'vitest'
import { slugFromText, slugMaxLength } from './slug.ts'

describe('slugFromText', () => {
	it.each([
		['Basmati Rice 1121 — Extra Long!', 'basmati-rice-1121-extra-long'],
		['  Rice Season: 2025 Crop & Prices! ', 'rice-season-2025-crop-and-prices'],
		['Crème Brûlée', 'creme-brulee'],
		['Dried   Fruits -- & Nuts', 'dried-fruits-and-nuts'],
		['أرز بسمتي', ''],
		['أرز Basmati', 'basmati'],
	])('%s → %s', (text, slug) => {
		expect(slugFromText(text)).toBe(slug)
	})

	it('stays within the limit without a trailing hyphen', () => {
		const slug = slugFromText(`${'a'.repeat(slugMaxLength - 1)} b`)
		expect(slug).toBe('a'.repeat(slugMaxLength - 1))
		expect(slugFromText('one two three', 7)).toBe('one-two')
	})
})
