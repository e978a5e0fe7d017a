import type { FieldErrors } from './validation.ts'

/**
 * What every back-office action answers, a form's save and a list's row action alike (decision
 * 0027): shown by one component (app/components/admin/reply-banner.tsx) as the banner, the field
 * errors and the focus on the first of them.
 */
export interface AdminReply<V = undefined, R = never> {
	ok: boolean
	/** The HTTP status the reply was sent with. */
	status: number
	/** The banner's text, in the staff member's language (empty: no banner). */
	message: string
	/** Field errors by dotted path (`specs.1.value_en`), in the staff member's language. */
	errors: FieldErrors
	/** The submission's `intent`: which of a screen's forms the reply answers. */
	intent?: string
	/** A refused form's values as they were sent, so nothing typed is lost. */
	values?: V
	/** What the write produced for the screen to show once (a password link, backup codes). */
	result?: R
	/** New with every reply, so the same text twice shows twice. */
	key: string
}

/** A flash message after a redirect (post/redirect/get): the banner of the page the write led to. */
export interface AdminFlash {
	tone: 'success' | 'error'
	text: string
	key: string
}
