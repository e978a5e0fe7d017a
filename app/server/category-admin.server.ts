import { fieldChanges } from '#app/lib/activity-changes.ts'
import type { Kysely, Transaction } from 'kysely'
import type { AdminKey } from '#app/i18n/admin/index.ts'
import type { Lang } from '#app/i18n/lang.ts'
import {
	type CategoryInput,
	type CategoryMove,
	type CategoryMoveKind,
	type CategoryValues,
	categoryFields,
	categoryMoveSchema,
	categorySchema,
} from '#app/lib/category-schema.ts'
import { recordIdParam } from '#app/lib/record-id.ts'
import { type ActionOptions, type Outcome, refusedForm } from './admin-action.server.ts'
import { type Actor, deletionEntry, logActivity } from './activity.server.ts'
import { claimAddress, keepOldAddress } from './redirect-admin.server.ts'
import { type Category, categoryName, toCategory } from './categories.server.ts'
import { releaseUnusedMedia } from './media-library.server.ts'
import { closeGap, hierarchyWrite, placeAt, readTree } from './category-tree.server.ts'
import { dropRevisions, recordRevision } from './revisions.server.ts'
import { db, nowIso } from './db/db.server.ts'
import { isConstraintViolation } from './db/errors.server.ts'
import { type CategoryRow, type Database, toBool } from './db/schema.ts'
import { logger } from './logger.server.ts'
import { sentFields } from '#app/lib/sent-fields.ts'

/**
 * The back-office side of product categories: every category (active or not) with its product
 * count, and the writes. The rules live here, whichever screen calls: a unique slug, a parent that
 * exists and is not the category itself or one of its descendants, siblings kept numbered 1…n in
 * display order, and no deletion while products or child categories depend on it. Each write and its
 * activity-log row commit together.
 */

export type CategoryErrorCode =
	| 'not_found'
	| 'slug_taken'
	| 'parent_not_found'
	| 'target_not_found'
	| 'cycle'
	| 'at_edge'
	| 'has_products'
	| 'has_children'

/** A refused category write, with what the screen needs to explain it. */
export class CategoryError extends Error {
	constructor(
		readonly code: CategoryErrorCode,
		readonly count = 0,
	) {
		super(`category: ${code}`)
		this.name = 'CategoryError'
	}
}

export interface AdminCategory extends Category {
	/** Products filed directly under this category, active or not. */
	productCount: number
	childCount: number
	/** 1-based place among its siblings. */
	position: number
	createdAt: string
	updatedAt: string
}

export interface AdminCategoryNode extends AdminCategory {
	depth: number
	children: AdminCategoryNode[]
}

export interface MovedCategory {
	id: number
	nameAr: string
	nameEn: string
	kind: CategoryMoveKind
	parentId: number | null
	parentNameAr: string | null
	parentNameEn: string | null
	position: number
	siblingCount: number
}

type Reader = Kysely<Database> | Transaction<Database>

async function loadAll(reader: Reader): Promise<AdminCategory[]> {
	const [rows, counts] = await Promise.all([
		reader.selectFrom('p_categories').selectAll().orderBy('display_order', 'asc').orderBy('id', 'asc').execute(),
		reader
			.selectFrom('products')
			.select((eb) => ['category_id', eb.fn.countAll<number>().as('total')])
			.where('category_id', 'is not', null)
			.groupBy('category_id')
			.execute(),
	])
	const productCounts = new Map(counts.map((c) => [c.category_id, Number(c.total)]))
	const childCounts = new Map<number | null, number>()
	for (const row of rows) childCounts.set(row.parent_id, (childCounts.get(row.parent_id) ?? 0) + 1)
	const positions = new Map<number | null, number>()
	return rows.map((row) => {
		const position = (positions.get(row.parent_id) ?? 0) + 1
		positions.set(row.parent_id, position)
		return {
			...toCategory(row),
			productCount: productCounts.get(row.id) ?? 0,
			childCount: childCounts.get(row.id) ?? 0,
			position,
			createdAt: row.created_at,
			updatedAt: row.updated_at,
		}
	})
}

