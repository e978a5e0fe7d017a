import type { Lang } from '#app/i18n/lang.ts'
import { type BidiParagraph, bidiParagraph, breakLines, type LineRange, visualRuns } from '#app/lib/bidi-text.ts'
import { datasheetFonts, type FontWeight, fontForCharacter, type PdfFont } from './fonts.server.ts'

/**
 * Text on a PDF page in both directions (decision 0036). pdfkit draws what it is given left to
 * right and shapes it with fontkit, which joins Arabic letters and turns a run of Arabic script
 * around; it knows nothing of mixed directions. So lines are broken and cut into runs here
 * (app/lib/bidi-text.ts), each run is cut again by the font that has its characters, and each
 * piece is drawn at its own place, right to left in an Arabic line.
 */
export interface TextStyle {
	size: number
	weight?: FontWeight
	color: string
	lang: Lang
	/** Line height as a multiple of the size. */
	leading?: number
}

export type Align = 'start' | 'end' | 'center'

export interface TextBlock {
	paragraph: BidiParagraph
	lines: LineRange[]
	style: TextStyle
	lineHeight: number
	height: number
}

interface Piece {
	text: string
	font: PdfFont
}

/** Script whose runs fontkit lays out right to left: the first letter of a piece decides (as fontkit's own detection). */
const firstLetter = /[^\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u
const isArabicScript = /\p{Script=Arabic}/u
const reversed = (text: string) => [...text].reverse().join('')

export class Typesetter {
	private readonly fonts = datasheetFonts()
	private readonly widths = new Map<string, number>()

	constructor(private readonly doc: PDFKit.PDFDocument) {
		for (const font of [...this.fonts.regular, ...this.fonts.bold]) {
			// pdfkit takes a parsed fontkit font as well as bytes (its types say bytes only): parsed once per process.
			doc.registerFont(font.name, font.font as unknown as Buffer)
		}
	}

	/** The width of plain text (no control marks) in logical order. */
	width(text: string, style: Pick<TextStyle, 'size' | 'weight'>): number {
		return this.pieces(text, style.weight ?? 'regular').reduce((sum, piece) => sum + this.pieceWidth(piece, style.size), 0)
	}

	/** Text broken into lines of at most `maxWidth`. */
	layout(text: string, style: TextStyle, maxWidth: number): TextBlock {
		const paragraph = bidiParagraph(text.replace(/[ \t\r\n]+/g, ' ').trim(), style.lang)
		const lines = breakLines(paragraph, maxWidth, (piece) => this.width(piece, style))
		const lineHeight = style.size * (style.leading ?? 1.5)
		return { paragraph, lines, style, lineHeight, height: lines.length * lineHeight }
	}

	/**
	 * Draws a block with its top at `y`, in the box from `x` to `x + width`; 'start' is the right
	 * edge in Arabic. Returns the y below it.
	 */
	draw(block: TextBlock, x: number, y: number, width: number, align: Align = 'start'): number {
		const { style } = block
		const weight = style.weight ?? 'regular'
		// Plex sets its ascent and descent larger than its letters: the line's extra room goes half above, half below.
		const top = (block.lineHeight - style.size * 1.25) / 2
		block.lines.forEach((line, index) => {
			const right = align === 'center' ? false : (align === 'start') === block.paragraph.rtl
			let pen = align === 'center' ? x + (width - line.width) / 2 : right ? x + width - line.width : x
			for (const run of visualRuns(block.paragraph, line.start, line.end)) {
				const pieces = this.pieces(run.text, weight)
				if (run.rtl) pieces.reverse()
				for (const piece of pieces) {
					// fontkit turns a piece around when its first letter is Arabic; a piece must end up
					// right to left exactly when its run is (brackets in Arabic text, digits in a Latin run).
					const turnedByFontkit = isArabicScript.test(firstLetter.exec(piece.text)?.[0] ?? '')
					const text = turnedByFontkit === run.rtl ? piece.text : reversed(piece.text)
					this.doc
						.font(piece.font.name)
						.fontSize(style.size)
						.fillColor(style.color)
						.text(text, pen, y + top + index * block.lineHeight, { lineBreak: false, features: [] })
					pen += this.pieceWidth(piece, style.size)
				}
			}
		})
		return y + block.height
	}

	/**
	 * Call once before the document ends. pdfkit maps each glyph to the characters it stands for in
	 * logical order; a text extractor reading an Arabic word turns the word's characters around, so a
	 * ligature's characters (lam-alef, a letter with its mark) must be listed in reverse to come out
	 * in order (poppler's pdftotext and pdf.js both read it so).
	 */
	finish() {
		const families = (this.doc as unknown as { _fontFamilies: Record<string, { unicode?: number[][] }> })._fontFamilies
		for (const font of new Set(Object.values(families))) {
			if (!font.unicode) continue
			font.unicode = font.unicode.map((codePoints) =>
				codePoints.length > 1 && codePoints.some((c) => isArabicScript.test(String.fromCodePoint(c))) ? [...codePoints].reverse() : codePoints,
			)
		}
	}

	private pieceWidth(piece: Piece, size: number): number {
		const key = `${piece.font.name}|${piece.text}`
		let width = this.widths.get(key)
		if (width === undefined) {
			width = this.doc.font(piece.font.name).fontSize(1000).widthOfString(piece.text, { features: [] }) / 1000
			this.widths.set(key, width)
		}
		return width * size
	}

	/** Text cut where the font that has its characters changes. */
	private pieces(text: string, weight: FontWeight): Piece[] {
		const fonts = this.fonts[weight]
		const pieces: Piece[] = []
		let current: Piece | null = null
		for (const char of text) {
			const font = fontForCharacter(fonts, char.codePointAt(0)!, current?.font ?? null)
			if (current && current.font === font) current.text += char
			else pieces.push((current = { text: char, font }))
		}
		return pieces
	}
}
