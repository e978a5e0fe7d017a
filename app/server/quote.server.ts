import { dictionaryFor } from '#app/i18n/dictionary.server.ts'
import type { Lang } from '#app/i18n/lang.ts'
import { interpolate } from '#app/i18n/message.ts'
import type { SiteKey } from '#app/i18n/site.ar.ts'
import { type Incoterm, incoterms, type MoqUnit } from '#app/lib/export-data.ts'
import type { QuoteLine } from '#app/lib/messages.ts'
import { addToBasket, type BasketLine, type BasketProduct, basketFields, basketFromForm, lineFieldName, removeFromBasket } from '#app/lib/quote-basket.ts'
import { quoteLineText } from '#app/lib/quote-lines.ts'
import { type QuoteInput, quoteBuyerFields, quoteSchema } from '#app/lib/quote-schema.ts'
import { sentFieldsWithBlanks } from '#app/lib/sent-fields.ts'
import { code, fieldErrors, translateMessage } from '#app/lib/validation.ts'
import { type CheckedMessage, type ContactAnswer, type PublicFormRequest, receivePublicMessage, sendStaffNotification } from './contact.server.ts'
import { createContactMessage } from './messages.server.ts'
import { getActiveProductsBySlugs, type Product } from './products.server.ts'
import type { ExportData } from '#app/lib/export-data.ts'

/**
 * The quote basket's server side (decision 0037): the products of a basket as its page shows them,
 * and a quote request received under the contact form's rules (contact.server.ts) and stored as one
 * message with its lines.
 */

type ProductWithExport = Product & { exportData: ExportData }

function toBasketProduct(product: ProductWithExport, lang: Lang): BasketProduct {
	const en = lang === 'en'
	const data = product.exportData
	return {
		slug: product.slug,
		name: en ? product.nameEn : product.nameAr,
		otherName: en ? product.nameAr : product.nameEn,
		imageUrl: product.mainImageUrl,
		packaging: data.packaging.map((option, i) => ({ value: String(i), label: en ? option.labelEn : option.labelAr })),
		incoterms: offeredIncoterms(data),
		moq: data.moq,
		moqUnit: data.moqUnit,
	}
}

const offeredIncoterms = (data: ExportData): Incoterm[] => (data.incoterms.length ? data.incoterms : [...incoterms])

/**
 * The basket's products a visitor may still see, by slug, and its lines without those gone meanwhile
 * (a product hidden or renamed since it was added).
 */
export async function loadBasket(lines: BasketLine[], lang: Lang): Promise<{ lines: BasketLine[]; products: Record<string, BasketProduct>; removed: number }> {
	const found = await getActiveProductsBySlugs(lines.map((line) => line.slug))
	const kept = lines.filter((line) => found.has(line.slug))
	const products = Object.fromEntries(kept.map((line) => [line.slug, toBasketProduct(found.get(line.slug)!, lang)]))
	return { lines: kept, products, removed: lines.length - kept.length }
}

/** Whether a product with this slug is one a visitor may add (visible now). */
export async function isQuotableProduct(slug: string): Promise<boolean> {
	return (await getActiveProductsBySlugs([slug])).has(slug)
}

/** The quote form's fields as typed: the buyer's and every line's (`line.<i>.<field>`), given back on a refusal. */
function typedValues(fields: Record<string, string>, lines: BasketLine[]): Record<string, string> {
	const values: Record<string, string> = sentFieldsWithBlanks(fields, quoteBuyerFields)
	lines.forEach((line, i) => {
		values[lineFieldName(i, 'slug')] = line.slug
		for (const key of basketFields) values[lineFieldName(i, key)] = line[key]
	})
	return values
}

/** Schema errors under the form's names: `lines.2.quantity` is the field `line.2.quantity`; the basket's own as `lines`. */
function formErrors(errors: Record<string, string>): Record<string, string> {
	return Object.fromEntries(Object.entries(errors).map(([key, message]) => [key.replace(/^lines\.(\d+)\./, 'line.$1.'), message]))
}

/** What the products say of the lines: a product gone, a packaging option or an Incoterm it does not offer. */
function productErrors(input: QuoteInput, products: Map<string, ProductWithExport>, lang: Lang, t: Record<SiteKey, string>): Record<string, string> {
	const errors: Record<string, string> = {}
	input.lines.forEach((line, i) => {
		const product = products.get(line.slug)
		if (!product) {
			errors[lineFieldName(i, 'slug')] = t['quote.error.unavailable']
			return
		}
		const options = product.exportData.packaging
		if (options.length && line.packaging === '') errors[lineFieldName(i, 'packaging')] = translateMessage(code('required'), lang)
		else if (line.packaging !== '' && !options[Number(line.packaging)]) errors[lineFieldName(i, 'packaging')] = translateMessage(code('oneOf'), lang)
		if (!offeredIncoterms(product.exportData).includes(line.incoterm)) errors[lineFieldName(i, 'incoterm')] = translateMessage(code('oneOf'), lang)
	})
	return errors
}