/** Every category, inactive ones included, nested under its parent in display order. */
export async function listAllCategoriesTree(): Promise<AdminCategoryNode[]> {
	const all = await loadAll(db())
	const nodes = new Map(all.map((c) => [c.id, { ...c, depth: 0, children: [] as AdminCategoryNode[] }]))
	const roots: AdminCategoryNode[] = []
	for (const node of nodes.values()) {
		const parent = node.parentId === null ? undefined : nodes.get(node.parentId)
		if (parent) parent.children.push(node)
		else roots.push(node)
	}
	const setDepth = (list: AdminCategoryNode[], depth: number) => {
		for (const node of list) {
			node.depth = depth
			setDepth(node.children, depth + 1)
		}
	}
	setDepth(roots, 0)
	return roots
}

export async function getCategoryForEdit(id: number): Promise<AdminCategory | null> {
	return (await loadAll(db())).find((c) => c.id === id) ?? null
}

async function slugTaken(trx: Transaction<Database>, slug: string, except?: number) {
	let query = trx.selectFrom('p_categories').select('id').where('slug', '=', slug)
	if (except !== undefined) query = query.where('id', '<>', except)
	return (await query.executeTakeFirst()) !== undefined
}

function columns(input: CategoryInput) {
	return {
		name_ar: input.nameAr,
		name_en: input.nameEn,
		slug: input.slug,
		description_ar: input.descriptionAr,
		description_en: input.descriptionEn,
		image_url: input.imageUrl,
		is_active: input.isActive,
		parent_id: input.parentId,
	}
}

/**
 * The category's state a revision keeps (decision 0043): its form's values. Its place among its
 * siblings is not kept: it changes with the siblings' moves, and a restore keeps it.
 */
export function categoryRevisionState(row: Pick<CategoryRow, 'name_ar' | 'name_en' | 'slug' | 'description_ar' | 'description_en' | 'image_url' | 'is_active' | 'parent_id'>) {
	return {
		nameAr: row.name_ar,
		nameEn: row.name_en,
		slug: row.slug,
		descriptionAr: row.description_ar ?? '',
		descriptionEn: row.description_en ?? '',
		parentId: row.parent_id === null ? '' : String(row.parent_id),
		imageUrl: row.image_url ?? '',
		isActive: toBool(row.is_active),
	}
}

export async function createCategory(input: CategoryInput, actor: Actor): Promise<AdminCategory> {
	try {
		const id = await hierarchyWrite(async (trx) => {
			const tree = await readTree(trx)
			if (input.parentId !== null && !tree.rows.has(input.parentId)) throw new CategoryError('parent_not_found')
			if (await slugTaken(trx, input.slug)) throw new CategoryError('slug_taken')
			const now = nowIso()
			const siblings = tree.childrenOf(input.parentId)
			const row = await trx
				.insertInto('p_categories')
				.values({ ...columns(input), display_order: siblings.length + 1, created_at: now, updated_at: now })
				.returningAll()
				.executeTakeFirstOrThrow()
			tree.rows.set(row.id, row)
			await claimAddress(trx, 'category', input.slug, actor)
			const { position } = await placeAt(trx, tree, input.parentId, row.id, (input.displayOrder ?? siblings.length + 1) - 1)
			await logActivity(trx, {
				action: 'create',
				entityType: 'category',
				entityId: row.id,
				details: { name_ar: input.nameAr, name_en: input.nameEn, slug: input.slug, parentId: input.parentId, position },
				actor,
			})
			await recordRevision(trx, { type: 'category', id: row.id, before: null, after: categoryRevisionState(row), author: actor })
			return row.id
		})
		return (await getCategoryForEdit(id))!
	} catch (error) {
		if (isConstraintViolation(error, 'unique')) throw new CategoryError('slug_taken')
		throw error
	}
}

const trackedFields = ['name_ar', 'name_en', 'slug', 'description_ar', 'description_en', 'image_url', 'is_active', 'parent_id'] as const

