/**
 * `npm run bench:redirects`: what redirects cost (decision 0039), on one SQLite server in one run.
 * Redirects are asked only where the site would answer "not found", so a kept page never reads a
 * rule; the not-found page reads them from memory. Measured, each after a warm-up:
 * - a kept product page and an unknown address (404), with no rules;
 * - the same after 2,000 rules were added (1,000 exact, 1,000 prefixes: prefixes are scanned
 *   longest first, the slow case) and the server restarted: the kept page, the 404, an old
 *   product address (301, one exact rule) and an address under a prefix (301);
 * - the rule lookup alone (`resolveRedirect` over the same 2,000 rules), in this process.
 * Bar: with 2,000 rules the kept page and the 404 answer at least 0.8 x their rate without rules
 * (the machine's noise, not the rules, decides the rest), and redirects answer without errors.
 */
import path from 'node:path'
import autocannon from 'autocannon'
import SQLite from 'better-sqlite3'
import { indexRules, type RedirectRule, resolveRedirect } from '../app/lib/redirect-rules.ts'
import { ensureBuild, firstLink, int, machineLine, ports, printTable, quick, runBench, startServer, verdict } from './lib.ts'

const connections = Number(process.env.BENCH_CONNECTIONS ?? 10)
const duration = Number(process.env.BENCH_DURATION ?? (quick ? 3 : 10))
const warmup = quick ? 1 : 3
const ruleCount = 2000

function rules(product: string): RedirectRule[] {
	const list: RedirectRule[] = []
	for (let i = 0; i < ruleCount / 2; i++) list.push({ source: `/old-site/page-${i}`, target: `/products?from=${i}`, status: 301, match: 'exact' })
	for (let i = 0; i < ruleCount / 2 - 1; i++) list.push({ source: `/old-catalogue-${i}`, target: `/products/category-${i}`, status: 301, match: 'prefix' })
	list.push({ source: '/products/renamed-before', target: product, status: 301, match: 'exact' })
	return list
}

interface Measured {
	rps: number
	p99: number
	statuses: Record<string, number>
}

/** Until the address answers (a restarted server compiles and reads its first page slowly on a busy machine). */
async function ready(url: string) {
	for (let tries = 0; tries < 120; tries++) {
		const answer = await fetch(url, { redirect: 'manual' }).catch(() => null)
		if (answer) return
		await new Promise((resolve) => setTimeout(resolve, 500))
	}
}

async function measure(url: string): Promise<Measured> {
	await ready(url)
	for (let i = 0; i < 5; i++) await fetch(url, { redirect: 'manual' })
	await autocannon({ url, connections, duration: warmup })
	const result = await autocannon({ url, connections, duration })
	const statuses = Object.fromEntries(Object.entries(result.statusCodeStats ?? {}).map(([code, stat]) => [code, Number(stat.count)]))
	const requests = Object.values(statuses).reduce((sum, n) => sum + n, 0)
	return { rps: requests / result.duration, p99: result.latency.p99, statuses }
}

function lookupCost(list: RedirectRule[]) {
	const index = indexRules(list)
	const paths = ['/no-such-page-here', '/old-catalogue-999/deep/path', '/products/renamed-before', '/old-site/page-500']
	const rounds = 200_000
	const started = process.hrtime.bigint()
	let found = 0
	for (let i = 0; i < rounds; i++) if (resolveRedirect(index, paths[i % paths.length]!, '?x=1')) found++
	const ns = Number(process.hrtime.bigint() - started) / rounds
	return { ns, found }
}

async function main() {
	console.log(`Redirects (${machineLine()}; ${connections} connections, ${duration} s runs after ${warmup} s warm-up)`)
	ensureBuild()
	const server = await startServer({ port: ports[0]!, name: 'redirects' })
	const product = await firstLink(server.url, '/products', '/products/')
	const rows: Record<string, string | number>[] = []
	const row = (what: string, state: string, run: Measured) =>
		rows.push({ request: what, rules: state, 'req/s': int(run.rps), 'p99 ms': run.p99.toFixed(1), statuses: Object.entries(run.statuses).map(([code, n]) => `${code}: ${int(n)}`).join(', ') })

	const keptBefore = await measure(server.url + product)
	row(`kept page ${product}`, 'none', keptBefore)
	const missingBefore = await measure(`${server.url}/no-such-page-here`)
	row('unknown address (404)', 'none', missingBefore)

	const list = rules(product)
	const database = new SQLite(path.join(server.dataDir, 'tasdeer.db'))
	const insert = database.prepare(`insert into redirects (source, target, status, match, origin) values (?, ?, ?, ?, 'manual')`)
	database.transaction(() => {
		for (const rule of list) insert.run(rule.source, rule.target, rule.status, rule.match)
	})()
	database.close()
	// A fresh process: the rules are read on its first not-found, like after a deploy.
	await server.restart()

	const keptAfter = await measure(server.url + product)
	row(`kept page ${product}`, int(ruleCount), keptAfter)
	const missingAfter = await measure(`${server.url}/no-such-page-here`)
	row('unknown address (404)', int(ruleCount), missingAfter)
	const renamed = await measure(`${server.url}/products/renamed-before?utm_source=mail`)
	row('old product address (301, exact)', int(ruleCount), renamed)
	const prefixed = await measure(`${server.url}/old-catalogue-5/rice/basmati`)
	row('under a prefix (301)', int(ruleCount), prefixed)
	printTable(rows)

	const lookup = lookupCost(list)
	console.log(`  rule lookup alone over ${int(ruleCount)} rules: ${(lookup.ns / 1000).toFixed(2)} µs a request (${int(lookup.found)} of 200,000 found)`)

	const keptRatio = keptAfter.rps / keptBefore.rps
	const missingRatio = missingAfter.rps / missingBefore.rps
	const onlyStatus = (run: Measured, code: string) => Object.keys(run.statuses).every((key) => key === code)
	return verdict(
		'redirects',
		keptRatio >= 0.8 && missingRatio >= 0.8 && onlyStatus(renamed, '301') && onlyStatus(prefixed, '301') && onlyStatus(missingAfter, '404'),
		`kept page ${keptRatio.toFixed(2)} x, 404 ${missingRatio.toFixed(2)} x with ${int(ruleCount)} rules; 301s ${int(renamed.rps)} and ${int(prefixed.rps)} req/s`,
	)
}

runBench(main)
