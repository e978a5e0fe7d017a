// `npm start`: builds when no up-to-date build exists, then runs the production server.
// `node server/start.js --build-only`: only the build step.
//
// The build prints a few lines a person can follow (its stage, then how long it took); Vite's full
// output goes to tmp/last-build.log and is shown only when the build fails (decision 0030).
import fs from 'node:fs'
import path from 'node:path'
import process from 'node:process'
import readline from 'node:readline'
import { fileURLToPath } from 'node:url'
import { serverEnvironment, serverNodeFlags } from './memory.js'
import { precompressAssets } from './precompress.js'
import { runChild } from './supervise.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const buildEntry = path.join(root, 'build/server/index.js')
const sources = ['app', 'server', 'public', 'package.json', 'package-lock.json', 'vite.config.ts', 'vite.chunks.ts', 'react-router.config.ts']
const logFile = path.join(root, 'tmp/last-build.log')

function newestMtime(target) {
	if (!fs.existsSync(target)) return 0
	const stat = fs.statSync(target)
	if (!stat.isDirectory()) return stat.mtimeMs
	let newest = 0
	for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
		if (entry.name.endsWith('.test.ts') || entry.name.endsWith('.test.tsx')) continue
		newest = Math.max(newest, newestMtime(path.join(target, entry.name)))
	}
	return newest
}

/** Stages of Vite's output worth a line of their own, in the order they come. */
const stages = [
	{ find: /building client environment/, say: 'browser code (1 of 2)…' },
	{ find: /building (ssr|server) environment|building SSR bundle/, say: 'server code (2 of 2)…' },
]

async function build() {
	const started = Date.now()
	const seconds = () => `${Math.round((Date.now() - started) / 1000)} s`
	fs.mkdirSync(path.dirname(logFile), { recursive: true })
	const log = fs.createWriteStream(logFile)
	const cli = path.join(root, 'node_modules/@react-router/dev/bin.js')
	let stage = -1
	const onLine = (line) => {
		log.write(`${line}\n`)
		const next = stages.findIndex((s, i) => i > stage && s.find.test(line))
		if (next !== -1) {
			stage = next
			console.log(`  ${stages[next].say} (${seconds()})`)
		}
	}
	// A line now and then, so a quiet stretch never looks like a hang.
	const ticker = setInterval(() => console.log(`  …still building (${seconds()})`), 30_000)
	// A signal that stops `npm start` during the build stops the build too (runChild forwards it).
	const code = await runChild([cli, 'build'], {
		cwd: root,
		stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
		env: { ...process.env, NODE_ENV: 'production', NO_COLOR: '1' },
		onSpawn(child) {
			readline.createInterface({ input: child.stdout }).on('line', onLine)
			readline.createInterface({ input: child.stderr }).on('line', onLine)
		},
	})
	clearInterval(ticker)
	await new Promise((resolve) => log.end(resolve))
	return { code, seconds: seconds() }
}

const built = fs.existsSync(buildEntry) ? fs.statSync(buildEntry).mtimeMs : 0
const changed = Math.max(...sources.map((source) => newestMtime(path.join(root, source))))
if (!built || changed > built) {
	console.log(
		`${built ? 'The sources changed since the last build' : 'First start: building the site'} (about a minute on 2 cores; Vite's output goes to ${path.relative(root, logFile)})`,
	)
	const result = await build()
	if (result.code !== 0) {
		console.error(fs.readFileSync(logFile, 'utf8').split('\n').slice(-60).join('\n'))
		console.error(`The build failed (above: the end of ${path.relative(root, logFile)}).`)
		process.exit(result.code)
	}
	await precompressAssets(path.join(root, 'build/client/assets'))
	console.log(`  built in ${result.seconds}`)
}

// `--build-only` (used by the benchmarks): bring the build up to date and stop.
if (process.argv.includes('--build-only')) process.exit(0)

// The server runs as this process's child, started with the memory settings V8 and the C library
// read only when a process starts (server/memory.js, decision 0050). runChild (server/supervise.js)
// forwards signals, the server stops with this process even after a SIGKILL, and this process ends
// with the server's exit code.
process.chdir(root)
const serverEntry = path.join(root, 'server/index.js')
process.exit(await runChild([...serverNodeFlags, serverEntry], { cwd: root, env: serverEnvironment(process.env) }))
