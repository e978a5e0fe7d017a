import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { documentKey } from '#app/lib/documents.ts'
import { editorActor as actor } from '#tests/actors.ts'
import { categoryInput, withTestCategory } from '#tests/catalogue.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { withTemporaryMediaStorage } from '#tests/media-storage.ts'
import { productFormFields, productInput as productFormInput } from '#tests/product-form.ts'
import { certificatePdf } from '#tests/pdf-fixtures.ts'
import { pdfText } from '#tests/pdf.ts'
import { type S3TestServer, startS3TestServer } from '#tests/s3-test-server.ts'
import { updateCategory } from './category-admin.server.ts'
import { parseConfig, setConfig } from './config.server.ts'
import { db } from './db/db.server.ts'
import { cleanUpUnusedDocuments, DocumentError, documentLimits, documentStorage, downloadName, readDocument, setDocumentStorage, storeDocument } from './documents.server.ts'
import { S3Storage } from './media-s3.server.ts'
import { LocalDiskStorage, storeImage } from './media.server.ts'
import { deleteProduct, getProductForEdit, submitProductForm, updateProduct } from './product-admin.server.ts'
import { getActiveProductBySlug } from './products.server.ts'

let picture = ''
const visitor = () => new Request('http://localhost/documents/x.pdf')
const day = 24 * 60 * 60_000

/** A product form with one certification naming `file` (valid until `validUntil`), its main image stored. */
function productFields(categoryId: number, slug: string, file: string, validUntil = '2099-12-31'): Record<string, string> {
	return productFormFields(categoryId, {
		slug,
		name_en: `Rice ${slug}`,
		main_image_url: picture,
		'export.certifications.0.name': 'Halal',
		'export.certifications.0.issuer': 'Halal India',
		'export.certifications.0.number': 'HI-7',
		'export.certifications.0.validUntil': validUntil,
		'export.certifications.0.fileUrl': file,
	})
}
const productInput = (...args: Parameters<typeof productFields>) => productFormInput(productFields(...args))

/** The main image, stored again: deleting a product deletes the images only it used. */
async function storePicture() {
	const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c84' } }).png().toBuffer()
	picture = (await storeImage(png, { originalName: 'rice.png', createdBy: actor.id })).url
}

