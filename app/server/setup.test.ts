import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { migrateAuth } from './auth.server.ts'
import { countUsers } from './staff-admin.server.ts'
import { parseConfig, setConfig } from './config.server.ts'
import { db } from './db/db.server.ts'
import { completeSetup, isSetupTokenValid, issueSetupToken, setupLinkStartWindowMs } from './setup.server.ts'

setConfig(parseConfig({ ...process.env, NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000', PORT: '3000' }))

const admin = (n: number) => ({ email: `first-${n}@tasdeer.example`, name: `First ${n}`, password: 'first administrator password 1' })

/**
 * The first-administrator link with several instances starting together (decision 0032): each
 * instance prints its own link at start, and whichever the operator follows must work on any
 * instance, once; there is one first administrator however links race.
 */
describe.each(testDialects)('the setup link, on %s', (dialect) => {
	withTestDatabase(dialect)
	beforeAll(() => migrateAuth())
	beforeEach(async () => {
		await db().deleteFrom('setup_tokens').execute()
	})

	it('links printed by instances starting together all work (a later start does not kill them)', async () => {
		const first = await issueSetupToken()
		const second = await issueSetupToken()
		expect(first).not.toBeNull()
		expect(await isSetupTokenValid(first!), 'the link of the instance that started first').toBe(true)
		expect(await isSetupTokenValid(second!)).toBe(true)
	})

	it('a start after the window kills links from earlier starts', async () => {
		const old = await issueSetupToken()
		// Issued just over the window ago: its expiry is that much nearer.
		await db()
			.updateTable('setup_tokens')
			.set({ expires_at: new Date(Date.now() + 24 * 3600_000 - setupLinkStartWindowMs - 60_000).toISOString() })
			.execute()
		expect(await isSetupTokenValid(old!)).toBe(true)
		const fresh = await issueSetupToken()
		expect(await isSetupTokenValid(old!)).toBe(false)
		expect(await isSetupTokenValid(fresh!)).toBe(true)
	})

	it('two links of one start used at once: one first administrator, the other link refused, and every link spent', async () => {
		expect(await countUsers()).toBe(0)
		const links = [await issueSetupToken(), await issueSetupToken()]
		const results = await Promise.all(links.map((link, i) => completeSetup(link!, admin(i))))
		expect(results.filter(Boolean)).toHaveLength(1)
		expect(await countUsers()).toBe(1)
		for (const link of links) expect(await isSetupTokenValid(link!)).toBe(false)
		// Used again: nothing.
		expect(await completeSetup(links[0]!, admin(5))).toBeNull()
		expect(await issueSetupToken(), 'no new link once an administrator exists').toBeNull()
	})
})
