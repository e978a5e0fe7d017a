import { execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, expect, it } from 'vitest'

/**
 * The server's listening socket keeps a deep queue of accepted connections (request-guard's
 * `listenOptions`): with Node's 511, one address reconnecting ~1,500 times a second overflowed it
 * whenever the server was busy a moment, the kernel dropped SYNs, and a visitor waited for the 1 s
 * retransmission. Read from the kernel (ss: a listening socket's Send-Q is its queue's length limit)
 * on server/index.js as it runs.
 */
const port = Number(process.env.LISTEN_QUEUE_TEST_PORT ?? 3424)
const stops: (() => void)[] = []
afterEach(() => stops.splice(0).forEach((stop) => stop()))

it('server/index.js listens with a queue of 4,096 connections (or the kernel ceiling), not 511', { timeout: 120_000 }, async () => {
	const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasdeer-listen-'))
	const child = spawn(process.execPath, ['server/index.js', '--dev'], {
		env: { ...process.env, NODE_ENV: 'development', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO_CONTENT: 'false', LOG_LEVEL: 'warn' },
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	let output = ''
	child.stdout!.on('data', (chunk) => (output += chunk))
	child.stderr!.on('data', (chunk) => (output += chunk))
	stops.push(() => {
		child.kill('SIGKILL')
		fs.rmSync(dataDir, { recursive: true, force: true })
	})
	const deadline = Date.now() + 100_000
	while (!/is running at/.test(output)) {
		if (child.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not listen:\n${output}`)
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
	// State, Recv-Q (connections waiting now), Send-Q (the queue's limit), local address, peer.
	const line = execFileSync('ss', ['-Hltn', `sport = :${port}`], { encoding: 'utf8' }).trim()
	const limit = Number(line.split(/\s+/)[2])
	const ceiling = Number(fs.readFileSync('/proc/sys/net/core/somaxconn', 'utf8'))
	expect(limit, line).toBe(Math.min(4096, ceiling))
})
