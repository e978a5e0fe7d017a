import { describe, expect, it } from 'vitest'
import { oauthErrorMessage } from './oauth-errors.ts'

const query = (params: Record<string, string>) => new URLSearchParams(params)

describe('OAuth callback errors', () => {
	it('is silent without an error', () => {
		expect(oauthErrorMessage(query({}))).toBeNull()
		expect(oauthErrorMessage(query({ error: '  ', redirectTo: '/admin' }))).toBeNull()
	})

	it("gives better-auth's own codes our texts, never its developer descriptions", () => {
		expect(oauthErrorMessage(query({ error: 'signup_disabled' }))).toEqual({ key: 'auth.oauth.error.noAccount', description: null, code: 'signup_disabled' })
		expect(oauthErrorMessage(query({ error: 'email_does_not_match', error_description: 'Email does not match' }))?.key).toBe('auth.oauth.error.otherEmail')
		expect(oauthErrorMessage(query({ error: 'state_mismatch' }))?.key).toBe('auth.oauth.error.expired')
		expect(oauthErrorMessage(query({ error: 'account_not_linked' }))?.key).toBe('auth.oauth.error.notLinked')
	})

	it("shows a provider's error with its own description", () => {
		expect(oauthErrorMessage(query({ error: 'access_denied', error_description: 'The user  cancelled\nthe request.' }))).toEqual({
			key: 'auth.oauth.error.provider',
			description: 'The user cancelled the request.',
			code: 'access_denied',
		})
		expect(oauthErrorMessage(query({ error: 'interaction_required', error_description: 'x'.repeat(1000) }))?.description).toHaveLength(300)
	})

	it('falls back to a clear default when the provider gives no description', () => {
		expect(oauthErrorMessage(query({ error: 'access_denied' }))?.key).toBe('auth.oauth.error.denied')
		expect(oauthErrorMessage(query({ error: 'server_error' }))).toEqual({ key: 'auth.oauth.error.default', description: null, code: 'server_error' })
	})
})
