/**
 * `npm run bench:first-start`: what a new user waits for after `npm install` (decision 0030).
 *
 * A fresh copy of the project (the files git knows, as they are in the working tree, no build, no
 * data) with node_modules hard-linked, then `npm start` in it, timed to the first 200 on `/`. In the
 * same run, beside it: a bare Node HTTP server started the same way (`node -e`), timed the same way,
 * so a busy machine shows in both. Then the pictures the home page names are fetched (each must
 * answer an image: the picture or its placeholder, never a 404), and the server's resident memory
 * is read at the first page and once the demo pictures are done (the process running server/index.js,
 * which server/start.js starts as its child, decision 0050; its launcher and the child process that
 * makes the pictures apart). Bar: first page within 60 s; no warning line printed while building and seeding (those a
 * user can act on, the setup link and the generated secret, aside); every picture answers; the
 * server under 250 MB resident.
 *
 *   npm run bench:first-start            # port 3461 (BENCH_PORTS' first port otherwise)
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { machineLine, onCleanup, ports, printTable, root, runBench, verdict } from './lib.ts'

const port = ports[0]!
const firstPageBarSeconds = 60
const memoryBarMb = 250
/** Warnings a person can act on: the one-time setup link and the generated secret's notice. */
const actionable = /setup\?token=|AUTH_SECRET is not set/

function freshCopy(): string {
	// Outside the project, so its typecheck and lint never see the copy.
	const dir = path.join(os.tmpdir(), `tasdeer-first-start-${crypto.randomBytes(3).toString('hex')}`)
	onCleanup(() => fs.rmSync(dir, { recursive: true, force: true }))
	const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root, encoding: 'utf8' })
		.split('\0')
		.filter((file) => file && fs.existsSync(path.join(root, file)))
	for (const file of files) {
		fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
		fs.copyFileSync(path.join(root, file), path.join(dir, file))
	}
	execFileSync('cp', ['-al', path.join(root, 'node_modules'), path.join(dir, 'node_modules')])
	return dir
}

interface Started {
	child: ChildProcess
	lines: { at: number; text: string }[]
	firstPageSeconds: number
}

/** Spawns a command in its own process group and times it to the first 200 on `/`. */
async function startAndTime(command: string, args: string[], cwd: string, env: NodeJS.ProcessEnv): Promise<Started> {
	const started = performance.now()
	const child = spawn(command, args, { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] })
	onCleanup(() => stopGroup(child))
	const lines: Started['lines'] = []
	const collect = (chunk: Buffer) => {
		for (const text of chunk.toString().split('\n')) if (text.trim()) lines.push({ at: (performance.now() - started) / 1000, text })
	}
	child.stdout!.on('data', collect)
	child.stderr!.on('data', collect)
	const deadline = started + 15 * 60_000
	while (performance.now() < deadline) {
		if (child.exitCode !== null) throw new Error(`${command} exited (${child.exitCode}):\n${lines.map((l) => l.text).join('\n')}`)
		try {
			const response = await fetch(`http://127.0.0.1:${port}/`, { signal: AbortSignal.timeout(5_000) })
			await response.arrayBuffer()
			if (response.status === 200) return { child, lines, firstPageSeconds: (performance.now() - started) / 1000 }
		} catch {
			// not listening yet
		}
		await new Promise((resolve) => setTimeout(resolve, 100))
	}
	throw new Error(`${command} did not answer / within 15 minutes`)
}

async function stopGroup(child: ChildProcess) {
	if (child.exitCode !== null || child.signalCode !== null || !child.pid) return
	const exited = new Promise((resolve) => child.once('exit', resolve))
	try {
		process.kill(-child.pid, 'SIGTERM')
	} catch {
		return
	}
	const timer = setTimeout(() => {
		try {
			process.kill(-child.pid!, 'SIGKILL')
		} catch {
			// gone
		}
	}, 15_000)
	await exited
	clearTimeout(timer)
}

/** Processes of the group whose command line matches, with their resident memory in MB. */
function residentMb(group: number, match: RegExp): number | null {
	let total: number | null = null
	for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
		try {
			const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8')
			const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
			if (Number(fields[2]) !== group) continue
			if (!match.test(fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' '))) continue
			const rss = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))
			if (rss) total = (total ?? 0) + Number(rss[1]) / 1024
		} catch {
			// the process ended meanwhile
		}
	}
	return total
}

/** Every /media/… file the page names (src and srcset): status and content type of each. */
async function pictures(pagePath: string) {
	const html = await (await fetch(`http://127.0.0.1:${port}${pagePath}`)).text()
	const urls = new Set<string>()
	for (const match of html.matchAll(/(?:src|srcSet|srcset)="([^"]+)"/g))
		for (const candidate of match[1]!.split(',')) {
			const url = candidate.trim().split(/\s+/)[0]!.replaceAll('&amp;', '&')
			if (url.startsWith('/media/')) urls.add(url)
		}
	let placeholders = 0
	let broken = 0
	for (const url of urls) {
		const response = await fetch(`http://127.0.0.1:${port}${url}`)
		await response.arrayBuffer()
		const type = response.headers.get('content-type') ?? ''
		if (response.status !== 200 || !type.startsWith('image/')) broken++
		else if (type.startsWith('image/svg')) placeholders++
	}
	return { files: urls.size, placeholders, broken }
}

