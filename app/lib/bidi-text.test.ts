import { describe, expect, it } from 'vitest'
import { bidiParagraph, breakLines, plainText, visualRuns } from './bidi-text.ts'

/** The runs of a whole paragraph, left to right, as `text/dir` pairs. */
const runsOf = (text: string, lang: 'ar' | 'en') => {
	const paragraph = bidiParagraph(text, lang)
	return visualRuns(paragraph, 0, paragraph.text.length).map((run) => `${run.text}/${run.rtl ? 'rtl' : 'ltr'}`)
}

describe('visual runs', () => {
	it('keeps Arabic text one right-to-left run', () => {
		expect(runsOf('أرز بسمتي', 'ar')).toEqual(['أرز بسمتي/rtl'])
	})

	it('keeps "25 kg" one left-to-right unit inside Arabic, drawn to the left of what comes before it', () => {
		// Logical: كيس 25 kg → drawn left to right: "25 kg", then "كيس " (its space on its left) at the right.
		expect(runsOf('كيس 25 kg', 'ar')).toEqual(['25 kg/ltr', 'كيس /rtl'])
	})

	it('orders several Latin runs inside Arabic from right to left, each read left to right', () => {
		expect(runsOf('الرمز HS 1006.30 والشهادة ISO 22000', 'ar')).toEqual([
			'ISO 22000/ltr',
			' والشهادة /rtl',
			'HS 1006.30/ltr',
			'الرمز /rtl',
		])
	})

	it('keeps a bare number inside Arabic left to right', () => {
		expect(runsOf('مدة الصلاحية 24 شهرًا', 'ar')).toEqual([' شهرًا/rtl', '24/ltr', 'مدة الصلاحية /rtl'])
	})

	it('isolates an Arabic name inside English text', () => {
		expect(runsOf('Rice (أرز بسمتي) 5 kg', 'en')).toEqual(['Rice (/ltr', 'أرز بسمتي/rtl', ') 5 kg/ltr'])
	})

	it('mirrors brackets in right-to-left runs', () => {
		// "(" in Arabic text is drawn as ")" on the right of the word it opens.
		expect(runsOf('أرز (بسمتي)', 'ar')).toEqual(['أرز )بسمتي(/rtl'])
	})

	it('leaves direction marks typed by staff out of what is drawn', () => {
		expect(runsOf('\u200fأرز\u200f', 'ar')).toEqual(['أرز/rtl'])
		expect(plainText('\u2066ISO\u2069')).toBe('ISO')
	})
})

describe('line breaking', () => {
	// One unit per character: widths in characters.
	const measure = (text: string) => text.length

	it('breaks at spaces in logical order and keeps the runs of each line in drawing order', () => {
		const paragraph = bidiParagraph('أرز بسمتي كيس 25 kg للتصدير', 'ar')
		const lines = breakLines(paragraph, 15, measure)
		const texts = lines.map((line) => plainText(paragraph.text.slice(line.start, line.end)))
		expect(texts).toEqual(['أرز بسمتي كيس', '25 kg للتصدير'])
		const second = lines[1]!
		expect(visualRuns(paragraph, second.start, second.end)).toEqual([
			{ text: ' للتصدير', rtl: true },
			{ text: '25 kg', rtl: false },
		])
	})

	it('cuts a word longer than a line, after a hyphen where it can', () => {
		const paragraph = bidiParagraph('Extra-long-product-name', 'en')
		const texts = breakLines(paragraph, 10, measure).map((line) => paragraph.text.slice(line.start, line.end))
		expect(texts).toEqual(['Extra-', 'long-', 'product-', 'name'])
	})

	it('cuts a word with nowhere better to cut between characters', () => {
		const paragraph = bidiParagraph('ABCDEFGHIJ', 'en')
		expect(breakLines(paragraph, 4, measure).map((line) => paragraph.text.slice(line.start, line.end))).toEqual(['ABCD', 'EFGH', 'IJ'])
	})

	it('never breaks at a no-break space', () => {
		const paragraph = bidiParagraph('Tel +966\u00a012\u00a0345 sales', 'en')
		const texts = breakLines(paragraph, 14, measure).map((line) => paragraph.text.slice(line.start, line.end))
		expect(texts).toEqual(['Tel', '+966\u00a012\u00a0345', 'sales'])
	})

	it('gives no line for empty text', () => {
		expect(breakLines(bidiParagraph("  ", "ar"), 10, measure)).toEqual([])
	})
})
