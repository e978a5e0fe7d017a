import { describe, expect, it } from 'vitest'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { db } from './db/db.server.ts'
import { clientKey, hitRateLimit, pruneRateLimits } from './rate-limit.server.ts'

describe.each(testDialects)('rate limit on %s', (dialect) => {
	withTestDatabase(dialect)
	const rule = { limit: 3, windowMs: 60_000 }

	it('allows the limit, refuses the next one, and opens again after the window', async () => {
		const key = clientKey('contact', '203.0.113.9')
		const t0 = 1_800_000_000_000
		for (let i = 0; i < 3; i++) expect((await hitRateLimit(key, rule, t0 + i)).allowed).toBe(true)
		const refused = await hitRateLimit(key, rule, t0 + 10_000)
		expect(refused.allowed).toBe(false)
		expect(refused.retryAfterSeconds).toBe(50)
		expect((await hitRateLimit(key, rule, t0 + 60_001)).allowed).toBe(true)
	})

	it('counts each client and scope separately and never stores the address', async () => {
		const t0 = 1_800_000_100_000
		for (let i = 0; i < 3; i++) await hitRateLimit(clientKey('contact', '198.51.100.1'), rule, t0)
		expect((await hitRateLimit(clientKey('contact', '198.51.100.2'), rule, t0)).allowed).toBe(true)
		expect((await hitRateLimit(clientKey('newsletter', '198.51.100.1'), rule, t0)).allowed).toBe(true)
		const keys = (await db().selectFrom('rate_limits').select('key').execute()).map((r) => r.key)
		expect(keys.join(' ')).not.toContain('198.51')
	})

	it('agrees under concurrent hits (one atomic upsert per hit)', async () => {
		const key = clientKey('contact', '192.0.2.77')
		const t0 = 1_800_000_200_000
		const results = await Promise.all(Array.from({ length: 10 }, () => hitRateLimit(key, rule, t0)))
		expect(results.filter((r) => r.allowed)).toHaveLength(3)
	})

	it('prunes idle counters', async () => {
		await hitRateLimit('old', rule, 1000)
		await pruneRateLimits(1000 + 25 * 3600_000)
		expect(await db().selectFrom('rate_limits').select('key').where('key', '=', 'old').execute()).toHaveLength(0)
	})
})
