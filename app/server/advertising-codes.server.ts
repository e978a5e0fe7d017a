import { isStaffPath } from '#app/i18n/lang.ts'
import { hasConsent } from '#app/lib/consent.ts'
import { codeOrigins, type TagOrigins } from '#app/lib/tag-config.ts'
import { cached } from './cache.server.ts'
import { db } from './db/db.server.ts'
import { type AdvertisingCodeType, toBool } from './db/schema.ts'
import { logger } from './logger.server.ts'

export interface PlacedCodes {
	header: string[]
	bodyStart: string[]
	bodyEnd: string[]
}

export interface EnabledCode {
	code: string
	type: AdvertisingCodeType
	requiresConsent: boolean
}

/** What a page gets: codes placed to run, and consent-gated codes held back (inert) until the visitor accepts. */
export interface CodePlacement {
	placed: PlacedCodes
	deferred: PlacedCodes
}

/** Every enabled code, oldest first (cached; admin writes invalidate 'advertising-codes'). */
function enabledCodes(): Promise<EnabledCode[]> {
	return cached('advertising-codes', async () => {
		const rows = await db()
			.selectFrom('advertising_codes')
			.select(['code', 'type', 'requires_consent'])
			.where('enabled', '=', true)
			.orderBy('created_at', 'asc')
			.orderBy('id', 'asc')
			.execute()
		return rows.map((r) => ({ code: r.code, type: r.type, requiresConsent: toBool(r.requires_consent) }))
	})
}

/**
 * Splits enabled codes by placement; the data layer's `body` type goes before </body> with
 * body_end. A code that requires consent is placed only when the visitor gave it, and is otherwise
 * deferred (the page can still activate it the moment the visitor accepts).
 */
export function placeCodes(codes: EnabledCode[], consent: boolean): CodePlacement {
	const of = (list: EnabledCode[], ...types: string[]) => list.filter((c) => types.includes(c.type)).map((c) => c.code)
	const split = (list: EnabledCode[]): PlacedCodes => ({ header: of(list, 'header'), bodyStart: of(list, 'body_start'), bodyEnd: of(list, 'body', 'body_end') })
	const runs = codes.filter((c) => consent || !c.requiresConsent)
	const waits = codes.filter((c) => !consent && c.requiresConsent)
	return { placed: split(runs), deferred: split(waits) }
}

export async function getPlacedCodes(options: { consent: boolean }): Promise<CodePlacement> {
	return placeCodes(await enabledCodes(), options.consent)
}

/** Everything the enabled codes (gated or not) may need the CSP to allow besides their own scripts. */
export async function enabledCodeOrigins(): Promise<TagOrigins> {
	return codeOrigins((await enabledCodes()).map((c) => c.code))
}

/** True when an enabled code waits for consent: the consent banner is then needed. */
export async function hasConsentGatedCodes(): Promise<boolean> {
	return (await enabledCodes()).some((c) => c.requiresConsent)
}

export const noCodes: CodePlacement = { placed: { header: [], bodyStart: [], bodyEnd: [] }, deferred: { header: [], bodyStart: [], bodyEnd: [] } }

/**
 * The codes of one page request. Administrator codes go on public pages only, never on the
 * back-office or the sign-in pages. Codes marked as needing consent run only for a visitor whose
 * consent cookie grants it; for the others they are sent inert, to be activated if the visitor
 * accepts on that page. A failure to read them leaves the page without codes rather than failing it.
 */
export async function codesForRequest(request: Request): Promise<CodePlacement> {
	if (isStaffPath(new URL(request.url).pathname)) return noCodes
	return getPlacedCodes({ consent: hasConsent(request.headers.get('cookie')) }).catch((error: unknown) => {
		logger.error({ err: error }, 'advertising codes could not be loaded')
		return noCodes
	})
}
