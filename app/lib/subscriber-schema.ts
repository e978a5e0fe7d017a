import { z } from 'zod'
import { recordIdField } from './record-id.ts'
import { code, stripControlCharacters } from './validation.ts'

export const subscriberStatuses = ['pending', 'active', 'unsubscribed'] as const
export type SubscriberStatus = (typeof subscriberStatuses)[number]

/** The list's filters, from the URL: unknown values mean "all". */
export interface SubscriberFilter {
	q: string
	status: SubscriberStatus | null
	language: 'ar' | 'en' | null
}

export function subscriberFilterParams(url: URL): SubscriberFilter {
	const status = url.searchParams.get('status')
	const language = url.searchParams.get('language')
	return {
		// Control characters match no address (and PostgreSQL refuses NUL in a parameter).
		q: stripControlCharacters(url.searchParams.get('q') ?? '').trim().slice(0, 100),
		status: (subscriberStatuses as readonly string[]).includes(status ?? '') ? (status as SubscriberStatus) : null,
		language: language === 'ar' || language === 'en' ? language : null,
	}
}

/** The same filters as a query string (for the export link and pagination), without empty ones. */
export function subscriberFilterQuery(filter: SubscriberFilter): string {
	const params = new URLSearchParams()
	if (filter.q) params.set('q', filter.q)
	if (filter.status) params.set('status', filter.status)
	if (filter.language) params.set('language', filter.language)
	return params.toString()
}

/** The subscribers list's one action: delete a row (after confirmation). */
export const subscriberActionSchema = z.object({
	intent: z.literal('delete', code('oneOf')),
	id: recordIdField(),
})
