import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'

/**
 * A production server of a journey's own, on a free port and a fresh data directory, for journeys
 * that need what the shared e2e server cannot give: no staff yet (first-admin setup) or a sign-in
 * provider configured. Demo content is not loaded, so it starts in seconds. The build is the one the
 * shared server was started from (playwright.config.ts builds it).
 */
export interface OwnServer {
	url: string
	dataDir: string
	/** Everything the server printed so far (what an operator sees in the log). */
	output: () => string
	/** Resolves with the first match of `pattern` in the output. */
	waitForOutput: (pattern: RegExp, timeoutMs?: number) => Promise<RegExpMatchArray>
	/** Creates a staff account with the real CLI (`npm run admin:create`). */
	createStaff: (account: { email: string; name: string; password: string; role: 'admin' | 'editor' }) => void
	stop: () => Promise<void>
}

async function freePort(): Promise<number> {
	return new Promise((resolve, reject) => {
		const server = net.createServer()
		server.once('error', reject)
		server.listen(0, '127.0.0.1', () => {
			const { port } = server.address() as net.AddressInfo
			server.close(() => resolve(port))
		})
	})
}

export async function startOwnServer(env: Record<string, string> = {}): Promise<OwnServer> {
	const port = await freePort()
	const url = `http://127.0.0.1:${port}`
	const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasdeer-own-'))
	let output = ''
	const child: ChildProcess = spawn(process.execPath, ['server/index.js'], {
		env: {
			...process.env,
			NODE_ENV: 'production',
			HOST: '127.0.0.1',
			PORT: String(port),
			PUBLIC_URL: url,
			DATA_DIR: dataDir,
			// Its own SQLite file in the fresh data directory, whatever the shell points at.
			DATABASE_URL: '',
			SEED_DEMO_CONTENT: 'false',
			LOG_LEVEL: 'info',
			...env,
		},
		stdio: ['ignore', 'pipe', 'pipe'],
	})
	child.stdout!.on('data', (chunk) => (output += chunk))
	child.stderr!.on('data', (chunk) => (output += chunk))
	const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))

	const waitForOutput = async (pattern: RegExp, timeoutMs = 30_000) => {
		const deadline = Date.now() + timeoutMs
		while (Date.now() < deadline) {
			const match = output.match(pattern)
			if (match) return match
			if (child.exitCode !== null) break
			await new Promise((resolve) => setTimeout(resolve, 100))
		}
		throw new Error(`The server never printed ${pattern}. Output:\n${output}`)
	}

	const deadline = Date.now() + 60_000
	for (;;) {
		try {
			if ((await fetch(`${url}/healthz`)).status === 200) break
		} catch {
			// not listening yet
		}
		if (child.exitCode !== null || Date.now() > deadline) {
			child.kill('SIGKILL')
			throw new Error(`The server did not become healthy. Output:\n${output}`)
		}
		await new Promise((resolve) => setTimeout(resolve, 150))
	}

	return {
		url,
		dataDir,
		output: () => output,
		waitForOutput,
		createStaff(account) {
			execFileSync(
				process.execPath,
				['--import', 'tsx', 'scripts/create-admin.ts', '--email', account.email, '--name', account.name, '--password', account.password, '--role', account.role],
				{ env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' }, stdio: 'pipe' },
			)
		},
		async stop() {
			if (child.exitCode === null) {
				child.kill('SIGTERM')
				await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
				if (child.exitCode === null) child.kill('SIGKILL')
			}
			fs.rmSync(dataDir, { recursive: true, force: true })
		},
	}
}
