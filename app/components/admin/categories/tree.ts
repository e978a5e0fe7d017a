import type { Lang } from '#app/i18n/lang.ts'
import { flattenTree } from '#app/lib/tree.ts'

export { flattenTree }

/** A category as the back-office screens show it (the shape the admin loaders send). */
export interface TreeCategory {
	id: number
	parentId: number | null
	slug: string
	nameAr: string
	nameEn: string
	imageUrl: string | null
	isActive: boolean
	productCount: number
	childCount: number
	position: number
	depth: number
	children: TreeCategory[]
}

export function nameIn(category: Pick<TreeCategory, 'nameAr' | 'nameEn'>, lang: Lang): string {
	return lang === 'en' ? category.nameEn : category.nameAr
}

export function findCategory<T extends { id: number; children: T[] }>(nodes: T[], id: number): T | undefined {
	return flattenTree(nodes).find((node) => node.id === id)
}

/** The ids of a category and everything below it: the places it can never move into. */
export function subtreeIds<T extends { id: number; children: T[] }>(node: T): Set<number> {
	return new Set(flattenTree([node]).map((n) => n.id))
}

export interface ParentChoice {
	id: number
	depth: number
	nameAr: string
	nameEn: string
	isActive: boolean
}

/**
 * The categories that can be the parent of `movingId` (null: a category still to be created), in
 * tree order: all of them except the category itself and its descendants.
 */
export function parentChoices(tree: TreeCategory[], movingId: number | null): ParentChoice[] {
	const moving = movingId === null ? undefined : findCategory(tree, movingId)
	const excluded = moving ? subtreeIds(moving) : new Set<number>()
	return flattenTree(tree)
		.filter((node) => !excluded.has(node.id))
		.map(({ id, depth, nameAr, nameEn, isActive }) => ({ id, depth, nameAr, nameEn, isActive }))
}

/** An option label that shows the depth in a plain `<select>` (options cannot be styled). */
export function indentedLabel(choice: Pick<ParentChoice, 'depth'>, label: string): string {
	return `${'\u00a0\u00a0\u00a0'.repeat(choice.depth)}${choice.depth > 0 ? '↳ ' : ''}${label}`
}

export type DropPlace = 'before' | 'after' | 'into'

/**
 * Where a dragged row lands relative to the row under the pointer: the top quarter drops before
 * it, the bottom quarter after it, the middle into it (as its last child).
 */
export function dropPlace(offsetY: number, height: number): DropPlace {
	if (height <= 0) return 'into'
	const ratio = offsetY / height
	return ratio < 0.25 ? 'before' : ratio > 0.75 ? 'after' : 'into'
}

export const categoryStates = ['published', 'draft'] as const
export type CategoryState = (typeof categoryStates)[number]

/**
 * What visitors see of each category (decision 0045): `published` when it and every ancestor are,
 * `hidden` when it is published under a draft, `draft` when it is one itself.
 */
export function publicStates(tree: TreeCategory[]): Map<number, 'published' | 'hidden' | 'draft'> {
	const states = new Map<number, 'published' | 'hidden' | 'draft'>()
	const visit = (nodes: TreeCategory[], parentShown: boolean) => {
		for (const node of nodes) {
			states.set(node.id, node.isActive ? (parentShown ? 'published' : 'hidden') : 'draft')
			visit(node.children, parentShown && node.isActive)
		}
	}
	visit(tree, true)
	return states
}

/**
 * The branches holding the categories in `state` (their own flag, as the product list filters), with
 * the ancestors that lead to them kept as context; `matching` names the categories asked for.
 */
export function treeInState(tree: TreeCategory[], state: CategoryState): { tree: TreeCategory[]; matching: number[] } {
	const matching: number[] = []
	const prune = (nodes: TreeCategory[]): TreeCategory[] =>
		nodes.flatMap((node) => {
			const matches = node.isActive === (state === 'published')
			if (matches) matching.push(node.id)
			const children = prune(node.children)
			return matches || children.length ? [{ ...node, children }] : []
		})
	return { tree: prune(tree), matching }
}
