import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { useI18n } from '#app/i18n/i18n-context.tsx'

export function CtaSection() {
	const { t, href } = useI18n()
	return (
		<section aria-labelledby="cta-title" className="container-page py-20 sm:py-24">
			<div className="from-brand-800 to-brand-950 relative overflow-hidden rounded-[2rem] bg-gradient-to-br px-8 py-14 text-center sm:px-16">
				<div aria-hidden className="bg-grain-500/20 absolute -top-24 h-64 w-64 rounded-full blur-3xl ltr:-start-16 rtl:-end-16" />
				<h2 id="cta-title" className="relative text-3xl font-bold text-white sm:text-4xl">
					{t('home.cta.title')}
				</h2>
				<p className="text-brand-100 relative mx-auto mt-4 max-w-2xl text-lg">{t('home.cta.text')}</p>
				<div className="relative mt-9 flex flex-wrap justify-center gap-3">
					<Link
						to={href('/contact')}
						data-analytics="home_cta_contact"
						className="bg-grain-500 text-brand-950 hover:bg-grain-400 inline-flex items-center gap-2 rounded-full px-7 py-3.5 font-semibold transition-colors"
					>
						{t('home.cta.contact')}
						<ArrowRight aria-hidden className="flip-rtl size-4" />
					</Link>
					<Link
						to={href('/services')}
						data-analytics="home_cta_services"
						className="rounded-full border border-white/30 px-7 py-3.5 font-semibold text-white transition-colors hover:bg-white/10"
					>
						{t('home.cta.services')}
					</Link>
				</div>
			</div>
		</section>
	)
}
