import { describe, expect, it } from 'vitest'
import { exportDataSchema, exportFormValues, exportFormValuesOf, isActiveCertification, isExpiringSoon, normalizeHsCode, parseListingFilters } from './export-data.ts'

describe('HS codes', () => {
	it('accepts 6 to 10 digits with optional dots between groups, Arabic-Indic digits too', () => {
		expect(normalizeHsCode('1006.30')).toBe('1006.30')
		expect(normalizeHsCode('100630')).toBe('100630')
		expect(normalizeHsCode('1006.30.90')).toBe('1006.30.90')
		expect(normalizeHsCode('1006.30.90.10')).toBe('1006.30.90.10')
		expect(normalizeHsCode('١٠٠٦.٣٠')).toBe('1006.30')
	})
	it('refuses too few or too many digits, stray dots and letters', () => {
		for (const bad of ['10063', '1006.3', '10063090101', '.100630', '100630.', '1006..30', '10.0630', 'HS1006', '']) expect(normalizeHsCode(bad)).toBeNull()
	})
})

describe('the export form schema', () => {
	// A submitted form's fields, as the product form names them.
	const form = (entries: [string, string][]) => exportFormValues(Object.fromEntries(entries.map(([k, v]) => [`export.${k}`, v])))
	it('reads repeated rows and Incoterms, drops blank rows, keeps the ICC order', () => {
		const parsed = exportDataSchema.parse(
			form([
				['hsCode', '1006.30'],
				['originCountry', 'in'],
				['moq', '2'],
				['moqUnit', 'container_20ft'],
				['incoterms.CIF', 'on'],
				['incoterms.FOB', 'on'],
				['packaging.0.labelAr', 'كيس 25 كغ'],
				['packaging.0.labelEn', '25 kg bag'],
				['packaging.0.netWeight', '25'],
				['packaging.0.netUnit', 'kg'],
				['packaging.0.cartonsPer20ft', '1000'],
				['packaging.1.labelAr', ''],
				['packaging.1.labelEn', ''],
				['certifications.0.name', 'HACCP'],
				['certifications.0.issuer', 'SGS'],
				['certifications.0.number', 'SGS-1'],
				['certifications.0.validUntil', '2027-02-28'],
			]),
		)
		expect(parsed.originCountry).toBe('IN')
		expect(parsed.incoterms).toEqual(['FOB', 'CIF'])
		expect(parsed.packaging).toEqual([
			{ labelAr: 'كيس 25 كغ', labelEn: '25 kg bag', netWeight: 25, netUnit: 'kg', unitsPerCarton: null, cartonsPerPallet: null, cartonsPer20ft: 1000, cartonsPer40ft: null },
		])
		expect(parsed.certifications[0]).toMatchObject({ validUntil: '2027-02-28', fileUrl: '' })
	})
	it('shows stored data in the form and reads it back unchanged', () => {
		const stored = exportDataSchema.parse(
			form([
				['hsCode', '0804.10'],
				['originCountry', 'SA'],
				['shelfLifeMonths', '18'],
				['moq', '1.5'],
				['moqUnit', 'ton'],
				['incoterms.EXW', 'on'],
				['ports.0.nameAr', 'جدة'],
				['ports.0.nameEn', 'Jeddah'],
				['packaging.0.labelAr', 'علبة'],
				['packaging.0.labelEn', 'Box'],
				['packaging.0.netWeight', '5'],
				['packaging.0.netUnit', 'kg'],
				['certifications.0.name', 'SFDA'],
				['certifications.0.issuer', 'SFDA'],
				['certifications.0.number', 'A-1'],
				['certifications.0.validUntil', '2028-01-31'],
			]),
		)
		const shown = exportFormValuesOf(stored)
		const fields: Record<string, string> = {}
		for (const [key, value] of Object.entries(shown)) {
			if (key === 'incoterms') for (const term of value as string[]) fields[`export.incoterms.${term}`] = 'on'
			else if (Array.isArray(value)) value.forEach((row, i) => Object.entries(row).forEach(([name, v]) => (fields[`export.${key}.${i}.${name}`] = v as string)))
			else fields[`export.${key}`] = value as string
		}
		expect(exportDataSchema.parse(exportFormValues(fields))).toEqual(stored)
	})
	it('refuses a bad HS code, an unknown Incoterm, a date that does not exist and a quantity without its unit', () => {
		const result = exportDataSchema.safeParse(
			form([
				['hsCode', '10063'],
				['certifications.0.name', 'HACCP'],
				['certifications.0.issuer', 'SGS'],
				['certifications.0.number', '1'],
				['certifications.0.validUntil', '2027-02-30'],
			]),
		)
		expect(result.success).toBe(false)
		const paths = result.error!.issues.map((issue) => issue.path.join('.'))
		expect(paths).toEqual(expect.arrayContaining(['hsCode', 'certifications.0.validUntil']))
		expect(exportDataSchema.safeParse({ incoterms: ['FOO'] }).error?.issues.map((issue) => issue.path.join('.'))).toEqual(['incoterms.0'])
		// A quantity is stated with its unit.
		// A quantity typed on an Arabic keyboard, with its decimal separator, is the number it says.
		expect(exportDataSchema.parse(form([['moq', '١٫٥'], ['moqUnit', 'ton']])).moq).toBe(1.5)
		const moq = exportDataSchema.safeParse(form([['moq', '5']]))
		expect(moq.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['moqUnit'])
	})
})

describe('certification validity', () => {
	it('is valid through its last day, and about to expire within the warning days', () => {
		expect(isActiveCertification({ validUntil: '2026-06-15' }, '2026-06-15')).toBe(true)
		expect(isActiveCertification({ validUntil: '2026-06-14' }, '2026-06-15')).toBe(false)
		expect(isExpiringSoon({ validUntil: '2026-07-15' }, '2026-06-15', 30)).toBe(true)
		expect(isExpiringSoon({ validUntil: '2026-07-16' }, '2026-06-15', 30)).toBe(false)
		expect(isExpiringSoon({ validUntil: '2026-06-14' }, '2026-06-15', 30)).toBe(false)
	})
})

describe('listing filters', () => {
	it('keeps known values only', () => {
		expect(parseListingFilters(new URLSearchParams('origin=in&certification=HACCP&incoterm=fob&page=2'))).toEqual({ origin: 'IN', certification: 'HACCP', incoterm: 'FOB' })
		expect(parseListingFilters(new URLSearchParams('origin=India&incoterm=XYZ'))).toEqual({})
	})
})
