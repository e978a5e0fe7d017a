import type { ExpiringCertification } from '#app/lib/export-data.ts'
import { storedDays } from '#app/lib/settings-schema.ts'
import { adminTexts } from './staff-lang.server.ts'
import { getConfig } from './config.server.ts'
import { listExpiringCertifications } from './export-data.server.ts'
import { logger } from './logger.server.ts'
import { sendMail } from './mail.server.ts'
import { claimJobLease, startPeriodicJob } from './periodic-job.server.ts'
import { getSiteSetting } from './settings.server.ts'
import { staffDb } from './staff-tables.server.ts'

/**
 * Certifications about to expire (issue 17, decision 0034): the dashboard's list and a daily mail
 * to every administrator. The warning period is the site setting `certification_warning_days`
 * (30 by default). One instance sends the day's mail: a lease row in `job_leases` is taken by one
 * atomic update, so of several instances offering at once exactly one wins.
 */

export const expiryMailSchedule = {
	/** At most one mail a day, whichever instance offers first. */
	intervalMs: 24 * 60 * 60_000,
	/** How often each instance offers (a restart or a new certification is seen within the hour). */
	offerEveryMs: 60 * 60_000,
	firstDelayMs: 2 * 60_000,
} as const

const leaseName = 'certification-expiry-mail'

/** The warning period in days, from the site settings. */
export async function certificationWarningDays(): Promise<number> {
	return storedDays('certification_warning_days', await getSiteSetting('certification_warning_days', 'ar'))
}

/** The certifications of every product whose last valid day falls within the warning period. */
export async function listCertificationsAboutToExpire(now = new Date()): Promise<{ days: number; items: ExpiringCertification[] }> {
	const days = await certificationWarningDays()
	return { days, items: await listExpiringCertifications({ days, now }) }
}

/** Takes the day's lease (true) when no instance took it within the interval. */
export const claimExpiryMail = (now = new Date(), intervalMs: number = expiryMailSchedule.intervalMs) => claimJobLease(leaseName, now, intervalMs)

/** The mail's text: Arabic first, then English (administrators read either; the mail is for all of them). */
export function expiryMailText(items: ExpiringCertification[], days: number, siteUrl: string): { subject: string; text: string } {
	const [ar, en] = [adminTexts('ar'), adminTexts('en')]
	const line = (lang: 'ar' | 'en', c: ExpiringCertification) => {
		const t = lang === 'ar' ? ar : en
		const name = lang === 'ar' ? c.productNameAr : c.productNameEn
		return `- ${name}: ${c.name} (${c.issuer}, ${c.number}) — ${t('dashboard.certifications.until', { date: c.validUntil, count: c.daysLeft })}\n  ${siteUrl}/admin/products/${c.productId}/edit`
	}
	const subject = `${ar('dashboard.certifications.mailSubject', { count: items.length })} · ${en('dashboard.certifications.mailSubject', { count: items.length })}`
	const text = [
		ar('dashboard.certifications.mailIntro', { days }),
		...items.map((c) => line('ar', c)),
		'',
		en('dashboard.certifications.mailIntro', { days }),
		...items.map((c) => line('en', c)),
	].join('\n')
	return { subject, text }
}

/**
 * One offer of the timer: when this instance takes the day's lease and some certification is about
 * to expire, every administrator gets one mail listing them. Answers how many mails were sent.
 */
export async function sendExpiryMail(options: { now?: Date; intervalMs?: number } = {}): Promise<number | null> {
	const now = options.now ?? new Date()
	if (!(await claimExpiryMail(now, options.intervalMs))) return null
	const { days, items } = await listCertificationsAboutToExpire(now)
	if (!items.length) return 0
	const admins = await staffDb().selectFrom('auth_user').select('email').where('role', '=', 'admin').orderBy('email').execute()
	const { subject, text } = expiryMailText(items, days, getConfig().publicUrl)
	for (const admin of admins) await sendMail({ kind: 'certification-expiry', to: admin.email, subject, text })
	logger.info({ certifications: items.length, administrators: admins.length }, 'certification expiry mail sent')
	return admins.length
}

/** Starts the server's daily expiry-mail timer. Returns the function that stops it. */
export function startExpiryMail(schedule: { offerEveryMs?: number; firstDelayMs?: number } = {}): () => Promise<void> {
	return startPeriodicJob('certification expiry mail', () => sendExpiryMail(), {
		firstDelayMs: schedule.firstDelayMs ?? expiryMailSchedule.firstDelayMs,
		everyMs: schedule.offerEveryMs ?? expiryMailSchedule.offerEveryMs,
	})
}
