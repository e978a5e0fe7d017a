import fs from 'node:fs'
import path from 'node:path'
import * as fontkit from 'fontkit'
import { describe, expect, test } from 'vitest'
import { fontFileName, fontFiles, fontWeights } from '../scripts/fonts.ts'

const css = fs.readFileSync(path.resolve('app/app.css'), 'utf8')
const faces = [...css.matchAll(/@font-face\s*{([^}]*)}/g)].map(([, body]) => ({
	weight: Number(/font-weight:\s*(\d+)/.exec(body!)?.[1]),
	file: /url\('\.\/assets\/fonts\/([^']+)'\)/.exec(body!)?.[1],
	ranges: /unicode-range:\s*([^;]+);/.exec(body!)?.[1]?.replace(/\s/g, ''),
	display: /font-display:\s*(\w+)/.exec(body!)?.[1],
}))

describe('web fonts (scripts/fonts.ts and app/app.css)', () => {
	test('every file the script writes has one @font-face with the ranges it was cut to', () => {
		const expected = Object.entries(fontFiles).flatMap(([script, { ranges }]) =>
			fontWeights.map((weight) => ({
				weight,
				file: fontFileName(script as keyof typeof fontFiles, weight),
				ranges,
				display: 'optional',
			})),
		)
		expect(faces).toEqual(expect.arrayContaining(expected))
		expect(faces).toHaveLength(expected.length)
	})

	test('the font files are in the repository, small, and real WOFF2', () => {
		for (const face of faces) {
			const data = fs.readFileSync(path.resolve('app/assets/fonts', face.file!))
			expect(data.subarray(0, 4).toString('latin1'), face.file).toBe('wOF2')
			expect(data.length, face.file).toBeLessThan(16 * 1024)
		}
		expect(fs.existsSync(path.resolve('app/assets/fonts/OFL.txt'))).toBe(true)
	})

	test('the font files carry no hinting instructions (decision 0063)', () => {
		for (const face of faces) {
			const tables = fontTableTags(fs.readFileSync(path.resolve('app/assets/fonts', face.file!)))
			expect(tables, face.file).toEqual(expect.arrayContaining(['glyf', 'cmap', 'GSUB']))
			expect(tables.filter((tag) => ['fpgm', 'prep', 'cvt '].includes(tag)), face.file).toEqual([])
		}
	})
})

/** The tables a font file holds, from its table directory as fontkit (the datasheets' font reader) parses it. */
function fontTableTags(file: Buffer) {
	const font = fontkit.create(file) as unknown as { directory: { tables: Record<string, unknown> } }
	return Object.keys(font.directory.tables)
}
