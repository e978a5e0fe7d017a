import { describe, expect, it } from 'vitest'
import { dropPlace, flattenTree, indentedLabel, parentChoices, publicStates, treeInState, type TreeCategory } from './tree.ts'

function node(id: number, parentId: number | null, depth: number, children: TreeCategory[] = []): TreeCategory {
	return { id, parentId, depth, children, slug: `c${id}`, nameAr: `ف${id}`, nameEn: `C${id}`, imageUrl: null, isActive: true, productCount: 0, childCount: children.length, position: 1 }
}

// 1 ─ 2 ─ 3
//   └ 4
// 5
const tree = [node(1, null, 0, [node(2, 1, 1, [node(3, 2, 2)]), node(4, 1, 1)]), node(5, null, 0)]

describe('category tree helpers', () => {
	it('flattens in tree order', () => {
		expect(flattenTree(tree).map((n) => n.id)).toEqual([1, 2, 3, 4, 5])
	})

	it('offers every parent but the category itself and its branch', () => {
		expect(parentChoices(tree, 2).map((c) => c.id)).toEqual([1, 4, 5])
		expect(parentChoices(tree, 1).map((c) => c.id)).toEqual([5])
		expect(parentChoices(tree, null).map((c) => [c.id, c.depth])).toEqual([[1, 0], [2, 1], [3, 2], [4, 1], [5, 0]])
	})

	it('indents option labels by depth', () => {
		expect(indentedLabel({ depth: 0 }, 'Rice')).toBe('Rice')
		expect(indentedLabel({ depth: 2 }, 'Rice')).toBe('\u00a0'.repeat(6) + '↳ Rice')
	})

	it('drops before, into or after a row by pointer height', () => {
		expect(dropPlace(2, 40)).toBe('before')
		expect(dropPlace(20, 40)).toBe('into')
		expect(dropPlace(38, 40)).toBe('after')
		expect(dropPlace(0, 0)).toBe('into')
	})
})

describe('category states', () => {
	// 1 (draft) ─ 2 ─ 3 (draft)
	//           └ 4
	// 5
	const drafts = new Set([1, 3])
	const mark = (nodes: TreeCategory[]): TreeCategory[] => nodes.map((n) => ({ ...n, isActive: !drafts.has(n.id), children: mark(n.children) }))
	const states = mark(tree)

	it('says what visitors see: a published category under a draft is hidden', () => {
		expect(Object.fromEntries(publicStates(states))).toEqual({ 1: 'draft', 2: 'hidden', 3: 'draft', 4: 'hidden', 5: 'published' })
	})

	it('keeps the branches holding the drafts, with the ancestors leading to them', () => {
		const { tree: shown, matching } = treeInState(states, 'draft')
		expect(flattenTree(shown).map((n) => n.id)).toEqual([1, 2, 3])
		expect(matching).toEqual([1, 3])
	})

	it('keeps the published ones under a draft parent, the parent as context', () => {
		const { tree: shown, matching } = treeInState(states, 'published')
		expect(flattenTree(shown).map((n) => n.id)).toEqual([1, 2, 4, 5])
		expect(matching).toEqual([2, 4, 5])
	})
})
