import { beforeAll, describe, expect, it } from 'vitest'
import { normalizeArabic } from '#app/lib/arabic.ts'
import { productFormValues, productSchema } from '#app/lib/product-schema.ts'
import { editorActor as actor } from '#tests/actors.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { oneGalleryImage, productFormFields, productImageUrls, productInput, twoSpecifications } from '#tests/product-form.ts'
import { insertUploadedImages } from '#tests/uploaded-images.ts'
import { listActivity } from './activity.server.ts'
import { db } from './db/db.server.ts'
import {
	ProductAdminError,
	createProduct,
	deleteProduct,
	getProductForEdit,
	productRowAction,
	setProductFlag,
	submitProductForm,
	updateProduct,
} from './product-admin.server.ts'
import { listCategoryOptions, listProductsForAdmin } from './product-list.server.ts'
import { getActiveProductBySlug } from './products.server.ts'
import { errorTexts, messageText } from './staff-lang.server.ts'
import { searchProducts } from './search.server.ts'

const images = productImageUrls

/** A valid submission (flat form fields) for a product in the given category, with two specifications and a gallery picture. */
const fields = (categoryId: number, extra: Record<string, string> = {}) => productFormFields(categoryId, { ...twoSpecifications, ...oneGalleryImage, ...extra })
const input = (categoryId: number, extra: Record<string, string> = {}) => productInput(fields(categoryId, extra))

