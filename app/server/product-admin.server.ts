import type { AdminKey } from '#app/i18n/admin/index.ts'
import type { Kysely, Transaction } from 'kysely'
import type { Lang } from '#app/i18n/lang.ts'
import { type FieldChange, fieldChanges, shortValue } from '#app/lib/activity-changes.ts'
import { isProductVisible } from '#app/lib/catalogue-visibility.ts'
import { mediaKey } from '#app/lib/images.ts'
import { exportFormValuesOf } from '#app/lib/export-data.ts'
import { type ProductFormValues, type ProductInput, productFormValues, productRefusalKind, productSchema } from '#app/lib/product-schema.ts'
import { recordIdParam } from '#app/lib/record-id.ts'
import { fieldErrorCodes } from '#app/lib/validation.ts'
import type { ActionOptions, Outcome } from './admin-action.server.ts'
import { type Actor, deletionEntry, logActivity } from './activity.server.ts'
import { claimAddress, keepOldAddress } from './redirect-admin.server.ts'
import { visibleCategoryIds } from './categories.server.ts'
import { db, nowIso } from './db/db.server.ts'
import { isConstraintViolation } from './db/errors.server.ts'
import { type Database, type ProductRow, toBool } from './db/schema.ts'
import { exportDataChanges, getExportData, writeExportData } from './export-data.server.ts'
import { productSearchColumns, specificationSearchText } from './search.server.ts'
import { withMediaRelease } from './media-library.server.ts'
import { documentsByUrl, firstMissingDocument } from './documents.server.ts'
import type { StoredDocument } from '#app/lib/documents.ts'
import { dropRevisions, recordRevision } from './revisions.server.ts'

/**
 * The back-office side of products: the edit form's data and every write (create, update, flag
 * toggles, delete). Each write runs in one transaction with its activity-log row and its revision
 * (decision 0043) and keeps the normalised search columns in step with the text. The list is in
 * product-list.server.ts, the history in product-revisions.server.ts.
 */

export type ProductAdminErrorCode = 'not_found' | 'slug_taken' | 'category_missing' | 'image_missing' | 'document_missing'

export class ProductAdminError extends Error {
	override name = 'ProductAdminError'
	constructor(
		readonly code: ProductAdminErrorCode,
		/** The form field the problem belongs to, when it belongs to one. */
		readonly field?: string,
	) {
		super(`Product ${code.replace('_', ' ')}${field ? ` (${field})` : ''}`)
	}
}

// ---------------------------------------------------------------------------------------------
// Reads

export interface ProductForEdit {
	id: number
	slug: string
	nameAr: string
	nameEn: string
	isActive: boolean
	/** Published and in a category visitors see: its public page answers. */
	visible: boolean
	updatedAt: string
	values: ProductFormValues
	/** The uploaded certification files the values name, by address (their names and sizes). */
	documents: Record<string, StoredDocument>
}

/** A product as the edit form shows it (with every specification and gallery image), or null. */
export async function getProductForEdit(id: number): Promise<ProductForEdit | null> {
	if (!Number.isSafeInteger(id) || id <= 0) return null
	const found = await productValues(db(), id)
	if (!found) return null
	const { row, values } = found
	return {
		id: row.id,
		slug: row.slug,
		nameAr: row.name_ar,
		nameEn: row.name_en,
		isActive: toBool(row.is_active),
		visible: isProductVisible({ isActive: toBool(row.is_active), categoryId: row.category_id }, await visibleCategoryIds()),
		updatedAt: row.updated_at,
		values,
		documents: await documentsByUrl(values.export.certifications.map((c) => c.fileUrl)),
	}
}

/**
 * A product's row and its form's values, read with `reader` (the save's transaction, for a revision:
 * the values are what a revision keeps, decision 0043), or null.
 */
