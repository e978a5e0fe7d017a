import { setTimeout as sleep } from 'node:timers/promises'
import { type SlowdownRule, slowdownDelayMs } from '#app/lib/sign-in-backoff.ts'
import { type RateLimitRule, clearRateLimit, clientKey, hitRateLimit, peekRateLimit } from './rate-limit.server.ts'

/**
 * The limits on every way into an account (decision 0025). The counters live in the database
 * (`rate_limits`), so every instance behind a load balancer counts the same attempts.
 *
 * - per address: 30 attempts in 10 minutes, whatever the accounts (one address trying many);
 * - per account and address: 10 attempts in 15 minutes without a success (one address guessing one
 *   account). Strict, and it stops only that address: the owner elsewhere is not affected;
 * - per account, from every address: after 10 failures in an hour each attempt waits, 250 ms
 *   doubling up to 5 s. It slows a guesser spread over many addresses and never refuses, so nobody
 *   can lock the owner out by failing on purpose.
 */
export const signInLimits = {
	perClient: { limit: 30, windowMs: 10 * 60_000 },
	perAccountClient: { limit: 10, windowMs: 15 * 60_000 },
	accountSlowdown: { windowMs: 60 * 60_000, freeFailures: 10, firstDelayMs: 250, maxDelayMs: 5_000 },
	resetPerClient: { limit: 5, windowMs: 15 * 60_000 },
	resetPerAccount: { limit: 3, windowMs: 60 * 60_000 },
	resetConfirmPerClient: { limit: 10, windowMs: 15 * 60_000 },
} satisfies Record<string, RateLimitRule | (SlowdownRule & { windowMs: number })>

/** An attempt that may go ahead: report how it ended. */
export interface OpenAttempt {
	status: 'open'
	/** How long the attempt waited for the account's slowdown. */
	waitedMs: number
	succeeded: () => Promise<void>
	failed: () => Promise<void>
}
export type AttemptGate = OpenAttempt | { status: 'rate-limited'; retryAfterSeconds: number }

const accountOf = (account: string) => account.trim().toLowerCase()
const pairKey = (account: string, clientIp: string) => clientKey('sign-in-pair', `${accountOf(account)}\n${clientIp}`)
const failuresKey = (account: string) => clientKey('sign-in-failures', accountOf(account))
const countOnly: RateLimitRule = { limit: Number.MAX_SAFE_INTEGER, windowMs: signInLimits.accountSlowdown.windowMs }

/**
 * Opens one attempt to prove who one is (a password, a one-time code, a backup code) for `account`
 * (its e-mail) from `clientIp`, or refuses it. The caller reports the outcome: a success clears the
 * address's run of failures on the account; a failure counts towards the account's slowdown.
 * Without an account (a second step whose first step is unknown) only the address is limited.
 */
export async function openSignInAttempt(input: { clientIp: string; account?: string | null }): Promise<AttemptGate> {
	const byClient = await hitRateLimit(clientKey('sign-in', input.clientIp), signInLimits.perClient)
	if (!byClient.allowed) return { status: 'rate-limited', retryAfterSeconds: byClient.retryAfterSeconds }
	const account = input.account ? accountOf(input.account) : null
	if (!account) return { status: 'open', waitedMs: 0, succeeded: async () => {}, failed: async () => {} }
	// Counted before the check, so parallel guesses cannot pass the limit together; a success clears it.
	const byPair = await hitRateLimit(pairKey(account, input.clientIp), signInLimits.perAccountClient)
	if (!byPair.allowed) return { status: 'rate-limited', retryAfterSeconds: byPair.retryAfterSeconds }
	const failures = await peekRateLimit(failuresKey(account), signInLimits.accountSlowdown.windowMs)
	const waitedMs = slowdownDelayMs(failures, signInLimits.accountSlowdown)
	if (waitedMs > 0) await sleep(waitedMs)
	return {
		status: 'open',
		waitedMs,
		succeeded: () => clearRateLimit(pairKey(account, input.clientIp)),
		failed: async () => {
			await hitRateLimit(failuresKey(account), countOnly)
		},
	}
}

/** A check refused by the limits: nothing was checked. */
export type CheckRateLimited = { ok: false; reason: 'rate-limited'; retryAfterSeconds: number }

/**
 * Runs one check of a signed-in person's password or one-time code (the account page: changing the
 * password, two-factor on or off, new backup codes) under the same limits as signing in to that
 * account, counted together with them: an open or stolen session is no unlimited way to guess the
 * password or try codes. A result that is not `ok` counts as a failed attempt.
 */
export async function checkUnderSignInLimits<T extends { ok: boolean }>(
	input: { clientIp: string; account: string },
	check: () => Promise<T>,
): Promise<T | CheckRateLimited> {
	const attempt = await openSignInAttempt(input)
	if (attempt.status === 'rate-limited') return { ok: false, reason: 'rate-limited', retryAfterSeconds: attempt.retryAfterSeconds }
	const result = await check()
	await (result.ok ? attempt.succeeded() : attempt.failed())
	return result
}

/** A limit on password-reset requests (per address, and per account against mail floods). */
export async function limitResetRequest(input: { clientIp: string; account: string }) {
	for (const [key, rule] of [
		[clientKey('reset', input.clientIp), signInLimits.resetPerClient],
		[clientKey('reset-account', accountOf(input.account)), signInLimits.resetPerAccount],
	] as const) {
		const result = await hitRateLimit(key, rule)
		if (!result.allowed) return result
	}
	return { allowed: true, retryAfterSeconds: 0 }
}

/** A limit on setting a new password with a reset token (per address: tokens are not guessed). */
export function limitResetConfirm(clientIp: string) {
	return hitRateLimit(clientKey('reset-confirm', clientIp), signInLimits.resetConfirmPerClient)
}
