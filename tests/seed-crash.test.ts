import { type ChildProcess, spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { afterEach, describe, expect, it } from 'vitest'
import { type DatabaseHandle, openPostgres, openSqlite } from '#app/server/db/connect.server.ts'
import { categories } from '#app/server/seed/content/categories.ts'
import { posts } from '#app/server/seed/content/posts/index.ts'
import { products } from '#app/server/seed/content/products/index.ts'
import { advertisingCodes } from '#app/server/seed/content/settings.ts'
import { testDialects } from '#tests/db.ts'

/**
 * A first start killed while it loads the demo content (SIGKILL, a real process: no cleanup runs)
 * is completed by the next start: the demo content is all there, each row once (decision 0032).
 */
const startTimeout = 300_000

interface Start {
	child: ChildProcess
	output: () => string
	exited: Promise<void>
}

function start(env: Record<string, string>): Start {
	let output = ''
	const child = spawn(process.execPath, ['--import', 'tsx', 'tests/start-app.ts'], {
		env: { ...process.env, NODE_ENV: 'production', SEED_DEMO_CONTENT: 'true', LOG_LEVEL: 'info', PUBLIC_URL: 'http://127.0.0.1:3420', AUTH_SECRET: 'seed-crash-test-secret-that-is-long-enough', ...env },
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	child.stdout!.on('data', (chunk) => (output += chunk))
	child.stderr!.on('data', (chunk) => (output += chunk))
	const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
	return { child, output: () => output, exited }
}

async function waitFor(run: Start, pattern: RegExp) {
	const deadline = Date.now() + startTimeout
	while (!pattern.test(run.output())) {
		if (run.child.exitCode !== null || run.child.signalCode !== null || Date.now() > deadline) throw new Error(`never printed ${pattern}:\n${run.output()}`)
		await new Promise((resolve) => setTimeout(resolve, 20))
	}
}

/** A database of the test's own for the child to start on, and a handle to read it afterwards. */
async function freshDatabase(dialect: string, dataDir: string): Promise<{ env: Record<string, string>; open: () => DatabaseHandle; drop: () => Promise<void> }> {
	if (dialect === 'sqlite') return { env: { DATABASE_URL: '' }, open: () => openSqlite(path.join(dataDir, 'tasdeer.db')), drop: async () => {} }
	const base = process.env.TEST_DATABASE_URL!
	const name = `seed_crash_${crypto.randomBytes(4).toString('hex')}`
	const admin = new pg.Client({ connectionString: base })
	await admin.connect()
	await admin.query(`create database ${name}`)
	const url = base.replace(/\/[^/?]+(\?|$)/, `/${name}$1`)
	return {
		env: { DATABASE_URL: url },
		open: () => openPostgres(url),
		drop: async () => {
			await admin.query(`drop database if exists ${name} with (force)`)
			await admin.end()
		},
	}
}

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
	for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

describe.each(testDialects)('a first start killed while seeding, on %s', (dialect) => {
	it('is completed by the next start: the whole demo content, each row once', { timeout: startTimeout * 2 }, async () => {
		const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasdeer-seed-crash-'))
		const database = await freshDatabase(dialect, dataDir)
		cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }), database.drop)
		const env = { DATA_DIR: dataDir, ...database.env }

		// Killed once the categories are written and the products are under way.
		const first = start(env)
		cleanups.push(async () => void first.child.kill('SIGKILL'))
		await waitFor(first, /"msg":"categories: \d+"/)
		first.child.kill('SIGKILL')
		await first.exited
		expect(first.output()).not.toMatch(/demo content loaded/)

		const second = start(env)
		cleanups.push(async () => void second.child.kill('SIGKILL'))
		await waitFor(second, /^started$/m)
		second.child.kill('SIGTERM')
		await second.exited

		const handle = database.open()
		cleanups.push(() => handle.close())
		const read = handle.db
		const count = async (table: 'p_categories' | 'products' | 'product_specifications' | 'product_images' | 'blog_posts' | 'advertising_codes') =>
			Number((await read.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n)
		expect(await count('p_categories')).toBe(categories.length)
		expect(await count('products')).toBe(products.length)
		expect(await count('product_specifications')).toBe(products.reduce((sum, product) => sum + product.specs.length, 0))
		expect(await count('blog_posts')).toBe(posts.length)
		// Advertising codes have no unique key of their own: each demo code's name once.
		const codes = await read.selectFrom('advertising_codes').select('name').orderBy('name').execute()
		expect(codes.map((code) => code.name)).toEqual(advertisingCodes.map((code) => code.name).sort())
		// Every product has its whole gallery once, and the settings the seed writes last are there.
		const galleries = await read.selectFrom('product_images').select(['product_id', 'url']).execute()
		expect(new Set(galleries.map((row) => `${row.product_id} ${row.url}`)).size).toBe(galleries.length)
		expect(new Set(galleries.map((row) => row.product_id)).size).toBe(products.length)
		const settings = await read.selectFrom('site_settings').select('key').where('key', '=', 'hero_images').execute()
		expect(settings).toHaveLength(1)
		expect(await read.selectFrom('seo_settings').select('id').execute()).toHaveLength(1)
	})
})
