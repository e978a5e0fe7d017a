/**
 * Text as a person reads it: percent-escapes (a WhatsApp link's prefilled message, an Arabic path)
 * decoded to their characters. Each run of escapes is decoded as a whole, so multi-byte characters
 * come back; a run that is not valid UTF-8 stays as it was. For display only: never for a link's
 * target.
 */
export function readableText(value: string): string {
	if (!value.includes('%')) return value
	return value.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
		try {
			return decodeURIComponent(run)
		} catch {
			return run
		}
	})
}
