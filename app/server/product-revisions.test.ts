import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { oneGalleryImage, productFormFields, productImageUrls, productInput, twoSpecifications } from '#tests/product-form.ts'
import { insertUploadedImages } from '#tests/uploaded-images.ts'
import { db } from './db/db.server.ts'
import { createProduct, deleteProduct, getProductForEdit, setProductFlag, updateProduct } from './product-admin.server.ts'
import { catalogueHistory } from './catalogue-history.server.ts'
import { restoreProductRevision } from './product-revisions.server.ts'
import { getActiveProductBySlug } from './products.server.ts'
import { listRevisions } from './revisions.server.ts'

const layla = { id: 'user-1', email: 'layla@example.com', name: 'Layla Editor' }
const omar = { id: 'user-2', email: 'omar@example.com', name: 'Omar Admin' }

/** A product's export data as the form sends it (HS code, origin, storage, minimum order, terms, port, packaging, certificate). */
const exportData: Record<string, string> = {
	'export.hsCode': '1006.30',
	'export.originCountry': 'IN',
	'export.shelfLifeMonths': '24',
	'export.storageAr': 'مكان جاف',
	'export.storageEn': 'Dry place',
	'export.moq': '10',
	'export.moqUnit': 'ton',
	'export.incoterms.FOB': 'on',
	'export.incoterms.CIF': 'on',
	'export.ports.0.nameAr': 'جدة',
	'export.ports.0.nameEn': 'Jeddah',
	'export.packaging.0.labelAr': 'كيس ٢٥ كغ',
	'export.packaging.0.labelEn': '25 kg bag',
	'export.packaging.0.netWeight': '25',
	'export.packaging.0.netUnit': 'kg',
	'export.packaging.0.unitsPerCarton': '1',
	'export.certifications.0.name': 'ISO 22000',
	'export.certifications.0.issuer': 'SGS',
	'export.certifications.0.number': 'SA-123',
	'export.certifications.0.validUntil': '2030-01-31',
}

/** A product form as submitted, with two specifications, a gallery picture and its export data. */
const input = (categoryId: number, extra: Record<string, string> = {}) =>
	productInput(productFormFields(categoryId, { slug: 'basmati-history', ...twoSpecifications, ...oneGalleryImage, ...exportData, ...extra }))

