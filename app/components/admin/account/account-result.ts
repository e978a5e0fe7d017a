import type { TwoFactorSetup } from '#app/lib/staff-schema.ts'

/** What the account page's action answered (its reply with what it shows once): which form it was, its field errors, and anything to show once. */
export interface AccountResult {
	key: string
	intent?: string
	ok: boolean
	errors: Record<string, string>
	setup?: TwoFactorSetup | null
	backupCodes?: string[]
}

/** The field errors of `intent`'s form only (several forms share field names such as `password`). */
export function errorsOf(result: AccountResult | undefined, ...intents: string[]): Record<string, string> {
	return result?.intent && intents.includes(result.intent) ? result.errors : {}
}
