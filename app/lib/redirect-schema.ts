import { z } from 'zod'
import { type Normalized, normalizeSource, normalizeTarget, pointsToItself, type RedirectMatch, redirectMatches, type RedirectStatus } from './redirect-rules.ts'
import { choiceParam, searchParam } from './list-params.ts'
import { code, stripControlCharacters } from './validation.ts'

/** A path field: normalised by its rule, or refused with the rule's message key. */
const pathField = (normalize: (input: string) => Normalized) =>
	z
		.string(code('required'))
		.overwrite(stripControlCharacters)
		.trim()
		.min(1, code('required'))
		.transform((value, context) => {
			const result = normalize(value)
			if (result.ok) return result.value
			context.addIssue({ code: 'custom', message: result.code })
			return z.NEVER
		})

/** The one form of a manual redirect, read by the form and the action. */
export const redirectSchema = z
	.object({
		source: pathField(normalizeSource),
		target: pathField(normalizeTarget),
		status: z.enum(['301', '302'], code('oneOf')).transform((value) => Number(value) as RedirectStatus),
		match: z.enum(redirectMatches, code('oneOf')),
	})
	.superRefine((value, context) => {
		if (pointsToItself(value)) {
			context.addIssue({ code: 'custom', path: ['target'], message: 'redirects.error.sameAsSource' })
		}
	})

export type RedirectInput = z.output<typeof redirectSchema>

/** The values a form shows again after a refusal (as typed). */
export function redirectFormValues(fields: Record<string, string>) {
	return {
		source: fields.source ?? '',
		target: fields.target ?? '',
		status: fields.status === '302' ? '302' : '301',
		match: (redirectMatches as readonly string[]).includes(fields.match ?? '') ? (fields.match as RedirectMatch) : 'exact',
	}
}

/** Where a redirect came from: a slug change wrote it, or staff added it. */
export const redirectOrigins = ['slug', 'manual'] as const
export type RedirectOrigin = (typeof redirectOrigins)[number]

/** The redirects list's filters, from the URL: unknown values mean "all". */
export interface RedirectFilter {
	q: string
	origin: RedirectOrigin | null
}

export function redirectFilterParams(url: URL): RedirectFilter {
	return {
		q: searchParam(url, 200),
		origin: choiceParam(url, 'origin', redirectOrigins),
	}
}

/** The new-redirect form pre-filled from the not-found list ("add a redirect" on a row). */
export function newRedirectDefaults(url: URL) {
	const source = normalizeSource(url.searchParams.get('source') ?? '')
	return redirectFormValues({ source: source.ok ? decodePath(source.value) : '' })
}

/** A stored path as staff read it (Arabic letters rather than their escapes); unchanged when it does not decode. */
export function decodePath(path: string): string {
	try {
		return decodeURI(path)
	} catch {
		return path
	}
}
