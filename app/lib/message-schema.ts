import { z } from 'zod'
import { recordIdField } from './record-id.ts'
import { code } from './validation.ts'

/** The row and detail actions of the messages inbox: one form, checked by the action. */
export const messageActionSchema = z.object({
	intent: z.enum(['read', 'archive', 'not_spam'], code('oneOf')),
	id: recordIdField(),
})

