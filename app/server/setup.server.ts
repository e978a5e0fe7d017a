import crypto from 'node:crypto'
import { type SessionUser } from './session.server.ts'
import { countUsers, createUser } from './staff-admin.server.ts'
import { db, nowIso } from './db/db.server.ts'

const validForMs = 24 * 3600_000
const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex')

/**
 * While no staff account exists, each start issues a fresh one-time link that creates the first
 * administrator (printed to the server log). Only the token's hash is stored; older links die.
 */
export async function issueSetupToken(): Promise<string | null> {
	if ((await countUsers()) > 0) return null
	const token = crypto.randomBytes(24).toString('base64url')
	await db()
		.transaction()
		.execute(async (trx) => {
			await trx.deleteFrom('setup_tokens').execute()
			await trx.insertInto('setup_tokens').values({ token_hash: hash(token), expires_at: new Date(Date.now() + validForMs).toISOString() }).execute()
		})
	return token
}

/** True when the link can still create the first administrator. */
export async function isSetupTokenValid(token: string): Promise<boolean> {
	if (!token || token.length > 100 || (await countUsers()) > 0) return false
	const row = await db().selectFrom('setup_tokens').select('token_hash').where('token_hash', '=', hash(token)).where('expires_at', '>', nowIso()).executeTakeFirst()
	return Boolean(row)
}

/** Creates the first administrator and burns the link; fails when the link is spent or a user exists. */
export async function completeSetup(token: string, input: { email: string; name: string; password: string }): Promise<SessionUser | null> {
	if (!(await isSetupTokenValid(token))) return null
	const deleted = await db().deleteFrom('setup_tokens').where('token_hash', '=', hash(token)).executeTakeFirst()
	// Two submissions racing with the same link: only the one that deleted it goes on.
	if (Number(deleted.numDeletedRows) === 0) return null
	return createUser({ ...input, role: 'admin' })
}
