import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { cached, clearCache, defaultTtlMs, invalidate, retryAfterErrorMs } from './cache.server.ts'
import { contentVersion, logActivity } from './activity.server.ts'
import { renderAtVersion } from './content-version.server.ts'
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
			await logActivity(trx, otherWrite)
		})
}

const otherWrite = { action: 'update', entityType: 'settings', entityId: 'site', actor: { id: 'other', email: 'other@example.com' } } as const

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

// On SQLite one connection runs one transaction at a time, so writes cannot commit out of order
// (and a read waits for the open write); the race exists where transactions run side by side.
describe.each(testDialects.filter((d) => d === 'postgres'))('the content version, on %s', (dialect) => {
	withTestDatabase(dialect)

	it('two staff writes committing in the other order than they started: every committed write moves the version past any version read before it', async () => {
		// Write A starts first (on PostgreSQL it takes the lower activity-log id) and commits last.
		let commitA!: () => void
		const aHolds = new Promise<void>((resolve) => (commitA = resolve))
		let aLogged!: () => void
		const aHasLogged = new Promise<void>((resolve) => (aLogged = resolve))
		const writeA = db()
			.transaction()
			.execute(async (trx) => {
				await logActivity(trx, otherWrite)
				aLogged()
				await aHolds
			})
		await aHasLogged
		let bDone = false
		const writeB = db()
			.transaction()
			.execute((trx) => logActivity(trx, otherWrite))
			.then(() => (bDone = true))
		await sleep(300)
		// A page rendered now is kept under this version: it must not be a version that a write
		// still to commit (A) leaves unchanged.
		const seen = await contentVersion()
		commitA()
		await writeA
		await writeB
		expect(bDone).toBe(true)
		expect(await contentVersion(), 'the version after A committed').toBeGreaterThan(seen)
	})
})

describe('the in-process cache', () => {
	beforeEach(() => {
		clearCache()
		vi.useFakeTimers({ toFake: ['Date'] })
		vi.setSystemTime(new Date('2026-05-01T10:00:00Z'))
	})
	afterEach(() => vi.useRealTimers())

	const later = (ms: number) => vi.setSystemTime(new Date(Date.now() + ms))

	it('loads once per time to live', async () => {
		const load = vi.fn(async () => 'v1')
		expect(await cached('k', load)).toBe('v1')
		expect(await cached('k', load)).toBe('v1')
		expect(load).toHaveBeenCalledTimes(1)
		later(defaultTtlMs + 1)
		await cached('k', load)
		expect(load).toHaveBeenCalledTimes(2)
	})

	it('serves the last value while reloads fail (database down), and tries again a second later', async () => {
		let down = false
		let version = 1
		const load = vi.fn(async () => {
			if (down) throw new Error('database down')
			return `v${version}`
		})
		expect(await cached('settings:ar', load)).toBe('v1')
		down = true
		later(defaultTtlMs + 1)
		expect(await cached('settings:ar', load)).toBe('v1')
		expect(await cached('settings:ar', load)).toBe('v1')
		later(retryAfterErrorMs + 1)
		expect(await cached('settings:ar', load)).toBe('v1')
		expect(load.mock.calls.length).toBeGreaterThanOrEqual(3)
		// Back up: the next reload gives the new value.
		down = false
		version = 2
		later(retryAfterErrorMs + 1)
		expect(await cached('settings:ar', load)).toBe('v2')
	})

	it('fails, and does not remember the failure, when nothing loaded before', async () => {
		const failing = vi.fn(async () => {
			throw new Error('database down')
		})
		await expect(cached('seo', failing)).rejects.toThrow('database down')
		expect(await cached('seo', async () => 'up')).toBe('up')
	})

	it('serves no stale value after an invalidation (a write on this instance)', async () => {
		expect(await cached('settings:en', async () => 'old')).toBe('old')
		invalidate('settings')
		await expect(
			cached('settings:en', async () => {
				throw new Error('database down')
			}),
		).rejects.toThrow('database down')
	})
})

describe('one version per rendered page (decision 0030)', () => {
	withTestDatabase('sqlite')

	it('a page renders with data loaded at its version or later; a value served through a failed reload makes it unkeepable', async () => {
		clearCache()
		const version = (await contentVersion()) ?? 0
		let loads = 0
		let fail = false
		const load = async () => {
			loads++
			if (fail) throw new Error('database away')
			return `value ${loads}`
		}
		const page = { version, stale: false }
		expect(await renderAtVersion(page, () => cached('policy-test', load))).toBe('value 1')
		expect(page.stale).toBe(false)
		// A page at a newer version does not take the entry loaded at the older one.
		const newer = { version: version + 1, stale: false }
		expect(await renderAtVersion(newer, () => cached('policy-test', load))).toBe('value 2')
		expect(newer.stale).toBe(false)
		// The reload fails: the last value is served, and the page that used it is not kept.
		fail = true
		const later = { version: version + 2, stale: false }
		expect(await renderAtVersion(later, () => cached('policy-test', load))).toBe('value 2')
		expect(later.stale).toBe(true)
	})
})
