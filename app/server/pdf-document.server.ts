import type { PDFDict, PDFDocument } from 'pdf-lib'

/**
 * An uploaded PDF is never served as it came (decision 0051), as an uploaded image is never served
 * before sharp re-encodes it: pdf-lib parses the whole file (so something that only looks like a PDF
 * is refused), takes out what a viewer would run or open by itself (scripts, actions on opening,
 * form logic, attached files, launch and submit actions) and writes the document anew. What a
 * reader sees (pages, fonts, images, links to web pages) is kept.
 */

export type PdfProblem = 'not_pdf' | 'encrypted'

export class PdfError extends Error {
	override name = 'PdfError'
	constructor(readonly problem: PdfProblem) {
		super(problem === 'encrypted' ? 'The PDF is password-protected.' : 'The file is not a PDF that can be read.')
	}
}

/** Link actions a reader follows on a click: a web page or a place in the same document. */
const keptActions = new Set(['URI', 'GoTo'])
/** Annotations that carry or play a file of their own. */
const droppedAnnotations = new Set(['FileAttachment', 'Movie', 'Sound', 'Screen', 'RichMedia', '3D'])

export async function cleanPdf(input: Uint8Array): Promise<{ data: Buffer; pages: number }> {
	// The header may follow a little junk (as viewers accept), never more than the first kilobyte.
	if (Buffer.from(input.subarray(0, 1024)).indexOf('%PDF-') === -1) throw new PdfError('not_pdf')
	// Loaded on the first upload only: most server processes never read a PDF.
	const { PDFDocument, PDFName } = await import('pdf-lib')
	let document: PDFDocument
	try {
		document = await PDFDocument.load(input, { ignoreEncryption: true, updateMetadata: false, throwOnInvalidObject: true })
	} catch {
		throw new PdfError('not_pdf')
	}
	// pdf-lib cannot rewrite an encrypted file (its strings and streams stay ciphered): refused, with a way out.
	if (document.isEncrypted) throw new PdfError('encrypted')
	let pages: number
	try {
		pages = document.getPageCount()
	} catch {
		throw new PdfError('not_pdf')
	}
	if (pages === 0) throw new PdfError('not_pdf')

	const name = (key: string) => PDFName.of(key)
	const lookupDict = (dict: PDFDict, key: string) => {
		const value = dict.lookup(name(key))
		return value && 'lookup' in value && 'delete' in value ? (value as PDFDict) : undefined
	}
	const catalog = document.catalog
	for (const key of ['OpenAction', 'AA', 'AcroForm']) catalog.delete(name(key))
	const names = lookupDict(catalog, 'Names')
	if (names) for (const key of ['JavaScript', 'EmbeddedFiles']) names.delete(name(key))

	for (const page of document.getPages()) {
		page.node.delete(name('AA'))
		const annotations = page.node.Annots()
		if (!annotations) continue
		for (let i = annotations.size() - 1; i >= 0; i--) {
			const annotation = annotations.lookup(i)
			if (!annotation || !('delete' in annotation) || !('lookup' in annotation)) continue
			const dict = annotation as PDFDict
			const subtype = dict.lookup(name('Subtype'))?.toString().slice(1) ?? ''
			if (droppedAnnotations.has(subtype)) {
				annotations.remove(i)
				continue
			}
			dict.delete(name('AA'))
			const action = lookupDict(dict, 'A')
			const kind = action?.lookup(name('S'))?.toString().slice(1) ?? ''
			if (action && !keptActions.has(kind)) dict.delete(name('A'))
		}
	}
	const data = Buffer.from(await document.save({ updateFieldAppearances: false }))
	return { data, pages }
}
