import { describe, expect, it } from 'vitest'
import { findInTree, flattenTree } from './tree.ts'

interface Node {
	id: number
	children: Node[]
}
const node = (id: number, ...children: Node[]): Node => ({ id, children })
const tree = [node(1, node(2, node(3)), node(4)), node(5)]

describe('trees', () => {
	it('lists every node in tree order', () => {
		expect(flattenTree(tree).map((n) => n.id)).toEqual([1, 2, 3, 4, 5])
		expect(flattenTree([])).toEqual([])
	})

	it('finds a node at any depth, the first in tree order, or none', () => {
		expect(findInTree(tree, (n) => n.id === 3)?.id).toBe(3)
		expect(findInTree(tree, (n) => n.id > 1)?.id).toBe(2)
		expect(findInTree(tree, (n) => n.id === 9)).toBeUndefined()
	})
})
