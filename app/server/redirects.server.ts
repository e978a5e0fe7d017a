import { data, redirect } from 'react-router'
import { indexRules, isJunkPath, resolveRedirect, type RuleIndex, withoutTrailingSlash } from '#app/lib/redirect-rules.ts'
import { cached } from './cache.server.ts'
import { db, nowIso } from './db/db.server.ts'
import { logger } from './logger.server.ts'
import { startPeriodicJob } from './periodic-job.server.ts'
import { allRedirectRules, type StoredRedirect } from './redirect-admin.server.ts'

/**
 * Redirects on the public site (decision 0039). They are asked only where the site would answer
 * "not found" (an unknown path, a product, post or category slug that is not there), so a page that
 * exists costs nothing and always wins over a rule. The rules are held in memory at the content
 * version (cache.server.ts): every staff write of a rule moves the version, so a new rule answers on
 * every instance within the 100 ms a version read is reused, with no query per 404 otherwise.
 *
 * Hits and not-found paths are counted in memory and added to the database in one transaction every
 * few seconds (and at shutdown), never one write per request: a thousand hits of one address cost one
 * UPDATE. The not-found list stays bounded: robots' probes are not counted, at most
 * `maxPendingPaths` new paths wait per flush, the table keeps `maxNotFoundRows` rows (the least seen
 * go first) and rows not seen for `notFoundRetentionDays` are pruned by a periodic job.
 */
export const flushEveryMs = 10_000
export const maxPendingPaths = 500
export const maxNotFoundRows = 1000
export const notFoundRetentionDays = 90
/** Browsers ask again each time, a CDN keeps the answer a minute like a page (decision 0018): a changed rule shows soon. */
const redirectCacheControl = 'public, max-age=0, s-maxage=60'

async function ruleIndex(): Promise<RuleIndex<StoredRedirect>> {
	return cached('redirects', async () => indexRules(await allRedirectRules()))
}

interface Tally {
	count: number
	last: string
}
const pendingHits = new Map<number, Tally>()
const pendingPaths = new Map<string, Tally>()

function tally<K>(map: Map<K, Tally>, key: K) {
	const now = nowIso()
	const entry = map.get(key)
	if (entry) {
		entry.count++
		entry.last = now
	} else map.set(key, { count: 1, last: now })
}

/** The path a loader sees, without a client navigation's `.data` suffix. */
function requestPath(url: URL) {
	return url.pathname.replace(/\.data$/, '') || '/'
}

/**
 * Where a public route finds nothing: a redirect when a rule answers the address (the visitor's
 * query string kept), otherwise the not-found page (status 404), the path counted for the list.
 */
export async function redirectOrNotFound(request: Request): Promise<never> {
	const url = new URL(request.url)
	const path = requestPath(url)
	let found: ReturnType<typeof resolveRedirect<StoredRedirect>> = null
	try {
		found = resolveRedirect(await ruleIndex(), path, url.search)
	} catch (error) {
		// A database that does not answer must not turn a not-found page into an error page.
		logger.warn({ err: error }, 'redirects: the rules could not be read')
	}
	if (found) {
		tally(pendingHits, found.rules[0]!.id)
		throw redirect(found.location, { status: found.status, headers: { 'Cache-Control': redirectCacheControl } })
	}
	noteNotFound(path)
	throw data(null, { status: 404, statusText: 'Not Found' })
}

/**
 * A datasheet asked under an address a rule moves (`/products/<old>/datasheet.pdf` after a slug
 * change): a rule for the datasheet's own path answers first (a prefix), else the product page's
 * rule does, and when it leads to another product page the answer is that product's datasheet,
 * with the rule's status. Null when no rule leads to a product: the datasheet's not-found answer.
 */
