import { z } from 'zod'
import { barePath, type DeviceClass, deviceClassOf, utmMaxLength } from './analytics-dimensions.ts'
import { isSitePath, sitePathMaxLength } from './site-path.ts'
import { stripControlCharacters } from './validation.ts'
import { leadFields, maxPagesSeen, utmKeys } from './lead-visit.ts'

/**
 * Where an enquiry came from (decision 0038), without cookies: the landing script of the analytics
 * client (app/lib/landing-view.ts) keeps the visit of this tab in session storage: the landing
 * page, the external referrer's host, the five UTM parameters and the pages seen so far. A form
 * sends that record as hidden fields; the server adds what it knows itself (the device class from
 * the user agent, the page the form was sent from) and keeps only what passes these rules. Every
 * field is optional and a forged or broken one is dropped, never refused: the enquiry matters more
 * than its label.
 */

// ---------------------------------------------------------------------------------------------
// The server's reading of the fields

const emailLike = /[^\s@]+@[^\s@]+\.[^\s@]+/
const ipv4 = /^\d{1,3}(\.\d{1,3}){3}$/
/** A DNS name: labels of letters, digits and hyphens (punycode included), at least one dot. */
const hostName = /^(?=.{4,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/

const dropped = null
/** A field that is kept when it passes, and dropped (null) otherwise: never a refusal. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' || value === undefined ? null : value), schema.nullable()).catch(dropped)

const text = z.string().overwrite(stripControlCharacters).trim().min(1).max(utmMaxLength)
/** A UTM value: plain words, never an e-mail address (some mailing tools put the recipient's there). */
const utmValue = optional(text.refine((value) => !emailLike.test(value)))

/** A host name alone (lower case, `www.` dropped): not a URL, not an address, not an IP. */
export const referrerHostSchema = optional(
	z
		.string()
		.trim()
		.toLowerCase()
		.transform((value) => value.replace(/^www\./, ''))
		.refine((value) => hostName.test(value) && !ipv4.test(value)),
)

/** A page of this site, its query and fragment dropped. */
const sitePage = optional(
	z
		.string()
		.max(sitePathMaxLength)
		.transform(barePath)
		.refine(isSitePath),
)

/** The hidden fields of a form, each read on its own. */
export const leadFieldsSchema = z.object({
	[leadFields.landing]: sitePage,
	[leadFields.referrer]: referrerHostSchema,
	[leadFields.pages]: optional(z.coerce.number().int().min(1).max(maxPagesSeen)),
	...Object.fromEntries(utmKeys.map((key) => [leadFields.utm[key], utmValue])),
}) as unknown as z.ZodType<Record<string, string | number | null>>

/** What a message keeps of where it came from (columns of contact_messages). */
export interface LeadSource {
	lead_landing_page: string | null
	lead_referrer_host: string | null
	lead_utm_source: string | null
	lead_utm_medium: string | null
	lead_utm_campaign: string | null
	lead_utm_term: string | null
	lead_utm_content: string | null
	lead_pages: number | null
	lead_device: DeviceClass | null
	lead_form_page: string | null
}

export interface LeadRequest {
	userAgent: string | null
	/** The Referer header of the form's POST: the page the form was sent from. */
	referer: string | null
	/** Origins of this site: a referrer host of its own is no source, and only its pages are form pages. */
	siteOrigins: readonly string[]
}

/** The page a form was sent from, when the browser said so and it is a page of this site. */
export function formPageOf(referer: string | null, siteOrigins: readonly string[]): string | null {
	if (!referer) return null
	try {
		const url = new URL(referer)
		return siteOrigins.includes(url.origin) && isSitePath(url.pathname) ? url.pathname : null
	} catch {
		return null
	}
}

/** The lead source of a submitted form: the browser's visit record as far as it holds up, and the server's own facts. */
export function leadSourceOf(fields: Record<string, string | undefined>, request: LeadRequest): LeadSource {
	const values = leadFieldsSchema.parse(Object.fromEntries(Object.entries(fields).filter(([key]) => key.startsWith('lead_'))))
	const ownHosts = request.siteOrigins.map((origin) => {
		try {
			return new URL(origin).hostname.replace(/^www\./, '')
		} catch {
			return origin
		}
	})
	const referrerHost = values[leadFields.referrer] as string | null
	const pick = (name: string) => (values[name] as string | null | undefined) ?? null
	return {
		lead_landing_page: pick(leadFields.landing),
		lead_referrer_host: referrerHost && !ownHosts.includes(referrerHost) ? referrerHost : null,
		lead_utm_source: pick(leadFields.utm.source),
		lead_utm_medium: pick(leadFields.utm.medium),
		lead_utm_campaign: pick(leadFields.utm.campaign),
		lead_utm_term: pick(leadFields.utm.term),
		lead_utm_content: pick(leadFields.utm.content),
		lead_pages: (values[leadFields.pages] as number | null | undefined) ?? null,
		lead_device: request.userAgent ? deviceClassOf(request.userAgent) : null,
		lead_form_page: formPageOf(request.referer, request.siteOrigins),
	}
}

// ---------------------------------------------------------------------------------------------
// How the screens group enquiries

/** 'direct': the browser kept a visit with neither campaign nor referrer; 'unknown': no visit record reached us (no script). */
export type SourceKind = 'campaign' | 'referrer' | 'direct' | 'unknown'

/** The source of an enquiry as the screens group it: the campaign's source first, then the referrer. */
export function sourceOf(lead: Pick<LeadSource, 'lead_utm_source' | 'lead_referrer_host' | 'lead_landing_page'>): { kind: SourceKind; name: string | null } {
	if (lead.lead_utm_source) return { kind: 'campaign', name: lead.lead_utm_source }
	if (lead.lead_referrer_host) return { kind: 'referrer', name: lead.lead_referrer_host }
	return { kind: lead.lead_landing_page ? 'direct' : 'unknown', name: null }
}

/** Enquiries of one source in a range (app/server/lead-stats.server.ts). */
export interface SourceStat {
	kind: SourceKind
	/** The UTM source or the referrer host; null for direct and unknown. */
	name: string | null
	enquiries: number
}
export interface NamedCount {
	name: string
	enquiries: number
}
export interface Funnel {
	visitors: number
	productViewers: number
	enquiries: number
}
export interface EnquiryOverview {
	days: number
	funnel: Funnel
	sources: SourceStat[]
	campaigns: NamedCount[]
	landingPages: NamedCount[]
}

/** A product page (`/products/<slug>`, `/en/products/<slug>`): the funnel's middle step. Not the listing or a category. */
export function isProductPagePath(path: string): boolean {
	return /^(\/en)?\/products\/(?!category(\/|$))[^/]+$/.test(path)
}

/** A message that knows nothing of where it came from (written by code, not by a visitor's form). */
export const noLeadSource: LeadSource = {
	lead_landing_page: null,
	lead_referrer_host: null,
	lead_utm_source: null,
	lead_utm_medium: null,
	lead_utm_campaign: null,
	lead_utm_term: null,
	lead_utm_content: null,
	lead_pages: null,
	lead_device: null,
	lead_form_page: null,
}
