import { z } from 'zod'
import type { Lang } from '#app/i18n/lang.ts'
import { interpolate } from '#app/i18n/message.ts'
import { type ValidationCode, validationMessages } from '#app/i18n/validation-messages.ts'

/**
 * Form schemas carry language-neutral message codes ("v:minLength:{"min":2}"); the form and the
 * action translate them into the visitor's language, so one schema serves both sides and both languages.
 */
type Params = Record<string, string | number>

export function code(name: ValidationCode, params?: Params): string {
	return params ? `v:${name}:${JSON.stringify(params)}` : `v:${name}`
}

export function translateMessage(message: string, lang: Lang): string {
	const match = /^v:([a-zA-Z]+)(?::(.*))?$/.exec(message)
	const catalogue = validationMessages[lang]
	if (!match) return message
	const name = match[1] as ValidationCode
	const template: string = catalogue[name] ?? catalogue.invalid
	const params = match[2] ? (JSON.parse(match[2]) as Params) : {}
	return interpolate(template, params, lang)
}

/** A dictionary key as a schema's message (zod's own messages are sentences). */
const messageKeyPattern = /^[a-z][a-zA-Z]*(?:\.[a-zA-Z0-9]+)+$/

/** Maps zod's own issues (wrong type, bad enum…) to our codes when a schema gave none. */
function issueMessage(issue: z.core.$ZodIssue): string {
	if (issue.message.startsWith('v:')) return issue.message
	// A custom rule's own message (already in the right words) passes through unchanged, and so does
	// a schema's own message key (`account.twoFactor.codeFormat` on a pattern), whatever the check.
	if (issue.code === 'custom' && issue.message && issue.message !== 'Invalid input') return issue.message
	if (messageKeyPattern.test(issue.message)) return issue.message
	if (issue.code === 'invalid_type') return issue.input === undefined || issue.input === null ? code('required') : code('invalid')
	if (issue.code === 'invalid_value') return code('oneOf')
	if (issue.code === 'too_small') return code(issue.origin === 'string' ? 'minLength' : 'min', { min: Number(issue.minimum) })
	if (issue.code === 'too_big') return code(issue.origin === 'string' ? 'maxLength' : 'max', { max: Number(issue.maximum) })
	return code('invalid')
}

export type FieldErrors = Record<string, string>

/**
 * The first error of each field as a language-neutral code (a validation code `v:…`, or a schema's
 * own message key), keyed by the field's dotted path: what a domain module answers, translated at
 * the edge.
 */
export function fieldErrorCodes(error: z.ZodError): FieldErrors {
	const codes: FieldErrors = {}
	for (const issue of error.issues) codes[issue.path.join('.') || '_form'] ??= issueMessage(issue)
	return codes
}

/**
 * Field error codes into text: validation codes (`v:…`) from the catalogue, anything else looked up
 * in the given dictionary (a screen's own message keys), and left as it is when it is in neither.
 */
export function fieldCodeTexts(codes: FieldErrors, lang: Lang, dictionary: Record<string, string>): FieldErrors {
	const texts: FieldErrors = {}
	for (const [field, message] of Object.entries(codes)) texts[field] = message.startsWith('v:') ? translateMessage(message, lang) : (dictionary[message] ?? message)
	return texts
}

/** The first error of each field, in the given language, keyed by the field's dotted path. */
export function fieldErrors(error: z.ZodError, lang: Lang): FieldErrors {
	const errors: FieldErrors = {}
	for (const [key, message] of Object.entries(fieldErrorCodes(error))) errors[key] = translateMessage(message, lang)
	return errors
}

/** Control characters other than tab and line breaks never belong in submitted text. */
export function stripControlCharacters(value: string): string {
	// eslint-disable-next-line no-control-regex
	return value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '')
}