/** The lines to store: what was asked, with the product's names and packaging label as the buyer saw them. */
function toQuoteLines(input: QuoteInput, products: Map<string, ProductWithExport>): QuoteLine[] {
	return input.lines.map((line) => {
		const product = products.get(line.slug)!
		const packaging = line.packaging === '' ? undefined : product.exportData.packaging[Number(line.packaging)]
		return {
			productId: product.id,
			productSlug: product.slug,
			productNameAr: product.nameAr,
			productNameEn: product.nameEn,
			packagingAr: packaging?.labelAr ?? '',
			packagingEn: packaging?.labelEn ?? '',
			quantity: line.quantity,
			unit: line.unit,
			incoterm: line.incoterm,
			destinationCountry: line.country,
			destinationPort: line.port,
			targetDate: line.targetDate || null,
		}
	})
}

export interface QuoteAnswer extends ContactAnswer {
	/** The lines as the form sent them: the basket to keep (in the cookie) after a refusal. */
	basket: BasketLine[]
}

/** A quote request from the basket page, under the contact form's rules (contact.server.ts). */
export async function submitQuoteRequest(fields: Record<string, string>, options: PublicFormRequest): Promise<QuoteAnswer> {
	const { lang } = options
	const t = dictionaryFor(lang)
	const basket = basketFromForm(fields)
	const buyer = sentFieldsWithBlanks(fields, quoteBuyerFields)
	let stored: QuoteLine[] = []
	const answer = await receivePublicMessage<QuoteInput>({
		...options,
		fields,
		values: typedValues(fields, basket),
		texts: { success: t['quote.success'], failure: t['quote.failure'] },
		check: async (): Promise<CheckedMessage<QuoteInput>> => {
			const parsed = quoteSchema.safeParse({ ...buyer, lines: basket })
			if (!parsed.success) return { ok: false, errors: formErrors(fieldErrors(parsed.error, lang)) }
			const products = await getActiveProductsBySlugs(parsed.data.lines.map((line) => line.slug))
			const errors = productErrors(parsed.data, products, lang, t)
			if (Object.keys(errors).length) return { ok: false, errors }
			stored = toQuoteLines(parsed.data, products)
			return { ok: true, data: parsed.data }
		},
		store: (input, receipt) =>
			createContactMessage(
				{ name: input.name, email: input.email, phone: input.phone, country: input.country, service: 'other', subject: '', message: input.note },
				{ lang, ...receipt, quoteLines: stored },
			),
		notify: (input, saved) => notifyStaff(input, stored, saved, lang),
	})
	return { ...answer, basket }
}

/** Mails the company about a quote request, with its lines, in the page's language. */
async function notifyStaff(input: QuoteInput, lines: QuoteLine[], saved: { id: number; created_at: string }, lang: Lang) {
	const t = dictionaryFor(lang)
	const say = (key: SiteKey, params: Record<string, string | number> = {}) => interpolate(t[key], params, lang)
	const words = { quantity: (unit: string, count: number) => say(`products.moq.${unit as MoqUnit}`, { count }), by: (date: string) => say('quote.by', { date }) }
	await sendStaffNotification(saved.id, lang, (company) => ({
		replyTo: input.email,
		subject: `[${company}] ${say('quote.mail.subject', { name: input.name, count: lines.length })}`,
		text: [
			...[`#${saved.id} ${saved.created_at}`, `${input.name} <${input.email}>`, input.phone, input.country].filter(Boolean),
			'',
			say('quote.mail.lines'),
			...lines.map((line, i) => `${i + 1}. ${quoteLineText(line, lang, words)}`),
			...(input.note ? ['', say('quote.mail.note'), input.note] : []),
		]
			.join('\n'),
	}))
}

/** What the basket page says after a change made without JavaScript (post, then redirect). */
export const basketNotices = ['added', 'present', 'full', 'removed', 'saved', 'unavailable'] as const
export type BasketNotice = (typeof basketNotices)[number]

export type QuoteFormResult =
	| { kind: 'changed'; basket: BasketLine[]; notice: BasketNotice; slug: string }
	| { kind: 'sent'; answer: QuoteAnswer }

/**
 * The basket page's form and the product pages' "Request a quote" buttons, whichever button sent
 * it: add a product, save the lines, remove one, or send the request. `stored` is the basket the
 * visitor's cookie holds; the form's own lines, when it has them, are newer.
 */
export async function handleQuoteForm(
	fields: Record<string, string>,
	options: { lang: Lang; clientIp: string; sameOrigin: boolean; request: Pick<Request, 'headers'>; stored: BasketLine[] },
): Promise<QuoteFormResult> {
	const intent = fields.intent ?? 'send'
	if (intent === 'add') {
		const slug = (fields.slug ?? '').trim()
		if (!(await isQuotableProduct(slug))) return { kind: 'changed', basket: options.stored, notice: 'unavailable', slug: '' }
		const { lines, outcome } = addToBasket(options.stored, slug)
		return { kind: 'changed', basket: lines, notice: outcome, slug }
	}
	if (intent === 'save') return { kind: 'changed', basket: basketFromForm(fields), notice: 'saved', slug: '' }
	if (intent.startsWith('remove:')) {
		const slug = intent.slice('remove:'.length)
		return { kind: 'changed', basket: removeFromBasket(basketFromForm(fields), slug), notice: 'removed', slug }
	}
	return { kind: 'sent', answer: await submitQuoteRequest(fields, options) }
}

/** A product's name in the page's language, for a notice about it ('' when it is not visible). */
export async function basketProductName(slug: string, lang: Lang): Promise<string> {
	if (!slug) return ''
	const product = (await getActiveProductsBySlugs([slug])).get(slug)
	return product ? (lang === 'en' ? product.nameEn : product.nameAr) : ''
}
