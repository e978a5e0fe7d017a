import { dictionaryFor } from '#app/i18n/dictionary.server.ts'
import { formatDate, formatNumber } from '#app/i18n/format.ts'
import type { Lang } from '#app/i18n/lang.ts'
import { interpolate, type MessageParams } from '#app/i18n/message.ts'
import type { SiteKey } from '#app/i18n/site.ar.ts'
import { countryName } from '#app/lib/countries.ts'
import type { SiteSettings } from '#app/lib/site-settings.ts'
import type { ProductDetail } from '../products.server.ts'

/**
 * Everything a datasheet shows, as text in the reader's language (decision 0036). Built from the
 * product, its category trail and the settings; two datasheets with equal content are the same
 * document, so this (hashed) is its ETag and the test of whether a kept copy is still right.
 */
export interface Fact {
	label: string
	value: string
}

export interface Table {
	title: string
	head: string[]
	rows: string[][]
}

export interface DatasheetContent {
	lang: Lang
	title: string
	issued: string
	company: { name: string; address: string; phones: string[]; email: string; website: string }
	contactTitle: string
	scanCaption: string
	/** "Page {page} of {pages}" with the placeholders left for the layout. */
	pageLabel: string
	product: {
		name: string
		otherName: string
		category: string
		description: string
		/** The stored image (`/media/<key>`) shown on the sheet, or null. */
		image: string | null
		facts: Fact[]
	}
	tables: Table[]
	/** The product page, which the QR code opens. */
	url: string
}

export interface DatasheetSource {
	lang: Lang
	product: ProductDetail
	categoryTrail: { nameAr: string; nameEn: string }[]
	settings: SiteSettings
	/** The site's public origin (https://…), without a trailing slash. */
	origin: string
	/** Today in the site's time zone, YYYY-MM-DD. */
	today: string
}

export function datasheetContent({ lang, product, categoryTrail, settings, origin, today }: DatasheetSource): DatasheetContent {
	const dictionary = dictionaryFor(lang)
	const t = (key: SiteKey, params?: MessageParams) => interpolate(dictionary[key], params, lang)
	const en = lang === 'en'
	const number = (n: number | null) => (n === null ? '—' : formatNumber(n, lang))
	const date = (day: string) => formatDate(`${day}T12:00:00Z`, lang, { dateStyle: 'long', timeZone: 'UTC' })
	const data = product.exportData
	const weight = product.weight && product.weightUnit ? `${formatNumber(product.weight, lang)} ${t(`unit.${product.weightUnit}`)}` : ''
	const exportFacts: Fact[] = [
		{ label: t('products.export.hsCode'), value: data.hsCode },
		{ label: t('products.export.origin'), value: countryName(data.originCountry, lang) },
		{ label: t('products.export.shelfLife'), value: data.shelfLifeMonths ? t('products.export.months', { count: data.shelfLifeMonths }) : '' },
		{ label: t('products.export.storage'), value: en ? data.storageEn : data.storageAr },
		{ label: t('products.export.moq'), value: data.moq && data.moqUnit ? t(`products.moq.${data.moqUnit}`, { count: data.moq }) : '' },
		{ label: t('products.export.incoterms'), value: data.incoterms.join(' · ') },
		{ label: t('products.export.ports'), value: data.ports.map((port) => (en ? port.nameEn : port.nameAr)).join(en ? ', ' : '، ') },
	].filter((fact) => fact.value)
	const tables: Table[] = [
		{
			title: t('products.specifications'),
			head: [t('products.specName'), t('products.specValue')],
			rows: product.specifications.map((s) => [en ? s.nameEn : s.nameAr, en ? s.valueEn : s.valueAr]),
		},
		{ title: t('products.export.title'), head: [], rows: exportFacts.map((fact) => [fact.label, fact.value]) },
		{
			title: t('products.export.packaging'),
			head: (['packLabel', 'net', 'perCarton', 'perPallet', 'per20', 'per40'] as const).map((key) => t(`products.export.${key}`)),
			rows: data.packaging.map((p) => [
				en ? p.labelEn : p.labelAr,
				`${formatNumber(p.netWeight, lang)} ${t(`unit.${p.netUnit}`)}`,
				number(p.unitsPerCarton),
				number(p.cartonsPerPallet),
				number(p.cartonsPer20ft),
				number(p.cartonsPer40ft),
			]),
		},
		{
			title: t('products.export.certifications'),
			head: (['certName', 'issuer', 'number', 'validUntil'] as const).map((key) => t(`products.export.${key}`)),
			// Only certifications valid today (the product read keeps only those).
			rows: data.certifications.filter((c) => c.validUntil >= today).map((c) => [c.name, c.issuer, c.number, date(c.validUntil)]),
		},
	].filter((table) => table.rows.length)
	const path = `${en ? '/en' : ''}/products/${product.slug}`
	return {
		lang,
		title: t('datasheet.title'),
		issued: t('datasheet.issued', { date: date(today) }),
		company: {
			name: settings.company_name || dictionary['meta.siteNameFallback'],
			address: settings.contact_address,
			phones: [settings.contact_phone, settings.contact_phone_2, settings.contact_phone_3].filter(Boolean),
			email: settings.contact_email,
			website: origin.replace(/^https?:\/\//, ''),
		},
		contactTitle: t('datasheet.contact'),
		scanCaption: t('datasheet.scan'),
		pageLabel: dictionary['datasheet.page'],
		product: {
			name: en ? product.nameEn : product.nameAr,
			otherName: en ? product.nameAr : product.nameEn,
			category: categoryTrail.map((c) => (en ? c.nameEn : c.nameAr)).join(' / '),
			description: en ? product.descriptionEn : product.descriptionAr,
			image: product.mainImageUrl,
			facts: [
				{ label: t('products.origin'), value: en ? product.originEn : product.originAr },
				{ label: t('products.packaging'), value: en ? product.packagingTypeEn : product.packagingTypeAr },
				{ label: t('products.weight'), value: weight },
			].filter((fact) => fact.value),
		},
		tables,
		url: `${origin}${path}`,
	}
}
