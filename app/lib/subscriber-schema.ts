import { z } from 'zod'
import { langs } from '#app/i18n/lang.ts'
import { choiceParam, searchParam } from './list-params.ts'
import { recordIdField } from './record-id.ts'
import { code } from './validation.ts'

export const subscriberStatuses = ['pending', 'active', 'unsubscribed'] as const
export type SubscriberStatus = (typeof subscriberStatuses)[number]

/** The list's filters, from the URL: unknown values mean "all". */
export interface SubscriberFilter {
	q: string
	status: SubscriberStatus | null
	language: 'ar' | 'en' | null
}

export function subscriberFilterParams(url: URL): SubscriberFilter {
	return {
		q: searchParam(url, 100),
		status: choiceParam(url, 'status', subscriberStatuses),
		language: choiceParam(url, 'language', langs),
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
