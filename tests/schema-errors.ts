import type { z } from 'zod'
import { fieldErrors } from '#app/lib/validation.ts'

/** A form schema's field errors for these values, in one language (none when they are valid). */
export const schemaErrors =
	(schema: z.ZodType) =>
	(values: unknown, lang: 'ar' | 'en' = 'en') => {
		const parsed = schema.safeParse(values)
		return parsed.success ? {} : fieldErrors(parsed.error, lang)
	}
