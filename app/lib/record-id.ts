import { z } from 'zod'
import { code } from './validation.ts'

const idPattern = /^[1-9]\d{0,14}$/

/** True for a row id as text: digits only, no leading zero ("12abc", "1e3" and "-4" are not ids). */
export function isRecordId(value: string): boolean {
	return idPattern.test(value)
}

/** A row id from a URL, or null when it is not one. */
export function recordIdParam(value: string | undefined | null): number | null {
	return value && isRecordId(value) ? Number(value) : null
}

/** A row id submitted by a form, checked the same way. */
export const recordIdField = () => z.string(code('required')).regex(idPattern, code('invalid')).transform(Number)