const count = async (table: 'products' | 'product_specifications' | 'product_images' | 'admin_activity_logs') =>
	Number((await db().selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)

describe.each(testDialects)('product administration on %s', (dialect) => {
	withTestDatabase(dialect)
	const ids: Record<string, number> = {}

	beforeAll(async () => {
		const category = async (slug: string, extra: Record<string, unknown> = {}) =>
			(await db().insertInto('p_categories').values({ slug, name_ar: `فئة ${slug}`, name_en: `Category ${slug}`, ...extra }).returning('id').executeTakeFirstOrThrow()).id
		ids.grains = await category('grains', { display_order: 2 })
		ids.spices = await category('spices', { display_order: 1, is_active: false })
		ids.rice = await category('rice', { parent_id: ids.grains })
		await insertUploadedImages(images)
	})

	it('creates a product with its specifications, gallery, search columns and an activity row', async () => {
		const before = await count('admin_activity_logs')
		const { id } = await createProduct(input(ids.rice!), actor)
		ids.basmati = id
		const row = await db().selectFrom('products').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
		expect(row).toMatchObject({ slug: 'basmati', category_id: ids.rice, weight_unit: 'kg', display_order: 1, main_image_url: images[0] })
		expect(Number(row.weight)).toBe(25)
		expect(row.search_name_ar).toBe(normalizeArabic('أرز بسمتي'))
		expect(row.search_name_en).toBe('basmati rice')
		expect(row.search_description_en).toBe('long grain rice')
		const specs = await db().selectFrom('product_specifications').selectAll().where('product_id', '=', id).orderBy('display_order').execute()
		expect(specs.map((s) => [s.name_en, s.display_order])).toEqual([['Length', 1], ['Moisture', 2]])
		expect(specs[0]!.search_text).toBe(normalizeArabic('الطول Length ٨ مم 8 mm'))
		expect(await count('admin_activity_logs')).toBe(before + 1)
		const [entry] = (await listActivity({ role: 'admin', entityType: 'product' })).items
		expect(entry).toMatchObject({ action: 'create', entityId: String(id), userEmail: actor.email })
		expect(entry!.details).toMatchObject({ slug: 'basmati', name_ar: 'أرز بسمتي', specifications: 2, images: 1 })

		// Visitors see it, with its specifications, and search finds it through a specification value.
		const visible = await getActiveProductBySlug('basmati')
		expect(visible?.specifications.map((s) => s.valueEn)).toEqual(['8 mm', '12%'])
		expect(visible?.gallery).toEqual([{ url: images[1], altAr: 'كيس', altEn: 'A bag' }])
		expect((await searchProducts('8 مم')).map((r) => r.slug)).toEqual(['basmati'])
		expect((await searchProducts('ارز')).map((r) => r.slug)).toEqual(['basmati'])
	})

	it('reads a product back as the edit form shows it', async () => {
		const product = await getProductForEdit(ids.basmati!)
		expect(product?.values).toEqual(productFormValues(fields(ids.rice!)))
		expect(await getProductForEdit(999_999)).toBeNull()
		expect(await getProductForEdit(Number.NaN)).toBeNull()
	})

	it('refuses a slug that is taken, a missing category and an image that was never uploaded, writing nothing', async () => {
		const before = await Promise.all([count('products'), count('product_specifications'), count('admin_activity_logs')])
		await expect(createProduct(input(ids.rice!), actor)).rejects.toMatchObject({ code: 'slug_taken', field: 'slug' })
		await expect(createProduct(input(999_999, { slug: 'other' }), actor)).rejects.toMatchObject({ code: 'category_missing', field: 'category_id' })
		await expect(createProduct(input(ids.rice!, { slug: 'other', 'images.0.url': '/media/dddddddddddddddd' }), actor)).rejects.toMatchObject({
			code: 'image_missing',
			field: 'images.0.url',
		})
		await expect(createProduct(input(ids.rice!, { slug: 'other', main_image_url: '/media/dddddddddddddddd' }), actor)).rejects.toMatchObject({
			code: 'image_missing',
			field: 'main_image_url',
		})
		expect(await Promise.all([count('products'), count('product_specifications'), count('admin_activity_logs')])).toEqual(before)
	})

	it('two creations racing for one slug: exactly one wins, the other is told the slug is taken', async () => {
		const results = await Promise.allSettled([createProduct(input(ids.rice!, { slug: 'race' }), actor), createProduct(input(ids.rice!, { slug: 'race' }), actor)])
		expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1)
		const refused = results.find((r) => r.status === 'rejected')
		expect(refused?.reason).toBeInstanceOf(ProductAdminError)
		expect((refused?.reason as ProductAdminError).code).toBe('slug_taken')
		const winner = results.find((r) => r.status === 'fulfilled')!.value
		await deleteProduct(winner.id, actor)
	})

	it('updates a product, replaces its specifications and gallery in order, and logs what changed', async () => {
		await updateProduct(
			ids.basmati!,
			input(ids.grains!, {
				name_en: 'Royal Basmati',
				weight: '',
				'specs.0.name_ar': 'الرطوبة',
				'specs.0.name_en': 'Moisture',
				'specs.0.value_ar': '11%',
				'specs.0.value_en': '11%',
				'specs.1.name_ar': 'اللون',
				'specs.1.name_en': 'Colour',
				'specs.1.value_ar': 'أبيض',
				'specs.1.value_en': 'White',
				'specs.1.is_active': '',
				'specs.2.name_ar': 'الطول',
				'specs.2.name_en': 'Length',
				'specs.2.value_ar': '٨ مم',
				'specs.2.value_en': '8 mm',
				'specs.2.is_active': 'on',
				'images.0.url': images[2]!,
				'images.1.url': images[1]!,
				'images.1.alt_ar': '',
				'images.1.alt_en': '',
			}),
			actor,
		)
		const product = await getProductForEdit(ids.basmati!)
		expect(product?.values).toMatchObject({ name_en: 'Royal Basmati', category_id: String(ids.grains), weight: '', weight_unit: 'kg' })
		expect(product?.values.specs.map((s) => [s.name_en, s.is_active])).toEqual([['Moisture', true], ['Colour', false], ['Length', true]])
		expect(product?.values.images.map((i) => i.url)).toEqual([images[2], images[1]])
		const row = await db().selectFrom('products').select(['search_name_en', 'weight', 'weight_unit']).where('id', '=', ids.basmati!).executeTakeFirstOrThrow()
		expect(row).toEqual({ search_name_en: 'royal basmati', weight: null, weight_unit: null })
		expect(await count('product_specifications')).toBe(3)
		const [entry] = (await listActivity({ role: 'admin', entityType: 'product', action: 'update' })).items
		expect((entry?.details?.changes as { field: string }[]).map((change) => change.field)).toEqual(['name_en', 'category_id', 'weight', 'weight_unit', 'specifications', 'images'])
		// Old and new values, as they were when the change was written; the category by its names.
		expect(entry?.details?.changes).toEqual(
			expect.arrayContaining([
				{ field: 'name_en', from: 'Basmati rice', to: 'Royal Basmati' },
				{ field: 'weight', from: 25, to: null },
				expect.objectContaining({ field: 'category_id', to: expect.stringContaining('/') }),
				expect.objectContaining({ field: 'specifications', from: 'Length: 8 mm · Moisture: 12%', to: 'Moisture: 11% · Colour: White · Length: 8 mm' }),
			]),
		)
		expect(entry?.userName).toBe(actor.name)
		// The same form sent again changes nothing: nothing is written, nothing logged.
		const logged = (await listActivity({ role: 'admin', entityType: 'product' })).total
		const unchanged = await getProductForEdit(ids.basmati!)
		expect(await updateProduct(ids.basmati!, productSchema.parse(unchanged!.values), actor)).toMatchObject({ changed: false })
		expect((await listActivity({ role: 'admin', entityType: 'product' })).total).toBe(logged)
		expect((await getProductForEdit(ids.basmati!))?.updatedAt).toBe(unchanged?.updatedAt)
		// The public page shows the active specifications only.
		expect((await getActiveProductBySlug('basmati'))?.specifications.map((s) => s.nameEn)).toEqual(['Moisture', 'Length'])
		expect((await searchProducts('royal')).map((r) => r.slug)).toEqual(['basmati'])
	})

	it('keeps export data with the product: saved from the form, shown back, logged when it changes, rewritten only then', async () => {
		const exportFields = {
			'export.hsCode': '١٠٠٦.٣٠',
			'export.originCountry': 'IN',
			'export.shelfLifeMonths': '24',
			'export.moq': '2',
			'export.moqUnit': 'container_20ft',
			'export.incoterms.FOB': 'on',
			'export.incoterms.CIF': 'on',
			'export.ports.0.nameAr': 'موندرا',
			'export.ports.0.nameEn': 'Mundra',
			'export.packaging.0.labelAr': 'كيس 25 كغ',
			'export.packaging.0.labelEn': '25 kg bag',
			'export.packaging.0.netWeight': '25',
			'export.packaging.0.netUnit': 'kg',
			'export.packaging.0.cartonsPer20ft': '1000',
			'export.certifications.0.name': 'Halal',
			'export.certifications.0.issuer': 'Halal India',
			'export.certifications.0.number': 'HI-1',
			'export.certifications.0.validUntil': '2099-12-31',
			'export.certifications.1.name': 'Kosher',
			'export.certifications.1.issuer': 'OU',
			'export.certifications.1.number': 'K-1',
			'export.certifications.1.validUntil': '2001-01-01',
		}
		const outcome = await submitProductForm(fields(ids.rice!, { slug: 'exported', ...exportFields }), { actor })
		expect(outcome).toMatchObject({ ok: true })
		const { id } = await db().selectFrom('products').select('id').where('slug', '=', 'exported').executeTakeFirstOrThrow()
		const shown = (await getProductForEdit(id))!.values.export
		expect(shown).toMatchObject({ hsCode: '1006.30', originCountry: 'IN', shelfLifeMonths: '24', moq: '2', moqUnit: 'container_20ft', incoterms: ['FOB', 'CIF'] })
		expect(shown.packaging).toEqual([{ labelAr: 'كيس 25 كغ', labelEn: '25 kg bag', netWeight: '25', netUnit: 'kg', unitsPerCarton: '', cartonsPerPallet: '', cartonsPer20ft: '1000', cartonsPer40ft: '' }])
		expect(shown.certifications.map((c) => c.name)).toEqual(['Halal', 'Kosher'])
		// Visitors see valid certifications only.
		const page = await getActiveProductBySlug('exported')
		expect(page?.exportData?.certifications.map((c) => c.name)).toEqual(['Halal'])

		// The same form again writes nothing; a change is logged with old and new values.
		const unchanged = await getProductForEdit(id)
		expect(await updateProduct(id, productSchema.parse(unchanged!.values), actor)).toMatchObject({ changed: false })
		await updateProduct(id, input(ids.rice!, { slug: 'exported', ...exportFields, 'export.incoterms.CIF': '', 'export.certifications.1.name': '', 'export.certifications.1.issuer': '', 'export.certifications.1.number': '', 'export.certifications.1.validUntil': '' }), actor)
		const [entry] = (await listActivity({ role: 'admin', entityType: 'product', action: 'update' })).items
		expect(entry?.details?.changes).toEqual(
			expect.arrayContaining([
				{ field: 'incoterms', from: 'FOB, CIF', to: 'FOB' },
				expect.objectContaining({ field: 'certifications', to: 'Halal (Halal India) HI-1 → 2099-12-31' }),
			]),
		)
		expect((await getProductForEdit(id))!.values.export.certifications.map((c) => c.name)).toEqual(['Halal'])

		// A refused export field names its own place in the form and writes nothing.
		const refused = await submitProductForm(fields(ids.rice!, { slug: 'exported', ...exportFields, 'export.hsCode': '10063', 'export.packaging.0.netWeight': '-1' }), { id, actor })
		expect(refused).toMatchObject({ ok: false, errors: { 'export.hsCode': expect.any(String), 'export.packaging.0.netWeight': expect.any(String) } })
		expect((await getProductForEdit(id))!.values.export.hsCode).toBe('1006.30')
		await deleteProduct(id, actor)
	})

	it('an update keeps its own slug, refuses another product’s, and reports a missing product', async () => {
		const { id } = await createProduct(input(ids.rice!, { slug: 'jasmine', name_en: 'Jasmine rice', name_ar: 'أرز ياسمين' }), actor)
		ids.jasmine = id
		await expect(updateProduct(id, input(ids.rice!, { slug: 'jasmine', name_en: 'Jasmine rice', name_ar: 'أرز ياسمين' }), actor)).resolves.toMatchObject({ id })
		await expect(updateProduct(id, input(ids.rice!, { slug: 'basmati' }), actor)).rejects.toMatchObject({ code: 'slug_taken' })
		await expect(updateProduct(999_999, input(ids.rice!, { slug: 'ghost' }), actor)).rejects.toMatchObject({ code: 'not_found' })
	})

	it('toggles active and featured with an activity row; an inactive product is hidden from visitors', async () => {
		const before = await count('admin_activity_logs')
		expect(await setProductFlag(ids.jasmine!, 'is_active', false, actor)).toMatchObject({ name_en: 'Jasmine rice' })
		expect(await getActiveProductBySlug('jasmine')).toBeNull()
		expect(await setProductFlag(ids.jasmine!, 'is_featured', true, actor)).not.toBeNull()
		const row = await db().selectFrom('products').select(['is_active', 'is_featured']).where('id', '=', ids.jasmine!).executeTakeFirstOrThrow()
		expect([Boolean(row.is_active), Boolean(row.is_featured)]).toEqual([false, true])
		expect(await count('admin_activity_logs')).toBe(before + 2)
		const [entry] = (await listActivity({ role: 'admin', entityType: 'product' })).items
		expect(entry?.details).toMatchObject({ changes: [{ field: 'is_featured', from: false, to: true }] })
		expect(await setProductFlag(999_999, 'is_active', true, actor)).toBeNull()
		await setProductFlag(ids.jasmine!, 'is_active', true, actor)
		expect(await getActiveProductBySlug('jasmine')).not.toBeNull()
	})

	it('lists every product for staff with search (Arabic-normalised, names or slug), category with subcategories, and pages', async () => {
		await setProductFlag(ids.jasmine!, 'is_active', false, actor)
		const all = await listProductsForAdmin()
		expect(all.items.map((p) => p.slug)).toEqual(['jasmine', 'basmati'])
		expect(all.items[0]).toMatchObject({ isActive: false, isFeatured: true, categoryNameEn: 'Category rice' })
		expect((await listProductsForAdmin({ q: 'ياسمين' })).items.map((p) => p.slug)).toEqual(['jasmine'])
		expect((await listProductsForAdmin({ q: 'ارز' })).total).toBe(2)
		expect((await listProductsForAdmin({ q: 'ROYAL' })).items.map((p) => p.slug)).toEqual(['basmati'])
		expect((await listProductsForAdmin({ q: 'jasm' })).total).toBe(1)
		expect((await listProductsForAdmin({ q: '100%' })).total).toBe(0)
		expect((await listProductsForAdmin({ categoryId: ids.grains })).total).toBe(2)
		expect((await listProductsForAdmin({ categoryId: ids.rice })).items.map((p) => p.slug)).toEqual(['jasmine'])
		expect((await listProductsForAdmin({ categoryId: ids.spices })).total).toBe(0)
		const second = await listProductsForAdmin({ page: 2, pageSize: 1 })
		expect([second.page, second.pageCount, second.items[0]?.slug]).toEqual([2, 2, 'basmati'])
		expect((await listProductsForAdmin({ page: 50, pageSize: 1 })).page).toBe(2)
	})

	it('offers every category in tree order with its depth', async () => {
		const options = await listCategoryOptions()
		expect(options.map((o) => [o.nameEn, o.depth, o.isActive])).toEqual([
			['Category spices', 0, false],
			['Category grains', 0, true],
			['Category rice', 1, true],
		])
	})

	it('submits the form: a refusal names the problems as codes, which read in the staff member’s language', async () => {
		const refused = await submitProductForm(fields(ids.rice!, { slug: 'new-one', main_image_url: '' }), { actor })
		expect(refused).toMatchObject({ ok: false, status: 400, message: 'products.error.mainImageRequired', errors: { main_image_url: 'products.error.mainImageRequired' } })
		expect(messageText(refused.message, 'ar')).toBe('الصورة الرئيسية مطلوبة.')
		expect(!refused.ok && errorTexts(refused.errors ?? {}, 'ar')).toEqual({ main_image_url: 'الصورة الرئيسية مطلوبة.' })

		const missing = await submitProductForm(fields(ids.rice!, { name_en: '', slug: 'new-one' }), { actor })
		expect(messageText(missing.message, 'en')).toBe('Please fill in all the required fields.')
		expect(!missing.ok && errorTexts(missing.errors ?? {}, 'en')).toEqual({ name_en: 'This field is required' })

		const taken = await submitProductForm(fields(ids.rice!, { slug: 'jasmine' }), { actor })
		expect(taken).toMatchObject({ ok: false, status: 400, message: 'common.fixErrors', errors: { slug: 'products.error.slugTaken' } })

		const gone = await submitProductForm(fields(ids.rice!, { slug: 'ghost' }), { id: 999_999, actor })
		expect(gone).toMatchObject({ ok: false, status: 404 })
		expect(messageText(gone.message, 'en')).toBe('Product not found.')

		const created = await submitProductForm(fields(ids.rice!, { slug: 'new-one' }), { actor })
		const newId = (await db().selectFrom('products').select('id').where('slug', '=', 'new-one').executeTakeFirstOrThrow()).id
		expect(created).toEqual({ ok: true, message: 'products.created', redirectTo: `/admin/products/${newId}/edit` })
		expect(await submitProductForm(fields(ids.rice!, { slug: 'new-one', name_en: 'New One' }), { id: newId, actor })).toEqual({ ok: true, message: 'products.updated' })
	})

	it('runs the row actions, answering codes that read in the staff member’s language', async () => {
		const context = { lang: 'en' as const, actor }
		const id = String(ids.jasmine)
		const shown = await productRowAction({ intent: 'toggle', id, flag: 'is_active', value: 'true' }, context)
		expect(shown).toEqual({ ok: true, message: { key: 'products.activated', params: { name: 'Jasmine rice' } } })
		expect(messageText(shown.message, 'en')).toBe('“Jasmine rice” is now shown on the site')
		// Explicit values: sending the same toggle twice leaves it shown.
		await productRowAction({ intent: 'toggle', id, flag: 'is_active', value: 'true' }, context)
		expect((await getProductForEdit(ids.jasmine!))?.isActive).toBe(true)
		const ar = await productRowAction({ intent: 'toggle', id, flag: 'is_featured', value: 'false' }, { ...context, lang: 'ar' })
		expect(messageText(ar.message, 'ar')).toBe('أُلغي تمييز المنتج «أرز ياسمين»')
		expect(await productRowAction({ intent: 'toggle', id, flag: 'slug', value: 'true' }, context)).toMatchObject({ ok: false, status: 400 })
		expect(await productRowAction({ intent: 'toggle', id, flag: 'is_active', value: 'yes' }, context)).toMatchObject({ ok: false, status: 400 })
		expect(await productRowAction({ intent: 'toggle', id: '1e3', flag: 'is_active', value: 'true' }, context)).toEqual({ ok: false, status: 404, message: 'products.error.notFound' })
		expect(await productRowAction({ intent: 'delete', id: '999999' }, context)).toMatchObject({ ok: false, status: 404 })
	})

	it('deletes a product with its specifications and gallery, logging it', async () => {
		const before = await count('admin_activity_logs')
		expect(await deleteProduct(ids.basmati!, actor)).toMatchObject({ slug: 'basmati' })
		expect(await getProductForEdit(ids.basmati!)).toBeNull()
		const left = await db().selectFrom('product_specifications').select('id').where('product_id', '=', ids.basmati!).execute()
		const pictures = await db().selectFrom('product_images').select('id').where('product_id', '=', ids.basmati!).execute()
		expect([left.length, pictures.length]).toEqual([0, 0])
		expect(await count('admin_activity_logs')).toBe(before + 1)
		const [entry] = (await listActivity({ role: 'admin', entityType: 'product', action: 'delete' })).items
		expect(entry).toMatchObject({ entityId: String(ids.basmati), details: { slug: 'basmati' } })
		expect(await deleteProduct(ids.basmati!, actor)).toBeNull()
	})
})
