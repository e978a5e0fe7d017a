import { StaticRegion } from '#app/components/ui/static-region.tsx'
import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { ArrowRight } from '#app/components/site/icons/arrow-right.tsx'
import { Factory } from '#app/components/site/icons/factory.tsx'
import { PackageCheck } from '#app/components/site/icons/package-check.tsx'
import { Ship } from '#app/components/site/icons/ship.tsx'
import { Link } from 'react-router'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { SectionHeading } from '../section-heading.tsx'

const services = [
	{ path: '/services/import', title: 'service.import', text: 'home.services.import.text', Icon: Ship },
	{ path: '/services/export', title: 'service.export', text: 'home.services.export.text', Icon: PackageCheck },
	{ path: '/services/processing', title: 'service.processing', text: 'home.services.processing.text', Icon: Factory },
] as const

export function ServicesSection() {
	const { t, href, lang } = useI18n()
	return (
		<StaticRegion as="section" deps={[lang]} id="services" aria-labelledby="services-title" className="below-fold container-page scroll-mt-24 py-20 sm:py-24">
			<SectionHeading id="services-title" eyebrow={t('home.services.eyebrow')} title={t('home.services.title')} text={t('home.services.text')} />
			<ul className="mt-14 grid gap-6 md:grid-cols-3">
				{services.map(({ path, title, text, Icon }) => (
					<li key={path}>
						<Link
							to={href(path)}
							data-analytics="home_service_click"
							data-analytics-label={path}
							className="group shadow-card hover:shadow-lift border-sand-200/70 flex h-full flex-col rounded-3xl border bg-white p-8 transition-shadow"
						>
							<span className="bg-brand-50 text-brand-700 group-hover:bg-brand-700 flex size-14 items-center justify-center rounded-2xl transition-colors group-hover:text-white">
								<Icon aria-hidden className="size-7" />
							</span>
							<h3 className="text-brand-950 mt-6 text-xl font-bold">{t(title)}</h3>
							<p className="text-ink-600 mt-3 flex-1 leading-relaxed"><ScriptRuns text={t(text)} /></p>
							<span className="text-brand-700 mt-6 inline-flex items-center gap-2 font-semibold">
								{t('home.services.more')}
								<ArrowRight aria-hidden className="flip-rtl size-4 transition-transform group-hover:translate-x-1 rtl:group-hover:-translate-x-1" />
							</span>
						</Link>
					</li>
				))}
			</ul>
		</StaticRegion>
	)
}