export async function datasheetRedirect(request: Request): Promise<Response | null> {
	const url = new URL(request.url)
	const path = requestPath(url)
	let answer: { location: string; status: number; ruleId: number } | null = null
	try {
		const index = await ruleIndex()
		const own = resolveRedirect(index, path, url.search)
		const page = own ? null : resolveRedirect(index, path.replace(/\/datasheet\.pdf$/, ''))
		if (own) answer = { location: own.location, status: own.status, ruleId: own.rules[0]!.id }
		else if (page && /^(\/en)?\/products\/(?!category\/)[^/?#]+$/.test(page.location)) {
			answer = { location: `${page.location}/datasheet.pdf${url.search}`, status: page.status, ruleId: page.rules[0]!.id }
		}
	} catch (error) {
		logger.warn({ err: error }, 'redirects: the rules could not be read')
	}
	if (!answer) return null
	tally(pendingHits, answer.ruleId)
	return new Response(null, { status: answer.status, headers: { Location: answer.location, 'Cache-Control': redirectCacheControl } })
}

function noteNotFound(path: string) {
	const bare = withoutTrailingSlash(path)
	if (isJunkPath(bare)) return
	if (!pendingPaths.has(bare) && pendingPaths.size >= maxPendingPaths) return
	tally(pendingPaths, bare)
}

/** Adds the counted hits and not-found paths to the database in one transaction. */
export async function flushRedirectCounts(): Promise<void> {
	if (!pendingHits.size && !pendingPaths.size) return
	const hits = [...pendingHits]
	const paths = [...pendingPaths]
	pendingHits.clear()
	pendingPaths.clear()
	try {
		await db()
			.transaction()
			.execute(async (trx) => {
				for (const [id, { count, last }] of hits) {
					await trx
						.updateTable('redirects')
						.set((eb) => ({ hits: eb('hits', '+', count), last_hit_at: last }))
						.where('id', '=', id)
						.execute()
				}
				for (let start = 0; start < paths.length; start += 100) {
					const rows = paths.slice(start, start + 100).map(([path, { count, last }]) => ({ path, hits: count, first_seen_at: last, last_seen_at: last }))
					await trx
						.insertInto('not_found_paths')
						.values(rows)
						.onConflict((conflict) =>
							conflict.column('path').doUpdateSet((eb) => ({ hits: eb('not_found_paths.hits', '+', eb.ref('excluded.hits')), last_seen_at: eb.ref('excluded.last_seen_at') })),
						)
						.execute()
				}
				if (paths.length) await capNotFound(trx)
			})
	} catch (error) {
		// Counts are a guide, not a ledger: a failed flush is logged and its counts let go.
		logger.warn({ err: error, hits: hits.length, paths: paths.length }, 'redirects: the counts could not be saved')
	}
}

/** Keeps the not-found table at its cap: the least seen, then the longest unseen, go first. */
async function capNotFound(database: Pick<ReturnType<typeof db>, 'selectFrom' | 'deleteFrom'>) {
	const { total } = await database.selectFrom('not_found_paths').select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow()
	const extra = Number(total) - maxNotFoundRows
	if (extra <= 0) return 0
	const victims = await database.selectFrom('not_found_paths').select('path').orderBy('hits').orderBy('last_seen_at').orderBy('path').limit(extra).execute()
	await database
		.deleteFrom('not_found_paths')
		.where(
			'path',
			'in',
			victims.map((row) => row.path),
		)
		.execute()
	return victims.length
}

/** Forgets not-found paths unseen for the retention period, and keeps the table at its cap. */
export async function pruneNotFound(now = new Date()): Promise<number> {
	const cutoff = new Date(now.getTime() - notFoundRetentionDays * 86_400_000).toISOString()
	const old = await db().deleteFrom('not_found_paths').where('last_seen_at', '<', cutoff).executeTakeFirst()
	return Number(old.numDeletedRows) + (await capNotFound(db()))
}

/** The counters' flush (every few seconds) and the not-found pruning (every six hours), in each server. */
export function startRedirectJobs(): () => Promise<void> {
	const stopFlush = startPeriodicJob('redirect counts', flushRedirectCounts, { firstDelayMs: flushEveryMs, everyMs: flushEveryMs })
	const stopPrune = startPeriodicJob('not-found pruning', pruneNotFound, { firstDelayMs: 5 * 60_000, everyMs: 6 * 60 * 60_000 })
	return async () => {
		await Promise.all([stopFlush(), stopPrune()])
		// What was counted since the last flush is kept at shutdown.
		await flushRedirectCounts()
	}
}