async function productValues(reader: Kysely<Database> | Transaction<Database>, id: number): Promise<{ row: ProductRow; values: ProductFormValues } | null> {
	const row = await reader.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst()
	if (!row) return null
	const [specs, images, exportData] = await Promise.all([
		reader
			.selectFrom('product_specifications')
			.select(['name_ar', 'name_en', 'value_ar', 'value_en', 'is_active'])
			.where('product_id', '=', id)
			.orderBy('display_order', 'asc')
			.orderBy('id', 'asc')
			.execute(),
		reader
			.selectFrom('product_images')
			.select(['url', 'alt_ar', 'alt_en'])
			.where('product_id', '=', id)
			.orderBy('display_order', 'asc')
			.orderBy('id', 'asc')
			.execute(),
		getExportData(id, reader),
	])
	return {
		row,
		values: {
			name_ar: row.name_ar,
			name_en: row.name_en,
			slug: row.slug,
			description_ar: row.description_ar,
			description_en: row.description_en,
			category_id: row.category_id === null ? '' : String(row.category_id),
			main_image_url: row.main_image_url ?? '',
			origin_ar: row.origin_ar,
			origin_en: row.origin_en,
			packaging_type_ar: row.packaging_type_ar,
			packaging_type_en: row.packaging_type_en,
			weight: row.weight === null ? '' : String(Number(row.weight)),
			weight_unit: row.weight_unit ?? 'kg',
			display_order: String(row.display_order),
			is_active: toBool(row.is_active),
			is_featured: toBool(row.is_featured),
			specs: specs.map((s) => ({ name_ar: s.name_ar, name_en: s.name_en, value_ar: s.value_ar, value_en: s.value_en, is_active: toBool(s.is_active) })),
			images: images.map((i) => ({ url: i.url, alt_ar: i.alt_ar, alt_en: i.alt_en })),
			export: exportFormValuesOf(exportData!),
		},
	}
}

// ---------------------------------------------------------------------------------------------
// Writes

type Trx = Transaction<Database>

function productColumns(input: ProductInput) {
	const text = { name_ar: input.name_ar, name_en: input.name_en, description_ar: input.description_ar, description_en: input.description_en }
	return {
		...text,
		...productSearchColumns(text),
		slug: input.slug,
		category_id: input.category_id,
		main_image_url: input.main_image_url,
		origin_ar: input.origin_ar,
		origin_en: input.origin_en,
		packaging_type_ar: input.packaging_type_ar,
		packaging_type_en: input.packaging_type_en,
		weight: input.weight,
		weight_unit: input.weight_unit,
		display_order: input.display_order,
		is_active: input.is_active,
		is_featured: input.is_featured,
	}
}

/** The checks the database would make too, made first so the person gets a clear reason. */
async function checkReferences(trx: Trx, input: ProductInput, exceptId?: number) {
	let taken = trx.selectFrom('products').select('id').where('slug', '=', input.slug)
	if (exceptId !== undefined) taken = taken.where('id', '<>', exceptId)
	if (await taken.executeTakeFirst()) throw new ProductAdminError('slug_taken', 'slug')
	const category = await trx.selectFrom('p_categories').select('id').where('id', '=', input.category_id).executeTakeFirst()
	if (!category) throw new ProductAdminError('category_missing', 'category_id')
	const images = [
		{ field: 'main_image_url', url: input.main_image_url },
		...input.images.map((image, i) => ({ field: `images.${i}.url`, url: image.url })),
	]
	const keys = images.map((image) => mediaKey(image.url)).filter((key): key is string => key !== null)
	const stored = new Set(
		keys.length ? (await trx.selectFrom('media').select('storage_key').where('storage_key', 'in', [...new Set(keys)]).execute()).map((m) => m.storage_key) : [],
	)
	const missing = images.find((image) => !stored.has(mediaKey(image.url) ?? ''))
	if (missing) throw new ProductAdminError('image_missing', missing.field)
	// A certification's uploaded file must still be stored (an address typed by hand, or one long cleaned up).
	const lost = await firstMissingDocument(input.export.certifications.map((c) => c.fileUrl), trx)
	if (lost !== null) throw new ProductAdminError('document_missing', `export.certifications.${lost}.fileUrl`)
}

/** Replaces the product's specifications and gallery with the submitted rows, in their order. */
async function replaceChildren(trx: Trx, productId: number, input: ProductInput) {
	await trx.deleteFrom('product_specifications').where('product_id', '=', productId).execute()
	await trx.deleteFrom('product_images').where('product_id', '=', productId).execute()
	if (input.specs.length) {
		await trx
			.insertInto('product_specifications')
			.values(
				input.specs.map((spec, i) => ({
					product_id: productId,
					name_ar: spec.name_ar,
					name_en: spec.name_en,
					value_ar: spec.value_ar,
					value_en: spec.value_en,
					is_active: spec.is_active,
					display_order: i + 1,
					search_text: specificationSearchText(spec),
				})),
			)
			.execute()
	}
	if (input.images.length) {
		await trx
			.insertInto('product_images')
			.values(input.images.map((image, i) => ({ product_id: productId, url: image.url, alt_ar: image.alt_ar, alt_en: image.alt_en, display_order: i + 1 })))
			.execute()
	}
}


