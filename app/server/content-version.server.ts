import { AsyncLocalStorage } from 'node:async_hooks'
import { withTimeout } from '#app/lib/with-timeout.ts'
import { contentVersion } from './activity.server.ts'

/**
 * The content version as this instance knows it (decisions 0015, 0026): the newest activity-log id,
 * which every staff write moves in its own transaction on whichever instance it runs. Both
 * in-process caches — kept pages (page-cache.server.ts) and the data read on every page
 * (cache.server.ts: settings, SEO, placed codes) — hold the version they were made at and are
 * used only while it is still current, so a page can never be kept under a new version with data
 * read at an old one.
 *
 * A read is reused for 100 ms: at a thousand requests a second it saves a query each, and a write
 * on another instance still shows within that window. A write on this instance shows at once: a
 * staff request that may write drops the reused read when it arrives and when its answer has gone
 * out (its transaction has committed by then), see `forgetContentVersion`.
 */
const versionReuseMs = 100
/** How long the version may take before callers go on without it (null). */
const versionTimeoutMs = 1_000

let lastVersion: { value: number; at: number } | null = null

export async function currentContentVersion(): Promise<number | null> {
	const now = Date.now()
	if (lastVersion && now - lastVersion.at < versionReuseMs) return lastVersion.value
	const value = await readVersion()
	lastVersion = value === null ? null : { value, at: now }
	return value
}

/**
 * The reused read when it is still within its window, without waiting: what a kept page answered
 * outside Express needs (kept-answer.server.ts); undefined means "ask currentContentVersion".
 */
export function reusedContentVersion(): number | undefined {
	return lastVersion && Date.now() - lastVersion.at < versionReuseMs ? lastVersion.value : undefined
}

export function forgetContentVersion() {
	lastVersion = null
}

async function readVersion(): Promise<number | null> {
	try {
		return await withTimeout(contentVersion(), versionTimeoutMs, () => null)
	} catch {
		return null
	}
}

/**
 * One version per rendered page (decision 0030): the page cache reads the version once, renders the
 * page inside this scope, and every cached read during the render (cache.server.ts) is judged
 * against that same version instead of reading it again. A read that could only give a value of
 * unknown or older version (the database failed and the last value was served) marks the page
 * `stale`, and a stale page is sent but not kept. So a page kept under version N was rendered with
 * settings, SEO and codes loaded at N or later, never older.
 */
export interface PageVersion {
	readonly version: number
	stale: boolean
}

const pageVersions = new AsyncLocalStorage<PageVersion>()

export function renderAtVersion<T>(page: PageVersion, render: () => T): T {
	return pageVersions.run(page, render)
}

/** The version of the page being rendered, when the page cache may keep it. */
export function pageVersion(): PageVersion | undefined {
	return pageVersions.getStore()
}
