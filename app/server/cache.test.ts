import { describe, expect, it } from 'vitest'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { clearCache } from './cache.server.ts'
import { db } from './db/db.server.ts'
import { getSiteSettings } from './settings.server.ts'

/**
 * Another instance's staff write: the settings row and its activity-log row in one transaction,
 * with no `invalidate` on this process (which is what a write on another instance looks like).
 */
async function writeOnAnotherInstance(hero: string) {
	await db()
		.transaction()
		.execute(async (trx) => {
			await trx.updateTable('site_settings').set({ value_en: hero }).where('key', '=', 'hero_title').execute()
			await trx
				.insertInto('admin_activity_logs')
				.values({ action: 'update', entity_type: 'settings', entity_id: 'site', details: null, user_id: 'other', user_email: 'other@example.com' })
				.execute()
		})
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe.each(testDialects)('the data cache read on every page, on %s', (dialect) => {
	withTestDatabase(dialect)

	it('a staff write on another instance shows within the 100 ms a version read is reused, not after the 30 s TTL', async () => {
		clearCache()
		await db().insertInto('site_settings').values({ key: 'hero_title', value: 'أ', value_en: 'First', updated_at: '2026-01-01T00:00:00.000Z' }).execute()
		expect((await getSiteSettings('en')).hero_title).toBe('First')
		for (const [i, hero] of ['Second', 'Third', 'Fourth'].entries()) {
			await writeOnAnotherInstance(hero)
			await sleep(150)
			expect((await getSiteSettings('en')).hero_title, `write ${i + 1}`).toBe(hero)
		}
	})

	it('without a write, the cached value is reused (one load per version, not one per page)', async () => {
		clearCache()
		await getSiteSettings('en')
		const before = await getSiteSettings('en')
		await sleep(150)
		const after = await getSiteSettings('en')
		// The same object: the kept load, not a new one.
		expect(after).toBe(before)
	})
})
