import crypto from 'node:crypto'
import { type SessionUser } from './session.server.ts'
import { countUsers, createUser } from './staff-admin.server.ts'
import { db, nowIso } from './db/db.server.ts'

const validForMs = 24 * 3600_000
/**
 * Links issued this long before a start survive it: the instances of one deployment start within
 * it, and each one's printed link must work on all of them (decision 0032). Older links die.
 */
export const setupLinkStartWindowMs = 10 * 60_000
const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

/**
 * While no staff account exists, each start issues a fresh one-time link that creates the first
 * administrator (printed to the server log). Only the token's hash is stored. Links from earlier
 * starts die, except those issued within `setupLinkStartWindowMs` (another instance starting
 * alongside this one).
 */
export async function issueSetupToken(): Promise<string | null> {
	if ((await countUsers()) > 0) return null
	const token = crypto.randomBytes(24).toString('base64url')
	const now = Date.now()
	// A link issued at t expires at t + validFor: issued before the window = expires before this bound.
	const oldestKept = new Date(now - setupLinkStartWindowMs + validForMs).toISOString()
	await db()
		.transaction()
		.execute(async (trx) => {
			await trx.deleteFrom('setup_tokens').where('expires_at', '<', oldestKept).execute()
			await trx.insertInto('setup_tokens').values({ token_hash: hash(token), expires_at: new Date(now + validForMs).toISOString() }).execute()
		})
	return token
}

/** True when the link can still create the first administrator. */
export async function isSetupTokenValid(token: string): Promise<boolean> {
	if (!token || token.length > 100 || (await countUsers()) > 0) return false
	const row = await db().selectFrom('setup_tokens').select('token_hash').where('token_hash', '=', hash(token)).where('expires_at', '>', nowIso()).executeTakeFirst()
	return Boolean(row)
}

/**
 * Creates the first administrator and burns every link (there is one first administrator);
 * fails when the link is spent or a user exists.
 */
export async function completeSetup(token: string, input: { email: string; name: string; password: string }): Promise<SessionUser | null> {
	if (!(await isSetupTokenValid(token))) return null
	// Submissions racing on any instances, with this link or another one of the same start: only
	// the one whose delete took this link goes on; the others find every link gone.
	const deleted = await db().deleteFrom('setup_tokens').returning('token_hash').execute()
	if (!deleted.some((row) => row.token_hash === hash(token))) return null
	return createUser({ ...input, role: 'admin' })
}