/** Runs a write; a slug taken by a concurrent write (the unique index) becomes a clear error. */
async function write<T>(run: (trx: Trx) => Promise<T>): Promise<T> {
	try {
		return await db().transaction().execute(run)
	} catch (error) {
		if (isConstraintViolation(error, 'unique')) throw new ProductAdminError('slug_taken', 'slug')
		throw error
	}
}

const named = (input: { slug: string; name_ar: string; name_en: string }) => ({ slug: input.slug, name_ar: input.name_ar, name_en: input.name_en })

/** Creates a product with its specifications and gallery; returns its id. */
export async function createProduct(input: ProductInput, actor: Actor): Promise<{ id: number; slug: string }> {
	return write(async (trx) => {
		await checkReferences(trx, input)
		const now = nowIso()
		const { id } = await trx
			.insertInto('products')
			.values({ ...productColumns(input), created_at: now, updated_at: now })
			.returning('id')
			.executeTakeFirstOrThrow()
		await replaceChildren(trx, id, input)
		await writeExportData(trx, id, input.export)
		await claimAddress(trx, 'product', input.slug, actor)
		await logActivity(trx, { action: 'create', entityType: 'product', entityId: id, details: { ...named(input), specifications: input.specs.length, images: input.images.length }, actor })
		await recordRevision(trx, { type: 'product', id, before: null, after: await revisionState(trx, id), author: actor })
		return { id, slug: input.slug }
	})
}

interface ProductChildren {
	specs: { name_ar: string; name_en: string; value_ar: string; value_en: string; is_active: boolean }[]
	images: { url: string; alt_ar: string; alt_en: string }[]
}

/** The product's fields as the activity log compares them (the category by its names). */
type LoggedProductFields = 'name_ar' | 'name_en' | 'slug' | 'description_ar' | 'description_en' | 'main_image_url' | 'origin_ar' | 'origin_en' | 'packaging_type_ar' | 'packaging_type_en' | 'weight' | 'weight_unit' | 'display_order' | 'is_active' | 'is_featured'

function loggedProduct(columns: { [K in LoggedProductFields]: ProductRow[K] | ReturnType<typeof productColumns>[K] }, category: string | null) {
	return {
		name_ar: columns.name_ar,
		name_en: columns.name_en,
		slug: columns.slug,
		description_ar: columns.description_ar,
		description_en: columns.description_en,
		category_id: category,
		main_image_url: columns.main_image_url,
		origin_ar: columns.origin_ar,
		origin_en: columns.origin_en,
		packaging_type_ar: columns.packaging_type_ar,
		packaging_type_en: columns.packaging_type_en,
		weight: columns.weight === null ? null : Number(columns.weight),
		weight_unit: columns.weight_unit,
		display_order: Number(columns.display_order),
		is_active: toBool(columns.is_active),
		is_featured: toBool(columns.is_featured),
	}
}

/** A list (specifications, gallery) changed: compared in full, logged as a readable line. */
function listChange<T>(field: string, before: T[], after: T[], line: (item: T) => string): FieldChange[] {
	if (JSON.stringify(before) === JSON.stringify(after)) return []
	const summary = (items: T[]) => items.map(line).join(' · ')
	const [from, to] = [summary(before), summary(after)]
	// Same text (a hidden flag or the other language changed): the count and a mark are all there is to show.
	if (from === to) return [{ field, from: shortValue(`${from} (${before.length})`), to: shortValue(`${to} (${after.length}) *`) }]
	return fieldChanges({ [field]: from }, { [field]: to })
}

async function categoryName(trx: Trx, id: number | null) {
	if (id === null) return null
	const row = await trx.selectFrom('p_categories').select(['name_ar', 'name_en']).where('id', '=', id).executeTakeFirst()
	return row ? `${row.name_ar} / ${row.name_en}` : `#${id}`
}

/** The product's state a revision keeps: its form's values (export data included), read in the transaction. */
async function revisionState(trx: Trx, id: number): Promise<Record<string, unknown>> {
	const found = await productValues(trx, id)
	return { ...found!.values }
}

/**
 * Updates a product and replaces its specifications and gallery, all in one transaction, logging
 * what changed (old and new values) and keeping a revision. A save that changes nothing writes
 * nothing and logs nothing. `restoredFrom`: the save writes back that revision (logged and kept as such).
 */
