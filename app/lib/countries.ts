import type { Lang } from '#app/i18n/lang.ts'
import { localeOf } from '#app/i18n/lang.ts'

const names = new Map<Lang, Intl.DisplayNames>()

/** A country's name (ISO 3166-1 alpha-2 code) in the language; '' for none, the code itself when unknown. */
export function countryName(code: string, lang: Lang): string {
	if (!code) return ''
	let display = names.get(lang)
	if (!display) names.set(lang, (display = new Intl.DisplayNames([localeOf(lang)], { type: 'region', fallback: 'code' })))
	try {
		return display.of(code) ?? code
	} catch {
		return code
	}
}

export interface CountryOption {
	code: string
	name: string
}

/**
 * Every country with its name in the language, in that language's alphabetical order. Made on the
 * server and handed to the page: the browser's own country names and collation (its ICU data) can
 * differ from Node's, and a list made on both sides would not hydrate (the form is drawn anew and
 * what was typed into it before is lost).
 */
export function countryOptions(lang: Lang): CountryOption[] {
	return countryCodes.map((code) => ({ code, name: countryName(code, lang) })).sort((a, b) => a.name.localeCompare(b.name, localeOf(lang)))
}

/** The ISO 3166-1 alpha-2 codes in use (249): what a product's country of origin may be. */
export const countryCodes: readonly string[] = [
	'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ',
	'BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM',
	'DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS',
	'GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN',
	'KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ',
	'MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF PG PH PK PL PM',
	'PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV',
	'SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI',
	'VN VU WF WS YE YT ZA ZM ZW',
]
	.join(' ')
	.split(' ')
