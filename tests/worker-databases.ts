import pg from 'pg'

/**
 * On PostgreSQL each test worker keeps its schemas in a database of its own (`workerDatabaseUrl` in
 * db.ts), named after TEST_DATABASE_URL's database. This module is also Vitest's global setup: it
 * drops those databases when the run ends, and any that a killed run left behind before it starts.
 */
export const workerDatabaseName = (base: string, worker: string) =>
	`${base}_w${Number.parseInt(worker, 10) || 1}`

const isWorkerDatabase = (base: string, name: string) =>
	name.startsWith(`${base}_w`) && /^\d+$/.test(name.slice(base.length + 2))

export default async function setup() {
	const url = process.env.TEST_DATABASE_URL
	if (!url) return
	const base = new URL(url).pathname.slice(1)
	const dropWorkerDatabases = async () => {
		const admin = new pg.Client({ connectionString: url })
		await admin.connect()
		try {
			const { rows } = await admin.query<{ datname: string }>('select datname from pg_database')
			for (const { datname } of rows.filter((row) => isWorkerDatabase(base, row.datname)))
				await admin.query(`drop database if exists "${datname}" with (force)`)
		} finally {
			await admin.end()
		}
	}
	await dropWorkerDatabases()
	return dropWorkerDatabases
}
