import { PDFDocument, PDFName } from 'pdf-lib'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { certificatePdf, hostileCertificatePdf } from '#tests/pdf-fixtures.ts'
import { pdfPageCount, pdfText } from '#tests/pdf.ts'
import { cleanPdf, PdfError } from './pdf-document.server.ts'

const problemOf = (input: Buffer) => cleanPdf(input).then(() => null, (error: unknown) => (error instanceof PdfError ? error.problem : error))

describe('an uploaded PDF is parsed and written anew', () => {
	it('keeps the pages and their text', async () => {
		const { data, pages } = await cleanPdf(await certificatePdf('Halal certificate HC-2026-118', { pages: 2 }))
		expect(pages).toBe(2)
		expect(pdfPageCount(data)).toBe(2)
		expect(pdfText(data)).toContain('Halal certificate HC-2026-118 page 2')
	})

	it('takes out scripts, actions on opening, attached files and launching links, and keeps a link to a web page', async () => {
		const hostile = await hostileCertificatePdf('ISO 22000 certificate')
		// The fixture does carry them: the test fails if it stops doing so.
		for (const token of ['/JavaScript', '/OpenAction', '/EmbeddedFiles', '/Launch', '/FileAttachment']) expect(hostile.includes(token), token).toBe(true)

		const { data } = await cleanPdf(hostile)
		const reloaded = await PDFDocument.load(data)
		expect(reloaded.catalog.get(PDFName.of('OpenAction'))).toBeUndefined()
		expect(reloaded.catalog.get(PDFName.of('AA'))).toBeUndefined()
		const names = reloaded.catalog.lookup(PDFName.of('Names'))
		expect(names?.toString() ?? '').not.toMatch(/EmbeddedFiles|JavaScript/)
		const page = reloaded.getPage(0).node
		expect(page.get(PDFName.of('AA'))).toBeUndefined()
		const annotations = page.Annots()!
		const actions = Array.from({ length: annotations.size() }, (_, i) => annotations.lookup(i)?.toString() ?? '')
		expect(actions).toHaveLength(2)
		expect(actions.some((text) => /\/URI/.test(text) && text.includes('https://example.org/verify'))).toBe(true)
		expect(actions.join(' ')).not.toMatch(/Launch|calc\.exe|FileAttachment/)
		expect(pdfText(data)).toContain('ISO 22000 certificate page 1')
	})

	it('refuses what is not a PDF, with the header or without', async () => {
		const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } }).png().toBuffer()
		expect(await problemOf(png)).toBe('not_pdf')
		expect(await problemOf(Buffer.from('just some text pretending'))).toBe('not_pdf')
		expect(await problemOf(Buffer.from('%PDF-1.7\nthis is not a document at all\n%%EOF'))).toBe('not_pdf')
		expect(await problemOf(Buffer.alloc(0))).toBe('not_pdf')
	})

	it('refuses a password-protected PDF (it could not be written anew)', async () => {
		expect(await problemOf(await certificatePdf('Protected', { ownerPassword: 'issuer-secret' }))).toBe('encrypted')
	})

	it('gives the same bytes for the same file, so an upload made twice is one document', async () => {
		const input = await certificatePdf('Same file twice')
		const [first, second] = [await cleanPdf(input), await cleanPdf(input)]
		expect(first.data.equals(second.data)).toBe(true)
	})
})
