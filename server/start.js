// `npm start`: builds when no up-to-date build exists, then runs the production server.
// `node server/start.js --build-only`: only the build step.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import process from 'node:process'
import { fileURLToPath } from 'node:url'
import { precompressAssets } from './precompress.js'

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
	const result = spawnSync(process.execPath, [cli, 'build'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } })
	if (result.status !== 0) {
		console.error('The build failed; see above.')
		process.exit(result.status ?? 1)
	}
	await precompressAssets(path.join(root, 'build/client/assets'))
}

// `--build-only` (used by the benchmarks): bring the build up to date and stop.
if (process.argv.includes('--build-only')) process.exit(0)

process.chdir(root)
await import('./index.js')
