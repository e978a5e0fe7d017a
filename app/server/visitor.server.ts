import crypto from 'node:crypto'
import { localDate } from '#app/lib/time-zone.ts'
import { getConfig } from './config.server.ts'
import { db } from './db/db.server.ts'

/**
 * Cookieless visitor counting in the manner of Plausible. A visitor is
 * sha256(salt + site + IP + user agent) where the salt is random, shared by every app instance
 * through the database, and replaced every local day (site time zone): the same browser is one
 * visitor all day and a stranger tomorrow, and once a day's salt is deleted nobody, us included,
 * can link its hashes back to an address. The IP is used in memory for this hash only.
 */
let current: { day: string; salt: string; database: unknown } | undefined

/** The salt of a local day: read, or created once (the first instance to insert wins); older ones are deleted. */
export async function dailySalt(day: string): Promise<string> {
	const database = db()
	if (current?.day === day && current.database === database) return current.salt
	const read = () =>
		database.selectFrom('analytics_salts').select('salt').where('day', '=', day).executeTakeFirst()
	let row = await read()
	if (!row) {
		await database
			.insertInto('analytics_salts')
			.values({ day, salt: crypto.randomBytes(32).toString('hex') })
			.onConflict((oc) => oc.column('day').doNothing())
			.execute()
		row = await read()
		if (!row) throw new Error(`analytics salt for ${day} could not be created`)
	}
	// Once a day per instance: yesterday's salt goes, and with it any way to link yesterday's hashes.
	await database.deleteFrom('analytics_salts').where('day', '<', day).execute()
	current = { day, salt: row.salt, database }
	return row.salt
}

/** The site part of the hash: the configured public host, so every instance agrees. */
export function siteId(): string {
	return new URL(getConfig().publicUrl).host
}

export interface VisitorInput {
	ip: string
	userAgent: string | null
	/** When the hit happens (the day picks the salt). */
	at: Date
}

/** 32 hex characters (128 bits) of the hash: ample to keep a day's visitors apart. */
export async function visitorHash({ ip, userAgent, at }: VisitorInput): Promise<string> {
	const salt = await dailySalt(localDate(at, getConfig().SITE_TIMEZONE))
	return crypto
		.createHash('sha256')
		.update(`${salt}\n${siteId()}\n${ip}\n${userAgent ?? ''}`)
		.digest('hex')
		.slice(0, 32)
}

/** A rate-limit key for a client that holds no recoverable address (salted like the visitor hash). */
export async function anonymousClientKey(scope: string, ip: string, at = new Date()): Promise<string> {
	const salt = await dailySalt(localDate(at, getConfig().SITE_TIMEZONE))
	return `${scope}:${crypto.createHash('sha256').update(`${salt}\n${ip}`).digest('hex').slice(0, 32)}`
}
