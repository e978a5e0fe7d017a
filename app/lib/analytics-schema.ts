import { z } from 'zod'
import { barePath, utmMaxLength } from './analytics-dimensions.ts'
import { analyticsConfig } from './analytics-queue.ts'
import { isSitePath, sitePathMaxLength } from './site-path.ts'
import { stripControlCharacters } from './validation.ts'

/** Control characters are dropped first (PostgreSQL refuses NUL in text; none belong in a report). */
const text = (max: number) => z.string().overwrite(stripControlCharacters).max(max)
/**
 * A path of this site (app/lib/site-path.ts), its query and fragment dropped: anything else
 * (`//evil.example/login`, `/\evil.example`, a full URL) would be shown to staff as a link elsewhere.
 */
const path = text(sitePathMaxLength)
	.transform(barePath)
	.refine(isSitePath, 'must be a path of this site')
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
		// The client sends at most a batch of 10 (spec section 4); nothing needs more.
		.max(analyticsConfig.batchSize),
})

export type AnalyticsBatch = z.infer<typeof analyticsBatchSchema>
