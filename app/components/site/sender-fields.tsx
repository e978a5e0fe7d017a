import { Field } from '#app/components/ui/field.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { contactHoneypot } from '#app/lib/form-fields.ts'
import { LeadSourceFields } from './lead-source-fields.tsx'

type Texts = Record<string, string | undefined>

/** Who is writing: name, e-mail, phone and country, under the contact form's rules (the contact form and the quote request). */
export function SenderFields({ errors, values }: { errors: Texts; values: Texts }) {
	const { t } = useI18n()
	return (
		<>
			<Field label={t('contact.name')} name="name" error={errors.name} required>
				{(p) => <input {...p} defaultValue={values.name} autoComplete="name" maxLength={100} />}
			</Field>
			<Field label={t('contact.email')} name="email" error={errors.email} required>
				{(p) => <input {...p} type="email" dir="ltr" defaultValue={values.email} autoComplete="email" maxLength={254} />}
			</Field>
			<Field label={t('contact.phone')} name="phone" error={errors.phone} hint={t('contact.optional')}>
				{(p) => <input {...p} type="tel" dir="ltr" defaultValue={values.phone} autoComplete="tel" maxLength={30} />}
			</Field>
			<Field label={t('contact.country')} name="country" error={errors.country} hint={t('contact.optional')}>
				{(p) => <input {...p} defaultValue={values.country} autoComplete="country-name" maxLength={80} />}
			</Field>
		</>
	)
}

/** The hidden parts of a message form: where the visit came from (decision 0038) and the honeypot. */
export function MessageFormHiddenFields() {
	return (
		<>
			<LeadSourceFields />
			{/* Hidden from people (and from assistive technology); bots fill it in. */}
			<div aria-hidden className="absolute -z-10 size-0 overflow-hidden opacity-0">
				<label>
					Website
					<input type="text" name={contactHoneypot} tabIndex={-1} autoComplete="off" defaultValue="" />
				</label>
			</div>
		</>
	)
}
