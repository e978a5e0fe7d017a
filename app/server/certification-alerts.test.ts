import { beforeAll, describe, expect, it } from 'vitest'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { withTestInbox } from '#tests/smtp-test-server.ts'
import { migrateAuth } from './auth.server.ts'
import { claimExpiryMail, listCertificationsAboutToExpire, sendExpiryMail } from './certification-alerts.server.ts'
import { clearCache } from './cache.server.ts'
import { db } from './db/db.server.ts'
import { getDashboard } from './dashboard.server.ts'
import { writeExportData } from './export-data.server.ts'
import { emptyExportData } from '#app/lib/export-data.ts'
import { createUser } from './staff-admin.server.ts'

const now = new Date('2026-06-15T09:00:00Z')
/** Who a received mail went to. */
const recipients = (mail: { to?: { text: string } | { text: string }[] }) => [mail.to ?? []].flat().map((address) => address.text).join(', ')
const certificate = (name: string, validUntil: string) => ({ name, issuer: 'SGS', number: `${name}-1`, validUntil, fileUrl: '' })

describe.each(testDialects)('certifications about to expire on %s', (dialect) => {
	withTestDatabase(dialect)
	const inbox = withTestInbox({ sendAppMail: true, env: { SITE_TIMEZONE: 'Asia/Riyadh' } })

	beforeAll(async () => {
		await migrateAuth()
		await createUser({ email: 'boss@tasdeer.example', name: 'Boss', password: 'boss-password-long-1', role: 'admin' })
		await createUser({ email: 'writer@tasdeer.example', name: 'Writer', password: 'writer-password-long-1', role: 'editor' })
		const { id } = await db()
			.insertInto('products')
			.values({ slug: 'dates', name_ar: 'تمر', name_en: 'Dates', created_at: now.toISOString(), updated_at: now.toISOString() })
			.returning('id')
			.executeTakeFirstOrThrow()
		await db()
			.transaction()
			.execute((trx) =>
				writeExportData(trx, id, {
					...emptyExportData,
					certifications: [certificate('Halal', '2026-07-15'), certificate('HACCP', '2026-07-16'), certificate('Kosher', '2026-06-14'), certificate('SFDA', '2026-06-15')],
				}),
			)
	})

	it('lists the valid certifications whose last day is within the setting’s days, soonest first, on the dashboard too', async () => {
		// 30 days by default: the one expiring today and the one in 30 days; not the expired one, not day 31.
		expect((await listCertificationsAboutToExpire(now)).items.map((c) => [c.name, c.daysLeft])).toEqual([
			['SFDA', 0],
			['Halal', 30],
		])
		// Written past the settings screen, so the kept settings are dropped by hand.
		await db().insertInto('site_settings').values({ key: 'certification_warning_days', value: '31', value_en: null }).execute()
		clearCache()
		expect((await listCertificationsAboutToExpire(now)).items.map((c) => c.name)).toEqual(['SFDA', 'Halal', 'HACCP'])
		await db().updateTable('site_settings').set({ value: '' }).where('key', '=', 'certification_warning_days').execute()
		clearCache()
		const dashboard = await getDashboard({ role: 'editor' })
		expect(dashboard.certifications.days).toBe(30)
	})

	it('mails every administrator once a day, whichever instance offers, in both languages', async () => {
		const offers = await Promise.all([sendExpiryMail({ now }), sendExpiryMail({ now }), sendExpiryMail({ now })])
		expect(offers.filter((sent) => sent !== null)).toEqual([1])
		const mail = await inbox.waitFor((m) => recipients(m) === 'boss@tasdeer.example')
		expect(mail.subject).toContain('2 product certifications are about to expire')
		expect(mail.text).toContain('Dates: Halal (SGS, Halal-1)')
		expect(mail.text).toContain('تمر: Halal')
		expect(mail.text).toMatch(/\/admin\/products\/\d+\/edit/)
		expect(mail.text).not.toContain('Kosher')
		expect(inbox.messages.filter((m) => recipients(m) === 'writer@tasdeer.example')).toEqual([])
		// Later the same day nobody sends it again; the next day one instance does.
		expect(await sendExpiryMail({ now: new Date(now.getTime() + 6 * 3600_000) })).toBeNull()
		expect(await claimExpiryMail(new Date(now.getTime() + 24 * 3600_000 + 1))).toBe(true)
	})
})
