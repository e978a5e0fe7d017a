import type { Kysely, Transaction } from 'kysely'
import { daysBetween, type ExpiringCertification, type ExportData, type Incoterm, incoterms as incotermOrder, isIncoterm } from '#app/lib/export-data.ts'
import type { NetUnit } from '#app/lib/units.ts'
import { type FieldChange, fieldChanges } from '#app/lib/activity-changes.ts'
import { addDays, localDate } from '#app/lib/time-zone.ts'
import { getConfig } from './config.server.ts'
import { db } from './db/db.server.ts'
import type { Database, ProductRow } from './db/schema.ts'

/**
 * Export-grade product data (decision 0034): reading and writing a product's export fields and
 * rows, the values the listing's filters offer, and the certifications about to expire.
 */

type Executor = Kysely<Database> | Transaction<Database>
type ListTable = 'product_packaging' | 'product_incoterms' | 'product_ports' | 'product_certifications'

/** Today in the site's time zone (certifications are valid through their last local day). */
export function siteToday(now: Date = new Date()): string {
	return localDate(now, getConfig().SITE_TIMEZONE)
}

type ExportColumns = Pick<ProductRow, 'hs_code' | 'origin_country' | 'shelf_life_months' | 'storage_ar' | 'storage_en' | 'moq' | 'moq_unit'>

/** The export data of products (by id), in the order each list is shown. */
export async function readExportData(productIds: number[], executor: Executor = db()): Promise<Map<number, ExportData>> {
	const result = new Map<number, ExportData>()
	if (!productIds.length) return result
	const [rows, packaging, terms, ports, certifications] = await Promise.all([
		executor
			.selectFrom('products')
			.select(['id', 'hs_code', 'origin_country', 'shelf_life_months', 'storage_ar', 'storage_en', 'moq', 'moq_unit'])
			.where('id', 'in', productIds)
			.execute(),
		executor.selectFrom('product_packaging').selectAll().where('product_id', 'in', productIds).orderBy('display_order').orderBy('id').execute(),
		executor.selectFrom('product_incoterms').selectAll().where('product_id', 'in', productIds).execute(),
		executor.selectFrom('product_ports').selectAll().where('product_id', 'in', productIds).orderBy('display_order').orderBy('id').execute(),
		executor.selectFrom('product_certifications').selectAll().where('product_id', 'in', productIds).orderBy('display_order').orderBy('id').execute(),
	])
	for (const row of rows) result.set(row.id, toExportData(row))
	for (const p of packaging)
		result.get(p.product_id)?.packaging.push({
			labelAr: p.label_ar,
			labelEn: p.label_en,
			netWeight: Number(p.net_weight),
			netUnit: p.net_unit as NetUnit,
			unitsPerCarton: p.units_per_carton,
			cartonsPerPallet: p.cartons_per_pallet,
			cartonsPer20ft: p.cartons_per_20ft,
			cartonsPer40ft: p.cartons_per_40ft,
		})
	for (const term of terms) if (isIncoterm(term.code)) result.get(term.product_id)?.incoterms.push(term.code)
	for (const data of result.values()) data.incoterms = incotermOrder.filter((term) => data.incoterms.includes(term))
	for (const port of ports) result.get(port.product_id)?.ports.push({ nameAr: port.name_ar, nameEn: port.name_en })
	for (const c of certifications)
		result.get(c.product_id)?.certifications.push({ name: c.name, issuer: c.issuer, number: c.number, validUntil: c.valid_until, fileUrl: c.file_url ?? '' })
	return result
}

/** Each export field kept on the product row, and its column: read by `toExportData`, written by `pickColumns`. */
const exportColumns = {
	hsCode: 'hs_code',
	originCountry: 'origin_country',
	shelfLifeMonths: 'shelf_life_months',
	storageAr: 'storage_ar',
	storageEn: 'storage_en',
	moq: 'moq',
	moqUnit: 'moq_unit',
} as const satisfies Record<string, keyof ExportColumns>

type ExportField = keyof typeof exportColumns
const exportFields = Object.keys(exportColumns) as ExportField[]

function toExportData(row: ExportColumns): ExportData {
	const fields = Object.fromEntries(exportFields.map((field) => [field, row[exportColumns[field]]])) as Pick<ExportData, ExportField>
	return { ...fields, incoterms: [], ports: [], packaging: [], certifications: [] }
}

export async function getExportData(productId: number, executor: Executor = db()): Promise<ExportData | null> {
	return (await readExportData([productId], executor)).get(productId) ?? null
}

/**
 * Stores a product's export data inside the caller's transaction (the product's own save). The
 * rows of a list are rewritten only when the list changed, so saving the same data writes nothing
 * but the product's columns. Answers whether anything changed.
 */
