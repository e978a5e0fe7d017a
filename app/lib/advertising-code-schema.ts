import { z } from 'zod'
import type { AdminKey } from '#app/i18n/admin/index.ts'
import type { Lang } from '#app/i18n/lang.ts'
import { type AdvertisingCodeIssue, advertisingCodeTypes, checkAdvertisingCode } from './advertising-code-validator.ts'
import { code, stripControlCharacters, translateMessage } from './validation.ts'

/**
 * The advertising-code form, used by the form (attributes, the same checks before sending) and the
 * action (the real check). Messages are back-office dictionary keys (`advertising.error.*`) or generic
 * validation codes (`v:…`), translated into the staff member's language.
 */
export const advertisingCodeLimits = { name: 200, platform: 100, code: 20_000 } as const

/** A required text, trimmed, with the spec's own "… is required" message. */
const requiredText = (required: string, max: number) =>
	z
		.string(required)
		.trim()
		.min(1, required)
		.max(max, code('maxLength', { max }))
		.transform(stripControlCharacters)

const checkbox = z
	.string()
	.optional()
	.transform((value) => value === 'on' || value === 'true')

/** Fields in the spec's order: name, code, platform are required in that order (section 5). */
export const advertisingCodeSchema = z.object({
	name: requiredText('advertising.error.nameRequired', advertisingCodeLimits.name),
	code: z
		.string('advertising.error.codeRequired')
		.trim()
		.min(1, 'advertising.error.codeRequired')
		.max(advertisingCodeLimits.code, code('maxLength', { max: advertisingCodeLimits.code })),
	platform: requiredText('advertising.error.platformRequired', advertisingCodeLimits.platform),
	type: z.enum(advertisingCodeTypes, code('oneOf')).default('header'),
	enabled: checkbox,
	requiresConsent: checkbox,
})

export type AdvertisingCodeInput = z.infer<typeof advertisingCodeSchema>
/** A stored code, as the back-office lists and edits it (the markup itself only administrators read). */
export interface AdvertisingCode extends AdvertisingCodeInput {
	id: number
	createdAt: string
	updatedAt: string
}
export type AdvertisingCodeFields = keyof AdvertisingCodeInput
export const advertisingCodeFields = Object.keys(advertisingCodeSchema.shape) as AdvertisingCodeFields[]
/** The submitted values as strings, to show a refused form again exactly as it was typed. */
export type AdvertisingCodeValues = Partial<Record<AdvertisingCodeFields, string>>

export type AdvertisingCodeFormProblem =
	| { kind: 'field'; field: 'name' | 'code' | 'platform' | 'type'; message: string }
	| { kind: 'invalidCode'; errors: AdvertisingCodeIssue[] }

/**
 * The form's checks in the spec's order (name, code, platform required, then the code against its
 * type): every field problem, or else the validator's errors. Warnings never block a save.
 */
export function advertisingCodeFormProblems(values: AdvertisingCodeValues): AdvertisingCodeFormProblem[] {
	const parsed = advertisingCodeSchema.safeParse(values)
	if (!parsed.success) {
		const seen = new Set<string>()
		const problems: AdvertisingCodeFormProblem[] = []
		for (const issue of parsed.error.issues) {
			const field = String(issue.path[0] ?? 'code') as 'name' | 'code' | 'platform' | 'type'
			if (seen.has(field)) continue
			seen.add(field)
			problems.push({ kind: 'field', field, message: issue.message })
		}
		return problems
	}
	const check = checkAdvertisingCode(parsed.data.code, parsed.data.type)
	return check.isValid ? [] : [{ kind: 'invalidCode', errors: check.errors }]
}

type Translate = (key: AdminKey, params?: Record<string, string | number>) => string

/** A validator finding in the staff member's language (the English dictionary holds the spec's texts). */
export function advertisingCodeIssueText(issue: AdvertisingCodeIssue, t: Translate): string {
	return t(`advertising.issue.${issue}`)
}

/** The validator's findings, translated and joined as the language lists them. */
export function invalidCodeList(errors: AdvertisingCodeIssue[], t: Translate, lang: Lang): string {
	return errors.map((issue) => advertisingCodeIssueText(issue, t)).join(lang === 'ar' ? '، ' : ', ')
}

/** The refusal of an invalid code: "Invalid advertising code: " and the joined errors, translated. */
export function invalidCodeText(errors: AdvertisingCodeIssue[], t: Translate, lang: Lang): string {
	return t('advertising.error.invalidCode', { errors: invalidCodeList(errors, t, lang) })
}

/** A form problem as the staff member reads it. */
export function advertisingCodeProblemText(problem: AdvertisingCodeFormProblem, t: Translate, lang: Lang): string {
	if (problem.kind === 'invalidCode') return invalidCodeText(problem.errors, t, lang)
	return problem.message.startsWith('v:')
		? translateMessage(problem.message, lang)
		: t(problem.message as AdminKey)
}
