import { describe, expect, it } from 'vitest'
import { sentFields } from './sent-fields.ts'

describe('sentFields', () => {
	it('keeps the named fields as typed, empty ones included, and leaves out the rest', () => {
		expect(sentFields({ name: ' Pixel ', code: '', intent: 'save' }, ['name', 'code', 'platform'])).toEqual({ name: ' Pixel ', code: '' })
	})
})
