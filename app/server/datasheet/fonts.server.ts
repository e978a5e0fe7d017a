import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import * as fontkit from 'fontkit'
import { sfntFromWoff } from './woff.server.ts'

/**
 * The site's typeface, IBM Plex Sans Arabic, for the datasheet (decision 0036). The web pages use
 * subsets cut to the characters the site sets (scripts/fonts.ts); a PDF shows whatever staff type,
 * so it embeds from the full files of the package, one per script: Arabic (with Persian and Urdu
 * letters, presentation forms and Arabic-Indic digits), Latin and Latin Extended (accented names).
 * Each is parsed once per process; a document embeds only the glyphs it uses.
 */
export type FontWeight = 'regular' | 'bold'
const weights: Record<FontWeight, number> = { regular: 400, bold: 600 }
/** In the order a character is looked for: Arabic first, so Arabic punctuation and spaces stay in Arabic text's font. */
const scripts = ['arabic', 'latin', 'latin-ext'] as const

export interface PdfFont {
	/** The name the document registers it under. */
	name: string
	font: fontkit.Font
}

let loaded: Record<FontWeight, PdfFont[]> | null = null

function fontDirectory(): string {
	const require = createRequire(import.meta.url)
	return path.join(path.dirname(require.resolve('@fontsource/ibm-plex-sans-arabic/package.json')), 'files')
}

export function datasheetFonts(): Record<FontWeight, PdfFont[]> {
	if (loaded) return loaded
	const directory = fontDirectory()
	const load = (weight: FontWeight) =>
		scripts.map((script) => {
			const file = path.join(directory, `ibm-plex-sans-arabic-${script}-${weights[weight]}-normal.woff`)
			const font = fontkit.create(sfntFromWoff(fs.readFileSync(file))) as fontkit.Font
			return { name: `${script}-${weight}`, font: withLayoutCache(font) }
		})
	loaded = { regular: load('regular'), bold: load('bold') }
	return loaded
}

/**
 * The font that draws a character: the one used just before when it has the glyph (a space or a
 * comma stays in the font of the words around it), else the first that has it. A character none
 * has (an emoji, Chinese) is drawn as the font's missing-glyph box; the text layer still holds it.
 */
export function fontForCharacter(fonts: PdfFont[], codePoint: number, previous: PdfFont | null): PdfFont {
	if (previous?.font.hasGlyphForCodePoint(codePoint)) return previous
	return fonts.find((candidate) => candidate.font.hasGlyphForCodePoint(codePoint)) ?? previous ?? fonts[1]!
}

/** Whether some font draws the character. */
export function hasGlyph(fonts: PdfFont[], codePoint: number): boolean {
	return fonts.some((candidate) => candidate.font.hasGlyphForCodePoint(codePoint))
}

const layoutCacheLimit = 20_000

/**
 * Shaping the same words again is most of the work of drawing a datasheet (labels, units, the
 * company's details recur on every sheet, and each piece of text is measured before it is drawn).
 * The font keeps the glyph runs it shaped; pdfkit scales a run's positions in place, so each caller
 * gets fresh positions over the shared glyphs.
 */
function withLayoutCache(font: fontkit.Font): fontkit.Font {
	const shape = font.layout.bind(font)
	const runs = new Map<string, fontkit.GlyphRun>()
	font.layout = ((text: string, features?: string[] | Record<string, boolean>) => {
		const key = `${JSON.stringify(features ?? null)}\u0000${text}`
		let run = runs.get(key)
		if (!run) {
			if (runs.size >= layoutCacheLimit) runs.clear()
			run = shape(text, features)
			runs.set(key, run)
		}
		const positions = run.positions.map((position) => ({ ...position }))
		return {
			glyphs: run.glyphs,
			positions,
			direction: run.direction,
			get advanceWidth() {
				return positions.reduce((sum, position) => sum + position.xAdvance, 0)
			},
		} as unknown as fontkit.GlyphRun
	}) as typeof font.layout
	return font
}
