import { describe, expect, it } from 'vitest'
import { categoryTrail, isProductVisible, visibleCategories } from './catalogue-visibility.ts'

// grains > rice > basmati; spices; (hidden, inactive) > orphan > lost
const active = [
	{ id: 3, parentId: 2, slug: 'basmati' },
	{ id: 1, parentId: null, slug: 'grains' },
	{ id: 2, parentId: 1, slug: 'rice' },
	{ id: 4, parentId: null, slug: 'spices' },
	{ id: 6, parentId: 5, slug: 'orphan' },
	{ id: 7, parentId: 6, slug: 'lost' },
]

describe('catalogue visibility', () => {
	it('keeps the active categories whose every ancestor is active, in the order given', () => {
		expect(visibleCategories(active).map((c) => c.slug)).toEqual(['basmati', 'grains', 'rice', 'spices'])
		expect(visibleCategories([])).toEqual([])
	})

	it('gives a visible category its trail root first, and none to a hidden one', () => {
		const byId = new Map(active.map((c) => [c.id, c]))
		expect(categoryTrail(byId, 3)?.map((c) => c.slug)).toEqual(['grains', 'rice', 'basmati'])
		expect(categoryTrail(byId, 4)?.map((c) => c.slug)).toEqual(['spices'])
		expect(categoryTrail(byId, 7)).toBeNull()
		expect(categoryTrail(byId, 5)).toBeNull()
	})

	it('hides a branch whose parents loop instead of walking for ever', () => {
		const looping = [
			{ id: 1, parentId: 2 },
			{ id: 2, parentId: 1 },
			{ id: 3, parentId: null },
		]
		expect(visibleCategories(looping)).toEqual([{ id: 3, parentId: null }])
	})

	it('shows a product when it is active and its category, if any, is visible', () => {
		const visible = new Set([1, 2, 3, 4])
		expect(isProductVisible({ isActive: true, categoryId: 3 }, visible)).toBe(true)
		expect(isProductVisible({ isActive: true, categoryId: null }, visible)).toBe(true)
		expect(isProductVisible({ isActive: false, categoryId: 3 }, visible)).toBe(false)
		expect(isProductVisible({ isActive: true, categoryId: 7 }, visible)).toBe(false)
		expect(isProductVisible({ isActive: false, categoryId: null }, visible)).toBe(false)
	})
})
