import PDFKit from 'pdfkit'
import { PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib'

/**
 * PDFs for the tests of uploaded certification files: made by pdfkit as an issuing body's software
 * would, then given with pdf-lib what a hostile file carries (scripts run on opening, an attached
 * file, a link that launches a program).
 */
export function certificatePdf(text: string, options: { pages?: number; ownerPassword?: string } = {}): Promise<Buffer> {
	return new Promise((resolve, reject) => {
		const document = new PDFKit({ size: 'A4', ...(options.ownerPassword ? { ownerPassword: options.ownerPassword, permissions: { printing: 'highResolution' } } : {}) })
		const chunks: Buffer[] = []
		document.on('data', (chunk: Buffer) => chunks.push(chunk))
		document.on('end', () => resolve(Buffer.concat(chunks)))
		document.on('error', reject)
		for (let page = 1; page <= (options.pages ?? 1); page++) {
			if (page > 1) document.addPage()
			document.fontSize(18).text(`${text} page ${page}`)
		}
		document.end()
	})
}

/** A certificate that also runs a script when opened, carries an attached file and a launching link, beside a web link. */
export async function hostileCertificatePdf(text: string): Promise<Buffer> {
	const document = await PDFDocument.load(await certificatePdf(text))
	const context = document.context
	const script = context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of('app.alert("hello")') })
	document.catalog.set(PDFName.of('OpenAction'), context.register(script))
	document.catalog.set(PDFName.of('AA'), context.obj({ WC: context.register(context.obj({ S: 'JavaScript', JS: PDFString.of('1') })) }))
	await document.attach(Buffer.from('MZ not really a program'), 'invoice.exe', { mimeType: 'application/octet-stream' })
	const page = document.getPage(0)
	const launch = context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [10, 10, 100, 30], A: { S: 'Launch', F: PDFString.of('calc.exe') } })
	const web = context.obj({ Type: 'Annot', Subtype: 'Link', Rect: [10, 40, 100, 60], A: { S: 'URI', URI: PDFString.of('https://example.org/verify') } })
	const clip = context.obj({ Type: 'Annot', Subtype: 'FileAttachment', Rect: [10, 70, 30, 90], FS: PDFString.of('x') })
	page.node.set(PDFName.of('Annots'), context.obj([context.register(launch), context.register(web), context.register(clip)]))
	page.node.set(PDFName.of('AA'), context.obj({ O: context.register(context.obj({ S: 'JavaScript', JS: PDFString.of('2') })) }))
	// A document-level script in the names tree, beside the attached file the names tree now holds.
	const scripts = context.obj({ Names: [PDFString.of('init'), context.register(context.obj({ S: 'JavaScript', JS: PDFString.of('3') }))] })
	document.catalog.lookup(PDFName.of('Names'), PDFDict).set(PDFName.of('JavaScript'), context.register(scripts))
	// Without object streams: each dictionary stays readable in the bytes, as the test checks.
	return Buffer.from(await document.save({ useObjectStreams: false }))
}
