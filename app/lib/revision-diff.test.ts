import { describe, expect, it } from 'vitest'
import { diffSide, htmlParagraphs, revisionDiff, revisionFields, valueText, wordDiff } from './revision-diff.ts'

const changes = (parts: ReturnType<typeof wordDiff>) => parts.filter((part) => part.change).map((part) => `${part.change === 'added' ? '+' : '-'}${part.text}`)

describe('word diff', () => {
	it('marks whole English words added and removed', () => {
		const parts = wordDiff('Hello big world', 'Hello small world', 'en')
		expect(changes(parts)).toEqual(['-big', '+small'])
		expect(parts.map((part) => part.text).join('')).toBe('Hello bigsmall world')
	})

	it('keeps an Arabic word with tashkeel whole: a changed mark changes the word, not one letter', () => {
		expect(changes(wordDiff('مَرحباً بكم في شركة تصدير', 'مرحباً بكم في شركة تصدير الأغذية', 'ar'))).toEqual(['-مَرحباً', '+مرحباً', '+الأغذية'])
	})

	it('keeps a word joined by a zero-width non-joiner whole, and compares Arabic words, not letters', () => {
		expect(changes(wordDiff('می‌خواهم نه', 'می‌خواهم بله', 'ar'))).toEqual(['-نه', '+بله'])
		expect(changes(wordDiff('نص أول عن الأرز', 'نص ثان عن الأرز', 'ar'))).toEqual(['-أول', '+ثان'])
	})

	it('answers the text as one unchanged part when nothing changed, and nothing for two empty texts', () => {
		expect(wordDiff('سلام', 'سلام', 'ar')).toEqual([{ text: 'سلام' }])
		expect(wordDiff('', '', 'en')).toEqual([])
	})

	it('gives each side of the side-by-side view its own words', () => {
		const parts = wordDiff('one two', 'one three', 'en')
		expect(diffSide(parts, 'older').map((part) => part.text).join('')).toBe('one two')
		expect(diffSide(parts, 'newer').map((part) => part.text).join('')).toBe('one three')
	})
})

describe('rich text as text', () => {
	it('reads paragraphs, headings and list items as blocks, with entities decoded and tags gone', () => {
		expect(htmlParagraphs('<h2>Title</h2><p>First &amp; <strong>bold</strong></p><ul><li>one</li><li>two</li></ul><p>a<br>b&nbsp;c</p>')).toBe(
			'Title\n\nFirst & bold\n\none\n\ntwo\n\na\n\nb c',
		)
	})

	it('compares bodies by their text: a change of formatting alone is no change', () => {
		const [body] = revisionDiff({ body_ar: '<p>نص <em>مهم</em></p>' }, { body_ar: '<p>نص <strong>مهم</strong></p>' }, [{ name: 'body_ar', kind: 'html-ar' }])
		expect(body).toMatchObject({ changed: false, dir: 'rtl', lang: 'ar' })
	})
})

describe('revision diff', () => {
	it('gives each field its language and direction, and marks what changed', () => {
		const fields = revisionDiff({ title_ar: 'أرز', title_en: 'Rice', slug: 'rice' }, { title_ar: 'أرز بسمتي', title_en: 'Rice', slug: 'rice' }, [
			{ name: 'title_ar', kind: 'ar' },
			{ name: 'title_en', kind: 'en' },
			{ name: 'slug', kind: 'plain' },
		])
		expect(fields.map(({ name, dir, lang, changed }) => ({ name, dir, lang, changed }))).toEqual([
			{ name: 'title_ar', dir: 'rtl', lang: 'ar', changed: true },
			{ name: 'title_en', dir: 'ltr', lang: 'en', changed: false },
			{ name: 'slug', dir: 'ltr', lang: 'en', changed: false },
		])
	})

	it('reads values that are not text: nothing as empty, numbers and flags as text, lists one item a line', () => {
		expect(valueText(null, 'plain')).toBe('')
		expect(valueText(12.5, 'plain')).toBe('12.5')
		expect(valueText(true, 'plain')).toBe('true')
		expect(valueText(['a', 'b'], 'plain')).toBe('a\nb')
	})
})

describe('revision fields', () => {
	it('reads the language of a field from its name, either spelling, and a body as rich text when named so', () => {
		expect(revisionFields(['title_ar', 'nameEn', 'slug', 'body_ar', 'body_en', 'parentAr', 'is_active', 'user'], ['body_ar', 'body_en'])).toEqual([
			{ name: 'title_ar', kind: 'ar' },
			{ name: 'nameEn', kind: 'en' },
			{ name: 'slug', kind: 'plain' },
			{ name: 'body_ar', kind: 'html-ar' },
			{ name: 'body_en', kind: 'html-en' },
			{ name: 'parentAr', kind: 'ar' },
			{ name: 'is_active', kind: 'plain' },
			{ name: 'user', kind: 'plain' },
		])
	})
})