export async function writeExportData(trx: Transaction<Database>, productId: number, data: ExportData): Promise<boolean> {
	const stored = await getExportData(productId, trx)
	if (!stored) throw new Error(`Product ${productId} does not exist`)
	const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)
	let changed = false
	const columns = pickColumns(data)
	if (!same(columns, pickColumns(stored))) {
		await trx.updateTable('products').set(columns).where('id', '=', productId).execute()
		changed = true
	}
	/** A list's rows, rewritten (in their order) only when the list changed. */
	const replaceList = async <T>(table: ListTable, before: T[], after: T[], row: (item: T, order: number) => Record<string, unknown>) => {
		if (same(before, after)) return
		await trx.deleteFrom(table).where('product_id', '=', productId).execute()
		if (after.length) await trx.insertInto(table).values(after.map((item, i) => ({ product_id: productId, ...row(item, i + 1) })) as never).execute()
		changed = true
	}
	await replaceList('product_packaging', stored.packaging, data.packaging, (p, order) => ({
		label_ar: p.labelAr,
		label_en: p.labelEn,
		net_weight: p.netWeight,
		net_unit: p.netUnit,
		units_per_carton: p.unitsPerCarton,
		cartons_per_pallet: p.cartonsPerPallet,
		cartons_per_20ft: p.cartonsPer20ft,
		cartons_per_40ft: p.cartonsPer40ft,
		display_order: order,
	}))
	const terms: Incoterm[] = incotermOrder.filter((term) => data.incoterms.includes(term))
	await replaceList('product_incoterms', stored.incoterms, terms, (code) => ({ code }))
	await replaceList('product_ports', stored.ports, data.ports, (p, order) => ({ name_ar: p.nameAr, name_en: p.nameEn, display_order: order }))
	await replaceList('product_certifications', stored.certifications, data.certifications, (c, order) => ({
		name: c.name,
		issuer: c.issuer,
		number: c.number,
		valid_until: c.validUntil,
		file_url: c.fileUrl || null,
		display_order: order,
	}))
	return changed
}

/** The product-row columns of export data (the inverse of `toExportData`). */
function pickColumns(data: ExportData): ExportColumns {
	return Object.fromEntries(exportFields.map((field) => [exportColumns[field], data[field]])) as ExportColumns
}

/** A product's export data as the activity log compares it: each list as one readable line. */
function loggedExportData(data: ExportData) {
	const count = (n: number | null) => (n === null ? '–' : String(n))
	// The unit is read with the quantity ("500 kg"), not as a change of its own.
	const { moq_unit: moqUnit, ...columns } = pickColumns(data)
	return {
		...columns,
		moq: data.moq === null ? null : `${data.moq} ${moqUnit}`,
		incoterms: data.incoterms.join(', '),
		ports: data.ports.map((p) => `${p.nameAr} / ${p.nameEn}`).join(' · '),
		packaging: data.packaging
			.map((p) => `${p.labelAr} / ${p.labelEn} ${p.netWeight} ${p.netUnit} (${[p.unitsPerCarton, p.cartonsPerPallet, p.cartonsPer20ft, p.cartonsPer40ft].map(count).join('/')})`)
			.join(' · '),
		certifications: data.certifications.map((c) => `${c.name} (${c.issuer}) ${c.number} → ${c.validUntil}${c.fileUrl ? ` ${c.fileUrl}` : ''}`).join(' · '),
	}
}

/** What changed in a product's export data, old and new values, for the activity log. */
export function exportDataChanges(before: ExportData, after: ExportData): FieldChange[] {
	return fieldChanges(loggedExportData(before), loggedExportData(after))
}

export interface ExportFilters {
	/** ISO country code of origin. */
	origin?: string
	/** A certification's name (a valid one). */
	certification?: string
	incoterm?: Incoterm
}

/** The filter values the listing offers: those some visible, active product has (product ids given). */
export async function exportFilterOptions(productIds: number[], now = new Date()) {
	if (!productIds.length) return { origins: [], certifications: [], incoterms: [] as Incoterm[] }
	const today = siteToday(now)
	const [origins, certifications, terms] = await Promise.all([
		db().selectFrom('products').select('origin_country').distinct().where('id', 'in', productIds).where('origin_country', '<>', '').execute(),
		db().selectFrom('product_certifications').select('name').distinct().where('product_id', 'in', productIds).where('valid_until', '>=', today).execute(),
		db().selectFrom('product_incoterms').select('code').distinct().where('product_id', 'in', productIds).execute(),
	])
	const codes = terms.map((t) => t.code)
	return {
		origins: origins.map((o) => o.origin_country).sort(),
		certifications: certifications.map((c) => c.name).sort((a, b) => a.localeCompare(b, 'en')),
		incoterms: incotermOrder.filter((term) => codes.includes(term)),
	}
}


/** Certifications still valid whose last day is within `days` days, soonest first (every product, active or not). */
export async function listExpiringCertifications(options: { days: number; now?: Date }): Promise<ExpiringCertification[]> {
	const today = siteToday(options.now)
	const last = addDays(today, options.days)
	const rows = await db()
		.selectFrom('product_certifications as c')
		.innerJoin('products as p', 'p.id', 'c.product_id')
		.select(['p.id as product_id', 'p.slug', 'p.name_ar', 'p.name_en', 'c.name', 'c.issuer', 'c.number', 'c.valid_until'])
		.where('c.valid_until', '>=', today)
		.where('c.valid_until', '<=', last)
		.orderBy('c.valid_until')
		.orderBy('p.slug')
		.orderBy('c.id')
		.execute()
	return rows.map((r) => ({
		productId: r.product_id,
		productSlug: r.slug,
		productNameAr: r.name_ar,
		productNameEn: r.name_en,
		name: r.name,
		issuer: r.issuer,
		number: r.number,
		validUntil: r.valid_until,
		daysLeft: daysBetween(today, r.valid_until),
	}))
}
