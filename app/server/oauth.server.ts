import { APIError } from 'better-auth/api'
import type { Identity } from '#app/lib/staff-schema.ts'
import { authHeaders, getAuth } from './auth.server.ts'
import { type OAuthProviderConfig, getConfig } from './config.server.ts'
import { logger } from './logger.server.ts'
import { isSameOrigin } from './same-origin.server.ts'
import { openSignInAttempt } from './sign-in-limits.server.ts'

/**
 * Sign-in through an OAuth / OpenID Connect provider (Google, Microsoft, a configured OIDC issuer),
 * and the identities linked to an account.
 */

/** The providers the login page offers (none unless configured). */
export function oauthProviders(): OAuthProviderConfig[] {
	return getConfig().oauthProviders
}

const fixedAuthorizationOrigins: Record<Exclude<OAuthProviderConfig['id'], 'oidc'>, string> = {
	google: 'https://accounts.google.com',
	microsoft: 'https://login.microsoftonline.com',
}

let discoveredOrigins: { issuer: string; origins: Promise<string[]>; at: number } | undefined

/** The issuer's origin and that of its authorization endpoint (read once from its discovery document). */
function oidcOrigins(issuer: string): Promise<string[]> {
	const stale = discoveredOrigins && (discoveredOrigins.issuer !== issuer || Date.now() - discoveredOrigins.at > 3_600_000)
	if (!discoveredOrigins || stale) {
		const base = new URL(issuer).origin
		const origins = fetch(`${issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(3000) })
			.then(async (response) => {
				const document = (await response.json()) as { authorization_endpoint?: string }
				const authorization = document.authorization_endpoint ? new URL(document.authorization_endpoint).origin : base
				return [...new Set([base, authorization])]
			})
			.catch((error: unknown) => {
				logger.warn({ err: error, issuer }, 'OIDC discovery failed: allowing forms to the issuer origin only for now')
				// Try again on a later request.
				discoveredOrigins = undefined
				return [base]
			})
		discoveredOrigins = { issuer, origins, at: Date.now() }
	}
	return discoveredOrigins!.origins
}

/**
 * Origins the "Sign in with …" and "Link …" forms redirect to (the CSP's form-action must allow
 * them, or the browser stops the redirect): the authorization endpoints of the configured providers.
 */
export async function oauthFormOrigins(): Promise<string[]> {
	const config = getConfig()
	const origins: string[] = []
	for (const provider of config.oauthProviders) {
		if (provider.id === 'oidc') origins.push(...(config.OIDC_ISSUER ? await oidcOrigins(config.OIDC_ISSUER) : []))
		else origins.push(fixedAuthorizationOrigins[provider.id])
	}
	return origins
}

export type OAuthStartResult =
	| { status: 'redirect'; url: string; headers: Headers }
	| { status: 'unknown-provider' }
	| { status: 'rate-limited'; retryAfterSeconds: number }
	| { status: 'forbidden' }

function configuredProvider(providerId: string) {
	return oauthProviders().find((provider) => provider.id === providerId)
}

/**
 * The login page's "Sign in with …" button: returns the provider's authorization URL to redirect
 * to, and the headers that carry the flow's state cookie. The provider comes back to
 * /api/auth/callback/<id>, which signs in a staff member whose identity is linked (or whose
 * provider-verified e-mail matches) and goes on to `redirectTo`, or returns to /login with
 * `?error=…&error_description=…`.
 */
export async function startOAuthSignIn(
	request: Request,
	input: { providerId: string; redirectTo: string; clientIp: string },
): Promise<OAuthStartResult> {
	if (!isSameOrigin(request)) return { status: 'forbidden' }
	const provider = configuredProvider(input.providerId)
	if (!provider) return { status: 'unknown-provider' }
	// The provider proves who it is; here only the address is limited.
	const attempt = await openSignInAttempt({ clientIp: input.clientIp })
	if (attempt.status === 'rate-limited') return attempt
	const { headers, response } = await getAuth().api.signInSocial({
		body: {
			provider: provider.id,
			callbackURL: input.redirectTo,
			errorCallbackURL: `/login?redirectTo=${encodeURIComponent(input.redirectTo)}`,
			disableRedirect: true,
		},
		headers: authHeaders(request, input.clientIp),
		returnHeaders: true,
	})
	if (!response.url) throw new Error(`No authorization URL for ${provider.id}`)
	return { status: 'redirect', url: response.url, headers }
}

/**
 * Links another identity to the signed-in account (the account page): the same round trip through
 * the provider, back to /admin/account?linked=<id> or /admin/account?error=…. The provider's
 * e-mail must be the account's, and verified by the provider.
 */
export async function startOAuthLink(request: Request, providerId: string): Promise<OAuthStartResult> {
	if (!isSameOrigin(request)) return { status: 'forbidden' }
	const provider = configuredProvider(providerId)
	if (!provider) return { status: 'unknown-provider' }
	const { headers, response } = await getAuth().api.linkSocialAccount({
		body: {
			provider: provider.id,
			callbackURL: `/admin/account?linked=${provider.id}`,
			errorCallbackURL: '/admin/account',
			disableRedirect: true,
		},
		headers: authHeaders(request),
		returnHeaders: true,
	})
	if (!response.url) throw new Error(`No authorization URL for ${provider.id}`)
	return { status: 'redirect', url: response.url, headers }
}


/** The ways the signed-in person can sign in: the password and every linked identity. */
export async function listIdentities(request: Request): Promise<Identity[]> {
	const accounts = await getAuth().api.listUserAccounts({ headers: authHeaders(request) })
	return accounts
		.map((account) => ({
			id: account.id,
			providerId: account.providerId,
			providerName:
				account.providerId === 'credential' ? null : (configuredProvider(account.providerId)?.name ?? account.providerId),
			subject: account.accountId,
			linkedAt: new Date(account.createdAt).toISOString(),
		}))
		.sort((a, b) => Number(b.providerId === 'credential') - Number(a.providerId === 'credential') || a.linkedAt.localeCompare(b.linkedAt))
}

export type UnlinkResult = { ok: true } | { ok: false; reason: 'last' | 'not-fresh' | 'not-found' }

/**
 * Removes a linked identity of the signed-in person. Never the last way to sign in, never the
 * password (it is changed or reset, not removed), and only in a session started within the last
 * day (better-auth's "fresh session" rule).
 */
export async function unlinkIdentity(request: Request, id: string): Promise<UnlinkResult> {
	const identities = await listIdentities(request)
	const identity = identities.find((candidate) => candidate.id === id)
	if (!identity || identity.providerId === 'credential') return { ok: false, reason: 'not-found' }
	if (identities.length < 2) return { ok: false, reason: 'last' }
	try {
		await getAuth().api.unlinkAccount({ body: { accountId: id }, headers: authHeaders(request) })
		return { ok: true }
	} catch (error) {
		const code = error instanceof APIError ? (error.body as { code?: string } | undefined)?.code : undefined
		if (code === 'FAILED_TO_UNLINK_LAST_ACCOUNT') return { ok: false, reason: 'last' }
		if (code === 'SESSION_NOT_FRESH') return { ok: false, reason: 'not-fresh' }
		if (code === 'ACCOUNT_NOT_FOUND') return { ok: false, reason: 'not-found' }
		throw error
	}
}
