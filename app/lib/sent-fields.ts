/**
 * A form's own fields as they were sent, and nothing else (not the submit button's intent): what a
 * refused form shows again, exactly as typed.
 */
export function sentFields<K extends string>(fields: Record<string, string>, names: readonly K[]): Partial<Record<K, string>> {
	const values: Partial<Record<K, string>> = {}
	for (const key of names) if (typeof fields[key] === 'string') values[key] = fields[key]
	return values
}

/**
 * Every field of a form as sent, '' for one the browser left out (an unticked checkbox): for a form
 * whose refused values stand in for all it shows, so nothing stored shows through.
 */
export function sentFieldsWithBlanks<K extends string>(fields: Record<string, string>, names: readonly K[]): Record<K, string> {
	const values = {} as Record<K, string>
	for (const key of names) values[key] = fields[key] ?? ''
	return values
}
