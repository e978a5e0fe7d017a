/**
 * A buyer's details with a mistake in each checked field (a one-letter name, an address without a
 * domain, a phone number in words) and the English errors they get: the contact form and the quote
 * request check their buyer under the same rules.
 */
export const buyerMistakes = {
	fields: { name: 'A', email: 'x', phone: 'call me' },
	errors: {
		name: 'Must be at least 2 characters',
		email: 'Enter a valid e-mail address',
		phone: 'The format is not valid',
	},
}
