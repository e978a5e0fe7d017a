import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import http from 'node:http'
import type net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'

/**
 * Production servers as processes of a test's own (reliability and two-instance suites): start,
 * stop, health and readiness, a PostgreSQL database per test, a load balancer, form fields.
 */
export interface Server {
	child: ChildProcess
	port: number
	dataDir: string
	output: () => string
	exited: Promise<number | null>
}

/** `command` replaces `node server/index.js` (e.g. inside a namespace of its own). */
export function startServer(port: number, dataDir: string, env: Record<string, string> = {}, command = [process.execPath, 'server/index.js']): Server {
	let output = ''
	const child = spawn(command[0]!, command.slice(1), {
		env: {
			...process.env,
			NODE_ENV: 'production',
			HOST: '127.0.0.1',
			PORT: String(port),
			DATA_DIR: dataDir,
			// Its own SQLite file unless the test gives a database, whatever the shell points at.
			DATABASE_URL: '',
			SEED_DEMO_CONTENT: 'false',
			TRUST_PROXY: 'true',
			LOG_LEVEL: 'warn',
			...env,
		},
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	child.stdout!.on('data', (chunk) => (output += chunk))
	child.stderr!.on('data', (chunk) => (output += chunk))
	const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
	return { child, port, dataDir, output: () => output, exited }
}

export async function stop(server: Server | undefined) {
	if (!server || server.child.exitCode !== null || server.child.signalCode !== null) return
	server.child.kill('SIGTERM')
	await server.exited
}

export async function health(port: number, timeoutMs = 3000): Promise<number> {
	try {
		return (await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(timeoutMs) }))
			.status
	} catch {
		return -1
	}
}

export async function waitForHealth(port: number, expected: number, timeoutMs = 60_000) {
	const deadline = Date.now() + timeoutMs
	let last = 0
	while (Date.now() < deadline) {
		last = await health(port)
		if (last === expected) return
		await new Promise((r) => setTimeout(r, 200))
	}
	throw new Error(`/healthz never answered ${expected} (last ${last})`)
}


export async function createDatabase(name: string) {
	const pgBase = process.env.TEST_DATABASE_URL
	const admin = new pg.Client({ connectionString: pgBase!.replace(/\/[^/]+$/, '/postgres') })
	await admin.connect()
	await admin.query(`create database ${name}`)
	return {
		url: pgBase!.replace(/\/[^/]+$/, `/${name}`),
		drop: async () => {
			await admin.query(`drop database if exists ${name} with (force)`)
			await admin.end()
		},
	}
}

export const tmp = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix))

export async function readyz(port: number) {
	try {
		const response = await fetch(`http://127.0.0.1:${port}/readyz`, { signal: AbortSignal.timeout(5000) })
		return { status: response.status, body: (await response.json()) as Record<string, string> }
	} catch (error) {
		return { status: -1, body: { error: String(error) } }
	}
}

/** Polls /readyz until it answers `expected` (and, for 503, says writes fail: connections cut a moment ago may fail a read once). */
export async function waitForReady(port: number, expected: number, timeoutMs = 20_000) {
	const deadline = Date.now() + timeoutMs
	const done = (answer: Awaited<ReturnType<typeof readyz>>) => answer.status === expected && (expected !== 503 || answer.body.writes === 'failing')
	let last = await readyz(port)
	while (!done(last) && Date.now() < deadline) {
		await new Promise((r) => setTimeout(r, 250))
		last = await readyz(port)
	}
	return last
}

