import type { Transaction } from 'kysely'
import { fieldChanges } from '#app/lib/activity-changes.ts'
import type { AdminKey } from '#app/i18n/admin/index.ts'
import type { Lang } from '#app/i18n/lang.ts'
import {
	type AdvertisingCode,
	type AdvertisingCodeInput,
	type AdvertisingCodeValues,
	advertisingCodeFields,
	advertisingCodeFormProblems,
	invalidCodeList,
} from '#app/lib/advertising-code-schema.ts'
import { recordIdParam } from '#app/lib/record-id.ts'
import type { FieldErrors } from '#app/lib/validation.ts'
import type { ActionOptions, Outcome } from './admin-action.server.ts'
import {
	type AdvertisingCodeIssue,
	type AdvertisingCodeType,
	advertisingCodeMessages,
	checkAdvertisingCode,
	invalidCodeMessage,
} from '#app/lib/advertising-code-validator.ts'
import { type Actor, deletionEntry, logActivity } from './activity.server.ts'
import { invalidate } from './cache.server.ts'
import { db, nowIso } from './db/db.server.ts'
import { type AdvertisingCodeRow, type Database, toBool } from './db/schema.ts'
import { logger } from './logger.server.ts'
import { adminTexts, type Message, messageText } from './staff-lang.server.ts'
import { sentFields } from '#app/lib/sent-fields.ts'

/**
 * The back-office side of advertising codes (SPEC sections 2, 5, 7): the list, create, update,
 * toggle and delete. The rules live here, whichever screen calls: a created code is checked against
 * its type; an update is checked only when its code changes, against the given type or else the
 * stored one (spec section 5). Every write and its activity-log row commit together, then the
 * public pages' cached codes are dropped (`advertising-codes`), so the change shows on the next page at once.
 */

export type AdvertisingCodeErrorCode = 'not_found' | 'invalid'

/** A refused write. An invalid code carries the validator's errors; its message is the spec's. */
export class AdvertisingCodeError extends Error {
	constructor(
		readonly code: AdvertisingCodeErrorCode,
		readonly errors: AdvertisingCodeIssue[] = [],
	) {
		super(
			code === 'invalid'
				? invalidCodeMessage(errors.map((issue) => advertisingCodeMessages[issue]))
				: 'Advertising code not found',
		)
		this.name = 'AdvertisingCodeError'
	}
}

function toAdvertisingCode(row: AdvertisingCodeRow): AdvertisingCode {
	return {
		id: row.id,
		name: row.name,
		code: row.code,
		type: row.type,
		enabled: toBool(row.enabled),
		platform: row.platform,
		requiresConsent: toBool(row.requires_consent),
		createdAt: row.created_at,
		updatedAt: row.updated_at,
	}
}

/** What the activity log keeps of a code (never the markup itself: it can hold account ids). */
const summary = (code: Pick<AdvertisingCode, 'name' | 'type' | 'platform' | 'enabled' | 'requiresConsent'>) => ({
	name: code.name,
	type: code.type,
	platform: code.platform,
	enabled: code.enabled,
	requiresConsent: code.requiresConsent,
})

/** Every code, newest first (spec section 7). */
export async function listAdvertisingCodes(): Promise<AdvertisingCode[]> {
	const rows = await db()
		.selectFrom('advertising_codes')
		.selectAll()
		.orderBy('created_at', 'desc')
		.orderBy('id', 'desc')
		.execute()
	return rows.map(toAdvertisingCode)
}

export async function getAdvertisingCode(id: number): Promise<AdvertisingCode | null> {
	const row = await db().selectFrom('advertising_codes').selectAll().where('id', '=', id).executeTakeFirst()
	return row ? toAdvertisingCode(row) : null
}

function refuseInvalid(code: string, type: string) {
	const check = checkAdvertisingCode(code, type)
	if (!check.isValid) throw new AdvertisingCodeError('invalid', check.errors)
}

