import { useI18n } from '#app/i18n/i18n-context.tsx'
import { CtaBand } from '../cta-band.tsx'

export function CtaSection() {
	const { t } = useI18n()
	return (
		<CtaBand
			id="cta-title"
			className="py-20 sm:py-24"
			title={t('home.cta.title')}
			text={t('home.cta.text')}
			primary={{ to: '/contact', label: t('home.cta.contact'), analytics: 'home_cta_contact' }}
			secondary={{ to: '/services', label: t('home.cta.services'), analytics: 'home_cta_services' }}
		/>
	)
}