export async function updateProduct(id: number, input: ProductInput, actor: Actor, options: { restoredFrom?: number } = {}): Promise<{ id: number; slug: string; changed: boolean }> {
	return write(async (trx) => {
		const before = await trx.selectFrom('products').selectAll().where('id', '=', id).executeTakeFirst()
		if (!before) throw new ProductAdminError('not_found')
		const beforeState = await revisionState(trx, id)
		await checkReferences(trx, input, id)
		const [oldSpecs, oldImages, oldExport] = await Promise.all([
			trx.selectFrom('product_specifications').select(['name_ar', 'name_en', 'value_ar', 'value_en', 'is_active']).where('product_id', '=', id).orderBy('display_order').orderBy('id').execute(),
			trx.selectFrom('product_images').select(['url', 'alt_ar', 'alt_en']).where('product_id', '=', id).orderBy('display_order').orderBy('id').execute(),
			getExportData(id, trx),
		])
		const columns = productColumns(input)
		const old: ProductChildren = { specs: oldSpecs.map((s) => ({ ...s, is_active: toBool(s.is_active) })), images: oldImages }
		const next: ProductChildren = {
			specs: input.specs.map((s) => ({ name_ar: s.name_ar, name_en: s.name_en, value_ar: s.value_ar, value_en: s.value_en, is_active: s.is_active })),
			images: input.images.map((i) => ({ url: i.url, alt_ar: i.alt_ar, alt_en: i.alt_en })),
		}
		const sameCategory = before.category_id === columns.category_id
		const [oldCategory, newCategory] = sameCategory ? [null, null] : await Promise.all([categoryName(trx, before.category_id), categoryName(trx, columns.category_id)])
		const changes = [
			...fieldChanges(loggedProduct(before, oldCategory), loggedProduct(columns, newCategory)),
			...listChange('specifications', old.specs, next.specs, (spec) => `${spec.name_en || spec.name_ar}: ${spec.value_en || spec.value_ar}`),
			...listChange('images', old.images, next.images, (image) => image.alt_en || image.alt_ar || image.url.split('/').pop() || ''),
			...exportDataChanges(oldExport!, input.export),
		]
		if (changes.length === 0) return { id, slug: input.slug, changed: false }
		await trx
			.updateTable('products')
			.set({ ...columns, updated_at: nowIso() })
			.where('id', '=', id)
			.execute()
		await replaceChildren(trx, id, input)
		await writeExportData(trx, id, input.export)
		// A visible product's old address keeps working (decision 0039), in this same transaction.
		if (before.slug !== input.slug) await claimAddress(trx, 'product', input.slug, actor)
		if (toBool(before.is_active) && before.slug !== input.slug) await keepOldAddress(trx, 'product', before.slug, input.slug, actor)
		const { restoredFrom } = options
		await logActivity(trx, { action: 'update', entityType: 'product', entityId: id, details: { ...named(input), changes, ...(restoredFrom ? { restoredFrom } : {}) }, actor })
		await recordRevision(trx, { type: 'product', id, before: beforeState, after: await revisionState(trx, id), author: actor, restoredFrom })
		return { id, slug: input.slug, changed: true }
	})
}

export type ProductFlag = 'is_active' | 'is_featured'

/** Shows or hides a product, or features it or not; null when the product does not exist. */
export async function setProductFlag(id: number, flag: ProductFlag, value: boolean, actor: Actor): Promise<{ name_ar: string; name_en: string } | null> {
	return db()
		.transaction()
		.execute(async (trx) => {
			const product = await trx.selectFrom('products').select(['id', 'slug', 'name_ar', 'name_en', flag]).where('id', '=', id).executeTakeFirst()
			if (!product) return null
			const before = toBool(product[flag])
			// Already so: nothing to write or log.
			if (before === value) return { name_ar: product.name_ar, name_en: product.name_en }
			const beforeState = await revisionState(trx, id)
			await trx
				.updateTable('products')
				.set({ [flag]: value, updated_at: nowIso() })
				.where('id', '=', id)
				.execute()
			await logActivity(trx, { action: 'update', entityType: 'product', entityId: id, details: { ...named(product), changes: [{ field: flag, from: before, to: value }] }, actor })
			await recordRevision(trx, { type: 'product', id, before: beforeState, after: await revisionState(trx, id), author: actor })
			return { name_ar: product.name_ar, name_en: product.name_en }
		})
}