const count = async (table: 'revisions' | 'admin_activity_logs') => Number((await db().selectFrom(table).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
const productLogs = () => db().selectFrom('admin_activity_logs').selectAll().where('entity_type', '=', 'product').orderBy('id', 'desc').execute()

describe.each(testDialects)('product revisions on %s', (dialect) => {
	withTestDatabase(dialect)
	let category = 0

	beforeAll(async () => {
		category = (await db().insertInto('p_categories').values({ slug: 'grains', name_ar: 'حبوب', name_en: 'Grains' }).returning('id').executeTakeFirstOrThrow()).id
		await insertUploadedImages(productImageUrls)
	})
	beforeEach(async () => {
		await db().deleteFrom('product_specifications').execute()
		await db().deleteFrom('product_images').execute()
		for (const table of ['product_packaging', 'product_incoterms', 'product_ports', 'product_certifications'] as const) await db().deleteFrom(table).execute()
		await db().deleteFrom('products').execute()
		await db().deleteFrom('revisions').execute()
		await db().deleteFrom('site_settings').where('key', '=', 'revision_retention').execute()
	})

	it('keeps a revision per save with who and what changed, export data included, and none for a save that changes nothing', async () => {
		const { id } = await createProduct(input(category), layla)
		await updateProduct(id, input(category, { name_en: 'Basmati rice, aged', 'export.hsCode': '1006.40', 'export.packaging.0.labelAr': 'كيس ٥٠ كغ' }), omar)
		await updateProduct(id, input(category, { name_en: 'Basmati rice, aged', 'export.hsCode': '1006.40', 'export.packaging.0.labelAr': 'كيس ٥٠ كغ' }), omar)
		const revisions = await listRevisions('product', id)
		expect(revisions.map(({ number, changed, authorName }) => ({ number, changed, authorName }))).toEqual([
			{ number: 2, changed: ['name_en', 'export'], authorName: 'Omar Admin' },
			{ number: 1, changed: expect.arrayContaining(['name_ar', 'name_en', 'slug', 'specs', 'images', 'export']), authorName: 'Layla Editor' },
		])
		const history = (await catalogueHistory('product', id, {}))!
		expect(history.item).toMatchObject({ id, nameEn: 'Basmati rice, aged' })
		expect(history.compare).toMatchObject({ from: 1, to: 2 })
		const field = (name: string) => history.compare!.fields.find((f) => f.name === name)!
		expect(field('name_en')).toMatchObject({ changed: true, dir: 'ltr' })
		expect(field('name_en').parts.filter((part) => part.change)).toEqual([{ text: ', aged', change: 'added' }])
		expect(field('export_hs_code')).toMatchObject({ changed: true })
		expect(field('export_packaging_ar')).toMatchObject({ changed: true, dir: 'rtl', lang: 'ar' })
		expect(field('export_packaging_ar').parts.filter((part) => part.change).map((part) => part.text)).toEqual(['٢٥', '٥٠'])
		expect(field('export_packaging_en')).toMatchObject({ changed: false })
		expect(field('category_ar').parts).toEqual([{ text: 'حبوب' }])
		// The hidden flag of a list toggle is kept too, as a revision of its own.
		await setProductFlag(id, 'is_featured', true, layla)
		expect((await listRevisions('product', id))[0]).toMatchObject({ number: 3, changed: ['is_featured'] })
	})

	it('keeps what a product was before history began as its first revision, with no author', async () => {
		const { id } = await createProduct(input(category), layla)
		await db().deleteFrom('revisions').execute()
		await updateProduct(id, input(category, { description_ar: 'أرز طويل الحبة من الهند' }), omar)
		expect((await listRevisions('product', id)).map(({ number, changed, authorName }) => ({ number, changed, authorName }))).toEqual([
			{ number: 2, changed: ['description_ar'], authorName: 'Omar Admin' },
			{ number: 1, changed: [], authorName: null },
		])
	})

	it('keeps only the last revisions the setting allows, pruning in the save', async () => {
		await db().insertInto('site_settings').values({ key: 'revision_retention', value: '5', value_en: null }).execute()
		const { id } = await createProduct(input(category), layla)
		for (let i = 1; i <= 7; i++) await updateProduct(id, input(category, { 'export.storageEn': `Dry place ${i}` }), layla)
		expect((await listRevisions('product', id)).map((revision) => revision.number)).toEqual([8, 7, 6, 5, 4])
	})

	it('restores an old revision through the save: export data back, logged with the revision, a new revision, publication kept', async () => {
		const { id } = await createProduct(input(category), layla)
		const first = (await getProductForEdit(id))!.values
		await updateProduct(
			id,
			input(category, {
				name_ar: 'أرز مختلف',
				slug: 'basmati-renamed',
				'export.hsCode': '1006.40',
				'export.incoterms.CIF': '',
				'export.packaging.0.netWeight': '50',
				'export.certifications.0.validUntil': '2031-06-30',
				'specs.0.value_en': '9 mm',
			}),
			layla,
		)
		await setProductFlag(id, 'is_active', false, layla)
		const activity = (await productLogs()).length
		expect(await restoreProductRevision(id, 1, omar)).toMatchObject({ ok: true, message: { key: 'revisions.restored', params: { revision: '1' } } })
		const product = (await getProductForEdit(id))!
		// Everything as first saved (export data round-trips), but still a draft as it is now.
		expect(product.values).toEqual({ ...first, is_active: false })
		// One row for the product (the stale redirect its first address had is logged as removed, as in any save).
		const [log, ...earlier] = await productLogs()
		expect(earlier).toHaveLength(activity)
		expect(log).toMatchObject({ action: 'update', entity_type: 'product', entity_id: String(id), user_id: omar.id })
		expect(JSON.parse(log!.details!)).toMatchObject({ restoredFrom: 1 })
		const [newest] = await listRevisions('product', id)
		expect(newest).toMatchObject({ number: 4, restoredFrom: 1, authorName: 'Omar Admin' })
		expect(newest!.changed).toEqual(expect.arrayContaining(['name_ar', 'slug', 'specs', 'export']))
		// The address it had meanwhile was a draft's: published again, the product answers at its first one.
		await setProductFlag(id, 'is_active', true, layla)
		expect((await getActiveProductBySlug('basmati-history'))?.nameAr).toBe('أرز بسمتي')
		// The content now is revision 4's: restoring it writes nothing.
		const revisions = await count('revisions')
		expect(await restoreProductRevision(id, 4, omar)).toMatchObject({ ok: true, message: 'revisions.sameAsNow' })
		expect(await count('revisions')).toBe(revisions)
	})

	it('refuses a restore whose slug another product now has, or whose content no longer validates, and writes nothing', async () => {
		const { id } = await createProduct(input(category), layla)
		await updateProduct(id, input(category, { slug: 'basmati-2026' }), layla)
		await createProduct(input(category, { slug: 'basmati-history', name_en: 'Other rice' }), layla)
		const snapshot = async () => ({ revisions: await count('revisions'), activity: await count('admin_activity_logs'), product: await getProductForEdit(id) })
		const before = await snapshot()
		expect(await restoreProductRevision(id, 1, omar)).toMatchObject({ ok: false, status: 409, message: 'revisions.slugTaken' })
		expect(await snapshot()).toEqual(before)
		// A revision the current rules refuse (a name longer than allowed now) is not restored.
		const state = JSON.parse((await db().selectFrom('revisions').select('state').where('item_id', '=', String(id)).where('number', '=', 1).executeTakeFirstOrThrow()).state) as Record<string, unknown>
		await db().updateTable('revisions').set({ state: JSON.stringify({ ...state, slug: 'basmati-free', name_en: '' }) }).where('item_id', '=', String(id)).where('number', '=', 1).execute()
		expect(await restoreProductRevision(id, 1, omar)).toMatchObject({ ok: false, status: 409, message: 'revisions.invalid' })
		expect(await restoreProductRevision(id, 99, omar)).toMatchObject({ ok: false, status: 404, message: 'revisions.notFound' })
		expect(await snapshot()).toEqual(before)
	})

	it('drops a deleted product\'s revisions', async () => {
		const { id } = await createProduct(input(category), layla)
		await deleteProduct(id, layla)
		expect(await listRevisions('product', id)).toEqual([])
		expect(await catalogueHistory('product', id, {})).toBeNull()
	})
})