async function main() {
	console.log(`First start (${machineLine()}; port ${port})`)
	const copy = freshCopy()
	console.log(`  fresh copy in ${copy} (${os.cpus().length} cores)`)
	// As a new user's shell: defaults for everything but the port (data in the copy's ./data, SQLite).
	const env: NodeJS.ProcessEnv = { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'info' }
	for (const name of ['NODE_ENV', 'DATA_DIR', 'DATABASE_URL', 'AUTH_SECRET', 'SEED_DEMO_CONTENT', 'DEMO_PICTURE_CACHE']) delete env[name]

	const bareSource = `require('node:http').createServer((q, s) => s.end('ok')).listen(${port}, '127.0.0.1')`
	const bare = await startAndTime(process.execPath, ['-e', bareSource], copy, env)
	await stopGroup(bare.child)

	const loadBefore = os.loadavg()[0]!
	const app = await startAndTime('npm', ['start'], copy, env)
	const group = app.child.pid!
	const serverAtFirstPage = residentMb(group, /server\/index\.js/)
	const launcherAtFirstPage = residentMb(group, /server\/start\.js/)
	const home = await pictures('/')
	const product = await pictures('/en/products/basmati-rice-1121-steam')
	// The pictures are done when the server says so (a line of its log).
	const imagesDeadline = performance.now() + 10 * 60_000
	while (!app.lines.some((l) => /demo images done/.test(l.text)) && performance.now() < imagesDeadline) {
		await new Promise((resolve) => setTimeout(resolve, 500))
	}
	const imagesDone = app.lines.find((l) => /demo images done/.test(l.text))
	// The server's own memory settles a little after the last picture is recorded.
	await new Promise((resolve) => setTimeout(resolve, 3_000))
	const serverAfterImages = residentMb(group, /server\/index\.js/)
	const homeAfter = await pictures('/')
	await stopGroup(app.child)

	const buildAndSeed = app.lines.filter((l) => l.at <= app.firstPageSeconds)
	// Rollup's notices start with "(!)" and name no level.
	const warnings = buildAndSeed.filter((l) => /warn|⚠|\(!\)|"level":40/i.test(l.text) && !actionable.test(l.text))
	console.log('\n  What `npm start` printed until the first page (seconds since start):')
	for (const line of buildAndSeed) console.log(`  ${line.at.toFixed(1).padStart(6)}  ${line.text.slice(0, 160)}`)

	const mb = (value: number | null) => (value === null ? '—' : value.toFixed(0))
	printTable(
		[
			{ what: 'bare node http server (node -e)', 'first 200 on / (s)': bare.firstPageSeconds.toFixed(2), 'x bare': '1', 'server RSS (MB)': '' },
			{
				what: 'npm start (build, migrate, seed)',
				'first 200 on / (s)': app.firstPageSeconds.toFixed(1),
				'x bare': (app.firstPageSeconds / bare.firstPageSeconds).toFixed(0),
				'server RSS (MB)': mb(serverAtFirstPage),
			},
			{
				what: 'demo pictures done (background)',
				'first 200 on / (s)': imagesDone ? imagesDone.at.toFixed(1) : 'not within 10 min',
				'x bare': '',
				'server RSS (MB)': mb(serverAfterImages),
			},
		],
		`First start (load average ${loadBefore.toFixed(2)} before the app's start)`,
	)
	console.log(
		`  pictures named by / at the first page: ${home.files} files, ${home.placeholders} placeholders, ${home.broken} broken; ` +
			`by a product page: ${product.files} files, ${product.placeholders} placeholders, ${product.broken} broken; ` +
			`by / once done: ${homeAfter.files} files, ${homeAfter.placeholders} placeholders, ${homeAfter.broken} broken`,
	)
	console.log(`  the launcher (server/start.js, the server's parent): ${mb(launcherAtFirstPage)} MB resident at the first page`)
	if (warnings.length) console.log(`  warning lines:\n${warnings.map((l) => `    ${l.text.slice(0, 200)}`).join('\n')}`)

	const memory = Math.max(serverAtFirstPage ?? Infinity, serverAfterImages ?? Infinity)
	const pass =
		app.firstPageSeconds <= firstPageBarSeconds &&
		warnings.length === 0 &&
		home.broken + product.broken + homeAfter.broken === 0 &&
		homeAfter.placeholders === 0 &&
		imagesDone !== undefined &&
		memory < memoryBarMb
	return verdict(
		'first-start',
		pass,
		`first page ${app.firstPageSeconds.toFixed(1)} s (bar ${firstPageBarSeconds} s; bare server ${bare.firstPageSeconds.toFixed(2)} s), ` +
			`${warnings.length} warning lines, ${home.broken + product.broken + homeAfter.broken} broken pictures, server ${mb(memory)} MB (bar ${memoryBarMb} MB)`,
	)
}

runBench(main)
