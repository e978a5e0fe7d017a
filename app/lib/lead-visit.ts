/**
 * The visit of this tab as the browser keeps it for the lead source of an enquiry (decision 0038):
 * written by the landing script of the analytics client (app/lib/landing-view.ts) on every full page
 * load, counted on by the tracker on client navigations, and sent by a form as hidden fields. Session
 * storage only: no cookie, nothing that outlives the tab. No zod here: public pages load this.
 */
/** The session-storage key of the visit record (per tab; gone when the tab closes). */
export const leadVisitKey = 'lead_visit'

export const utmKeys = ['source', 'medium', 'campaign', 'term', 'content'] as const
export type UtmKey = (typeof utmKeys)[number]

/** The visit record as the landing script writes it (short keys: it is written on every full page load). */
export interface LeadVisit {
	/** The landing page (a path of this site, no query). */
	l: string
	/** The external referrer's host ('' for none). */
	r: string
	/** The UTM parameters of the landing URL. */
	u: Partial<Record<UtmKey, string>>
	/** Pages seen in this visit so far. */
	p: number
}

/** The hidden fields a form carries (the same names for the contact form and the quote request). */
export const leadFields = {
	landing: 'lead_landing',
	referrer: 'lead_referrer',
	pages: 'lead_pages',
	utm: { source: 'lead_utm_source', medium: 'lead_utm_medium', campaign: 'lead_utm_campaign', term: 'lead_utm_term', content: 'lead_utm_content' },
} as const satisfies { landing: string; referrer: string; pages: string; utm: Record<UtmKey, string> }

/** Pages seen are counted up to this (a tab left open for a week is still one figure). */
export const maxPagesSeen = 10_000

/** The visit record of this tab, or null (none, storage blocked, or a record that is not one). */
export function readLeadVisit(storage: Pick<Storage, 'getItem'> | undefined): LeadVisit | null {
	try {
		const value: unknown = JSON.parse(storage?.getItem(leadVisitKey) ?? 'null')
		if (!value || typeof value !== 'object') return null
		const visit = value as Partial<LeadVisit>
		if (typeof visit.l !== 'string' || typeof visit.p !== 'number') return null
		return { l: visit.l, r: typeof visit.r === 'string' ? visit.r : '', u: visit.u && typeof visit.u === 'object' ? visit.u : {}, p: visit.p }
	} catch {
		return null
	}
}

/** One more page seen in this visit (a client-side navigation); nothing without a record. */
export function countLeadPage(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined): void {
	const visit = readLeadVisit(storage)
	if (!visit) return
	try {
		storage!.setItem(leadVisitKey, JSON.stringify({ ...visit, p: Math.min(maxPagesSeen, visit.p + 1) }))
	} catch {
		// Storage full or blocked: the count stays where it was.
	}
}

/** The hidden fields' values for a visit record ('' where there is nothing). */
export function leadFieldValues(visit: LeadVisit | null): Record<string, string> {
	const values: Record<string, string> = {
		[leadFields.landing]: visit?.l ?? '',
		[leadFields.referrer]: visit?.r ?? '',
		[leadFields.pages]: visit ? String(visit.p) : '',
	}
	for (const key of utmKeys) values[leadFields.utm[key]] = visit?.u[key] ?? ''
	return values
}

/** This tab's session storage, or undefined where the browser refuses it (blocked storage throws on access). */
export function tabStorage(): Storage | undefined {
	try {
		return window.sessionStorage
	} catch {
		return undefined
	}
}