/** An absolute http(s) URL with a host and no white space or control characters. */
export function isHttpUrl(value: string): boolean {
	return /^https?:\/\/[^\s/$.?#\p{Cc}][^\s\p{Cc}]+$/iu.test(value)
}

/** Building blocks for form schemas. Strings are trimmed; optional fields accept ''. */
export const field = {
	text: (opts: { min?: number; max: number }) =>
		// Control characters go first, so the length rules count what is kept ("\u0001\u0001" is empty).
		z
			.string(code('required'))
			.overwrite(stripControlCharacters)
			.trim()
			.min(1, code('required'))
			.min(Math.max(opts.min ?? 1, 1), code('minLength', { min: opts.min ?? 1 }))
			.max(opts.max, code('maxLength', { max: opts.max })),
	optionalText: (opts: { max: number }) =>
		z
			.string()
			.overwrite(stripControlCharacters)
			.trim()
			.max(opts.max, code('maxLength', { max: opts.max }))
			.default(''),
	email: () =>
		z
			.string(code('required'))
			.trim()
			.min(1, code('required'))
			.max(254, code('maxLength', { max: 254 }))
			.pipe(z.email(code('email'))),
	url: () =>
		z
			.string()
			.trim()
			.max(2048, code('maxLength', { max: 2048 }))
			.refine((value) => value === '' || isHttpUrl(value), code('url')),
	/**
	 * A link, optional: a file this site stores (`isStored` recognises its address) or an absolute
	 * http(s) URL, 2048 characters at most.
	 */
	storedOrWebLink: (isStored: (value: string) => boolean) =>
		z
			.string()
			.trim()
			.default('')
			.refine((value) => value === '' || isStored(value) || isHttpUrl(value), code('url'))
			.refine((value) => value.length <= 2048, code('maxLength', { max: 2048 })),
	slug: () =>
		z
			.string(code('required'))
			.trim()
			.min(1, code('required'))
			.max(120, code('maxLength', { max: 120 }))
			.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, code('slug')),
	number: (opts: { min?: number; max?: number; integer?: boolean; positive?: boolean } = {}) => {
		let schema = z.coerce.number(code('number')).refine(Number.isFinite, code('number'))
		if (opts.integer) schema = schema.refine(Number.isInteger, code('integer'))
		if (opts.positive) schema = schema.refine((n) => n > 0, code('positive'))
		if (opts.min !== undefined) schema = schema.refine((n) => n >= opts.min!, code('min', { min: opts.min }))
		if (opts.max !== undefined) schema = schema.refine((n) => n <= opts.max!, code('max', { max: opts.max }))
		return schema
	},
	negative: () => z.coerce.number(code('number')).refine((n) => n < 0, code('negative')),
	pattern: (regex: RegExp) => z.string().trim().regex(regex, code('pattern')),
	/** A checkbox: sent ("on") only when ticked; "true" and "1" count as ticked too. */
	checkbox: () =>
		z
			.string()
			.optional()
			.transform((value) => value === 'on' || value === 'true' || value === '1'),
	/** A honeypot field: must stay empty; bots fill it. */
	honeypot: () => z.string().max(0).optional(),
}

/** A field name in Arabic and English (`['title_ar', 'title_en']`, `['nameAr', 'nameEn']`). */
type LanguagePair = readonly [ar: string, en: string]

/**
 * The fields of a content form's language panels (category, post; `LanguagePanels` shows them): a
 * required headline (a name or title) and an optional short text in each language, and the slug the
 * English headline leads. Spread into the form's schema, in this order.
 */
export function languagePanelFields<const Headline extends LanguagePair, const Summary extends LanguagePair>(
	names: { headline: Headline; summary: Summary },
	limits: { headline: number; summary: number },
) {
	const headline = field.text({ max: limits.headline })
	const summary = field.optionalText({ max: limits.summary })
	const [headlineAr, headlineEn] = names.headline
	const [summaryAr, summaryEn] = names.summary
	return {
		[headlineAr]: headline,
		[headlineEn]: headline,
		slug: field.slug(),
		[summaryAr]: summary,
		[summaryEn]: summary,
	} as { [K in Headline[number]]: typeof headline } & { slug: ReturnType<typeof field.slug> } & { [K in Summary[number]]: typeof summary }
}
