import { describe, expect, it } from 'vitest'
import { earliestTargetDate, quoteSchema } from './quote-schema.ts'
import { buyerMistakes } from '#tests/buyer-mistakes.ts'
import { schemaErrors } from '#tests/schema-errors.ts'

const line = { slug: 'basmati-rice', packaging: '0', quantity: '40', unit: 'ton', incoterm: 'CIF', country: 'ae', port: '', targetDate: '' }
const valid = { name: 'Layla Hassan', email: 'layla@buyer.example', phone: '', country: 'UAE', note: '', lines: [line] }

const errorsOf = schemaErrors(quoteSchema)

describe('the quote request schema', () => {
	it('accepts a request and reads its lines as numbers, codes and dates', () => {
		const parsed = quoteSchema.parse({ ...valid, lines: [{ ...line, quantity: '١٢٫٥', targetDate: '2099-03-01' }, { ...line, slug: 'dates', packaging: '', country: '', port: 'Jebel Ali' }] })
		expect(parsed.lines[0]).toMatchObject({ quantity: 12.5, country: 'AE', targetDate: '2099-03-01' })
		expect(parsed.lines[1]).toMatchObject({ packaging: '', country: '', port: 'Jebel Ali' })
		expect(parsed.note).toBe('')
	})

	it('keeps the contact form\'s rules for the buyer', () => {
		expect(errorsOf({ ...valid, ...buyerMistakes.fields })).toEqual(buyerMistakes.errors)
		expect(errorsOf({ ...valid, note: 'x'.repeat(5001) })).toEqual({ note: 'Must be at most 5,000 characters' })
	})

	it('says what is wrong with each line, under its index', () => {
		expect(
			errorsOf({ ...valid, lines: [line, { ...line, quantity: '0', unit: 'bags', incoterm: 'FOBX', country: 'XX', targetDate: '2026-02-30' }] }),
		).toEqual({
			'lines.1.quantity': 'Must be greater than zero',
			'lines.1.unit': 'Choose a value from the list',
			'lines.1.incoterm': 'Choose a value from the list',
			'lines.1.country': 'Choose a value from the list',
			'lines.1.targetDate': 'Enter a valid date (year-month-day)',
		})
		expect(errorsOf({ ...valid, lines: [{ ...line, quantity: '' }] }, 'ar')).toEqual({ 'lines.0.quantity': 'هذا الحقل مطلوب' })
	})

	it('needs somewhere to deliver to and a date not yet past', () => {
		expect(errorsOf({ ...valid, lines: [{ ...line, country: '', port: '  ' }] })).toEqual({
			'lines.0.country': 'Choose the destination country or type the port of destination',
		})
		expect(errorsOf({ ...valid, lines: [{ ...line, targetDate: '2020-01-01' }] })).toEqual({ 'lines.0.targetDate': 'Choose a date from today on' })
		expect(earliestTargetDate(new Date('2026-11-26T01:00:00Z'))).toBe('2026-11-25')
	})

	it('needs at least one line and at most twenty', () => {
		expect(errorsOf({ ...valid, lines: [] })).toEqual({ lines: 'The quote basket is empty: add a product first' })
		expect(errorsOf({ ...valid, lines: Array.from({ length: 21 }, (_, i) => ({ ...line, slug: `p-${i}` })) })).toEqual({ lines: 'At most 20 rows' })
	})
})
