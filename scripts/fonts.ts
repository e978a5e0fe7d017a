/**
 * `npm run fonts`: writes the site's web fonts to app/assets/fonts/ — IBM Plex Sans Arabic
 * (SIL Open Font Licence, copied beside them) cut down to the characters the site sets.
 *
 * Why: the fontsource package ships each weight as an Arabic file of 43-46 KB (Arabic, Persian,
 * Urdu, extended and presentation forms) plus a Latin file of 19-21 KB. Four weights meant 260 KB
 * of fonts on the first visit to an Arabic page, more than the JavaScript and HTML together, and on
 * a phone's connection that alone delayed the first paint by over a second (decision 0016).
 * Now: two weights (400 for text, 600 for headings and emphasis; 500 renders as 400, 700 as 600),
 * Arabic letters with their contextual forms, marks, Arabic digits and punctuation, and the
 * Persian letters common in names (12.5-13.5 KB per weight); Latin with Latin-1 signs and typographic
 * punctuation (10.5-11.5 KB). Characters outside these sets fall back to the system font.
 * Without the TrueType hinting instructions (a quarter of each file): only Windows reads them, at
 * small sizes, and the bytes delayed every other visitor's first paint (decision 0063).
 *
 * The unicode ranges below are also written into the @font-face rules in app/app.css; keep them
 * in step (tests/fonts.test.ts checks that every range there is a range here).
 */
import fs from 'node:fs'
import path from 'node:path'
import subsetFont from 'subset-font'

export const fontFiles = {
	arabic: {
		// Arabic comma, semicolon, question mark; letters, tatweel, harakat, hamza marks; Arabic-Indic
		// digits and separators; dagger alef, alef wasla; Persian pe, che, zhe, ve, keheh, gaf, yeh;
		// zero-width (non-)joiners and direction marks.
		ranges: 'U+060C,U+061B-061F,U+0621-0655,U+0660-066D,U+0670-0671,U+067E,U+0686,U+0698,U+06A4,U+06A9,U+06AF,U+06CC,U+200C-200F',
		source: (weight: number) => `ibm-plex-sans-arabic-arabic-${weight}-normal.woff2`,
	},
	latin: {
		// ASCII, Latin-1 signs (no accented letters: rare in this content, 4 KB per weight), dashes, quotes, bullet, ellipsis, guillemets, euro, trade mark, arrows.
		ranges: 'U+0020-007E,U+00A0-00BF,U+00D7,U+00F7,U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+2039-203A,U+20AC,U+2122,U+2190-2193',
		source: (weight: number) => `ibm-plex-sans-arabic-latin-${weight}-normal.woff2`,
	},
} as const
export const fontWeights = [400, 600] as const
export const fontFileName = (script: keyof typeof fontFiles, weight: number) => `plex-${script}-${weight}.woff2`

/** The characters of a CSS unicode-range list, e.g. 'U+0020-007E,U+00A0'. */
export function charactersOf(ranges: string) {
	let text = ''
	for (const range of ranges.split(',')) {
		const [from, to = from] = range.replace('U+', '').split('-')
		for (let code = parseInt(from!, 16); code <= parseInt(to ?? from!, 16); code++) text += String.fromCodePoint(code)
	}
	return text
}

async function main() {
	const root = path.resolve(import.meta.dirname, '..')
	const source = path.join(root, 'node_modules/@fontsource/ibm-plex-sans-arabic')
	const target = path.join(root, 'app/assets/fonts')
	fs.mkdirSync(target, { recursive: true })
	for (const [script, { ranges, source: file }] of Object.entries(fontFiles)) {
		for (const weight of fontWeights) {
			const input = fs.readFileSync(path.join(source, 'files', file(weight)))
			const output = await subsetFont(input, charactersOf(ranges), { targetFormat: 'woff2', noHinting: true })
			const name = fontFileName(script as keyof typeof fontFiles, weight)
			fs.writeFileSync(path.join(target, name), output)
			console.log(`${name}: ${(output.length / 1024).toFixed(1)} KB (from ${(input.length / 1024).toFixed(1)} KB)`)
		}
	}
	fs.copyFileSync(path.join(source, 'LICENSE'), path.join(target, 'OFL.txt'))
}

if (import.meta.url === `file://${process.argv[1]}`) await main()
