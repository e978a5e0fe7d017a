import path from 'node:path'
import { type ExpressionBuilder, sql } from 'kysely'
import { mayOpen } from '#app/lib/admin-access.ts'
import { documentKey, documentUrl, type StoredDocument } from '#app/lib/documents.ts'
import { getConfig } from './config.server.ts'
import { db } from './db/db.server.ts'
import type { Database } from './db/schema.ts'
import { siteToday } from './export-data.server.ts'
import { S3Storage } from './media-s3.server.ts'
import type { MediaStorage } from './media-storage.server.ts'
import { contentKey, LocalDiskStorage } from './media.server.ts'
import { cleanPdf, PdfError } from './pdf-document.server.ts'
import { visibleCategoryIds } from './categories.server.ts'
import { visibleProductWhere } from './products.server.ts'
import { getSessionUser } from './session.server.ts'
import { markUnused } from './unused-since.server.ts'

/**
 * Uploaded documents (decision 0051): a certification's PDF. Checked and rewritten on upload
 * (pdf-document.server.ts), stored with the media storage but apart from the images (never under
 * the public `/media` files), and answered at `/documents/<key>.pdf` only while it is named:
 * to visitors while a certification shown on a public product page names it, to staff who edit
 * products while it is stored at all (to check an upload before saving).
 */

export const documentLimits = {
	/** Bytes of an upload; checked before the file is parsed. */
	maxBytes: 10 * 1024 * 1024,
	/** Characters of the uploader's file name kept as the download's name. */
	nameLength: 200,
}

export type DocumentProblem = 'too_large' | 'not_pdf' | 'encrypted'

export class DocumentError extends Error {
	override name = 'DocumentError'
	constructor(readonly problem: DocumentProblem) {
		super(problem)
	}
}

const storedFile = 'document.pdf'

let configuredStorage: MediaStorage | undefined
let fromConfig: { config: ReturnType<typeof getConfig>; storage: MediaStorage } | undefined

/** `<DATA_DIR>/documents` on disk, or the media bucket under `documents/` when S3_* is configured. */
export function documentStorage(): MediaStorage {
	if (configuredStorage) return configuredStorage
	const config = getConfig()
	if (fromConfig?.config !== config) {
		const s3 = config.s3
		fromConfig = { config, storage: s3 ? new S3Storage({ ...s3, prefix: 'documents' }) : new LocalDiskStorage(path.join(config.dataDir, 'documents')) }
	}
	return fromConfig.storage
}

/** Tests: where documents go (undefined: back to the configured place). */
export function setDocumentStorage(storage: MediaStorage | undefined) {
	configuredStorage = storage
}

/** A file name as a download may carry it: no path, no control characters, ends in .pdf. */
export function downloadName(originalName: string): string {
	const base = originalName.split(/[\\/]/).pop() ?? ''
	// eslint-disable-next-line no-control-regex -- control characters are what is taken out
	const clean = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim().slice(0, documentLimits.nameLength)
	const named = clean === '' || clean === '.pdf' ? 'certificate.pdf' : clean
	return /\.pdf$/i.test(named) ? named : `${named}.pdf`
}

/**
 * Stores an uploaded PDF: refused when too large, not a PDF or password-protected; otherwise
 * rewritten without active content and kept under the hash of what is served. The same file
 * stored twice is one document (and counts as new again for the cleanup).
 */
export async function storeDocument(input: Buffer, options: { originalName: string; createdBy?: string | null }): Promise<StoredDocument> {
	if (input.length > documentLimits.maxBytes) throw new DocumentError('too_large')
	let cleaned: { data: Buffer; pages: number }
	try {
		cleaned = await cleanPdf(input)
	} catch (error) {
		if (error instanceof PdfError) throw new DocumentError(error.problem)
		throw error
	}
	const key = contentKey(cleaned.data)
	const name = downloadName(options.originalName)
	// The file first: a row never names a file that is not there (a crash leaves a file the next upload reuses).
	if (!(await documentStorage().has(key, storedFile))) await documentStorage().put(key, storedFile, cleaned.data, 'application/pdf')
	await db()
		.insertInto('documents')
		.values({ storage_key: key, original_name: name, bytes: cleaned.data.length, pages: cleaned.pages, created_by: options.createdBy ?? null })
		.onConflict((oc) => oc.column('storage_key').doUpdateSet({ unused_since: null }))
		.execute()
	const row = await db().selectFrom('documents').select(['original_name', 'bytes', 'pages']).where('storage_key', '=', key).executeTakeFirstOrThrow()
	return { url: documentUrl(key), name: row.original_name, bytes: row.bytes, pages: row.pages }
}

