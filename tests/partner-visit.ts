import { expect } from 'vitest'
import { leadFieldValues } from '#app/lib/lead-visit.ts'

/**
 * A visit that came from a partner's link (partner.example, UTM source "agri-news", the given
 * campaign and content, no medium or term), landed on `landingPage` and saw `pages` pages: the hidden
 * fields a public form sends with it, and the lead columns a message stored from it then holds.
 */
export function partnerVisit(landingPage: string, utm: { campaign: string; content?: string }, pages: number) {
	return {
		fields: leadFieldValues({ l: landingPage, r: 'partner.example', u: { source: 'agri-news', ...utm }, p: pages }),
		columns: {
			lead_landing_page: landingPage,
			lead_referrer_host: 'partner.example',
			lead_utm_source: 'agri-news',
			lead_utm_medium: null,
			lead_utm_campaign: utm.campaign,
			lead_utm_term: null,
			lead_utm_content: utm.content ?? null,
		},
		pages,
	}
}

/** Checks that a stored message kept the visit it was sent with (the page count as a number on every database). */
export function expectVisitKept(row: { lead_pages: unknown }, visit: ReturnType<typeof partnerVisit>) {
	expect(row).toMatchObject(visit.columns)
	expect(Number(row.lead_pages)).toBe(visit.pages)
}
