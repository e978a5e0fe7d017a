import { adminDictionaryFor } from '#app/i18n/admin/dictionary.server.ts'
import type { Lang } from '#app/i18n/lang.ts'
import type { AdminFlash } from '#app/lib/admin-reply.ts'
import { readCookie } from '#app/lib/cookies.ts'
import { type Message, messageText } from './staff-lang.server.ts'

/**
 * The flash message of post/redirect/get (decision 0027): a successful write redirects with the
 * message's code in a short-lived cookie, and the back-office layout's loader shows it once on the
 * page the write led to, in the staff member's language, and clears it. The cookie holds a
 * dictionary key and its parameters, never text: a key that is not in the dictionary is dropped.
 */
const name = 'admin_flash'
const attributes = 'Path=/admin; HttpOnly; SameSite=Lax'

interface StoredFlash {
	tone: AdminFlash['tone']
	message: Message
}

export function flashCookie(flash: StoredFlash): string {
	return `${name}=${encodeURIComponent(JSON.stringify(flash))}; ${attributes}; Max-Age=60`
}

function parse(value: string): StoredFlash | null {
	try {
		const flash = JSON.parse(value) as Partial<StoredFlash>
		if (flash.tone !== 'success' && flash.tone !== 'error') return null
		const message = flash.message
		const dictionary = adminDictionaryFor('ar') as Record<string, string>
		if (typeof message === 'string') return message in dictionary ? { tone: flash.tone, message } : null
		if (!message || typeof message !== 'object' || typeof message.key !== 'string' || !(message.key in dictionary)) return null
		const params = Object.entries(message.params ?? {})
		if (!params.every(([, v]) => (typeof v === 'string' && v.length <= 400) || typeof v === 'number')) return null
		return { tone: flash.tone, message: { key: message.key, params: Object.fromEntries(params) } }
	} catch {
		return null
	}
}

/** The flash the request carries (once), and the header that clears it. */
export function takeFlash(request: Request, lang: Lang): { flash: AdminFlash | null; clear: string | null } {
	const value = readCookie(request.headers.get('cookie'), name)
	if (value === undefined) return { flash: null, clear: null }
	const stored = parse(value)
	const clear = `${name}=; ${attributes}; Max-Age=0`
	if (!stored) return { flash: null, clear }
	return { flash: { tone: stored.tone, text: messageText(stored.message, lang), key: crypto.randomUUID() }, clear }
}
