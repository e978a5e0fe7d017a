import { Clock } from '#app/components/site/icons/clock.tsx'
import { Mail } from '#app/components/site/icons/mail.tsx'
import { MapPin } from '#app/components/site/icons/map-pin.tsx'
import { Phone } from '#app/components/site/icons/phone.tsx'
import { useEffect, useRef } from 'react'
import { data, Form, useNavigation } from 'react-router'
import { getAnalytics } from '#app/components/analytics-tracker.tsx'
import { Breadcrumbs } from '#app/components/site/breadcrumbs.tsx'
import { MessageFormHiddenFields, SenderFields } from '#app/components/site/sender-fields.tsx'
import { PageHeader } from '#app/components/site/page-header.tsx'
import { RouteErrorBoundary } from '#app/components/site/route-error-boundary.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { ValueOptions } from '#app/components/ui/value-options.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { langFromPath } from '#app/i18n/lang.ts'
import { contactServices } from '#app/lib/form-fields.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { isSameOrigin } from '#app/server/same-origin.server.ts'
import { submitContactForm } from '#app/server/contact.server.ts'
import { readForm } from '#app/server/forms.server.ts'
import { pageContext } from '#app/server/page-context.server.ts'
import type { Route } from './+types/contact'

export async function loader({ request }: Route.LoaderArgs) {
	const { url, t, seo, settings } = await pageContext(request)
	// Service pages link here with ?service=sea_freight so the form starts on that service.
	const preset = url.searchParams.get('service')
	return {
		presetService: (contactServices as readonly string[]).includes(preset ?? '') ? preset : null,
		seo: { ...seo, title: t['contact.title'], description: t['contact.lead'] },
		details: {
			address: settings.contact_address,
			phones: [settings.contact_phone, settings.contact_phone_2, settings.contact_phone_3].filter(Boolean),
			email: settings.contact_email,
		},
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	// The language comes from the URL alone: answering must not depend on the database.
	const lang = langFromPath(new URL(request.url).pathname)
	const fields = await readForm(request)
	const { httpStatus, headers, ...answer } = await submitContactForm(fields, { lang, clientIp: context.clientIp, sameOrigin: isSameOrigin(request), request })
	return data(answer, { status: httpStatus, headers })
}

export const meta = ({ data }: Route.MetaArgs) => (data ? pageMeta({ ...data.seo, path: '/contact' }) : [])

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useI18n()
	const { details, presetService } = loaderData
	const navigation = useNavigation()
	const sending = navigation.state === 'submitting' && navigation.formMethod === 'POST'
	const form = useRef<HTMLFormElement>(null)
	const result = useRef<HTMLDivElement>(null)
	const errors: Record<string, string | undefined> = actionData?.errors ?? {}
	const values: Record<string, string | undefined> = actionData?.status === 'error' ? actionData.values : {}
	useEffect(() => {
		if (!actionData) return
		if (actionData.status === 'error') {
			// A refused send moves focus where the visitor must act: the first field to correct, or the
			// message saying why (a keyboard or screen-reader user is not left on <body>).
			const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')
			;(invalid ?? result.current)?.focus()
			return
		}
		form.current?.reset()
		result.current?.focus()
		getAnalytics()?.conversion('ContactFormSubmit', 1, window.location.pathname)
	}, [actionData])
	return (
		<>
			<PageHeader title={t('contact.title')} lead={t('contact.lead')}>
				<Breadcrumbs items={[{ label: t('nav.contact') }]} />
			</PageHeader>
			<div className="container-page grid gap-10 py-12 lg:grid-cols-[1fr_22rem]">
				<Form ref={form} method="post" noValidate className="shadow-card relative rounded-3xl bg-white p-6 sm:p-10" data-testid="contact-form" data-keep-clear>
					{actionData ? (
						<div ref={result} tabIndex={-1} className="mb-6 scroll-mt-24 rounded-xl outline-none">
							{/* A new answer is a new element: a live region that appears with its text is read at
							    once, where a status line turned into an alert in place is not read by every
							    screen reader (a refusal after a success, the limit after a sent message). */}
							<Alert key={`${actionData.status}:${actionData.message}`} tone={actionData.status === 'success' ? 'success' : 'error'} testId="contact-result">
								{actionData.message}
							</Alert>
						</div>
					) : null}
					<div className="grid gap-5 sm:grid-cols-2">
						<SenderFields errors={errors} values={values} />
						<Field label={t('contact.service')} name="service" error={errors.service} required>
							{(p) => (
								<select {...p} defaultValue={values.service ?? presetService ?? ''}>
									<option value="" disabled>
										{t('contact.chooseService')}
									</option>
									<ValueOptions values={contactServices} label={(service) => t(`contact.service.${service}`)} />
								</select>
							)}
						</Field>
						<Field label={t('contact.subject')} name="subject" error={errors.subject} hint={t('contact.optional')}>
							{(p) => <input {...p} defaultValue={values.subject} maxLength={150} />}
						</Field>
						<div className="sm:col-span-2">
							<Field label={t('contact.message')} name="message" error={errors.message} required>
								{(p) => <textarea {...p} rows={6} defaultValue={values.message} maxLength={5000} />}
							</Field>
						</div>
					</div>
					<MessageFormHiddenFields />
					<button
						type="submit"
						disabled={sending}
						className="bg-brand-700 hover:bg-brand-800 mt-8 inline-flex items-center justify-center rounded-full px-8 py-3.5 font-semibold text-white transition-colors disabled:opacity-60"
					>
						{sending ? t('contact.sending') : t('contact.send')}
					</button>
				</Form>
				<aside className="space-y-4">
					<div className="bg-brand-900 rounded-3xl p-7 text-white">
						<h2 className="text-lg font-bold">{t('contact.details')}</h2>
						<ul className="text-brand-100 mt-5 space-y-4">
							{details.address ? (
								<li className="flex gap-3">
									<MapPin aria-hidden className="text-grain-300 mt-1 size-5 shrink-0" />
									{details.address}
								</li>
							) : null}
							{details.phones.map((phone) => (
								<li key={phone} className="flex gap-3">
									<Phone aria-hidden className="text-grain-300 mt-1 size-5 shrink-0" />
									<a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="hover:text-white">
										<bdi dir="ltr">{phone}</bdi>
									</a>
								</li>
							))}
							{details.email ? (
								<li className="flex gap-3">
									<Mail aria-hidden className="text-grain-300 mt-1 size-5 shrink-0" />
									{/* A long address breaks anywhere rather than push a phone's page sideways. */}
									<a href={`mailto:${details.email}`} className="min-w-0 break-all hover:text-white">
										<bdi dir="ltr" lang="en">{details.email}</bdi>
									</a>
								</li>
							) : null}
							<li className="flex gap-3">
								<Clock aria-hidden className="text-grain-300 mt-1 size-5 shrink-0" />
								<span>
									<span className="block font-semibold text-white">{t('contact.hours')}</span>
									{t('contact.hoursValue')}
								</span>
							</li>
						</ul>
					</div>
				</aside>
			</div>
		</>
	)
}

export const ErrorBoundary = RouteErrorBoundary
