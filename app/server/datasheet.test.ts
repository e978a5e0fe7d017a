import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productFormValues, productSchema } from '#app/lib/product-schema.ts'
import { categorySchema } from '#app/lib/category-schema.ts'
import { sharedPageCacheControl } from '#app/lib/http-cache.ts'
import { loader } from '#app/routes/product-datasheet.ts'
import { editorActor as actor } from '#tests/actors.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { pdfPageCount, pdfPagePng, pdfText, squashed } from '#tests/pdf.ts'
import { createCategory, updateCategory } from './category-admin.server.ts'
import { parseConfig, setConfig } from './config.server.ts'
import { forgetContentVersion } from './content-version.server.ts'
import { forgetDatasheets } from './datasheet.server.ts'
import { db } from './db/db.server.ts'
import { siteToday } from './export-data.server.ts'
import { storeImage } from './media.server.ts'
import { createProduct, setProductFlag, updateProduct } from './product-admin.server.ts'
import { getSettingsForEdit, saveSettingsForm } from './settings-admin.server.ts'

/**
 * The datasheet route on both databases: what it answers, what the PDF says and looks like, and
 * that a kept sheet is replaced exactly when what it shows changes.
 */

const addDays = (days: number) => new Date(Date.parse(`${siteToday()}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

let dataDir: string
beforeAll(() => {
	dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasdeer-datasheet-'))
	setConfig(parseConfig({ ...process.env, DATA_DIR: dataDir, PUBLIC_URL: 'https://tasdeer.example' }))
})
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

/** A product form as staff fill it in, with export data. */
function productFields(categoryId: number, image: string, extra: Record<string, string> = {}): Record<string, string> {
	return {
		name_ar: 'أرز بسمتي ذهبي',
		name_en: 'Golden Sella Basmati Rice',
		slug: 'golden-basmati',
		description_ar: 'أرز طويل الحبة يعبأ في أكياس 25 kg ويشحن من جدة',
		description_en: 'Extra long grain rice packed in 25 kg bags and shipped from Jeddah',
		category_id: String(categoryId),
		main_image_url: image,
		origin_ar: 'الهند',
		origin_en: 'India',
		packaging_type_ar: 'أكياس منسوجة',
		packaging_type_en: 'Woven bags',
		weight: '25',
		weight_unit: 'kg',
		display_order: '1',
		is_active: 'on',
		'specs.0.name_ar': 'طول الحبة',
		'specs.0.name_en': 'Grain length',
		'specs.0.value_ar': '8.35 مم',
		'specs.0.value_en': '8.35 mm',
		'specs.0.is_active': 'on',
		'export.hsCode': '1006.30',
		'export.originCountry': 'IN',
		'export.shelfLifeMonths': '24',
		'export.storageAr': 'مكان جاف وبارد',
		'export.storageEn': 'Cool, dry place',
		'export.moq': '1',
		'export.moqUnit': 'container_20ft',
		'export.incoterms.FOB': 'on',
		'export.incoterms.CIF': 'on',
		'export.ports.0.nameAr': 'ميناء جدة الإسلامي',
		'export.ports.0.nameEn': 'Jeddah Islamic Port',
		'export.packaging.0.labelAr': 'كيس منسوج',
		'export.packaging.0.labelEn': 'Woven bag',
		'export.packaging.0.netWeight': '25',
		'export.packaging.0.netUnit': 'kg',
		'export.packaging.0.cartonsPer20ft': '1000',
		'export.certifications.0.name': 'ISO 22000',
		'export.certifications.0.issuer': 'SGS',
		'export.certifications.0.number': 'FS-2024-118',
		'export.certifications.0.validUntil': addDays(400),
		'export.certifications.1.name': 'Kosher Expired',
		'export.certifications.1.issuer': 'OK',
		'export.certifications.1.number': 'K-1',
		'export.certifications.1.validUntil': addDays(-1),
		...extra,
	}
}

const productInput = (fields: Record<string, string>) => productSchema.parse(productFormValues(fields))

async function ask(url: string, headers: Record<string, string> = {}) {
	const request = new Request(`https://tasdeer.example${url}`, { headers })
	const slug = /products\/([^/]+)\/datasheet\.pdf$/.exec(url)![1]!
	return (await loader({ request, params: { slug }, context: {} } as unknown as Parameters<typeof loader>[0])) as Response
}

const body = async (response: Response) => Buffer.from(await response.arrayBuffer())

/** After a staff write: what the next request of a real server sees (the write's own request drops the reused version). */
const afterWrite = () => forgetContentVersion()

describe.each(testDialects)('product datasheets on %s', (dialect) => {
	withTestDatabase(dialect)
	const ids = { category: 0, hiddenCategory: 0, product: 0, hidden: 0, inHidden: 0, bare: 0 }
	let image = ''

	beforeAll(async () => {
		forgetDatasheets()
		const picture = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#b8862b' } }).png().toBuffer()
		image = (await storeImage(picture, { originalName: 'rice.png' })).url
		const category = (slug: string, nameEn: string, isActive: boolean) =>
			createCategory(categorySchema.parse({ nameAr: `فئة ${slug}`, nameEn, slug, isActive: isActive ? 'on' : '' }), actor)
		ids.category = (await category('grains', 'Grains', true)).id
		ids.hiddenCategory = (await category('retired', 'Retired', false)).id
		ids.product = (await createProduct(productInput(productFields(ids.category, image)), actor)).id
		ids.hidden = (await createProduct(productInput(productFields(ids.category, image, { slug: 'hidden-rice', is_active: '' })), actor)).id
		ids.inHidden = (await createProduct(productInput(productFields(ids.hiddenCategory, image, { slug: 'retired-rice' })), actor)).id
		// No export data, no specifications, and (below) no picture: still a complete sheet.
		const bare = Object.fromEntries(
			Object.entries(productFields(ids.category, image, { slug: 'plain-lentils', name_en: 'Red Lentils', name_ar: 'عدس أحمر' })).filter(
				([key]) => !key.startsWith('export.') && !key.startsWith('specs.'),
			),
		)
		ids.bare = (await createProduct(productInput(bare), actor)).id
		// The form requires a picture; products stored before it did may have none.
		await db().updateTable('products').set({ main_image_url: null }).where('id', '=', ids.bare).execute()
		const { values } = await getSettingsForEdit()
		const saved = await saveSettingsForm(
			{ ...values, company_name_ar: 'تصدير للتجارة الغذائية', company_name_en: 'Tasdeer Food Trading', contact_phone: '+966 12 345 6789', contact_email: 'sales@tasdeer.example' },
			{ actor },
		)
		expect(saved.ok).toBe(true)
		afterWrite()
	})

	it('answers the Arabic sheet as a cacheable PDF whose text reads in logical order', async () => {
		const response = await ask('/products/golden-basmati/datasheet.pdf')
		expect(response.status).toBe(200)
		expect(response.headers.get('Content-Type')).toBe('application/pdf')
		expect(response.headers.get('Cache-Control')).toBe(sharedPageCacheControl)
		expect(response.headers.get('ETag')).toMatch(/^W\/"[\w-]{20,}"$/)
		expect(response.headers.get('Content-Disposition')).toContain('golden-basmati-datasheet-ar.pdf')
		const pdf = await body(response)
		expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
		const text = squashed(pdfText(pdf))
		for (const expected of [
			'أرز بسمتي ذهبي',
			'Golden Sella Basmati Rice',
			// A Latin run and a number inside Arabic keep their places in the sentence.
			'أرز طويل الحبة يعبأ في أكياس 25 kg ويشحن من جدة',
			'1006.30',
			'ميناء جدة الإسلامي',
			'FS-2024-118',
			'تصدير للتجارة الغذائية',
			'+966 12 345 6789',
			'sales@tasdeer.example',
			'بطاقة بيانات المنتج',
		])
			expect(text).toContain(squashed(expected))
		// Expired certifications are not shown, as on the page.
		expect(text).not.toContain('Kosher')
		expect(pdfPageCount(pdf)).toBeLessThanOrEqual(2)
	})

	it('answers the English sheet from /en', async () => {
		const response = await ask('/en/products/golden-basmati/datasheet.pdf')
		expect(response.status).toBe(200)
		const text = pdfText(await body(response))
		expect(text).toContain('Golden Sella Basmati Rice')
		expect(text).toContain('Extra long grain rice packed in 25 kg bags')
		expect(text).toContain('Product datasheet')
		expect(text).toContain('Tasdeer Food Trading')
		expect(text).toContain('Jeddah Islamic Port')
		expect(squashed(text)).toContain(squashed('أرز بسمتي ذهبي'))
		expect(text).not.toContain('Kosher')
	})

	it('draws the first page mirrored by language: the grain accent of the header rule at the start side', async () => {
		const accentSide = async (url: string) => {
			const png = pdfPagePng(await body(await ask(url)), 1, 72)
			const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true })
			// A4 at 72 dpi: 595.28 × 841.89 points, rounded up to whole pixels.
			expect([info.width, info.height]).toEqual([596, 842])
			const pixel = (x: number, y: number) => {
				const i = (y * info.width + x) * info.channels
				return [data[i]!, data[i + 1]!, data[i + 2]!] as const
			}
			// The rule lies 54 pt below the top margin; find its row by its deep green in the middle.
			const isGreen = ([r, g, b]: readonly number[]) => r! < 60 && g! > 55 && g! < 100 && b! < 80
			const isGrain = ([r, g, b]: readonly number[]) => r! > 170 && g! > 120 && g! < 170 && b! < 90
			const row = Array.from({ length: 200 }, (_, y) => y).find((y) => isGreen(pixel(300, y)))
			expect(row).toBeDefined()
			const left = isGrain(pixel(60, row!))
			const right = isGrain(pixel(535, row!))
			expect(left !== right).toBe(true)
			// Somewhere on the page: the product picture's colour.
			let pictureFound = false
			for (let y = 150; y < 450 && !pictureFound; y += 5) for (let x = 40; x < 555 && !pictureFound; x += 5) pictureFound = isGrain(pixel(x, y)) && isGrain(pixel(x + 20, y + 20))
			expect(pictureFound).toBe(true)
			return right ? 'right' : 'left'
		}
		expect(await accentSide('/products/golden-basmati/datasheet.pdf')).toBe('right')
		expect(await accentSide('/en/products/golden-basmati/datasheet.pdf')).toBe('left')
	})

	it('draws a product without picture, export data or specifications', async () => {
		const response = await ask('/en/products/plain-lentils/datasheet.pdf')
		expect(response.status).toBe(200)
		const text = pdfText(await body(response))
		expect(text).toContain('Red Lentils')
		expect(text).not.toContain('Certifications')
		expect(text).not.toContain('Specifications')
	})

	it('answers 404 where the product page does: unknown, hidden, or in a hidden category', async () => {
		for (const url of [
			'/products/no-such-product/datasheet.pdf',
			'/en/products/no-such-product/datasheet.pdf',
			'/products/hidden-rice/datasheet.pdf',
			'/products/retired-rice/datasheet.pdf',
			'/en/products/retired-rice/datasheet.pdf',
		]) {
			const response = await ask(url)
			expect(response.status, url).toBe(404)
			expect(response.headers.get('Cache-Control')).toBe('private, no-store')
		}
	})

	it('answers 304 to a request that holds the current ETag', async () => {
		const first = await ask('/products/golden-basmati/datasheet.pdf')
		const etag = first.headers.get('ETag')!
		const again = await ask('/products/golden-basmati/datasheet.pdf', { 'If-None-Match': etag })
		expect(again.status).toBe(304)
		expect(again.headers.get('ETag')).toBe(etag)
		expect(await again.arrayBuffer()).toHaveProperty('byteLength', 0)
	})

	it('keeps a sheet until what it shows changes, and draws a new one when it does', async () => {
		const url = '/en/products/golden-basmati/datasheet.pdf'
		const etag = async () => (await ask(url)).headers.get('ETag')
		const first = await etag()
		expect(await etag()).toBe(first)

		// A write elsewhere (another product's flag) moves the content version but not this sheet.
		await setProductFlag(ids.bare, 'is_featured', true, actor)
		afterWrite()
		expect(await etag()).toBe(first)

		// The product's own edit: a new name and a new certification.
		const edited = productFields(ids.category, image, {
			name_en: 'Royal Sella Basmati Rice',
			'export.certifications.1.name': 'Halal',
			'export.certifications.1.validUntil': addDays(200),
		})
		await updateProduct(ids.product, productInput(edited), actor)
		afterWrite()
		const second = await ask(url)
		expect(second.headers.get('ETag')).not.toBe(first)
		const text = pdfText(await body(second))
		expect(text).toContain('Royal Sella Basmati Rice')
		expect(text).toContain('Halal')

		// Its category's name is on the sheet.
		const afterProduct = second.headers.get('ETag')
		await updateCategory(ids.category, categorySchema.parse({ nameAr: 'حبوب', nameEn: 'Cereals', slug: 'grains', isActive: 'on' }), actor)
		afterWrite()
		const third = await ask(url)
		expect(third.headers.get('ETag')).not.toBe(afterProduct)
		expect(pdfText(await body(third))).toContain('Cereals')

		// The company's details shown in the footer.
		const afterCategory = third.headers.get('ETag')
		const { values } = await getSettingsForEdit()
		await saveSettingsForm({ ...values, contact_email: 'export@tasdeer.example' }, { actor })
		afterWrite()
		const fourth = await ask(url)
		expect(fourth.headers.get('ETag')).not.toBe(afterCategory)
		expect(pdfText(await body(fourth))).toContain('export@tasdeer.example')

		// Hidden after being kept: 404 at once.
		await setProductFlag(ids.product, 'is_active', false, actor)
		afterWrite()
		expect((await ask(url)).status).toBe(404)
		await setProductFlag(ids.product, 'is_active', true, actor)
		afterWrite()
		expect((await ask(url)).status).toBe(200)
	})

	it('answers a kept sheet without drawing it again: the same bytes (each drawing has its own creation time)', async () => {
		const url = '/products/golden-basmati/datasheet.pdf'
		const a = await body(await ask(url))
		await new Promise((resolve) => setTimeout(resolve, 1_100))
		const b = await body(await ask(url))
		expect(b.equals(a)).toBe(true)
	})
})
