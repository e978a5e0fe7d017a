import { z } from 'zod'
import { field } from './validation.ts'

// Client components import the honeypot name from form-fields.ts (no zod in the page's bundle).
export { newsletterHoneypot } from './form-fields.ts'
export const newsletterSchema = z.object({ email: field.email() })