async function newProduct(categoryId: number, slug: string, file: string, validUntil?: string) {
	await storePicture()
	const outcome = await submitProductForm(productFields(categoryId, slug, file, validUntil), { actor })
	if (!outcome.ok) throw new Error(JSON.stringify(outcome))
	return (await db().selectFrom('products').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id
}

const storageFolder = withTemporaryMediaStorage('documents', { documents: true })

describe.each(testDialects)('certification files on %s', (dialect) => {
	withTestDatabase(dialect)
	const testCategory = withTestCategory('grains')

	it('stores an upload rewritten, under its content, once however often it is uploaded', async () => {
		const pdf = await certificatePdf('Halal certificate HI-7', { pages: 2 })
		const first = await storeDocument(pdf, { originalName: 'C:\\scans\\شهادة حلال 2026.pdf', createdBy: actor.id })
		expect(first).toMatchObject({ name: 'شهادة حلال 2026.pdf', pages: 2 })
		expect(documentKey(first.url)).not.toBeNull()
		const stored = await documentStorage().get(documentKey(first.url)!, 'document.pdf')
		expect(stored?.length).toBe(first.bytes)
		expect(pdfText(stored!)).toContain('Halal certificate HI-7 page 2')

		await db().updateTable('documents').set({ unused_since: new Date().toISOString() }).execute()
		const again = await storeDocument(pdf, { originalName: 'other-name.pdf' })
		expect(again).toEqual(first)
		const rows = await db().selectFrom('documents').select(['unused_since']).where('storage_key', '=', documentKey(first.url)!).execute()
		expect(rows).toEqual([{ unused_since: null }])
	})

	it('refuses a file over the limit, what is not a PDF and a protected PDF, and stores nothing', async () => {
		const before = await db().selectFrom('documents').select('id').execute()
		const problem = (input: Buffer) => storeDocument(input, { originalName: 'x.pdf' }).then(() => null, (error: unknown) => (error instanceof DocumentError ? error.problem : error))
		const huge = Buffer.concat([await certificatePdf('big'), Buffer.alloc(documentLimits.maxBytes)])
		expect(await problem(huge)).toBe('too_large')
		expect(await problem(Buffer.from('<html>not a pdf</html>'))).toBe('not_pdf')
		expect(await problem(await certificatePdf('locked', { ownerPassword: 'secret' }))).toBe('encrypted')
		expect(await db().selectFrom('documents').select('id').execute()).toEqual(before)
	})

	it('gives a download a safe name', () => {
		expect(downloadName('../../etc/passwd')).toBe('passwd.pdf')
		expect(downloadName('cert"ificate\r\n.PDF')).toBe('certificate.PDF')
		expect(downloadName('')).toBe('certificate.pdf')
	})

	it('is served to visitors only while a valid certification of a product on the site names it', async () => {
		const document = await storeDocument(await certificatePdf('ISO 22000'), { originalName: 'iso.pdf' })
		const key = documentKey(document.url)!
		const served = async () => (await readDocument(key, visitor()))?.data.length ?? null

		// Uploaded but not saved in any product: not for visitors.
		expect(await served()).toBeNull()
		const id = await newProduct(testCategory.id, 'served-rice', document.url)
		expect(await served()).toBe(document.bytes)
		const page = await getActiveProductBySlug('served-rice')
		expect(page?.exportData?.certifications[0]?.fileUrl).toBe(document.url)
		// The form shows what the file is.
		expect((await getProductForEdit(id))?.documents[document.url]).toEqual(document)

		// Expired: hidden on the page, and its file with it.
		await updateProduct(id, productInput(testCategory.id, 'served-rice', document.url, '2001-01-01'), actor)
		expect(await served()).toBeNull()
		await updateProduct(id, productInput(testCategory.id, 'served-rice', document.url), actor)
		expect(await served()).toBe(document.bytes)

		// A draft category hides the product, and the file.
		await updateCategory(testCategory.id, { ...categoryInput('grains'), isActive: false }, actor)
		expect(await served()).toBeNull()
		await updateCategory(testCategory.id, categoryInput('grains'), actor)
		expect(await served()).toBe(document.bytes)

		// The certification's file taken away: no longer served.
		await updateProduct(id, productInput(testCategory.id, 'served-rice', ''), actor)
		expect(await served()).toBeNull()
		await deleteProduct(id, actor)
	})

	it('refuses a save naming a file that is not stored, at its field, and writes nothing', async () => {
		await storePicture()
		const outcome = await submitProductForm(productFields(testCategory.id, 'typed-rice', '/documents/0123456789abcdef.pdf'), { actor })
		expect(outcome).toMatchObject({ ok: false, errors: { 'export.certifications.0.fileUrl': 'products.document.missing' } })
		expect(await db().selectFrom('products').select('id').where('slug', '=', 'typed-rice').execute()).toEqual([])
		// A link to the certificate online is a file too.
		await expect(newProduct(testCategory.id, 'linked-rice', 'https://halal.example.org/verify/HI-7')).resolves.toBeGreaterThan(0)
	})

	it('is cleaned up once nothing names it for the grace period, unless a kept revision does', async () => {
		const loose = await storeDocument(await certificatePdf('forgotten upload'), { originalName: 'loose.pdf' })
		const kept = await storeDocument(await certificatePdf('in a revision'), { originalName: 'kept.pdf' })
		const id = await newProduct(testCategory.id, 'cleaned-rice', kept.url)
		// The file replaced: only the product's first revision names it now.
		await updateProduct(id, productInput(testCategory.id, 'cleaned-rice', ''), actor)

		const now = Date.now()
		const run = (at: number) => cleanUpUnusedDocuments(new Date(at).toISOString(), new Date(at - 7 * day).toISOString())
		expect(await run(now)).toBe(0)
		expect(await run(now + 6 * day)).toBe(0)
		expect(await run(now + 8 * day)).toBeGreaterThanOrEqual(1)
		expect(await documentStorage().has(documentKey(loose.url)!, 'document.pdf')).toBe(false)
		expect(await documentStorage().has(documentKey(kept.url)!, 'document.pdf')).toBe(true)
		const left = await db().selectFrom('documents').select('storage_key').execute()
		expect(left.map((row) => row.storage_key)).toContain(documentKey(kept.url))
		expect(left.map((row) => row.storage_key)).not.toContain(documentKey(loose.url))

		// The product and its revisions deleted: its file goes after the grace period too.
		await deleteProduct(id, actor)
		expect(await run(now + 9 * day)).toBe(0)
		expect(await run(now + 17 * day)).toBeGreaterThanOrEqual(1)
		expect(await documentStorage().has(documentKey(kept.url)!, 'document.pdf')).toBe(false)
	})
})

describe('certification files in an S3 bucket', () => {
	let s3: S3TestServer
	beforeAll(async () => {
		s3 = await startS3TestServer()
	})
	afterAll(async () => {
		setConfig(parseConfig({ ...process.env, NODE_ENV: 'test' }))
		await s3?.stop()
	})

	it('go under documents/ of the media bucket, apart from the images and their public address', async () => {
		setDocumentStorage(undefined)
		setConfig(parseConfig({ ...process.env, NODE_ENV: 'test', S3_ENDPOINT: s3.endpoint, S3_BUCKET: s3.bucket, S3_REGION: s3.region, S3_ACCESS_KEY_ID: s3.accessKeyId, S3_SECRET_ACCESS_KEY: s3.secretAccessKey }))
		const storage = documentStorage()
		expect(storage).toBeInstanceOf(S3Storage)
		const bytes = await certificatePdf('in the bucket')
		await storage.put('0123456789abcdef', 'document.pdf', bytes, 'application/pdf')
		expect(s3.objects.get('documents/0123456789abcdef/document.pdf')?.body.equals(bytes)).toBe(true)
		expect(s3.objects.has('0123456789abcdef/document.pdf')).toBe(false)
		expect((await storage.get('0123456789abcdef', 'document.pdf'))?.equals(bytes)).toBe(true)
		await storage.delete('0123456789abcdef', 'document.pdf')
		expect(s3.objects.size).toBe(0)
		setDocumentStorage(new LocalDiskStorage(path.join(storageFolder.root, 'documents')))
	})
})
