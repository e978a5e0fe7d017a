import type { Transaction } from 'kysely'
import type { ExportData } from '#app/lib/export-data.ts'
import { addDays } from '#app/lib/time-zone.ts'
import type { Database } from '../db/schema.ts'
import { siteToday, writeExportData } from '../export-data.server.ts'
import type { SeedExportData } from './content/export.ts'
import type { SeedProduct } from './content/types.ts'

/** A demo product's export data as stored: certification dates counted from today (decision 0034). */
export function demoExportData(product: Pick<SeedProduct, 'packaging'>, data: SeedExportData, today: string): ExportData {
	return {
		hsCode: data.hs,
		originCountry: data.country,
		shelfLifeMonths: data.shelfLifeMonths,
		storageAr: data.storage.ar,
		storageEn: data.storage.en,
		moq: data.moq[0],
		moqUnit: data.moq[1],
		incoterms: data.incoterms,
		ports: data.ports.map((port) => ({ nameAr: port.ar, nameEn: port.en })),
		packaging: data.packaging.map((p) => ({
			labelAr: (p.label ?? product.packaging).ar,
			labelEn: (p.label ?? product.packaging).en,
			netWeight: p.net,
			netUnit: p.unit,
			unitsPerCarton: p.perCarton ?? null,
			cartonsPerPallet: p.perPallet ?? null,
			cartonsPer20ft: p.per20,
			cartonsPer40ft: p.per40,
		})),
		certifications: data.certifications.map((c) => ({
			name: c.name,
			issuer: c.issuer,
			number: c.number,
			validUntil: addDays(today, c.validForDays),
			fileUrl: '',
		})),
	}
}

/** Writes a demo product's export data (nothing when it is stored as it is). */
export async function seedExportData(trx: Transaction<Database>, productId: number, product: SeedProduct, data: SeedExportData) {
	await writeExportData(trx, productId, demoExportData(product, data, siteToday()))
}
