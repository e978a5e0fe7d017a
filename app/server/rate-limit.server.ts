import crypto from 'node:crypto'
import { type Kysely, sql } from 'kysely'
import { db } from './db/db.server.ts'
import type { Database } from './db/schema.ts'
import { logger } from './logger.server.ts'

export interface RateLimitRule {
	/** Requests allowed per window. */
	limit: number
	windowMs: number
}

export interface RateLimitResult {
	allowed: boolean
	retryAfterSeconds: number
}

/** Limits of the public forms and sign-in, per client address. */
export const rateLimits = {
	contact: { limit: 5, windowMs: 10 * 60_000 },
	newsletter: { limit: 5, windowMs: 10 * 60_000 },
	/** Refused submissions of a public form (invalid fields): a ceiling of their own, higher. */
	formRefused: { limit: 30, windowMs: 10 * 60_000 },
} satisfies Record<string, RateLimitRule>

/** Client addresses are hashed before they are used as keys: the database never holds an IP. */
export function clientKey(scope: string, ip: string): string {
	return `${scope}:${crypto.createHash('sha256').update(ip).digest('hex').slice(0, 32)}`
}

/**
 * Counts one request against a fixed window. The counter lives in the database, so every app
 * instance behind a load balancer shares it; one atomic upsert both counts and reads.
 */
export async function hitRateLimit(key: string, rule: RateLimitRule, now = Date.now()): Promise<RateLimitResult> {
	const expired = now - rule.windowMs
	const row = await db()
		.insertInto('rate_limits')
		.values({ key, window_start: now, count: 1 })
		.onConflict((oc) =>
			oc.column('key').doUpdateSet({
				count: sql`case when rate_limits.window_start <= ${expired} then 1 else rate_limits.count + 1 end`,
				window_start: sql`case when rate_limits.window_start <= ${expired} then ${now} else rate_limits.window_start end`,
			}),
		)
		.returning(['count', 'window_start'])
		.executeTakeFirstOrThrow()
	if (Math.random() < 0.01) await pruneRateLimits(now).catch(() => {})
	const allowed = Number(row.count) <= rule.limit
	const retryAfterSeconds = allowed ? 0 : Math.max(1, Math.ceil((Number(row.window_start) + rule.windowMs - now) / 1000))
	return { allowed, retryAfterSeconds }
}

/** Drops counters idle for a day. */
export async function pruneRateLimits(now = Date.now()) {
	await db().deleteFrom('rate_limits').where('window_start', '<', now - 24 * 3600_000).execute()
}

/** The count of a window without counting this call (0 when the window is over or never began). */
export async function peekRateLimit(key: string, windowMs: number, now = Date.now()): Promise<number> {
	const row = await db().selectFrom('rate_limits').select(['count', 'window_start']).where('key', '=', key).executeTakeFirst()
	return row && Number(row.window_start) > now - windowMs ? Number(row.count) : 0
}

/** Forgets a counter (a success that ends a run of failures). */
export async function clearRateLimit(key: string): Promise<void> {
	await db().deleteFrom('rate_limits').where('key', '=', key).execute()
}

/**
 * Counts one submission of a public form from this address. Accepted submissions count against the
 * form's own limit; refused ones (invalid fields) against a separate, higher ceiling, so a visitor
 * correcting mistakes is not locked out, and the form is still no free validator for a script.
 * Counting a refused submission is best effort: when the database cannot count, the visitor still
 * gets the field errors (they need no database).
 */
export async function countFormAttempt(form: 'contact' | 'newsletter', outcome: 'accepted' | 'refused', ip: string): Promise<RateLimitResult> {
	if (outcome === 'accepted') return hitRateLimit(clientKey(form, ip), rateLimits[form])
	return hitRateLimit(clientKey(`${form}-refused`, ip), rateLimits.formRefused).catch((error: unknown) => {
		logger.warn({ err: error, form }, 'a refused form submission could not be counted')
		return { allowed: true, retryAfterSeconds: 0 }
	})
}

/**
 * Spends `cost` units (events of one batch, say) from a fixed-window budget shared by every
 * instance (the same counters as hitRateLimit). Returns how many of them fit: `cost` while the
 * budget lasts, fewer at its edge, 0 once it is spent (refused units still count, so a client that
 * keeps sending stays at 0 until the window ends). `executor`: a transaction to spend it in.
 */
export async function spendRateBudget(key: string, rule: RateLimitRule, cost: number, now = Date.now(), executor: Kysely<Database> = db()): Promise<number> {
	if (cost <= 0) return 0
	const expired = now - rule.windowMs
	const row = await executor
		.insertInto('rate_limits')
		.values({ key, window_start: now, count: cost })
		.onConflict((oc) =>
			oc.column('key').doUpdateSet({
				count: sql`case when rate_limits.window_start <= ${expired} then ${cost} else rate_limits.count + ${cost} end`,
				window_start: sql`case when rate_limits.window_start <= ${expired} then ${now} else rate_limits.window_start end`,
			}),
		)
		.returning('count')
		.executeTakeFirstOrThrow()
	const spentBefore = Number(row.count) - cost
	return Math.max(0, Math.min(cost, rule.limit - spentBefore))
}