/** `restoredFrom`: the save writes back that revision (logged and kept as such). */
export async function updateCategory(id: number, input: CategoryInput, actor: Actor, options: { restoredFrom?: number } = {}): Promise<AdminCategory> {
	try {
		await hierarchyWrite(async (trx) => {
			const tree = await readTree(trx)
			const before = tree.rows.get(id)
			if (!before) throw new CategoryError('not_found')
			if (input.parentId !== null && !tree.rows.has(input.parentId)) throw new CategoryError('parent_not_found')
			if (input.parentId !== null && tree.isSelfOrDescendant(input.parentId, id)) throw new CategoryError('cycle')
			if (await slugTaken(trx, input.slug, id)) throw new CategoryError('slug_taken')

			const next = columns(input)
			const parentName = (parentId: number | null) => {
				const parent = parentId === null ? undefined : tree.rows.get(parentId)
				return parent ? `${parent.name_ar} / ${parent.name_en}` : null
			}
			const changes = fieldChanges(
				{ ...before, is_active: Boolean(before.is_active), parent_id: parentName(before.parent_id) },
				{ ...next, parent_id: parentName(next.parent_id) },
				trackedFields,
			)
			const oldSiblings = tree.childrenOf(before.parent_id)
			const oldPosition = oldSiblings.findIndex((row) => row.id === id) + 1
			const moved = before.parent_id !== input.parentId
			const wanted = input.displayOrder ?? (moved ? Number.MAX_SAFE_INTEGER : oldPosition)
			// A save that changes nothing (same place too) writes nothing and logs nothing.
			if (changes.length === 0 && !moved && Math.min(Math.max(wanted, 1), oldSiblings.length) === oldPosition) return
			await trx.updateTable('p_categories').set({ ...next, updated_at: nowIso() }).where('id', '=', id).execute()
			// A visible category's old address keeps working (decision 0039), in this same transaction.
			if (before.slug !== input.slug) await claimAddress(trx, 'category', input.slug, actor)
			if (toBool(before.is_active) && before.slug !== input.slug) await keepOldAddress(trx, 'category', before.slug, input.slug, actor)
			tree.rows.set(id, { ...before, parent_id: input.parentId })
			if (moved) await closeGap(trx, tree, before.parent_id, id)
			// A new parent puts it at the end unless a place is asked for; the same parent keeps its place.
			const { position } = await placeAt(trx, tree, input.parentId, id, wanted - 1)
			if (moved || position !== oldPosition) changes.push({ field: 'display_order', from: oldPosition, to: position })
			await logActivity(trx, {
				action: 'update',
				entityType: 'category',
				entityId: id,
				details: {
					name_ar: input.nameAr,
					name_en: input.nameEn,
					slug: input.slug,
					changes,
					...(moved ? { fromParentId: before.parent_id, toParentId: input.parentId } : {}),
					position,
					...(options.restoredFrom ? { restoredFrom: options.restoredFrom } : {}),
				},
				actor,
			})
			await recordRevision(trx, { type: 'category', id, before: categoryRevisionState(before), after: categoryRevisionState(next), author: actor, restoredFrom: options.restoredFrom })
		})
		return (await getCategoryForEdit(id))!
	} catch (error) {
		if (isConstraintViolation(error, 'unique')) throw new CategoryError('slug_taken')
		throw error
	}
}

/**
 * Moves a category in the hierarchy: one place up or down among its siblings, to the end of another
 * parent's children (or of the root), or just before/after another category. A category never goes
 * below itself; moving past the first or last place is refused as `at_edge`.
 */
