import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { Check } from '#app/components/site/icons/check.tsx'
import { CircleCheck } from '#app/components/site/icons/circle-check.tsx'
import { FileCheck2 } from '#app/components/site/icons/file-check-2.tsx'
import { Link } from 'react-router'
import { CtaBand } from '#app/components/site/cta-band.tsx'
import {ProcessSteps} from '#app/components/site/process-steps.tsx'
import { ServiceIcon } from '#app/components/site/service-icons.tsx'
import { Breadcrumbs } from '#app/components/site/breadcrumbs.tsx'
import { HeroHeading, PageHero } from '#app/components/site/page-hero.tsx'
import { CardMore, DarkSection, FigureTiles, PageSection } from '#app/components/site/page-section.tsx'
import { RouteErrorBoundary } from '#app/components/site/route-error-boundary.tsx'
import { SectionHeading } from '#app/components/site/section-heading.tsx'
import {serviceInfo, serviceSlugs, servicesCopy} from '#app/content/services.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import { pageContext } from '#app/server/page-context.server.ts'
import type { Route } from './+types/services'

export async function loader({ request }: Route.LoaderArgs) {
	const { lang, seo } = await pageContext(request)
	const copy = servicesCopy[lang]
	// Only what the cards show: the full service pages stay on the server.
	const cards = serviceSlugs.map((slug) => {
		const { title, summary, points } = copy.pages[slug]
		return { slug, group: serviceInfo[slug].group, title, summary, points }
	})
	return {
		seo: { ...seo, title: copy.overview.metaTitle, description: copy.overview.metaDescription },
		copy: copy.overview,
		cards,
	}
}

export const meta = ({ data }: Route.MetaArgs) => (data ? pageMeta({ ...data.seo, path: '/services' }) : [])


type Card = Route.ComponentProps['loaderData']['cards'][number]