/** The stored documents among these addresses (others are links or unknown), by address. */
export async function documentsByUrl(urls: readonly string[]): Promise<Record<string, StoredDocument>> {
	const keys = [...new Set(urls.map(documentKey).filter((key): key is string => key !== null))]
	if (!keys.length) return {}
	const rows = await db().selectFrom('documents').select(['storage_key', 'original_name', 'bytes', 'pages']).where('storage_key', 'in', keys).execute()
	return Object.fromEntries(rows.map((row) => [documentUrl(row.storage_key), { url: documentUrl(row.storage_key), name: row.original_name, bytes: row.bytes, pages: row.pages }]))
}

/**
 * The file answered at `/documents/<key>.pdf`, or null (not found): a visitor gets it while a
 * certification valid today of a product on the public site names it; staff who may edit products
 * get any stored document.
 */
export async function readDocument(key: string, request: Request): Promise<{ data: Buffer; name: string; public: boolean } | null> {
	const row = await db().selectFrom('documents').select(['storage_key', 'original_name']).where('storage_key', '=', key).executeTakeFirst()
	if (!row) return null
	const shown = await shownOnSite(documentUrl(key))
	if (!shown) {
		const user = await getSessionUser(request)
		if (!user || !mayOpen(user.role, '/admin/products')) return null
	}
	const data = await documentStorage().get(row.storage_key, storedFile)
	return data ? { data, name: row.original_name, public: shown } : null
}

/** True when a certification valid today, of a product visitors can see, names the address. */
async function shownOnSite(url: string): Promise<boolean> {
	const visible = visibleProductWhere(await visibleCategoryIds())
	const named = await db()
		.selectFrom('product_certifications')
		.innerJoin('products', 'products.id', 'product_certifications.product_id')
		.select('product_certifications.id')
		.where('product_certifications.file_url', '=', url)
		.where('product_certifications.valid_until', '>=', siteToday())
		.where(visible)
		.executeTakeFirst()
	return named !== undefined
}

// ---------------------------------------------------------------------------------------------
// Cleanup: run by the media cleanup's job (media-cleanup.server.ts), with the same grace period.

type DocumentScope = ExpressionBuilder<Database, 'documents'>
const urlOf = sql<string>`('/documents/' || documents.storage_key || '.pdf')`
const containsUrl = sql<string>`('%/documents/' || documents.storage_key || '.pdf%')`

/** SQL that is true when a certification names the document, or a kept revision does (a restore may bring it back). */
function namedOrKept(eb: DocumentScope) {
	return eb.or([
		eb.exists(eb.selectFrom('product_certifications').select(sql.lit(1).as('one')).where('product_certifications.file_url', '=', urlOf)),
		eb.exists(eb.selectFrom('revisions').select(sql.lit(1).as('one')).where('revisions.state', 'like', containsUrl)),
	])
}

/**
 * Marks the documents nothing names (the start of their grace period), unmarks those named again,
 * and deletes those unnamed since `before`, checking once more in the delete; their files go after
 * it commits. Answers how many were deleted.
 */
export async function cleanUpUnusedDocuments(at: string, before: string): Promise<number> {
	await markUnused('documents', namedOrKept, at)
	const removed = await db()
		.deleteFrom('documents')
		.where('unused_since', '<=', before)
		.where((eb) => eb.not(namedOrKept(eb)))
		.returning('storage_key')
		.execute()
	for (const { storage_key: key } of removed) await documentStorage().delete(key, storedFile)
	return removed.length
}

/** The first of these addresses that names a document not stored (typed by hand, or long deleted), by index. */
export async function firstMissingDocument(urls: readonly string[], reader: Pick<ReturnType<typeof db>, 'selectFrom'> = db()): Promise<number | null> {
	const keys = urls.map(documentKey)
	const wanted = [...new Set(keys.filter((key): key is string => key !== null))]
	if (!wanted.length) return null
	const stored = new Set((await reader.selectFrom('documents').select('storage_key').where('storage_key', 'in', wanted).execute()).map((row) => row.storage_key))
	const index = keys.findIndex((key) => key !== null && !stored.has(key))
	return index === -1 ? null : index
}
