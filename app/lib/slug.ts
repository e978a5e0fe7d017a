/** The longest slug any entity accepts (posts, products and categories share the rule). */
export const slugMaxLength = 120

/**
 * A slug proposed from (usually English) text: lowercase ASCII letters and digits joined by single
 * hyphens ("Fruits & Vegetables 2025" → "fruits-and-vegetables-2025"). Accents are dropped; other
 * scripts vanish, so an Arabic-only name proposes nothing.
 */
export function slugFromText(text: string, max = slugMaxLength): string {
	return text
		.normalize('NFKD')
		.replace(/[\u0300-\u036f]/g, '')
		.toLowerCase()
		.replace(/&/g, ' and ')
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
		.slice(0, max)
		.replace(/-+$/, '')
}
