import { describe, expect, it } from 'vitest'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { db } from './db/db.server.ts'
import { getUnsubscribeToken, subscribe, unsubscribe } from './subscribers.server.ts'

describe.each(testDialects)('newsletter subscribers on %s', (dialect) => {
	withTestDatabase(dialect)

	it('stores an address once, whatever its case', async () => {
		expect(await subscribe('Buyer@Example.com', 'en')).toBe('subscribed')
		expect(await subscribe('buyer@example.COM ', 'ar')).toBe('already')
		const rows = await db().selectFrom('subscribers').selectAll().execute()
		expect(rows).toHaveLength(1)
		expect(rows[0]).toMatchObject({ email: 'buyer@example.com', language: 'en', status: 'active' })
	})

	it('keeps exactly one row under concurrent sign-ups', async () => {
		const outcomes = await Promise.all(Array.from({ length: 5 }, () => subscribe('race@example.com', 'ar')))
		expect(outcomes.filter((o) => o === 'subscribed')).toHaveLength(1)
		expect(await db().selectFrom('subscribers').select('id').where('email', '=', 'race@example.com').execute()).toHaveLength(1)
	})

	it('unsubscribes by token once, and a new subscription issues a new token', async () => {
		const token = (await getUnsubscribeToken('buyer@example.com'))!
		expect(await unsubscribe(token)).toBe(true)
		expect(await unsubscribe(token)).toBe(false)
		expect(await unsubscribe('nope')).toBe(false)
		expect(await subscribe('buyer@example.com', 'ar')).toBe('subscribed')
		const again = await getUnsubscribeToken('buyer@example.com')
		expect(again).not.toBe(token)
	})
})
