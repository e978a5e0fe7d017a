import { StaticRegion } from '#app/components/ui/static-region.tsx'
import { Anchor } from '#app/components/site/icons/anchor.tsx'
import { Boxes } from '#app/components/site/icons/boxes.tsx'
import { FileCheck2 } from '#app/components/site/icons/file-check-2.tsx'
import { MapPinned } from '#app/components/site/icons/map-pinned.tsx'
import { Snowflake } from '#app/components/site/icons/snowflake.tsx'
import { Warehouse } from '#app/components/site/icons/warehouse.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { CountUp } from '../count-up.tsx'
import { SectionHeading } from '../section-heading.tsx'

const tradeStats = [
	{ value: 500, suffix: '', prefix: '$', label: 'home.trade.volume' },
	{ value: 15000, suffix: '', prefix: '', label: 'home.trade.shipments' },
	{ value: 85, suffix: '%', prefix: '', label: 'home.trade.growth' },
] as const

const networkFeatures = [
	{ label: 'home.network.ports', Icon: Anchor },
	{ label: 'home.network.reefer', Icon: Snowflake },
	{ label: 'home.network.warehouses', Icon: Warehouse },
	{ label: 'home.network.tracking', Icon: MapPinned },
	{ label: 'home.network.customs', Icon: FileCheck2 },
	{ label: 'home.network.suppliers', Icon: Boxes },
] as const

export function TradeSection() {
	const { t, lang } = useI18n()
	return (
		<section aria-labelledby="trade-title" className="below-fold bg-brand-900 relative overflow-hidden py-20 text-white sm:py-24">
			<div aria-hidden className="absolute inset-0 opacity-[0.07] [background-image:radial-gradient(circle_at_1px_1px,white_1px,transparent_0)] [background-size:28px_28px]" />
			<div className="container-page relative grid gap-12 lg:grid-cols-2 lg:items-center">
				<div>
					{/* Static (decision 0029); the figures below count up, so they stay hydrated. */}
					<StaticRegion deps={[lang]}>
						<SectionHeading id="trade-title" tone="dark" align="start" eyebrow={t('home.trade.eyebrow')} title={t('home.trade.title')} text={t('home.trade.text')} />
					</StaticRegion>
					<ul className="mt-10 grid gap-4 sm:grid-cols-3">
						{tradeStats.map((stat) => (
							<li key={stat.label} className="rounded-2xl border border-white/10 bg-white/5 p-5 backdrop-blur">
								<p className="text-grain-300 text-3xl font-bold">
									<bdi>
										{stat.prefix}
										<CountUp value={stat.value} suffix={stat.suffix} />
									</bdi>
								</p>
								<p className="text-brand-100 mt-2 text-sm leading-snug">{t(stat.label)}</p>
							</li>
						))}
					</ul>
				</div>
				<StaticRegion deps={[lang]} className="rounded-3xl border border-white/10 bg-white/[0.04] p-6 sm:p-8">
					<h3 className="text-lg font-semibold">{t('home.network.title')}</h3>
					<ul className="mt-6 grid gap-4 sm:grid-cols-2">
						{networkFeatures.map(({ label, Icon }) => (
							<li key={label} className="flex items-start gap-3">
								<span className="bg-grain-500/15 text-grain-300 flex size-10 shrink-0 items-center justify-center rounded-xl">
									<Icon aria-hidden className="size-5" />
								</span>
								<span className="text-brand-50 pt-2 text-sm leading-relaxed">{t(label)}</span>
							</li>
						))}
					</ul>
				</StaticRegion>
			</div>
		</section>
	)
}
