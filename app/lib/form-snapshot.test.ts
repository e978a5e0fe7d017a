import { describe, expect, it } from 'vitest'
import { formSnapshot } from './form-snapshot.ts'

describe('formSnapshot', () => {
	it('is equal for the same values and differs for any changed, added or removed one', () => {
		const base = formSnapshot([['name', 'Rice'], ['tags', 'a'], ['tags', 'b']])
		expect(formSnapshot([['name', 'Rice'], ['tags', 'a'], ['tags', 'b']])).toBe(base)
		expect(formSnapshot([['name', 'Rice '], ['tags', 'a'], ['tags', 'b']])).not.toBe(base)
		expect(formSnapshot([['name', 'Rice'], ['tags', 'a']])).not.toBe(base)
		expect(formSnapshot([['name', 'Rice'], ['tags', 'b'], ['tags', 'a']])).not.toBe(base)
		// A checkbox ticked adds an entry; unticked it is absent.
		expect(formSnapshot([['name', 'Rice'], ['tags', 'a'], ['tags', 'b'], ['is_active', 'on']])).not.toBe(base)
	})

	it('does not mistake a name/value boundary for another split', () => {
		expect(formSnapshot([['a', 'b,c']])).not.toBe(formSnapshot([['a', 'b'], ['c', '']]))
		expect(formSnapshot([['a"', '']])).not.toBe(formSnapshot([['a', '"']]))
	})

	it('ignores files and the line endings a textarea may report either way', () => {
		const file = new File(['x'], 'x.png', { type: 'image/png' })
		expect(formSnapshot([['image', file], ['body', 'one\r\ntwo']])).toBe(formSnapshot([['body', 'one\ntwo']]))
	})
})
