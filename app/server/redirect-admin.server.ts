import type { Transaction } from 'kysely'
import { langs, localizePath } from '#app/i18n/lang.ts'
import { csvTime, toCsv } from '#app/lib/csv.ts'
import { type RedirectRule, withoutTrailingSlash, wouldLoop } from '#app/lib/redirect-rules.ts'
import { type CsvRefusal, parseRedirectCsv, redirectCsvColumns } from '#app/lib/redirect-csv.ts'
import { type RedirectFilter, type RedirectInput, redirectSchema } from '#app/lib/redirect-schema.ts'
import { recordIdParam } from '#app/lib/record-id.ts'
import { type Actor, deletionEntry, logActivity } from './activity.server.ts'
import { adminAction, type Outcome, refusedForm } from './admin-action.server.ts'
import { db, nowIso } from './db/db.server.ts'
import { isConstraintViolation } from './db/errors.server.ts'
import { type PageRequest, pagedQuery } from './paged-query.server.ts'
import type { Database } from './db/schema.ts'

type Trx = Transaction<Database>

/**
 * Redirects as staff keep them (decision 0039): the addresses a slug change leaves behind, written
 * in the transaction of the change, and manual rules from `/admin/redirects` (one at a time or a
 * CSV file). Every write logs an activity row in its own transaction, which moves the content
 * version, so every instance applies the new rules at once (redirects.server.ts reads them at that
 * version).
 */

export interface StoredRedirect extends RedirectRule {
	id: number
	origin: 'slug' | 'manual'
	hits: number
	lastHitAt: string | null
	updatedAt: string
}

const columns = ['id', 'source', 'target', 'status', 'match', 'origin', 'hits', 'last_hit_at', 'updated_at'] as const

function toStored(row: { id: number; source: string; target: string; status: 301 | 302; match: 'exact' | 'prefix'; origin: 'slug' | 'manual'; hits: number | string; last_hit_at: string | null; updated_at: string }): StoredRedirect {
	return { id: row.id, source: row.source, target: row.target, status: Number(row.status) as 301 | 302, match: row.match, origin: row.origin, hits: Number(row.hits), lastHitAt: row.last_hit_at, updatedAt: row.updated_at }
}

/** Every rule (what the public side matches against). */
export async function allRedirectRules(database: Pick<Trx, 'selectFrom'> = db()): Promise<StoredRedirect[]> {
	const rows = await database.selectFrom('redirects').select(columns).orderBy('id').execute()
	return rows.map(toStored)
}

// ——— Slug changes ———

export type SluggedKind = 'product' | 'post' | 'category'

/** The public path of an item in Arabic (the English one is under /en). */
export function itemPath(kind: SluggedKind, slug: string): string {
	return kind === 'product' ? `/products/${slug}` : kind === 'post' ? `/blog/${slug}` : `/products/category/${slug}`
}

/**
 * A published item's slug changed: its old address, in both languages, answers 301 to the new one.
 * Called inside the transaction of the change, so the item and its redirects commit together. Chains
 * collapse (rules that led to the old address now lead straight to the new one) and loops cannot
 * form (a rule from the new address, left by an earlier rename, is removed: that address is a page
 * again). Logged as one activity row.
 */