export async function createAdvertisingCode(input: AdvertisingCodeInput, actor: Actor): Promise<AdvertisingCode> {
	refuseInvalid(input.code, input.type)
	const now = nowIso()
	const row = await db()
		.transaction()
		.execute(async (trx) => {
			const created = await trx
				.insertInto('advertising_codes')
				.values({ ...columnsOf(input), created_at: now, updated_at: now })
				.returningAll()
				.executeTakeFirstOrThrow()
			await logActivity(trx, { action: 'create', entityType: 'ad_code', entityId: created.id, details: summary(input), actor })
			return created
		})
	invalidate('advertising-codes')
	return toAdvertisingCode(row)
}

/** A code's columns as written (the insert and the update write the same ones): the fields, one renamed. */
function columnsOf({ requiresConsent, ...sameNames }: AdvertisingCodeInput) {
	return { ...sameNames, requires_consent: requiresConsent }
}

/**
 * A write to a stored code (an update, a delete): in one transaction with its activity row, the
 * code read first and refused as not found when it is gone; then the public pages' cached codes
 * are dropped. Answers the row as the write leaves it (or as it was, for a delete).
 */
async function writeStoredCode(
	id: number,
	write: (trx: Transaction<Database>, stored: AdvertisingCodeRow) => Promise<AdvertisingCodeRow>,
): Promise<AdvertisingCode> {
	const row = await db()
		.transaction()
		.execute(async (trx) => {
			const stored = await trx.selectFrom('advertising_codes').selectAll().where('id', '=', id).executeTakeFirst()
			if (!stored) throw new AdvertisingCodeError('not_found')
			return write(trx, stored)
		})
	invalidate('advertising-codes')
	return toAdvertisingCode(row)
}

/**
 * Changes the given fields of a code. The code is validated only when it changes, against the
 * given type or else the stored one (header when none is stored), as the spec's service does.
 */
export function updateAdvertisingCode(id: number, input: Partial<AdvertisingCodeInput>, actor: Actor): Promise<AdvertisingCode> {
	return writeStoredCode(id, async (trx, before) => {
		if (input.code !== undefined && input.code !== before.code) refuseInvalid(input.code, input.type ?? before.type ?? 'header')
		const previous = toAdvertisingCode(before)
		const next: AdvertisingCodeInput = {
			name: input.name ?? previous.name,
			code: input.code ?? previous.code,
			type: input.type ?? previous.type,
			enabled: input.enabled ?? previous.enabled,
			platform: input.platform ?? previous.platform,
			requiresConsent: input.requiresConsent ?? previous.requiresConsent,
		}
		const changes = fieldChanges({ ...previous }, { ...next })
		// Nothing changed (a save as it was, a toggle to what it is): nothing written or logged.
		if (changes.length === 0) return before
		const updated = await trx
			.updateTable('advertising_codes')
			.set({ ...columnsOf(next), updated_at: nowIso() })
			.where('id', '=', id)
			.returningAll()
			.executeTakeFirstOrThrow()
		await logActivity(trx, { action: 'update', entityType: 'ad_code', entityId: id, details: { ...summary(next), changes }, actor })
		return updated
	})
}

/** Switches a code on or off (spec: toggleAdvertisingCode(id, new enabled)). */
export function toggleAdvertisingCode(id: number, enabled: boolean, actor: Actor): Promise<AdvertisingCode> {
	return updateAdvertisingCode(id, { enabled }, actor)
}

export function deleteAdvertisingCode(id: number, actor: Actor): Promise<AdvertisingCode> {
	return writeStoredCode(id, async (trx, existing) => {
		await trx.deleteFrom('advertising_codes').where('id', '=', id).execute()
		await logActivity(trx, deletionEntry({ entityType: 'ad_code', entityId: id }, summary(toAdvertisingCode(existing)), actor))
		return existing
	})
}

/* ------------------------------------------------------------------------------------------------
 * Submissions of the back-office screen: the checks and the staff member's texts, so the route
 * module only reads the request and answers.
 * --------------------------------------------------------------------------------------------- */

/** The submitted form fields as typed, to show a refused form again. */
export function advertisingCodeValues(fields: Record<string, string>): AdvertisingCodeValues {
	return sentFields(fields, advertisingCodeFields)
}

