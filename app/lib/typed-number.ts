/** Arabic-Indic and Persian digits typed on an Arabic keyboard, as the digits they are (a phone number). */
export function arabicDigitsAsLatin(text: string): string {
	return text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (d) => String(d.charCodeAt(0) & 0xf))
}

/**
 * A number as typed on either keyboard: Arabic-Indic and Persian digits, the Arabic decimal
 * separator (٫) and thousands separators (٬ or a comma), read as a plain number's text.
 */
export function latinDigits(text: string): string {
	return arabicDigitsAsLatin(text)
		.replace(/\u066B/g, '.')
		.replace(/[\u066C,]/g, '')
}
