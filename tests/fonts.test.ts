import fs from 'node:fs'
import path from 'node:path'
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
			const tables = woff2TableTags(fs.readFileSync(path.resolve('app/assets/fonts', face.file!)))
			expect(tables, face.file).toEqual(expect.arrayContaining(['glyf', 'cmap', 'GSUB']))
			expect(tables.filter((tag) => ['fpgm', 'prep', 'cvt '].includes(tag)), face.file).toEqual([])
		}
	})
})

// The WOFF2 table directory (W3C WOFF2, 5.2): a flags byte per table, whose low six bits index the
// known tags (63: the tag follows), then the original length and, if transformed, the transformed
// length, each a UIntBase128. The hinting tables are fpgm, prep and cvt; hb-subset drops them with
// the glyphs' own instructions.
const knownTags = ['cmap', 'head', 'hhea', 'hmtx', 'maxp', 'name', 'OS/2', 'post', 'cvt ', 'fpgm', 'glyf', 'loca', 'prep', 'CFF ', 'VORG', 'EBDT', 'EBLC', 'gasp', 'hdmx', 'kern', 'LTSH', 'PCLT', 'VDMX', 'vhea', 'vmtx', 'BASE', 'GDEF', 'GPOS', 'GSUB', 'EBSC', 'JSTF', 'MATH', 'CBDT', 'CBLC', 'COLR', 'CPAL', 'SVG ', 'sbix', 'acnt', 'avar', 'bdat', 'bloc', 'bsln', 'cvar', 'fdsc', 'feat', 'fmtx', 'fvar', 'gvar', 'hsty', 'just', 'lcar', 'mort', 'morx', 'opbd', 'prop', 'trak', 'Zapf', 'Silf', 'Glat', 'Gloc', 'Feat', 'Sill']
function woff2TableTags(file: Buffer) {
	const tableCount = file.readUInt16BE(12)
	let offset = 48
	const readBase128 = () => {
		let value = 0
		for (;;) {
			const byte = file[offset++]!
			value = value * 128 + (byte & 0x7f)
			if (!(byte & 0x80)) return value
		}
	}
	const tags: string[] = []
	for (let index = 0; index < tableCount; index++) {
		const flags = file[offset++]!
		let tag = knownTags[flags & 0x3f]
		if ((flags & 0x3f) === 63) {
			tag = file.subarray(offset, offset + 4).toString('latin1')
			offset += 4
		}
		readBase128()
		const transform = flags >> 6
		const glyfOrLoca = tag === 'glyf' || tag === 'loca'
		if (glyfOrLoca ? transform === 0 : transform !== 0) readBase128()
		tags.push(tag!)
	}
	return tags
}
