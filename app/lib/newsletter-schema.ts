import { z } from 'zod'
import { field } from './validation.ts'

export const newsletterHoneypot = 'company_website'
export const newsletterSchema = z.object({ email: field.email() })
