/**
 * What to tell a staff member when a sign-in or a link through an OAuth / OpenID Connect provider
 * comes back with `?error=…&error_description=…` (from the provider itself, or from better-auth's
 * callback). better-auth's own codes get our texts (its descriptions are for developers); a
 * provider's error shows the provider's description, or a clear default.
 */

export type OAuthErrorKey =
	| 'auth.oauth.error.noAccount'
	| 'auth.oauth.error.notLinked'
	| 'auth.oauth.error.unableToLink'
	| 'auth.oauth.error.otherEmail'
	| 'auth.oauth.error.linkedElsewhere'
	| 'auth.oauth.error.noEmail'
	| 'auth.oauth.error.expired'
	| 'auth.oauth.error.denied'
	| 'auth.oauth.error.provider'
	| 'auth.oauth.error.default'

/** Codes better-auth puts in the redirect (see its OAuth callback), with our text for each. */
const ownCodes: Record<string, OAuthErrorKey> = {
	signup_disabled: 'auth.oauth.error.noAccount',
	account_not_linked: 'auth.oauth.error.notLinked',
	unable_to_link_account: 'auth.oauth.error.unableToLink',
	email_does_not_match: 'auth.oauth.error.otherEmail',
	account_already_linked_to_different_user: 'auth.oauth.error.linkedElsewhere',
	email_not_found: 'auth.oauth.error.noEmail',
	email_not_verified: 'auth.oauth.error.notLinked',
	state_not_found: 'auth.oauth.error.expired',
	state_mismatch: 'auth.oauth.error.expired',
	state_invalid: 'auth.oauth.error.expired',
	please_restart_the_process: 'auth.oauth.error.expired',
	invalid_callback_request: 'auth.oauth.error.expired',
	no_code: 'auth.oauth.error.default',
}

export interface OAuthErrorMessage {
	key: OAuthErrorKey
	/** The provider's own description, shown as given (plain text, shortened). */
	description: string | null
	code: string
}

const MAX_DESCRIPTION = 300

/** The message for a page's query string, or null when it carries no OAuth error. */
export function oauthErrorMessage(params: URLSearchParams): OAuthErrorMessage | null {
	const code = (params.get('error') ?? '').trim().slice(0, 80)
	if (!code) return null
	const own = ownCodes[code]
	if (own) return { key: own, description: null, code }
	const raw = (params.get('error_description') ?? '').replace(/\s+/g, ' ').trim()
	const description = raw ? (raw.length > MAX_DESCRIPTION ? `${raw.slice(0, MAX_DESCRIPTION - 1)}…` : raw) : null
	if (description) return { key: 'auth.oauth.error.provider', description, code }
	return { key: code === 'access_denied' ? 'auth.oauth.error.denied' : 'auth.oauth.error.default', description: null, code }
}
