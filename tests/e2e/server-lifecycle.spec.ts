import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import pg from 'pg'

/**
 * The production server as an operator meets it: bad configuration, health, SIGTERM, and PostgreSQL
 * going away and coming back. Each test starts its own server process on its own port and data.
 */
let nextPort = 3400 + Math.floor(Math.random() * 200)

interface Running {
	child: ChildProcess
	port: number
	output: () => string
	exited: Promise<number | null>
}

/**
 * Starts server/index.js, or with `underParent` a node process that runs it as its child through
 * server/supervise.js (as a launcher does); `child` is then that parent.
 */
function startServer(env: Record<string, string>, underParent = false): Running {
	const port = nextPort++
	const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasdeer-life-'))
	let output = ''
	const parentScript = `import { runChild } from './server/supervise.js'; process.exit(await runChild(['server/index.js']))`
	const args = underParent ? ['--input-type=module', '-e', parentScript] : ['server/index.js']
	const child = spawn(process.execPath, args, {
		env: {
			...process.env,
			NODE_ENV: 'production',
			HOST: '127.0.0.1',
			PORT: String(port),
			DATA_DIR: dataDir,
			SEED_DEMO_CONTENT: 'false',
			...env,
		},
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	child.stdout!.on('data', (chunk) => (output += chunk))
	child.stderr!.on('data', (chunk) => (output += chunk))
	const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
	return { child, port, output: () => output, exited }
}

/**
 * POSTs a form whose headers the server has read before SIGTERM is sent to it, and whose body follows
 * the signal. Resolves with the answer.
 */
function postAfterSignal(server: Running, path: string, fields: Record<string, string>) {
	const body = new URLSearchParams(fields).toString()
	return new Promise<{ status: number; body: string }>((resolve, reject) => {
		const request = http.request({
			host: '127.0.0.1',
			port: server.port,
			path,
			method: 'POST',
			headers: {
				'content-type': 'application/x-www-form-urlencoded',
				'content-length': Buffer.byteLength(body),
				origin: `http://127.0.0.1:${server.port}`,
				expect: '100-continue',
			},
		})
		request.on('continue', () => {
			server.child.kill('SIGTERM')
			setTimeout(() => request.end(body), 100)
		})
		request.on('response', (response) => {
			let text = ''
			response.setEncoding('utf8')
			response.on('data', (chunk) => (text += chunk))
			response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }))
		})
		request.on('error', reject)
		request.flushHeaders()
	})
}

/** Polls /healthz (liveness) or, with `path`, /readyz (readiness: the database reads and writes). */
async function waitForHealth(port: number, expected: number, timeoutMs = 30_000, path = '/healthz') {
	const deadline = Date.now() + timeoutMs
	let last = 0
	while (Date.now() < deadline) {
		try {
			last = (await fetch(`http://127.0.0.1:${port}${path}`)).status
			if (last === expected) return
		} catch {
			last = -1
		}
		await new Promise((r) => setTimeout(r, 200))
	}
	throw new Error(`${path} never answered ${expected} (last ${last})`)
}

test.describe('server lifecycle', () => {
	test('a wrong configuration value stops the server with a message naming the variable', async () => {
		const server = startServer({ PORT: 'eighty' })
		expect(await server.exited).toBe(1)
		expect(server.output()).toMatch(/PORT/)
	})

	test('SIGTERM finishes in-flight requests, closes the database and exits 0', async () => {
		const server = startServer({})
		await waitForHealth(server.port, 200)
		// A request in flight when the signal arrives still gets its answer. In flight for sure: the
		// server has read its headers (it answers `Expect: 100-continue` then) and waits for its body,
		// which is sent only after the signal. (A request sent 5 ms before the signal was not always
		// read by then on a loaded machine: its connection was still idle, and closed.)
		const answer = await postAfterSignal(server, '/en/contact', {
			name: 'Late Visitor',
			email: 'late@buyer.example',
			service: 'other',
			subject: 'In flight at shutdown',
			message: 'Sent while the server was asked to stop.',
		})
		expect(answer.status).toBe(200)
		expect(answer.body).toContain('sent successfully')
		expect(await server.exited).toBe(0)
		expect(server.output()).toContain('Stopped cleanly')
	})

	test('a server run by a launcher gets its signals and exits with it; a launcher killed outright takes the server with it', async () => {
		const server = startServer({}, true)
		await waitForHealth(server.port, 200)
		server.child.kill('SIGTERM')
		// The launcher forwarded the signal: the server finished cleanly and the launcher exited 0.
		expect(await server.exited).toBe(0)
		expect(server.output()).toContain('SIGTERM received')
		expect(server.output()).toContain('Stopped cleanly')

		const killed = startServer({}, true)
		await waitForHealth(killed.port, 200)
		killed.child.kill('SIGKILL')
		await killed.exited
		// No server left behind on the port (it stops within its shutdown time).
		const deadline = Date.now() + 10_000
		let stillUp = true
		while (stillUp && Date.now() < deadline) {
			stillUp = await fetch(`http://127.0.0.1:${killed.port}/healthz`).then(
				() => true,
				() => false,
			)
			if (stillUp) await new Promise((r) => setTimeout(r, 200))
		}
		expect(stillUp, 'the server outlived its killed launcher').toBe(false)
	})

	test('on PostgreSQL, /readyz tells the truth while the database is away and recovers by itself; /healthz (liveness) stays up', async () => {
		const base = process.env.TEST_DATABASE_URL
		// Needs a PostgreSQL server: skipped only on a machine without one; in CI (which sets
		// TEST_DATABASE_URL, .ci/run) a missing URL fails instead of skipping silently.
		if (process.env.CI) expect(base, 'CI must set TEST_DATABASE_URL').toBeTruthy()
		test.skip(!base, 'needs TEST_DATABASE_URL (CI sets it)')
		const admin = new pg.Client({ connectionString: base!.replace(/\/[^/]+$/, '/postgres') })
		await admin.connect()
		const name = `tasdeer_life_${Date.now()}`
		await admin.query(`create database ${name}`)
		const url = base!.replace(/\/[^/]+$/, `/${name}`)
		const server = startServer({
			DATABASE_URL: url,
			AUTH_SECRET: 'lifecycle-test-secret-that-is-long-enough-0123',
		})
		try {
			await waitForHealth(server.port, 200)
			// Take the database away: cut its connections and rename it so new ones fail.
			await admin.query(`alter database ${name} allow_connections false`)
			await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = $1`, [name])
			await waitForHealth(server.port, 503, 30_000, '/readyz')
			// The process is alive: an orchestrator must not restart it for the database's sake.
			expect((await fetch(`http://127.0.0.1:${server.port}/healthz`)).status).toBe(200)
			const page = await fetch(`http://127.0.0.1:${server.port}/en`)
			expect(page.status).toBe(500)
			await admin.query(`alter database ${name} allow_connections true`)
			await waitForHealth(server.port, 200, 30_000, '/readyz')
			expect((await fetch(`http://127.0.0.1:${server.port}/en`)).status).toBe(200)
		} finally {
			server.child.kill('SIGTERM')
			await server.exited
			await admin.query(`drop database if exists ${name} with (force)`)
			await admin.end()
		}
	})
})
