import { StaticRegion } from '#app/components/ui/static-region.tsx'
import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { Award } from '#app/components/site/icons/award.tsx'
import { Cpu } from '#app/components/site/icons/cpu.tsx'
import { Globe2 } from '#app/components/site/icons/globe-2.tsx'
import { Headset } from '#app/components/site/icons/headset.tsx'
import { Medal } from '#app/components/site/icons/medal.tsx'
import { ShieldCheck } from '#app/components/site/icons/shield-check.tsx'
import { Sparkles } from '#app/components/site/icons/sparkles.tsx'
import { Tag } from '#app/components/site/icons/tag.tsx'
import { Timer } from '#app/components/site/icons/timer.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { SectionHeading } from '../section-heading.tsx'

const features = [
	{ key: 'service', Icon: Headset },
	{ key: 'prices', Icon: Tag },
	{ key: 'quality', Icon: Award },
	{ key: 'coverage', Icon: Globe2 },
	{ key: 'custom', Icon: Sparkles },
	{ key: 'tech', Icon: Cpu },
] as const

const reasons = [
	{ key: 'experience', Icon: Timer },
	{ key: 'quality', Icon: ShieldCheck },
	{ key: 'coverage', Icon: Medal },
] as const

export function FeaturesSection() {
	const { t, lang } = useI18n()
	return (
		<StaticRegion as="section" deps={[lang]} aria-labelledby="features-title" className="below-fold bg-sand-100/70 py-20 sm:py-24">
			<div className="container-page">
				<SectionHeading id="features-title" eyebrow={t('home.features.eyebrow')} title={t('home.features.title')} />
				<ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
					{features.map(({ key, Icon }) => (
						<li key={key} className="border-sand-200 rounded-2xl border bg-white/80 p-6">
							<Icon aria-hidden className="text-grain-500 size-8" />
							<h3 className="text-brand-950 mt-4 text-lg font-bold">{t(`home.features.${key}.title`)}</h3>
							<p className="text-ink-600 mt-2 leading-relaxed"><ScriptRuns text={t(`home.features.${key}.text`)} /></p>
						</li>
					))}
				</ul>
			</div>
		</StaticRegion>
	)
}

export function WhyUsSection() {
	const { t, lang } = useI18n()
	return (
		<StaticRegion as="section" deps={[lang]} aria-labelledby="why-title" className="below-fold container-page py-20 sm:py-24">
			<SectionHeading id="why-title" eyebrow={t('home.why.eyebrow')} title={t('home.why.title')} />
			<ol className="mt-14 grid gap-6 md:grid-cols-3">
				{reasons.map(({ key, Icon }, index) => (
					<li key={key} className="from-brand-50 relative overflow-hidden rounded-3xl bg-gradient-to-b to-white p-8">
						<span aria-hidden className="text-brand-100 absolute -top-4 text-8xl font-bold ltr:end-4 rtl:start-4">
							{index + 1}
						</span>
						<Icon aria-hidden className="text-brand-700 relative size-9" />
						<h3 className="text-brand-950 relative mt-5 text-xl font-bold">{t(`home.why.${key}.title`)}</h3>
						<p className="text-ink-600 relative mt-3 leading-relaxed">{t(`home.why.${key}.text`)}</p>
					</li>
				))}
			</ol>
		</StaticRegion>
	)
}
