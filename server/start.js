// `npm start`: builds when no up-to-date build exists, then runs the production server.
// `node server/start.js --build-only`: only the build step.
import fs from 'node:fs'
import path from 'node:path'
import process from 'node:process'
import { fileURLToPath } from 'node:url'
import { precompressAssets } from './precompress.js'
import { runChild } from './supervise.js'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const buildEntry = path.join(root, 'build/server/index.js')
const sources = ['app', 'server', 'public', 'package.json', 'package-lock.json', 'vite.config.ts', 'vite.chunks.ts', 'react-router.config.ts']

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

const built = fs.existsSync(buildEntry) ? fs.statSync(buildEntry).mtimeMs : 0
const changed = Math.max(...sources.map((source) => newestMtime(path.join(root, source))))
if (!built || changed > built) {
	console.log(built ? 'Sources changed since the last build: building…' : 'No build yet: building…')
	const cli = path.join(root, 'node_modules/@react-router/dev/bin.js')
	// A signal that stops `npm start` during the build stops the build too (runChild forwards it).
	const status = await runChild([cli, 'build'], { cwd: root, env: { ...process.env, NODE_ENV: 'production' } })
	if (status !== 0) {
		console.error('The build failed; see above.')
		process.exit(status)
	}
	await precompressAssets(path.join(root, 'build/client/assets'))
}

// `--build-only` (used by the benchmarks): bring the build up to date and stop.
if (process.argv.includes('--build-only')) process.exit(0)

// The server runs in this process (no child left behind when this process is killed). A launcher
// that runs server/index.js as a child should use runChild (server/supervise.js): signals are
// forwarded and the server stops with its parent even after a SIGKILL.
process.chdir(root)
await import('./index.js')
