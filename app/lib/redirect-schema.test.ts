import { describe, expect, it } from 'vitest'
import { fieldErrorCodes } from './validation.ts'
import { redirectSchema } from './redirect-schema.ts'

describe('redirectSchema', () => {
	it('normalises the paths and reads the status as a number', () => {
		expect(redirectSchema.parse({ source: '/old/', target: '/new', status: '302', match: 'prefix' })).toEqual({ source: '/old', target: '/new', status: 302, match: 'prefix' })
	})
	it('answers each field its own code', () => {
		const result = redirectSchema.safeParse({ source: 'old', target: '//evil.com', status: '307', match: 'regex' })
		expect(result.success).toBe(false)
		expect(fieldErrorCodes(result.error!)).toEqual({ source: 'redirects.error.sourceInvalid', target: 'redirects.error.targetInvalid', status: 'v:oneOf', match: 'v:oneOf' })
		const self = redirectSchema.safeParse({ source: '/a', target: '/a/?x=1', status: '301', match: 'exact' })
		expect(fieldErrorCodes(self.error!)).toEqual({ target: 'redirects.error.sameAsSource' })
	})
})