export async function moveCategory(move: CategoryMove, actor: Actor): Promise<MovedCategory> {
	return hierarchyWrite(async (trx) => {
		const tree = await readTree(trx)
		const current = tree.rows.get(move.id)
		if (!current) throw new CategoryError('not_found')
		const siblings = tree.childrenOf(current.parent_id)
		const index = siblings.findIndex((row) => row.id === move.id)

		let parentId = current.parent_id
		let target: number
		if (move.kind === 'up' || move.kind === 'down') {
			target = move.kind === 'up' ? index - 1 : index + 1
			if (target < 0 || target >= siblings.length) throw new CategoryError('at_edge')
		} else if (move.kind === 'into') {
			parentId = move.targetId
			if (parentId !== null && !tree.rows.has(parentId)) throw new CategoryError('target_not_found')
			if (parentId !== null && tree.isSelfOrDescendant(parentId, move.id)) throw new CategoryError('cycle')
			target = Number.MAX_SAFE_INTEGER
		} else {
			const anchor = move.targetId === null ? undefined : tree.rows.get(move.targetId)
			if (!anchor) throw new CategoryError('target_not_found')
			if (anchor.id === move.id) throw new CategoryError('cycle')
			parentId = anchor.parent_id
			if (parentId !== null && tree.isSelfOrDescendant(parentId, move.id)) throw new CategoryError('cycle')
			const others = tree.childrenOf(parentId).filter((row) => row.id !== move.id)
			target = others.findIndex((row) => row.id === anchor.id) + (move.kind === 'after' ? 1 : 0)
		}

		const from = { parentId: current.parent_id, position: index + 1 }
		if (parentId !== current.parent_id) {
			await trx.updateTable('p_categories').set({ parent_id: parentId, updated_at: nowIso() }).where('id', '=', move.id).execute()
			// A new parent is part of what the category is: kept as a revision, as a save would.
			await recordRevision(trx, { type: 'category', id: move.id, before: categoryRevisionState(current), after: categoryRevisionState({ ...current, parent_id: parentId }), author: actor })
			tree.rows.set(move.id, { ...current, parent_id: parentId })
			await closeGap(trx, tree, current.parent_id, move.id)
		}
		const { position, count } = await placeAt(trx, tree, parentId, move.id, target)
		await logActivity(trx, {
			action: 'update',
			entityType: 'category',
			entityId: move.id,
			details: { name_ar: current.name_ar, name_en: current.name_en, slug: current.slug, move: move.kind, from, to: { parentId, position } },
			actor,
		})
		const parent = parentId === null ? undefined : tree.rows.get(parentId)
		return {
			id: move.id,
			nameAr: current.name_ar,
			nameEn: current.name_en,
			kind: move.kind,
			parentId,
			parentNameAr: parent?.name_ar ?? null,
			parentNameEn: parent?.name_en ?? null,
			position,
			siblingCount: count,
		}
	})
}

async function productCount(reader: Reader, id: number) {
	const row = await reader
		.selectFrom('products')
		.select((eb) => eb.fn.countAll<number>().as('total'))
		.where('category_id', '=', id)
		.executeTakeFirstOrThrow()
	return Number(row.total)
}

/** Deletes an empty category; one with products or child categories is refused and left as it was. */
export async function deleteCategory(id: number, actor: Actor): Promise<Category> {
	try {
		const deleted = await hierarchyWrite(async (trx) => {
			const tree = await readTree(trx)
			const row = tree.rows.get(id)
			if (!row) throw new CategoryError('not_found')
			const products = await productCount(trx, id)
			if (products > 0) throw new CategoryError('has_products', products)
			const children = tree.childrenOf(id).length
			if (children > 0) throw new CategoryError('has_children', children)
			await trx.deleteFrom('p_categories').where('id', '=', id).execute()
			await dropRevisions(trx, 'category', id)
			tree.rows.delete(id)
			await closeGap(trx, tree, row.parent_id, id)
			await logActivity(trx, deletionEntry({ entityType: 'category', entityId: id }, { name_ar: row.name_ar, name_en: row.name_en, slug: row.slug, parentId: row.parent_id }, actor))
			return toCategory(row)
		})
		// Its image, unless something else uses it, is no longer served (decision 0044).
		await releaseUnusedMedia([deleted.imageUrl])
		return deleted
	} catch (error) {
		// A product filed under it by a concurrent write: the foreign key refuses, and so do we.
		if (isConstraintViolation(error, 'foreign_key')) throw new CategoryError('has_products', await productCount(db(), id))
		throw error
	}
}

/* ------------------------------------------------------------------------------------------------
 * Form and tree submissions of the back-office screens, answered as codes (decision 0027): the
 * route modules go through the action kernel, which chooses the text in the staff member's language.
 * --------------------------------------------------------------------------------------------- */

/** The submitted category fields as typed, to show a refused form again. */
export function categoryValues(fields: Record<string, string>): CategoryValues {
	return sentFields(fields, categoryFields)
}

/** The category form in the action kernel. */
export const categoryForm: ActionOptions<CategoryValues> = {
	values: categoryValues,
	notFound: 'categories.error.notFound',
	failed: 'categories.error.save',
}

