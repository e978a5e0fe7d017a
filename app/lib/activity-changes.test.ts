import { describe, expect, it } from 'vitest'
import { changesOf, changeTextLimit, fieldChanges, shortValue } from './activity-changes.ts'

describe('fieldChanges', () => {
	it('lists each changed field with its value before and after, in order', () => {
		expect(fieldChanges({ name_en: 'Rice', slug: 'rice', is_active: true, weight: 5 }, { name_en: 'Basmati rice', slug: 'rice', is_active: false, weight: 10 })).toEqual([
			{ field: 'name_en', from: 'Rice', to: 'Basmati rice' },
			{ field: 'is_active', from: true, to: false },
			{ field: 'weight', from: 5, to: 10 },
		])
	})

	it('is empty when nothing changed: empty text and null are the same', () => {
		expect(fieldChanges({ a: 'x', b: null, c: '' }, { a: 'x', b: '', c: null })).toEqual([])
	})

	it('compares in full but keeps a short form of long text', () => {
		const long = 'word '.repeat(100)
		const [change] = fieldChanges({ body: `${long}a` }, { body: `${long}b` })
		// The difference is past the part kept: the part around it is kept instead.
		expect(change!.from).toBe('…' + 'word '.repeat(8).trim() + ' a')
		expect(change!.to).toBe('…' + 'word '.repeat(8).trim() + ' b')
	})

	it('keeps the start of a long text that changed early, cut at the limit', () => {
		const [change] = fieldChanges({ body: 'a' + 'x'.repeat(500) }, { body: 'b' + 'x'.repeat(500) })
		expect(Array.from(String(change!.to))).toHaveLength(changeTextLimit)
		expect(String(change!.to)).toMatch(/^bx+…$/)
	})

	it('looks only at the fields asked for', () => {
		expect(fieldChanges({ a: 1, b: 1 }, { a: 2, b: 2 }, ['b'])).toEqual([{ field: 'b', from: 1, to: 2 }])
	})
})

describe('shortValue', () => {
	it('keeps numbers and booleans, collapses spaces, and never cuts a character in two', () => {
		expect(shortValue(0)).toBe(0)
		expect(shortValue(false)).toBe(false)
		expect(shortValue('  a \n b ')).toBe('a b')
		expect(shortValue('')).toBeNull()
		const arabic = 'أرز '.repeat(100)
		expect(Array.from(String(shortValue(arabic)))).toHaveLength(changeTextLimit)
		const emoji = '🌾'.repeat(200)
		expect(String(shortValue(emoji)).startsWith('🌾'.repeat(changeTextLimit - 1))).toBe(true)
	})
})

describe('changesOf', () => {
	it('reads the changes of new rows and the field names of older ones', () => {
		expect(changesOf({ changes: [{ field: 'slug', from: 'a', to: 'b' }] })).toEqual({ changes: [{ field: 'slug', from: 'a', to: 'b' }], names: ['slug'] })
		expect(changesOf({ changed: ['name_en', 3] })).toEqual({ changes: [], names: ['name_en'] })
		expect(changesOf(null)).toEqual({ changes: [], names: [] })
	})
})
