import { describe, expect, it } from 'vitest'
import { sentFields, sentFieldsWithBlanks } from './sent-fields.ts'

describe('sentFields', () => {
	it('keeps the named fields as typed, empty ones included, and leaves out the rest', () => {
		expect(sentFields({ name: ' Pixel ', code: '', intent: 'save' }, ['name', 'code', 'platform'])).toEqual({ name: ' Pixel ', code: '' })
	})
})

describe('sentFieldsWithBlanks', () => {
	it('keeps every named field as typed, a missing one (an unticked box) as empty, and leaves out the rest', () => {
		expect(sentFieldsWithBlanks({ name: ' Pixel ', intent: 'save' }, ['name', 'enabled'])).toEqual({ name: ' Pixel ', enabled: '' })
	})
})