/**
 * Validates and saves the new/edit form: a new category without `id`, an update with it. Either
 * leads back to the tree, which marks the saved row (`?saved=`) and says so once (the flash).
 */
export async function saveCategoryForm(fields: Record<string, string>, options: { id?: number; actor: Actor; lang: Lang }): Promise<Outcome> {
	const parsed = categorySchema.safeParse(categoryValues(fields))
	if (!parsed.success) return refusedForm(parsed.error)
	try {
		const category = options.id === undefined ? await createCategory(parsed.data, options.actor) : await updateCategory(options.id, parsed.data, options.actor)
		const message = { key: 'categories.saved', params: { name: categoryName(category, options.lang) } } as const
		return { ok: true, message, redirectTo: `/admin/categories?saved=${category.id}` }
	} catch (error) {
		if (!(error instanceof CategoryError)) throw error
		const refused = (field: string, key: AdminKey): Outcome => ({ ok: false, status: 400, message: 'common.fixErrors', errors: { [field]: key } })
		if (error.code === 'slug_taken') return refused('slug', 'categories.error.slugTaken')
		if (error.code === 'parent_not_found') return refused('parentId', 'categories.error.parentNotFound')
		if (error.code === 'cycle') return refused('parentId', 'categories.error.cycle')
		if (error.code === 'not_found') return { ok: false, status: 404, message: 'categories.error.notFound' }
		throw error
	}
}

/**
 * A move or a delete from the hierarchy manager (or the edit screen's delete button): the new place
 * of a moved category, or why it was refused. A delete from the edit screen (`backToList`) leads
 * back to the tree.
 */
export async function submitCategoryTreeAction(
	fields: Record<string, string>,
	options: { actor: Actor; lang: Lang; backToList?: boolean },
): Promise<Outcome> {
	const intent = fields.intent === 'delete' ? 'delete' : 'move'
	const id = recordIdParam(fields.id)
	const failure = (status: 400 | 404 | 409 | 500, key: AdminKey, params?: Record<string, string | number>): Outcome => ({
		ok: false,
		status,
		message: params ? { key, params } : key,
	})
	if (fields.intent !== 'move' && fields.intent !== 'delete') return failure(400, 'common.error')
	if (id === null) return failure(400, intent === 'move' ? 'categories.error.move' : 'categories.error.delete')

	if (intent === 'delete') {
		const existing = await getCategoryForEdit(id)
		const name = existing ? categoryName(existing, options.lang) : ''
		try {
			const deleted = await deleteCategory(id, options.actor)
			const message = { key: 'categories.deleted', params: { name: categoryName(deleted, options.lang) } } as const
			return { ok: true, message, ...(options.backToList ? { redirectTo: '/admin/categories' } : {}) }
		} catch (error) {
			if (error instanceof CategoryError) {
				if (error.code === 'has_products') return failure(409, 'categories.error.hasProducts', { name, count: error.count })
				if (error.code === 'has_children') return failure(409, 'categories.error.hasChildren', { name, count: error.count })
				if (error.code === 'not_found') return failure(404, 'categories.error.notFound')
			}
			logger.error({ err: error }, 'category could not be deleted')
			return failure(500, 'categories.error.delete')
		}
	}

	const parsed = categoryMoveSchema.safeParse(fields)
	if (!parsed.success) return failure(400, 'categories.error.move')
	try {
		const moved = await moveCategory(parsed.data, options.actor)
		const name = options.lang === 'en' ? moved.nameEn : moved.nameAr
		const parent = options.lang === 'en' ? moved.parentNameEn : moved.parentNameAr
		const params = { name, position: moved.position, count: moved.siblingCount }
		return { ok: true, message: parent === null ? { key: 'categories.movedRoot', params } : { key: 'categories.movedUnder', params: { ...params, parent } } }
	} catch (error) {
		if (error instanceof CategoryError) {
			if (error.code === 'cycle') return failure(409, 'categories.error.cycle')
			if (error.code === 'at_edge') return failure(409, 'categories.error.atEdge')
			if (error.code === 'not_found') return failure(404, 'categories.error.notFound')
			if (error.code === 'target_not_found') return failure(404, 'categories.error.targetNotFound')
		}
		logger.error({ err: error }, 'category could not be moved')
		return failure(500, 'categories.error.move')
	}
}
