import { execFileSync } from 'node:child_process'

/**
 * Reading a PDF as its readers do, with poppler-utils (installed by .ci/run): the text a viewer
 * copies or a search indexes (pdftotext), and a page drawn as pixels (pdftoppm).
 */

/** The bidi marks pdftotext puts around runs it turned (embeddings and isolates). */
const bidiMarks = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/** The text of a PDF, as pdftotext reads it, without direction marks. */
export function pdfText(pdf: Buffer): string {
	return execFileSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf, maxBuffer: 16 * 1024 * 1024 }).toString('utf8').replace(bidiMarks, '')
}

/**
 * Text with every space taken out: pdftotext infers spaces from the gaps between glyphs, and where
 * it puts them around a turned run varies; the order of the characters is what must hold.
 */
export const squashed = (text: string) => text.replace(/\s+/g, '')

/** Page `page` (from 1) as a PNG at `dpi`. */
export function pdfPagePng(pdf: Buffer, page = 1, dpi = 50): Buffer {
	return execFileSync('pdftoppm', ['-png', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', '-'], {
		input: pdf,
		maxBuffer: 64 * 1024 * 1024,
	})
}

/** The number of pages. */
export function pdfPageCount(pdf: Buffer): number {
	const info = execFileSync('pdfinfo', ['-'], { input: pdf }).toString('utf8')
	return Number(/^Pages:\s+(\d+)/m.exec(info)?.[1] ?? 0)
}