export async function keepOldAddress(trx: Trx, kind: SluggedKind, from: string, to: string, actor: Actor) {
	if (from === to) return
	const now = nowIso()
	let firstId = 0
	for (const lang of langs) {
		const source = localizePath(itemPath(kind, from), lang)
		const target = localizePath(itemPath(kind, to), lang)
		await trx.deleteFrom('redirects').where('source', '=', target).execute()
		await trx.updateTable('redirects').set({ target, updated_at: now }).where('target', '=', source).where('match', '=', 'exact').execute()
		const existing = await trx.selectFrom('redirects').select('id').where('source', '=', source).executeTakeFirst()
		if (existing) {
			await trx.updateTable('redirects').set({ target, status: 301, match: 'exact', origin: 'slug', updated_at: now }).where('id', '=', existing.id).execute()
			firstId ||= existing.id
		} else {
			const row = await trx.insertInto('redirects').values({ source, target, status: 301, match: 'exact', origin: 'slug', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()
			firstId ||= row.id
		}
		await trx.deleteFrom('not_found_paths').where('path', '=', source).execute()
	}
	const source = itemPath(kind, from)
	const target = itemPath(kind, to)
	await logActivity(trx, { action: 'create', entityType: 'redirect', entityId: firstId, details: { name: `${source} → ${target}`, source, target, origin: 'slug', kind }, actor })
}

/**
 * An item takes an address (created with its slug, or renamed to it): the page wins, so a rule
 * from that address, in either language, is stale; it is removed in the same transaction and each
 * removal logged (the activity log and the redirects screen say so). Rules that led to the address
 * stay: they now reach the new item.
 */
export async function claimAddress(trx: Trx, kind: SluggedKind, slug: string, actor: Actor) {
	const sources = langs.map((lang) => localizePath(itemPath(kind, slug), lang))
	const stale = await trx.selectFrom('redirects').select(columns).where('source', 'in', sources).where('match', '=', 'exact').execute()
	if (stale.length === 0) return
	await trx.deleteFrom('redirects').where('id', 'in', stale.map((row) => row.id)).execute()
	for (const rule of stale.map(toStored)) {
		await logActivity(trx, deletionEntry({ entityType: 'redirect', entityId: rule.id }, { ...describe(rule), origin: rule.origin, takenBy: kind }, actor))
	}
}

// ——— Manual rules ———

export type RedirectErrorCode = 'not_found' | 'source_taken' | 'loop'

export class RedirectError extends Error {
	constructor(readonly code: RedirectErrorCode) {
		super(code)
		this.name = 'RedirectError'
	}
}

function describe(rule: RedirectRule) {
	return { name: `${rule.source} → ${rule.target}`, source: rule.source, target: rule.target, status: rule.status, match: rule.match }
}

/** The not-found rows a rule now answers (its own path, or every path under a prefix). */
async function forgetAnswered(trx: Trx, rule: RedirectRule) {
	let query = trx.deleteFrom('not_found_paths').where('path', '=', rule.source)
	if (rule.match === 'prefix') query = trx.deleteFrom('not_found_paths').where((eb) => eb.or([eb('path', '=', rule.source), eb('path', 'like', `${rule.source.replace(/[\\%_]/g, '\\$&')}/%`)]))
	await query.execute()
}

async function checkedWrite<T>(run: (trx: Trx) => Promise<T>): Promise<T> {
	try {
		return await db().transaction().execute(run)
	} catch (error) {
		if (isConstraintViolation(error, 'unique')) throw new RedirectError('source_taken')
		throw error
	}
}

/** Creates (id null) or changes a manual rule; refuses a source another rule has and a loop. */
export async function writeRedirect(id: number | null, input: RedirectInput, actor: Actor): Promise<number> {
	return checkedWrite(async (trx) => {
		const rules = await allRedirectRules(trx)
		const before = id === null ? null : rules.find((rule) => rule.id === id)
		if (id !== null && !before) throw new RedirectError('not_found')
		if (rules.some((rule) => rule.source === input.source && rule.id !== id)) throw new RedirectError('source_taken')
		if (wouldLoop({ ...input, ...(id === null ? {} : { id }) }, rules)) throw new RedirectError('loop')
		const now = nowIso()
		let savedId: number
		if (before) {
			const same = before.source === input.source && before.target === input.target && before.status === input.status && before.match === input.match
			if (same) return before.id
			await trx.updateTable('redirects').set({ ...input, origin: 'manual', updated_at: now }).where('id', '=', before.id).execute()
			savedId = before.id
			const changes = (['source', 'target', 'status', 'match'] as const).filter((field) => before[field] !== input[field]).map((field) => ({ field, from: before[field], to: input[field] }))
			await logActivity(trx, { action: 'update', entityType: 'redirect', entityId: savedId, details: { ...describe(input), changes }, actor })
		} else {
			const row = await trx.insertInto('redirects').values({ ...input, origin: 'manual', created_at: now, updated_at: now }).returning('id').executeTakeFirstOrThrow()
			savedId = row.id
			await logActivity(trx, { action: 'create', entityType: 'redirect', entityId: savedId, details: describe(input), actor })
		}
		await forgetAnswered(trx, input)
		return savedId
	})
}

export async function deleteRedirect(id: number, actor: Actor): Promise<boolean> {
	return db()
		.transaction()
		.execute(async (trx) => {
			const row = await trx.deleteFrom('redirects').where('id', '=', id).returning(['source', 'target', 'status', 'match']).executeTakeFirst()
			if (!row) return false
			await logActivity(trx, deletionEntry({ entityType: 'redirect', entityId: id }, describe({ ...row, status: Number(row.status) as 301 | 302 }), actor))
			return true
		})
}

export async function getRedirect(id: number): Promise<StoredRedirect | null> {
	const row = await db().selectFrom('redirects').select(columns).where('id', '=', id).executeTakeFirst()
	return row ? toStored(row) : null
}

// ——— Lists ———

const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`

/** The redirects and the not-found paths: 50 a page (no screen asks for another size), 200 at most. */
const redirectPageSizes = { size: 50, max: 200 }

export async function listRedirects(filter: RedirectFilter, options: PageRequest = {}) {
	let query = db().selectFrom('redirects')
	if (filter.q) query = query.where((eb) => eb.or([eb('source', 'like', likeEscaped(filter.q)), eb('target', 'like', likeEscaped(filter.q))]))
	if (filter.origin) query = query.where('origin', '=', filter.origin)
	const { rows, total, page, pageCount } = await pagedQuery(query, options, redirectPageSizes, (redirects) =>
		redirects.select(columns).orderBy('updated_at', 'desc').orderBy('id', 'desc'),
	)
	return { items: rows.map(toStored), total, page, pageCount }
}

export interface NotFoundRow {
	path: string
	hits: number
	firstSeenAt: string
	lastSeenAt: string
}

export async function listNotFound(options: PageRequest = {}) {
	const { rows, total, page, pageCount } = await pagedQuery(db().selectFrom('not_found_paths'), options, redirectPageSizes, (paths) =>
		paths.selectAll().orderBy('hits', 'desc').orderBy('last_seen_at', 'desc').orderBy('path'),
	)
	const items: NotFoundRow[] = rows.map((row) => ({ path: row.path, hits: Number(row.hits), firstSeenAt: row.first_seen_at, lastSeenAt: row.last_seen_at }))
	return { items, total, page, pageCount }
}

/** A not-found row that is no longer worth showing (staff dismissed it; it comes back if asked for again). */
export async function dismissNotFound(path: string, actor: Actor): Promise<boolean> {
	return db()
		.transaction()
		.execute(async (trx) => {
			const result = await trx.deleteFrom('not_found_paths').where('path', '=', path).executeTakeFirst()
			if (Number(result.numDeletedRows) === 0) return false
			await logActivity(trx, deletionEntry({ entityType: 'redirect', entityId: path }, { name: path, notFound: true }, actor))
			return true
		})
}

// ——— CSV ———

export async function exportRedirectsCsv(): Promise<string> {
	const rules = await allRedirectRules()
	return toCsv(
		[...redirectCsvColumns, 'origin', 'hits', 'last_hit_at'],
		rules.map((rule) => [rule.source, rule.target, rule.status, rule.match, rule.origin, rule.hits, rule.lastHitAt ? csvTime(rule.lastHitAt) : '']),
	)
}

export type ImportResult = { ok: true; created: number; updated: number } | { ok: false; refused: CsvRefusal[] } | { ok: false; code: 'redirects.import.error.unreadable' | 'redirects.import.error.header' | 'redirects.import.error.empty' | 'redirects.import.error.tooMany' }

/**
 * Imports a CSV file whole or not at all: every row is checked (its own rules, then loops against
 * the stored rules and the file's other rows); if any row is refused, nothing is written and the
 * refusals are answered with their lines. A row whose source is already a rule replaces that rule.
 */
export async function importRedirects(text: string, actor: Actor): Promise<ImportResult> {
	const parsed = parseRedirectCsv(text)
	if (!parsed.ok) return parsed
	return db()
		.transaction()
		.execute(async (trx) => {
			const stored = await allRedirectRules(trx)
			const refused = [...parsed.refused]
			const incoming = new Map(parsed.rules.map((rule) => [rule.source, rule]))
			const merged: RedirectRule[] = [...stored.filter((rule) => !incoming.has(rule.source)), ...parsed.rules]
			for (const rule of parsed.rules) if (wouldLoop(rule, merged)) refused.push({ line: rule.line, source: rule.source, code: 'redirects.import.error.loop' })
			if (refused.length) return { ok: false as const, refused: refused.sort((a, b) => a.line - b.line) }
			const bySource = new Map(stored.map((rule) => [rule.source, rule]))
			const now = nowIso()
			let created = 0
			let updated = 0
			for (const rule of parsed.rules) {
				const values = { source: rule.source, target: rule.target, status: rule.status, match: rule.match }
				const existing = bySource.get(rule.source)
				if (existing) {
					await trx.updateTable('redirects').set({ ...values, origin: 'manual', updated_at: now }).where('id', '=', existing.id).execute()
					updated++
				} else {
					await trx.insertInto('redirects').values({ ...values, origin: 'manual', created_at: now, updated_at: now }).execute()
					created++
				}
				await forgetAnswered(trx, rule)
			}
			await logActivity(trx, { action: 'create', entityType: 'redirect', entityId: 'import', details: { name: `CSV: ${created} + ${updated}`, created, updated }, actor })
			return { ok: true as const, created, updated }
		})
}

// ——— Form outcomes (codes; the kernel chooses the words) ———

const errorOutcome: Record<RedirectErrorCode, Outcome> = {
	not_found: { ok: false, status: 404, message: 'redirects.error.notFound' },
	source_taken: { ok: false, status: 409, message: 'common.fixErrors', errors: { source: 'redirects.error.sourceTaken' } },
	loop: { ok: false, status: 400, message: 'common.fixErrors', errors: { target: 'redirects.error.loop' } },
}

export async function saveRedirectForm(id: number | null, fields: Record<string, string>, actor: Actor): Promise<Outcome> {
	const parsed = redirectSchema.safeParse(fields)
	if (!parsed.success) return refusedForm(parsed.error)
	try {
		const saved = await writeRedirect(id, parsed.data, actor)
		return id === null ? { ok: true, message: 'redirects.created', redirectTo: `/admin/redirects/${saved}/edit` } : { ok: true, message: 'redirects.saved' }
	} catch (error) {
		if (error instanceof RedirectError) return errorOutcome[error.code]
		throw error
	}
}

/** The prefix of a refused CSV row's error key: `row:<line>:<source>` (the screen lists them as a table). */
export const refusedRowKey = (refusal: CsvRefusal) => `row:${refusal.line}:${refusal.source}`

export async function importRedirectsForm(fields: Record<string, string>, actor: Actor): Promise<Outcome> {
	const text = fields.file ?? ''
	if (!text.trim()) return { ok: false, status: 400, message: 'common.fixErrors', errors: { file: 'redirects.import.error.noFile' } }
	const result = await importRedirects(text, actor)
	if (result.ok) return { ok: true, message: { key: 'redirects.import.done', params: { created: result.created, updated: result.updated } } }
	if ('code' in result) return { ok: false, status: 400, message: 'common.fixErrors', errors: { file: result.code } }
	return {
		ok: false,
		status: 400,
		message: { key: 'redirects.import.refused', params: { count: result.refused.length } },
		errors: Object.fromEntries(result.refused.map((refusal) => [refusedRowKey(refusal), refusal.code])),
	}
}

/** The list's row actions: delete a rule, or dismiss a not-found path. */
export async function submitRedirectRowAction(fields: Record<string, string>, actor: Actor): Promise<Outcome> {
	if (fields.intent === 'delete') {
		const id = recordIdParam(fields.id ?? '')
		if (id === null || !(await deleteRedirect(id, actor))) return { ok: false, status: 404, message: 'redirects.error.notFound' }
		return { ok: true, message: 'redirects.deleted' }
	}
	if (fields.intent === 'dismiss') {
		if (!(await dismissNotFound(withoutTrailingSlash(fields.path ?? ''), actor))) return { ok: false, status: 404, message: 'common.notFound' }
		return { ok: true, message: 'redirects.notFound.dismissed' }
	}
	return { ok: false, status: 400, message: 'common.error.rowAction' }
}

/** The action of both redirects lists (the rules, the not-found paths): their row actions, through the kernel. */
export function redirectListAction(args: Parameters<typeof adminAction>[0]) {
	return adminAction(args, {}, ({ fields, user }) => submitRedirectRowAction(fields, user))
}
