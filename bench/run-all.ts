/**
 * `npm run bench`: every benchmark against its bar, one after another (each starts and stops its
 * own servers, so they never load the machine at the same time), then one line per bench.
 * Arguments (`--quick`, `--sqlite-only`) are passed on. Exit code 1 when a bar is missed, 2 when a
 * bench could not run.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { postgresUrl, root, withPostgres } from './lib.ts'

const benches = ['first-start', 'page-weight', 'lighthouse', 'interaction', 'throughput', 'search', 'ingest', 'analytics-stats', 'datasheet']
const args = process.argv.slice(2)
const tsx = path.join(root, 'node_modules/tsx/dist/cli.mjs')

const summary: string[] = []
let worst = 0
for (const bench of benches) {
	console.log(`\n=== ${bench} ${'='.repeat(Math.max(0, 70 - bench.length))}`)
	const started = Date.now()
	const result = spawnSync(process.execPath, [tsx, path.join(root, 'bench', `${bench}.ts`), ...args], {
		cwd: root,
		stdio: 'inherit',
		// analytics-stats measures PostgreSQL only when given a server.
		env: withPostgres ? { ...process.env, BENCH_DATABASE_URL: postgresUrl } : process.env,
	})
	const status = result.status ?? 2
	worst = Math.max(worst, status)
	const outcome =
		status === 0 ? 'PASS' : status === 1 ? 'FAIL (bar missed)' : 'ERROR (did not run to the end)'
	summary.push(`${outcome.padEnd(31)} ${bench} (${((Date.now() - started) / 1000).toFixed(0)} s)`)
}
console.log(`\n=== summary ${'='.repeat(63)}`)
for (const line of summary) console.log(line)
process.exitCode = worst
