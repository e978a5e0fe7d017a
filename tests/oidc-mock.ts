import { OAuth2Server } from 'oauth2-mock-server'

/**
 * A local OpenID Connect provider for tests (no outside provider is reachable here): discovery,
 * JWKS, authorize with PKCE and nonce, token and userinfo endpoints from `oauth2-mock-server`.
 *
 * Who "signs in" at the provider is chosen by the browser (or the test's fetch) with the cookie
 * `mock_oidc_identity` on the provider's origin: `{ sub, email, name?, email_verified? }` as JSON,
 * or `{ error, error_description? }` to make the provider answer the authorize request with an
 * error. The identity is bound to the authorization code, so parallel flows do not mix.
 */
export const MOCK_IDENTITY_COOKIE = 'mock_oidc_identity'

export interface MockIdentity {
	sub: string
	email: string
	name?: string
	email_verified?: boolean
}

export interface MockProviderError {
	error: string
	error_description?: string
}

export type MockChoice = MockIdentity | MockProviderError

export function mockIdentityCookie(choice: MockChoice): string {
	return `${MOCK_IDENTITY_COOKIE}=${encodeURIComponent(JSON.stringify(choice))}`
}

function choiceFrom(cookieHeader: string | undefined): MockChoice | null {
	for (const pair of (cookieHeader ?? '').split(/;\s*/)) {
		const [name, ...rest] = pair.split('=')
		if (name !== MOCK_IDENTITY_COOKIE) continue
		try {
			return JSON.parse(decodeURIComponent(rest.join('='))) as MockChoice
		} catch {
			return null
		}
	}
	return null
}

export interface MockOidcProvider {
	issuer: string
	clientId: string
	clientSecret: string
	/** Authorization codes issued so far (to prove a flow really went through the provider). */
	codesIssued: () => number
	stop: () => Promise<void>
}

export async function startMockOidc(options: { port?: number; host?: string } = {}): Promise<MockOidcProvider> {
	const server = new OAuth2Server()
	await server.issuer.keys.generate('RS256')
	const identities = new Map<string, MockIdentity>()
	let codes = 0
	server.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }, req: { headers: Record<string, string | undefined> }) => {
		const choice = choiceFrom(req.headers.cookie)
		const code = redirect.url.searchParams.get('code')
		if (choice && 'error' in choice) {
			redirect.url.searchParams.delete('code')
			redirect.url.searchParams.set('error', choice.error)
			if (choice.error_description) redirect.url.searchParams.set('error_description', choice.error_description)
			return
		}
		if (!code) return
		codes++
		if (choice) identities.set(code, choice)
	})
	server.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }, req: { body?: Record<string, unknown> }) => {
		const code = typeof req.body?.code === 'string' ? req.body.code : undefined
		const identity = code ? identities.get(code) : undefined
		if (!identity) return
		Object.assign(token.payload, {
			sub: identity.sub,
			email: identity.email,
			email_verified: identity.email_verified ?? true,
			name: identity.name ?? identity.email,
		})
	})
	server.service.on('beforeUserinfo', (response: { body: Record<string, unknown> }) => {
		// The id_token carries the claims; userinfo is not used for these identities.
		response.body = { sub: 'unknown' }
	})
	await server.start(options.port ?? 0, options.host ?? '127.0.0.1')
	const issuer = server.issuer.url
	if (!issuer) throw new Error('The mock OIDC provider has no issuer URL')
	return {
		issuer,
		clientId: 'tasdeer-test-client',
		clientSecret: 'tasdeer-test-secret',
		codesIssued: () => codes,
		stop: () => server.stop(),
	}
}
