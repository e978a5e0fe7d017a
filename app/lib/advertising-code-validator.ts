/**
 * The advertising-code validator of SPEC section 5, shared by the back-office form (live, as the
 * code or type changes) and the server (advertising-code-admin.server.ts), so the browser cannot bypass it.
 *
 * Rules, in the spec's order:
 * - the code must not be empty ('Code cannot be empty'; nothing else is checked then);
 * - an eval call inside a script, or a document.write combined with unescape, is rejected;
 * - opening and closing tag counts that differ give a warning;
 * - header codes must not hold body or html tags, and get a warning without a script, meta or link tag;
 * - every other type (body, body_start, body_end) must not hold head or html tags.
 *
 * Findings are language-neutral issue codes (`checkAdvertisingCode`); `validateCode` gives the spec's English
 * messages, and the back-office shows the same findings in the staff member's language.
 */

export const advertisingCodeTypes = ['header', 'body', 'body_start', 'body_end'] as const
export type AdvertisingCodeType = (typeof advertisingCodeTypes)[number]
/** The types the back-office offers (spec section 2); `body` exists in the data layer only. */
export const adminAdvertisingCodeTypes = ['header', 'body_start', 'body_end'] as const satisfies readonly AdvertisingCodeType[]

export type AdvertisingCodeIssue =
	| 'empty'
	| 'unsafe'
	| 'unclosedTags'
	| 'headerBodyTags'
	| 'headerHtmlTags'
	| 'headerNoTags'
	| 'bodyHeadTags'
	| 'bodyHtmlTags'

/** The spec's texts (section 5), in English as the spec writes them. */
export const advertisingCodeMessages: Record<AdvertisingCodeIssue, string> = {
	empty: 'Code cannot be empty',
	unsafe: 'Potentially unsafe code detected: eval or document.write with unescape',
	unclosedTags: 'Possible unclosed HTML tags detected',
	headerBodyTags: 'Header code should not contain body tags',
	headerHtmlTags: 'Header code should not contain html tags',
	// The spec names this warning without giving its words.
	headerNoTags: 'Header code usually contains a script, meta or link tag',
	bodyHeadTags: 'Body code should not contain head tags',
	bodyHtmlTags: 'Body code should not contain html tags',
}

/** What an update or create is refused with: the prefix and the joined errors (spec section 5). */
export const invalidCodePrefix = 'Invalid advertising code: '

export function invalidCodeMessage(errors: string[]): string {
	return `${invalidCodePrefix}${errors.join(', ')}`
}

export interface AdvertisingCodeCheck {
	isValid: boolean
	errors: AdvertisingCodeIssue[]
	warnings: AdvertisingCodeIssue[]
}

export interface AdvertisingCodeValidation {
	isValid: boolean
	errors: string[]
	warnings: string[]
}

/** Elements that never have a closing tag, so they are not "opening" tags to be closed. */
const voidElements = new Set([
	'area',
	'base',
	'br',
	'col',
	'embed',
	'hr',
	'img',
	'input',
	'link',
	'meta',
	'param',
	'source',
	'track',
	'wbr',
])

/** A start or end tag of the named element (`<head>`, `</head >`, `<head lang>`; never `<header>`). */
const tagOf = (names: string) => new RegExp(`<\\/?(?:${names})(?=[\\s/>]|$)`, 'i')
const bodyTag = tagOf('body')
const htmlTag = tagOf('html')
const headTag = tagOf('head')
const headerContentTag = new RegExp(`<(?:script|meta|link)(?=[\\s/>]|$)`, 'i')

/** The text of each script element (an unclosed one runs to the end of the code). */
const scriptElement = /<script(?=[\s/>])[^>]*>([\s\S]*?)(?:<\/script\s*>|$)/gi
const evalCall = /\beval\s*\(/
const documentWrite = /\bdocument\s*\.\s*write(?:ln)?\s*\(/
const unescapeCall = /\bunescape\s*\(/

function isUnsafe(code: string): boolean {
	for (const match of code.matchAll(scriptElement)) if (evalCall.test(match[1] ?? '')) return true
	return documentWrite.test(code) && unescapeCall.test(code)
}

/**
 * True when the opening and closing tag counts differ. Comments and the raw text of script and
 * style elements are not markup, so a '<' inside a JavaScript string does not count; void elements
 * (`<meta>`, `<img>`…) and self-closed tags (`<x />`) need no closing tag.
 */
function hasUnclosedTags(code: string): boolean {
	const markup = code
		.replace(/<!--[\s\S]*?(?:-->|$)/g, '')
		.replace(/(<(script|style)(?=[\s/>])[^>]*>)[\s\S]*?(<\/\2\s*>|$)/gi, '$1$3')
	let opening = 0
	for (const match of markup.matchAll(/<([a-zA-Z][\w:-]*)(?:\s[^>]*)?>/g)) {
		if (voidElements.has(match[1]!.toLowerCase()) || match[0].endsWith('/>')) continue
		opening++
	}
	const closing = markup.match(/<\/[a-zA-Z][\w:-]*\s*>/g)?.length ?? 0
	return opening !== closing
}

/** Checks a code against its type; the findings keep the spec's order. Never throws. */
export function checkAdvertisingCode(code: string, type: string): AdvertisingCodeCheck {
	if (typeof code !== 'string' || code.trim() === '')
		return { isValid: false, errors: ['empty'], warnings: [] }
	const errors: AdvertisingCodeIssue[] = []
	const warnings: AdvertisingCodeIssue[] = []
	if (isUnsafe(code)) errors.push('unsafe')
	if (hasUnclosedTags(code)) warnings.push('unclosedTags')
	if (type === 'header') {
		if (bodyTag.test(code)) errors.push('headerBodyTags')
		if (htmlTag.test(code)) errors.push('headerHtmlTags')
		if (!headerContentTag.test(code)) warnings.push('headerNoTags')
	} else {
		if (headTag.test(code)) errors.push('bodyHeadTags')
		if (htmlTag.test(code)) errors.push('bodyHtmlTags')
	}
	return { isValid: errors.length === 0, errors, warnings }
}

/** The spec's `validateCode(code, type)`: isValid, errors and warnings as the spec's English texts. */
export function validateCode(code: string, type: string): AdvertisingCodeValidation {
	const check = checkAdvertisingCode(code, type)
	return {
		isValid: check.isValid,
		errors: check.errors.map((i) => advertisingCodeMessages[i]),
		warnings: check.warnings.map((i) => advertisingCodeMessages[i]),
	}
}

/** Characters of a code shown in the list before it is cut (spec section 9). */
export const codePreviewLength = 150

/** The list's preview: the first 150 characters, and an ellipsis when there was more. */
export function codePreview(code: string): string {
	const characters = Array.from(code)
	return characters.length > codePreviewLength
		? `${characters.slice(0, codePreviewLength).join('')}...`
		: code
}
