import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { test } from '@playwright/test'
import SQLite from 'better-sqlite3'
import { e2eDataDir } from '../../playwright.config.ts'

/**
 * A production server of a journey's own on a copy of the shared e2e server's seeded database (and
 * its images), for journeys whose settings would change every page of the shared server (codes,
 * tags). `prepare` edits the copy before the server starts; nothing is seeded again.
 */
export interface SeededServer {
	origin: string
	stop: () => Promise<void>
}

export async function startSeededServer(options: {
	port: number
	name: string
	prepare: (db: SQLite.Database) => void
}): Promise<SeededServer> {
	const origin = `http://127.0.0.1:${options.port}`
	const dataDir = path.resolve(`${e2eDataDir}-${options.name}`)
	fs.rmSync(dataDir, { recursive: true, force: true })
	fs.mkdirSync(dataDir, { recursive: true })
	// A consistent copy of the seeded database, even while the main server writes to it.
	const source = new SQLite(path.resolve(e2eDataDir, 'tasdeer.db'), { readonly: true, fileMustExist: true })
	source.exec(`vacuum into '${path.join(dataDir, 'tasdeer.db').replace(/'/g, "''")}'`)
	source.close()
	// The images are content-addressed and only read: the copy shares them.
	fs.symlinkSync(path.resolve(e2eDataDir, 'media'), path.join(dataDir, 'media'))
	const db = new SQLite(path.join(dataDir, 'tasdeer.db'))
	options.prepare(db)
	db.close()
	const server: ChildProcess = spawn(process.execPath, ['server/index.js'], {
		env: {
			...process.env,
			PORT: String(options.port),
			HOST: '127.0.0.1',
			DATA_DIR: dataDir,
			DATABASE_URL: '',
			NODE_ENV: 'production',
			LOG_LEVEL: 'warn',
			SEED_DEMO_CONTENT: 'false',
		},
		stdio: 'ignore',
	})
	const stop = async () => {
		if (server.exitCode === null) {
			server.kill('SIGTERM')
			await new Promise((resolve) => server.once('exit', resolve))
		}
		fs.rmSync(dataDir, { recursive: true, force: true })
	}
	for (let i = 0; i < 120; i++) {
		const up = await fetch(`${origin}/healthz`).then(
			(r) => r.ok,
			() => false,
		)
		if (up) return { origin, stop }
		await new Promise((resolve) => setTimeout(resolve, 500))
	}
	await stop()
	throw new Error(`the ${options.name} journey server did not start`)
}

/** Advertising codes to enable in the copy: name, code, type, and whether it waits for consent. */
export type E2eCode = [name: string, code: string, type: string, requiresConsent?: boolean]

export function insertCodes(db: SQLite.Database, codes: E2eCode[]) {
	const insert = db.prepare(
		"insert into advertising_codes (name, code, type, enabled, platform, requires_consent) values (?, ?, ?, 1, 'e2e', ?)",
	)
	for (const [name, code, type, gated] of codes) insert.run(name, code, type, gated ? 1 : 0)
}

/** The journeys of this file share one seeded server (they run one after the other); its origin once started. */
export function seededServerForThisFile(options: Parameters<typeof startSeededServer>[0]): () => string {
	let server: SeededServer | undefined
	test.describe.configure({ mode: 'serial' })
	test.beforeAll(async () => {
		test.setTimeout(120_000)
		server = await startSeededServer(options)
	})
	test.afterAll(async () => {
		await server?.stop()
	})
	return () => server!.origin
}
