import { formatNumber } from './format.ts'
import { type Lang, localeOf } from './lang.ts'

/**
 * Dictionary texts: `{name}` placeholders and ICU-style plurals, chosen with Intl.PluralRules.
 *
 *   '{count, plural, one {# result} other {# results}}'
 *   '{count, plural, zero {لا توجد نتائج} one {نتيجة واحدة} two {نتيجتان} few {# نتائج} many {# نتيجة} other {# نتيجة}}'
 *
 * A branch is picked by an exact value first (`=0 {No results}`), then by the language's plural
 * category (Arabic has six: zero, one, two, few = 3–10, many = 11–99, other = 100, 101, 102, …;
 * English two: one, other), then `other`. Inside a branch `#` is the count, written with the
 * language's digits and thousands separator (formatNumber), and `{name}` placeholders work as
 * anywhere else. Plain `{name}` placeholders are written as given (a year stays "2026").
 *
 * The count must be passed as a number: a pre-formatted "1,200" cannot choose a form.
 */
export type MessageParams = Record<string, string | number>

const pluralRules = new Map<Lang, Intl.PluralRules>()

/** The plural category of a count in a language (CLDR rules, through Intl.PluralRules). Whole
 * counts take the same rules written out (the tests compare them with Intl): the first
 * Intl.PluralRules of a page costs a phone tens of milliseconds in hydration (decision 0029). */
export function pluralCategory(count: number, lang: Lang): Intl.LDMLPluralRule {
	if (Number.isSafeInteger(count) && count >= 0) return wholeCountCategory(count, lang)
	let rules = pluralRules.get(lang)
	if (!rules) {
		rules = new Intl.PluralRules(localeOf(lang))
		pluralRules.set(lang, rules)
	}
	return rules.select(count)
}

/** CLDR's cardinal rules for whole, non-negative counts: English one/other; Arabic zero, one,
 * two, few (n % 100 in 3..10), many (n % 100 in 11..99), other. */
function wholeCountCategory(count: number, lang: Lang): Intl.LDMLPluralRule {
	if (lang === 'en') return count === 1 ? 'one' : 'other'
	if (count === 0) return 'zero'
	if (count === 1) return 'one'
	if (count === 2) return 'two'
	const rest = count % 100
	if (rest >= 3 && rest <= 10) return 'few'
	if (rest >= 11) return 'many'
	return 'other'
}

type Part = string | { name: string } | { name: string; branches: Map<string, Part[]> } | { pound: true }

const parsed = new Map<string, Part[]>()

/** Reads `text` from `start` up to an unmatched `}` (or the end at the top level). */
function parseParts(text: string, start: number, inPlural: boolean): { parts: Part[]; end: number } {
	const parts: Part[] = []
	let literal = ''
	let i = start
	const flush = () => {
		if (literal) parts.push(literal)
		literal = ''
	}
	while (i < text.length) {
		const char = text[i]
		if (char === '}') break
		if (char === '#' && inPlural) {
			flush()
			parts.push({ pound: true })
			i++
			continue
		}
		if (char !== '{') {
			literal += char
			i++
			continue
		}
		const header = /^\{\s*(\w+)\s*,\s*plural\s*,/.exec(text.slice(i, i + 80))
		if (header) {
			flush()
			const branches = new Map<string, Part[]>()
			let j = i + header[0].length
			for (;;) {
				const selector = /^\s*(=\d+|zero|one|two|few|many|other)\s*\{/.exec(text.slice(j))
				if (!selector) break
				const body = parseParts(text, j + selector[0].length, true)
				branches.set(selector[1]!, body.parts)
				j = body.end + 1
			}
			const end = /^\s*\}/.exec(text.slice(j))
			if (!end || !branches.has('other')) throw new Error(`Malformed plural in message: ${text}`)
			parts.push({ name: header[1]!, branches })
			i = j + end[0].length
			continue
		}
		const placeholder = /^\{(\w+)\}/.exec(text.slice(i))
		if (placeholder) {
			flush()
			parts.push({ name: placeholder[1]! })
			i += placeholder[0].length
			continue
		}
		literal += char
		i++
	}
	flush()
	return { parts, end: i }
}

function parse(template: string): Part[] {
	let parts = parsed.get(template)
	if (!parts) {
		parts = parseParts(template, 0, false).parts
		if (parsed.size > 2000) parsed.clear()
		parsed.set(template, parts)
	}
	return parts
}

function render(parts: Part[], params: MessageParams | undefined, lang: Lang, count?: number): string {
	let out = ''
	for (const part of parts) {
		if (typeof part === 'string') out += part
		else if ('pound' in part) out += count === undefined ? '#' : formatNumber(count, lang)
		else if ('branches' in part) {
			const value = Number(params?.[part.name])
			if (!Number.isFinite(value)) throw new Error(`The plural count "${part.name}" must be a number`)
			const branch = part.branches.get(`=${value}`) ?? part.branches.get(pluralCategory(value, lang)) ?? part.branches.get('other')!
			out += render(branch, params, lang, value)
		} else out += params && part.name in params ? String(params[part.name]) : `{${part.name}}`
	}
	return out
}

/** A dictionary text in the given language with its placeholders and plurals filled in. */
export function interpolate(template: string, params: MessageParams | undefined, lang: Lang): string {
	if (!template.includes('{')) return template
	return render(parse(template), params, lang)
}