/** The screen's form and row actions in the action kernel: codes of up to 20,000 characters, percent-encoded, fit well inside the limit. */
export const advertisingCodeForm: ActionOptions<AdvertisingCodeValues> = {
	maxBytes: 256 * 1024,
	values: advertisingCodeValues,
	notFound: 'advertising.error.notFound',
	failed: 'advertising.error.save',
}

/** The text of a code the checks refused, in the staff member's language (it lists the checks' findings). */
function invalidCode(errors: AdvertisingCodeIssue[], lang: Lang): Message {
	return { key: 'advertising.error.invalidCode', params: { errors: invalidCodeList(errors, adminTexts(lang), lang) } }
}

/**
 * Validates and saves the form (a new code without `id`, an update with it). The form's checks run
 * in the spec's order (name, code and platform required, then the code against its type) whatever
 * the browser did; a refusal says the first problem in that order. A save closes the form: it leads
 * back to the list, which says so once.
 */
export async function saveAdvertisingCodeForm(fields: Record<string, string>, options: { id?: number; actor: Actor; lang: Lang }): Promise<Outcome> {
	const values = advertisingCodeValues(fields)
	const problems = advertisingCodeFormProblems(values)
	if (problems.length > 0) {
		// Each field says its own problem; the banner says the first in the spec's order (what the form says before sending).
		const errors: FieldErrors = {}
		const messages = problems.map((problem): Message => (problem.kind === 'invalidCode' ? invalidCode(problem.errors, options.lang) : (problem.message as Message)))
		problems.forEach((problem, i) => {
			errors[problem.kind === 'field' ? problem.field : 'code'] = problem.kind === 'field' ? problem.message : messageText(messages[i]!, options.lang)
		})
		return { ok: false, status: 400, errors, message: messages[0]! }
	}
	const input: AdvertisingCodeInput = {
		name: values.name!.trim(),
		code: values.code!.trim(),
		platform: values.platform!.trim(),
		type: (values.type ?? 'header') as AdvertisingCodeType,
		enabled: values.enabled === 'on' || values.enabled === 'true',
		requiresConsent: values.requiresConsent === 'on' || values.requiresConsent === 'true',
	}
	try {
		if (options.id === undefined) await createAdvertisingCode(input, options.actor)
		else await updateAdvertisingCode(options.id, input, options.actor)
		return { ok: true, message: options.id === undefined ? 'advertising.created' : 'advertising.updated', redirectTo: '/admin/advertising' }
	} catch (error) {
		if (!(error instanceof AdvertisingCodeError)) throw error
		if (error.code === 'not_found') return { ok: false, status: 404, message: 'advertising.error.notFound' }
		const message = invalidCode(error.errors, options.lang)
		return { ok: false, status: 400, errors: { code: messageText(message, options.lang) }, message }
	}
}

/** A toggle or a delete from the list, answered with the spec's text. */
export async function submitAdvertisingCodeRowAction(fields: Record<string, string>, options: { actor: Actor }): Promise<Outcome> {
	const intent = fields.intent
	const failure: AdminKey = intent === 'delete' ? 'advertising.error.delete' : 'advertising.error.toggle'
	const id = recordIdParam(fields.id)
	const enabled = fields.enabled === 'true' ? true : fields.enabled === 'false' ? false : null
	if ((intent !== 'toggle' && intent !== 'delete') || id === null || (intent === 'toggle' && enabled === null)) {
		return { ok: false, status: 400, message: failure }
	}
	try {
		if (intent === 'delete') {
			await deleteAdvertisingCode(id, options.actor)
			return { ok: true, message: 'advertising.deleted' }
		}
		const code = await toggleAdvertisingCode(id, enabled!, options.actor)
		return { ok: true, message: code.enabled ? 'advertising.activated' : 'advertising.deactivated' }
	} catch (error) {
		if (error instanceof AdvertisingCodeError && error.code === 'not_found') return { ok: false, status: 404, message: intent === 'delete' ? 'advertising.error.deleteGone' : 'advertising.error.toggleGone' }
		logger.error({ err: error, intent }, 'advertising code could not be changed')
		return { ok: false, status: 500, message: failure }
	}
}