/** Deletes a product with its specifications and gallery; null when it does not exist. */
export async function deleteProduct(id: number, actor: Actor): Promise<{ slug: string; name_ar: string; name_en: string } | null> {
	// Its images that nothing else uses go with it (decision 0044).
	return withMediaRelease(async (trx, releaseMedia) => {
			const product = await trx.selectFrom('products').select(['id', 'slug', 'name_ar', 'name_en', 'main_image_url']).where('id', '=', id).executeTakeFirst()
			if (!product) return null
			const gallery = await trx.selectFrom('product_images').select('url').where('product_id', '=', id).execute()
			await trx.deleteFrom('product_specifications').where('product_id', '=', id).execute()
			await trx.deleteFrom('product_images').where('product_id', '=', id).execute()
			await trx.deleteFrom('products').where('id', '=', id).execute()
			// Its history goes first: an image only its revisions named is then free to go too.
			await dropRevisions(trx, 'product', id)
			await releaseMedia([product.main_image_url, ...gallery.map((image) => image.url)])
			await logActivity(trx, deletionEntry({ entityType: 'product', entityId: id }, named(product), actor))
			return named(product)
		})
}

// ---------------------------------------------------------------------------------------------
// The form, end to end (shared by the new and edit actions), and the list's row actions. They answer
// codes (dictionary keys, validation codes); the text is chosen by the action kernel.

const errorKey = {
	not_found: 'products.error.notFound',
	slug_taken: 'products.error.slugTaken',
	category_missing: 'products.error.categoryMissing',
	image_missing: 'products.error.imageUpload',
	document_missing: 'products.document.missing',
} as const satisfies Record<ProductAdminErrorCode, AdminKey>

/**
 * Validates a submitted product form and creates (no id) or updates the product. A refusal names
 * the summary for the banner and each field's error; a new product leads to its edit screen.
 */
export async function submitProductForm(fields: Record<string, string>, context: { id?: number; actor: Actor }): Promise<Outcome> {
	const parsed = productSchema.safeParse(productFormValues(fields))
	if (!parsed.success) {
		const kind = productRefusalKind(parsed.error)
		return { ok: false, status: 400, message: kind === 'fixErrors' ? 'common.fixErrors' : `products.error.${kind}`, errors: fieldErrorCodes(parsed.error) }
	}
	try {
		if (context.id === undefined) {
			const { id } = await createProduct(parsed.data, context.actor)
			return { ok: true, message: 'products.created', redirectTo: `/admin/products/${id}/edit` }
		}
		await updateProduct(context.id, parsed.data, context.actor)
		return { ok: true, message: 'products.updated' }
	} catch (error) {
		if (!(error instanceof ProductAdminError)) throw error
		const key = errorKey[error.code]
		if (error.code === 'not_found') return { ok: false, status: 404, message: key }
		return { ok: false, status: 400, message: 'common.fixErrors', errors: error.field ? { [error.field]: key } : {} }
	}
}

/** The product form's place in the action kernel: its body limit, the values kept, its texts. */
export const productForm: ActionOptions<ProductFormValues> = {
	// Both languages of long texts and up to 50 specifications.
	maxBytes: 512 * 1024,
	values: productFormValues,
	signedOut: 'products.error.notAuthenticated',
	notFound: 'products.error.notFound',
	failed: 'products.error.save',
}

/**
 * The row actions: show/hide, feature/unfeature (explicit values, so a double click does not flip
 * back) and delete (from the list, or from the edit screen, which then goes back to the list).
 */
export async function productRowAction(fields: Record<string, string>, context: { lang: Lang; actor: Actor; backToList?: boolean }): Promise<Outcome> {
	const id = recordIdParam(fields.id)
	const name = (product: { name_ar: string; name_en: string }) => ({ name: context.lang === 'en' ? product.name_en : product.name_ar })
	const notFound = { ok: false, status: 404, message: 'products.error.notFound' } as const
	if (fields.intent === 'toggle' && (fields.flag === 'is_active' || fields.flag === 'is_featured') && (fields.value === 'true' || fields.value === 'false')) {
		const value = fields.value === 'true'
		const product = id === null ? null : await setProductFlag(id, fields.flag, value, context.actor)
		if (!product) return notFound
		const key = fields.flag === 'is_active' ? (value ? 'products.activated' : 'products.deactivated') : value ? 'products.featuredOn' : 'products.featuredOff'
		return { ok: true, message: { key, params: name(product) } }
	}
	if (fields.intent === 'delete') {
		const product = id === null ? null : await deleteProduct(id, context.actor)
		if (!product) return notFound
		return { ok: true, message: { key: 'products.deleted', params: name(product) }, ...(context.backToList ? { redirectTo: '/admin/products' } : {}) }
	}
	return { ok: false, status: 400, message: 'common.error' }
}
