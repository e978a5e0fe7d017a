import { z } from 'zod'
import type { AdminKey } from '#app/i18n/admin/index.ts'
import type { Lang } from '#app/i18n/lang.ts'
import { type AdCodeIssue, adCodeTypes, checkAdCode } from './ad-code-validator.ts'
import { code, stripControlCharacters, translateMessage } from './validation.ts'

/**
 * The advertising-code form, used by the form (attributes, the same checks before sending) and the
 * action (the real check). Messages are back-office dictionary keys (`ads.error.*`) or generic
 * validation codes (`v:…`), translated into the staff member's language.
 */
export const adCodeLimits = { name: 200, platform: 100, code: 20_000 } as const

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
export const adCodeSchema = z.object({
	name: requiredText('ads.error.nameRequired', adCodeLimits.name),
	code: z
		.string('ads.error.codeRequired')
		.trim()
		.min(1, 'ads.error.codeRequired')
		.max(adCodeLimits.code, code('maxLength', { max: adCodeLimits.code })),
	platform: requiredText('ads.error.platformRequired', adCodeLimits.platform),
	type: z.enum(adCodeTypes, code('oneOf')).default('header'),
	enabled: checkbox,
	requiresConsent: checkbox,
})

export type AdCodeInput = z.infer<typeof adCodeSchema>
export type AdCodeFields = keyof AdCodeInput
export const adCodeFields = Object.keys(adCodeSchema.shape) as AdCodeFields[]
/** The submitted values as strings, to show a refused form again exactly as it was typed. */
export type AdCodeValues = Partial<Record<AdCodeFields, string>>

export type AdCodeFormProblem =
	| { kind: 'field'; field: 'name' | 'code' | 'platform' | 'type'; message: string }
	| { kind: 'invalidCode'; errors: AdCodeIssue[] }

/**
 * The form's checks in the spec's order (name, code, platform required, then the code against its
 * type): every field problem, or else the validator's errors. Warnings never block a save.
 */
export function adCodeFormProblems(values: AdCodeValues): AdCodeFormProblem[] {
	const parsed = adCodeSchema.safeParse(values)
	if (!parsed.success) {
		const seen = new Set<string>()
		const problems: AdCodeFormProblem[] = []
		for (const issue of parsed.error.issues) {
			const field = String(issue.path[0] ?? 'code') as 'name' | 'code' | 'platform' | 'type'
			if (seen.has(field)) continue
			seen.add(field)
			problems.push({ kind: 'field', field, message: issue.message })
		}
		return problems
	}
	const check = checkAdCode(parsed.data.code, parsed.data.type)
	return check.isValid ? [] : [{ kind: 'invalidCode', errors: check.errors }]
}

type Translate = (key: AdminKey, params?: Record<string, string | number>) => string

/** A validator finding in the staff member's language (the English dictionary holds the spec's texts). */
export function adCodeIssueText(issue: AdCodeIssue, t: Translate): string {
	return t(`ads.issue.${issue}`)
}

/** The validator's findings, translated and joined as the language lists them. */
export function invalidCodeList(errors: AdCodeIssue[], t: Translate, lang: Lang): string {
	return errors.map((issue) => adCodeIssueText(issue, t)).join(lang === 'ar' ? '، ' : ', ')
}

/** The refusal of an invalid code: "Invalid advertising code: " and the joined errors, translated. */
export function invalidCodeText(errors: AdCodeIssue[], t: Translate, lang: Lang): string {
	return t('ads.error.invalidCode', { errors: invalidCodeList(errors, t, lang) })
}

/** A form problem as the staff member reads it. */
export function adCodeProblemText(problem: AdCodeFormProblem, t: Translate, lang: Lang): string {
	if (problem.kind === 'invalidCode') return invalidCodeText(problem.errors, t, lang)
	return problem.message.startsWith('v:')
		? translateMessage(problem.message, lang)
		: t(problem.message as AdminKey)
}