/** The fields a browser would submit from the first form of a page (inputs, checked boxes, textareas). */
export function formFields(html: string): Record<string, string> {
	const decode = (value: string) => value.replace(/&quot;/g, '"').replace(/&#x27;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&')
	const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]
	const fields: Record<string, string> = {}
	for (const [tag] of html.matchAll(/<input\b[^>]*>/g)) {
		const name = attribute(tag, 'name')
		const type = attribute(tag, 'type') ?? 'text'
		if (!name || ['submit', 'button', 'file'].includes(type)) continue
		if ((type === 'checkbox' || type === 'radio') && !/\schecked(=|\s|>|\/)/.test(tag)) continue
		fields[name] = decode(attribute(tag, 'value') ?? (type === 'checkbox' ? 'on' : ''))
	}
	for (const [, attributes, options] of html.matchAll(/<select\b([^>]*)>([\s\S]*?)<\/select>/g)) {
		const name = attribute(attributes!, 'name')
		const chosen = [...options!.matchAll(/<option\b[^>]*>/g)].map(([tag]) => tag)
		const selected = chosen.find((tag) => /\sselected(=|\s|>|\/)/.test(tag)) ?? chosen[0]
		if (name && selected) fields[name] = decode(attribute(selected, 'value') ?? '')
	}
	for (const [, attributes, text] of html.matchAll(/<textarea\b([^>]*)>([\s\S]*?)<\/textarea>/g)) {
		const name = attribute(attributes!, 'name')
		if (name) fields[name] = decode(text!)
	}
	return fields
}

/**
 * A load balancer in the test: one public address in front of two instances, round robin, or the
 * instance a request names in `x-test-instance` (0 or 1). It keeps the Host (the site's public
 * address) and adds X-Forwarded-For, as a real balancer does; `x-served-by` says which answered.
 */
export function balancer(ports: number[]) {
	let next = 0
	const server = http.createServer((req, res) => {
		const named = req.headers['x-test-instance']
		const index = named === undefined ? next++ % ports.length : Number(named)
		const upstream = http.request(
			{ host: '127.0.0.1', port: ports[index], method: req.method, path: req.url, headers: { ...req.headers, 'x-forwarded-for': req.headers['x-forwarded-for'] ?? '10.88.0.1' } },
			(answer) => {
				res.writeHead(answer.statusCode ?? 502, { ...answer.headers, 'x-served-by': String(index) })
				answer.pipe(res)
			},
		)
		upstream.on('error', () => {
			res.writeHead(502)
			res.end()
		})
		req.pipe(upstream)
	})
	return {
		listen: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port))),
		close: () => new Promise<void>((resolve) => server.close(() => resolve())),
	}
}

/** One visitor sending the English contact form; the marker makes its row findable. */
export async function submit(port: number, marker: string, address: string): Promise<number> {
	const body = new URLSearchParams({
		name: 'Load Test',
		email: 'load@buyer.example',
		service: 'other',
		subject: marker,
		message: `Reliability submission ${marker}.`,
	})
	const response = await fetch(`http://127.0.0.1:${port}/en/contact`, {
		method: 'POST',
		body,
		headers: { origin: `http://127.0.0.1:${port}`, 'x-forwarded-for': address },
		signal: AbortSignal.timeout(60_000),
	})
	const html = await response.text()
	if (response.status === 200 && !html.includes('sent successfully'))
		throw new Error(`200 without the success message for ${marker}`)
	return response.status
}
export const addressOf = (i: number) => `10.${(i >> 8) & 255}.${i & 255}.7`

/** Rows per marker in contact_messages (SQLite file or PostgreSQL database). */
export async function storedMarkers(source: { file: string } | { url: string }): Promise<Map<string, number>> {
	let rows: { subject: string }[]
	if ('file' in source) {
		const database = new SQLite(source.file, { readonly: true })
		rows = database.prepare('select subject from contact_messages').all() as { subject: string }[]
		database.close()
	} else {
		const client = new pg.Client({ connectionString: source.url })
		await client.connect()
		rows = (await client.query<{ subject: string }>('select subject from contact_messages')).rows
		await client.end()
	}
	const counts = new Map<string, number>()
	for (const row of rows) counts.set(row.subject, (counts.get(row.subject) ?? 0) + 1)
	return counts
}