export default function Services({ loaderData }: Route.ComponentProps) {
	const { copy, cards } = loaderData
	const { t, href } = useI18n()
	const trade = cards.filter((card) => card.group === 'trade')
	const logistics = cards.filter((card) => card.group === 'logistics')
	return (
		<>
			<PageHero labelledBy="services-title" glow="beside">
				<div className="container-page pt-8 md:pt-10">
					<Breadcrumbs items={[{ label: t('nav.services') }]} />
				</div>
				<div className="container-page full-motion:animate-rise pt-10 pb-14 text-center md:pb-20 lg:pt-14 lg:pb-16">
					<HeroHeading
						id="services-title"
						align="center"
						eyebrow={copy.hero.eyebrow}
						title={copy.hero.title}
						lead={copy.hero.lead}
					/>
					<nav aria-label={copy.hero.jumpLabel} className="mt-10">
						<ul className="flex flex-wrap justify-center gap-2.5">
							{cards.map(({ slug, title }) => (
								<li key={slug}>
									<Link
										to={href(`/services/${slug}`)}
										data-analytics="services_jump_click"
										data-analytics-label={slug}
										className="border-sand-200 text-brand-800 hover:border-brand-300 hover:bg-brand-50 inline-flex items-center gap-2 rounded-full border bg-white px-4 py-2 text-sm font-semibold shadow-sm transition-colors"
									>
										<ServiceIcon slug={slug} className="text-grain-600 size-4" />
										{title}
									</Link>
								</li>
							))}
						</ul>
					</nav>
				</div>
				<div className="container-page pb-6">
					<FigureTiles figures={copy.figures} align="center" className="grid grid-cols-2 gap-4 lg:grid-cols-4" />
				</div>
			</PageHero>

			<PageSection labelledBy="services-trade-title">
				<SectionHeading
					align="start"
					id="services-trade-title"
					eyebrow={copy.trade.eyebrow}
					title={copy.trade.title}
					text={copy.trade.text}
				/>
				<ServiceCards cards={trade} more={copy.more} offset={0} />
			</PageSection>

			<PageSection labelledBy="services-logistics-title" tone="sand">
				<SectionHeading
					align="start"
					id="services-logistics-title"
					eyebrow={copy.logistics.eyebrow}
					title={copy.logistics.title}
					text={copy.logistics.text}
				/>
				<ServiceCards cards={logistics} more={copy.more} offset={trade.length} />
			</PageSection>

			<DarkSection
				labelledBy="services-customs-title"
				layout="grid gap-12 lg:grid-cols-12 lg:items-center lg:gap-16"
				decoration={
					<div
						aria-hidden
						className="text-grain-500/15 absolute -bottom-40 -end-24 size-[28rem] glow"
					/>
				}
			>
				<div className="lg:col-span-5">
					<span className="bg-grain-500/15 text-grain-300 mb-6 flex size-14 items-center justify-center rounded-2xl">
						<FileCheck2 aria-hidden className="size-7" />
					</span>
					<SectionHeading
						id="services-customs-title"
						tone="dark"
						align="start"
						eyebrow={copy.customs.eyebrow}
						title={copy.customs.title}
						text={copy.customs.text}
					/>
					<p className="mt-8 flex items-baseline gap-3 border-t border-white/10 pt-6">
						<span className="text-grain-300 text-5xl font-bold tabular-nums">
							<bdi>{copy.customs.figure.value}</bdi>
						</span>
						<span className="text-brand-100 text-sm leading-snug">{copy.customs.figure.label}</span>
					</p>
				</div>
				<ul className="grid gap-4 sm:grid-cols-2 lg:col-span-7">
					{copy.customs.points.map((point) => (
						<li
							key={point}
							className="flex items-start gap-3 rounded-2xl border border-white/10 bg-white/5 p-5"
						>
							<CircleCheck aria-hidden className="text-grain-300 mt-0.5 size-5 shrink-0" />
							<span className="text-brand-50 leading-relaxed"><ScriptRuns text={point} /></span>
						</li>
					))}
				</ul>
			</DarkSection>

			<PageSection labelledBy="services-process-title">
				<SectionHeading
					id="services-process-title"
					eyebrow={copy.process.eyebrow}
					title={copy.process.title}
					text={copy.process.text}
				/>
				<ProcessSteps steps={copy.process.steps} />
			</PageSection>

			<CtaBand
				id="services-cta-title"
				className="pb-4"
				title={copy.cta.title}
				text={copy.cta.text}
				primary={{ to: '/contact', label: copy.cta.primary, analytics: 'services_cta_contact' }}
				secondary={{ to: '/products', label: copy.cta.secondary, analytics: 'services_cta_products' }}
			/>
		</>
	)
}

function ServiceCards({ cards, more, offset }: { cards: Card[]; more: string; offset: number }) {
	const { href } = useI18n()
	return (
		<ul className="mt-12 grid gap-6 md:grid-cols-3">
			{cards.map(({ slug, title, summary, points }, index) => (
				<li key={slug}>
					<Link
						to={href(`/services/${slug}`)}
						data-analytics="services_card_click"
						data-analytics-label={slug}
						className="group shadow-card hover:shadow-lift border-sand-200/70 flex h-full flex-col rounded-3xl border bg-white p-7 transition-shadow sm:p-8"
					>
						<div className="flex items-start justify-between gap-4">
							<span className="bg-brand-50 text-brand-700 group-hover:bg-brand-700 flex size-14 items-center justify-center rounded-2xl transition-colors group-hover:text-white">
								<ServiceIcon slug={slug} className="size-7" />
							</span>
							<span aria-hidden className="text-ink-400 text-4xl font-bold tabular-nums">
								{String(offset + index + 1).padStart(2, '0')}
							</span>
						</div>
						<h3 className="text-brand-950 mt-6 text-xl font-bold">{title}</h3>
						<p className="text-ink-600 mt-3 flex-1 leading-relaxed text-pretty"><ScriptRuns text={summary} /></p>
						<ul className="border-sand-200 mt-6 space-y-2.5 border-t pt-6">
							{points.map((point) => (
								<li key={point} className="text-ink-700 flex items-start gap-2.5 text-sm">
									<Check aria-hidden className="text-brand-500 mt-0.5 size-4 shrink-0" />
									<ScriptRuns text={point} />
								</li>
							))}
						</ul>
						<CardMore label={more} spacing="mt-7" />
					</Link>
				</li>
			))}
		</ul>
	)
}


export const ErrorBoundary = RouteErrorBoundary
