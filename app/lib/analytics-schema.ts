import { z } from 'zod'
import { utmMaxLength } from './analytics-dimensions.ts'
import { stripControlCharacters } from './validation.ts'

/** Control characters are dropped first (PostgreSQL refuses NUL in text; none belong in a report). */
const text = (max: number) => z.string().overwrite(stripControlCharacters).max(max)
const path = text(2048).regex(/^\//, 'must be a site path')
const params = z
	.record(text(64), z.union([text(500), z.number(), z.boolean(), z.null()]))
	.refine((value) => Object.keys(value).length <= 20, 'too many parameters')
	.optional()
/** The UTM parameters of the landing URL (utm_source, utm_medium, utm_campaign), when it had any. */
const utm = z
	.object({ source: text(utmMaxLength).min(1).optional(), medium: text(utmMaxLength).min(1).optional(), campaign: text(utmMaxLength).min(1).optional() })
	.strict()
	.optional()

/** One batch sent by the analytics client (app/lib/analytics-queue.ts). */
export const analyticsBatchSchema = z.object({
	session_id: text(64).min(8),
	events: z
		.array(
			z.discriminatedUnion('kind', [
				z.object({
					kind: z.literal('page_view'),
					page_path: path,
					page_title: text(300).optional(),
					referrer: text(2048).optional(),
					utm,
					occurred_at: z.iso.datetime(),
				}),
				z.object({
					kind: z.literal('event'),
					event_name: text(100).min(1),
					event_category: text(100).optional(),
					event_action: text(100).optional(),
					event_label: text(300).optional(),
					event_value: z.number().finite().optional(),
					page_path: path.optional(),
					custom_parameters: params,
					occurred_at: z.iso.datetime(),
				}),
				z.object({
					kind: z.literal('conversion'),
					conversion_name: text(100).min(1),
					conversion_value: z.number().finite().optional(),
					page_path: path.optional(),
					custom_parameters: params,
					occurred_at: z.iso.datetime(),
				}),
			]),
		)
		.min(1)
		.max(50),
})

export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>
