import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import type { SiteIcon } from '#app/components/site/icon.tsx'
import { ArrowRight } from '#app/components/site/icons/arrow-right.tsx'
import { Check } from '#app/components/site/icons/check.tsx'
import { Factory } from '#app/components/site/icons/factory.tsx'
import { Plane } from '#app/components/site/icons/plane.tsx'
import { Plus } from '#app/components/site/icons/plus.tsx'
import { Ship } from '#app/components/site/icons/ship.tsx'
import { Truck } from '#app/components/site/icons/truck.tsx'
import { Link } from 'react-router'
import { CtaBand } from '#app/components/site/cta-band.tsx'
import {ProcessSteps} from '#app/components/site/process-steps.tsx'
import { ServiceIcon } from '#app/components/site/service-icons.tsx'
import { Breadcrumbs } from '#app/components/site/breadcrumbs.tsx'
import { HeroActions, HeroCard, HeroHeading, PageHero } from '#app/components/site/page-hero.tsx'
import { CardMore, DarkSection, FeatureCard, PageSection } from '#app/components/site/page-section.tsx'
import { JsonLd } from '#app/components/site/json-ld.tsx'
import { RouteErrorBoundary } from '#app/components/site/route-error-boundary.tsx'
import { SectionHeading } from '#app/components/site/section-heading.tsx'
import {isServiceSlug, serviceInfo, servicesCopy, type ServiceSlug} from '#app/content/services.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import { pageContext } from '#app/server/page-context.server.ts'
import { redirectOrNotFound } from '#app/server/redirects.server.ts'
import type { Route } from './+types/service'

/** One module for the six service pages: /services/import … /services/land-transport (and their /en twins). */
export async function loader({ request, params }: Route.LoaderArgs) {
	const slug = params.service
	if (!isServiceSlug(slug)) return redirectOrNotFound(request)
	const { lang, seo } = await pageContext(request)
	const copy = servicesCopy[lang]
	const page = copy.pages[slug]
	const info = serviceInfo[slug]
	return {
		seo: { ...seo, title: page.title, description: page.summary },
		slug,
		contactService: info.contactService ?? null,
		page,
		ui: copy.detail,
		related: info.related.map((other) => ({
			slug: other,
			title: copy.pages[other].title,
			summary: copy.pages[other].summary,
		})),
	}
}

export function meta({ data }: Route.MetaArgs) {
	if (!data) return [{ name: 'robots', content: 'noindex' }]
	return pageMeta({ ...data.seo, path: `/services/${data.slug}` })
}


/** Icons drawn on the sample lane (the moving thing, rather than the service's symbol). */
const laneIcons: Record<ServiceSlug, SiteIcon> = {
	import: Ship,
	export: Ship,
	processing: Factory,
	'sea-freight': Ship,
	'air-freight': Plane,
	'land-transport': Truck,
}

export default function Service({ loaderData }: Route.ComponentProps) {
	const { slug, seo, page, ui, related, contactService } = loaderData
	const { t, href } = useI18n()
	const contactPath = contactService ? `/contact?service=${contactService}` : '/contact'
	return (
		<>
			<JsonLd
				data={{
					'@type': 'Service',
					name: page.title,
					description: page.summary,
					serviceType: page.title,
					areaServed: 'Worldwide',
					provider: { '@type': 'Organization', name: seo.siteName, url: seo.origin },
				}}
			/>
			<JsonLd
				data={{
					'@type': 'FAQPage',
					mainEntity: page.faq.map((item) => ({
						'@type': 'Question',
						name: item.q,
						acceptedAnswer: { '@type': 'Answer', text: item.a },
					})),
				}}
			/>
			<PageHero labelledBy="service-title">
				<div className="container-page py-10 md:py-14 lg:pt-14 lg:pb-24">
					<Breadcrumbs items={[{ label: t('nav.services'), path: '/services' }, { label: page.title }]} />
					<div className="mt-8 grid items-center gap-12 lg:mt-12 lg:grid-cols-12 lg:gap-16">
						<div className="full-motion:animate-rise lg:col-span-7">
							<HeroHeading
								id="service-title"
								icon={<ServiceIcon slug={slug} className="size-3.5" />}
								eyebrow={
									<>
										{page.eyebrow}
										<span aria-hidden className="text-grain-400">
											·
										</span>
										{page.title}
									</>
								}
								title={page.heading}
								lead={page.lead}
							/>
							<HeroActions
								primary={{ to: contactPath, label: ui.quote, analytics: 'service_hero_quote', analyticsLabel: slug }}
								secondary={{ to: '#service-included', label: ui.included.title }}
							/>
						</div>
						<div className="lg:col-span-5">
							<LaneCard lane={page.lane} highlights={page.highlights} Icon={laneIcons[slug]} />
						</div>
					</div>
				</div>
			</PageHero>

			<section
				id="service-included"
				aria-labelledby="service-included-title"
				className="container-page scroll-mt-24 py-20 sm:py-24"
			>
				<SectionHeading
					align="start"
					id="service-included-title"
					eyebrow={ui.included.eyebrow}
					title={ui.included.title}
					text={page.summary}
				/>
				<ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
					{page.included.map((item) => (
						<FeatureCard
							key={item.title}
							icon={<Check aria-hidden className="size-5" strokeWidth={2.5} />}
							iconClassName="bg-brand-50 text-brand-700 flex size-11 items-center justify-center rounded-xl"
							title={item.title}
							text={item.text}
						/>
					))}
				</ul>
			</section>

			<PageSection labelledBy="service-process-title" tone="sand">
				<SectionHeading id="service-process-title" eyebrow={ui.process.eyebrow} title={ui.process.title} />
				<ProcessSteps steps={page.steps} />
			</PageSection>

			<DarkSection labelledBy="service-facts-title" layout="grid gap-12 lg:grid-cols-12 lg:gap-16">
				<div className="lg:col-span-4">
					<SectionHeading
						id="service-facts-title"
						tone="dark"
						align="start"
						eyebrow={ui.facts.eyebrow}
						title={ui.facts.title}
					/>
				</div>
				<dl className="grid gap-4 sm:grid-cols-2 lg:col-span-8">
					{page.facts.map((fact) => (
						<div key={fact.label} className="rounded-2xl border border-white/10 bg-white/5 p-5 sm:p-6">
							<dt className="text-brand-200 text-sm">{fact.label}</dt>
							<dd className="text-grain-200 mt-2 text-xl leading-snug font-bold">
								<bdi><ScriptRuns text={fact.value} /></bdi>
							</dd>
						</div>
					))}
				</dl>
			</DarkSection>

			<PageSection labelledBy="service-faq-title">
				<div className="grid gap-12 lg:grid-cols-12 lg:gap-16">
					<div className="lg:col-span-4">
						<SectionHeading
							align="start"
							id="service-faq-title"
							eyebrow={ui.faq.eyebrow}
							title={ui.faq.title}
							text={ui.faq.text}
						/>
					</div>
					<div className="space-y-4 lg:col-span-8">
						{page.faq.map((item, index) => (
							<details
								key={item.q}
								open={index === 0}
								className="group shadow-card border-sand-200/70 open:border-brand-200 rounded-2xl border bg-white transition-colors"
							>
								<summary className="text-brand-950 flex cursor-pointer list-none items-center justify-between gap-4 p-5 text-lg font-semibold sm:p-6 [&::-webkit-details-marker]:hidden">
									<ScriptRuns text={item.q} />
									<span className="bg-brand-50 text-brand-700 group-open:bg-brand-700 flex size-9 shrink-0 items-center justify-center rounded-full transition group-open:rotate-45 group-open:text-white">
										<Plus aria-hidden className="size-4" />
									</span>
								</summary>
								<p className="text-ink-600 px-5 pb-6 leading-relaxed sm:px-6"><ScriptRuns text={item.a} /></p>
							</details>
						))}
					</div>
				</div>
			</PageSection>

			<PageSection labelledBy="service-related-title" tone="sand">
				<div className="flex flex-wrap items-end justify-between gap-6">
					<SectionHeading
						align="start"
						id="service-related-title"
						eyebrow={ui.related.eyebrow}
						title={ui.related.title}
					/>
					<Link
						to={href('/services')}
						className="text-brand-700 hover:text-brand-900 inline-flex items-center gap-2 font-semibold"
					>
						{ui.allServices}
						<ArrowRight aria-hidden className="flip-rtl size-4" />
					</Link>
				</div>
				<ul className="mt-12 grid gap-6 md:grid-cols-3">
					{related.map((item) => (
						<li key={item.slug}>
							<Link
								to={href(`/services/${item.slug}`)}
								data-analytics="service_related_click"
								data-analytics-label={item.slug}
								className="group shadow-card hover:shadow-lift border-sand-200/70 flex h-full flex-col rounded-3xl border bg-white p-7 transition-shadow"
							>
								<span className="bg-brand-50 text-brand-700 group-hover:bg-brand-700 flex size-12 items-center justify-center rounded-2xl transition-colors group-hover:text-white">
									<ServiceIcon slug={item.slug} className="size-6" />
								</span>
								<h3 className="text-brand-950 mt-5 text-lg font-bold"><ScriptRuns text={item.title} /></h3>
								<p className="text-ink-600 mt-2 flex-1 leading-relaxed text-pretty"><ScriptRuns text={item.summary} /></p>
								<CardMore label={ui.more} spacing="mt-5" />
							</Link>
					</li>
					))}
				</ul>
			</PageSection>

			<CtaBand
				id="service-cta-title"
				title={page.cta.title}
				text={page.cta.text}
				primary={{ to: contactPath, label: ui.quote, analytics: 'service_cta_quote', analyticsLabel: slug }}
				secondary={{ to: '/services', label: ui.allServices, analytics: 'service_cta_services' }}
			/>
		</>
	)
}

type PageData = Route.ComponentProps['loaderData']['page']

/** The hero card: a sample lane drawn as an arc from origin to destination, and three headline figures. */
function LaneCard({
	lane,
	highlights,
	Icon,
}: {
	lane: PageData['lane']
	highlights: PageData['highlights']
	Icon: SiteIcon
}) {
	return (
		<HeroCard padding="compact">
			<p className="text-brand-200 relative text-sm font-semibold tracking-wide">{lane.label}</p>
			<div className="relative mt-4">
				<svg aria-hidden viewBox="0 0 320 120" className="flip-rtl w-full" fill="none">
					<g className="stroke-white/10" strokeWidth="1">
						<path d="M4 118h312" />
						<path d="M44 118a116 62 0 0 1 232 0" />
						<path d="M96 118a64 34 0 0 1 128 0" />
					</g>
					<path
						d="M24 104C80 8 240 8 296 104"
						className="stroke-grain-300"
						strokeWidth="2.5"
						strokeDasharray="2 9"
						strokeLinecap="round"
					/>
					<circle cx="24" cy="104" r="10" className="fill-grain-300/20" />
					<circle cx="24" cy="104" r="5" className="fill-grain-300" />
					<circle cx="296" cy="104" r="10" className="fill-white/15" />
					<circle cx="296" cy="104" r="5" className="fill-white" />
				</svg>
				<span className="text-brand-950 bg-grain-300 absolute inset-x-0 top-[12%] mx-auto flex size-12 items-center justify-center rounded-2xl shadow-lg ring-4 ring-white/10">
					<Icon aria-hidden className="flip-rtl size-6" />
				</span>
				<p className="absolute inset-x-0 top-[50%] text-center">
					<span className="inline-block rounded-full bg-white/10 px-3 py-1 text-sm font-semibold backdrop-blur">
						<bdi><ScriptRuns text={lane.time} /></bdi>
					</span>
				</p>
				<div className="mt-2 flex items-start justify-between gap-4 text-lg leading-snug font-bold">
					<span>{lane.from}</span>
					<span className="text-end">{lane.to}</span>
				</div>
			</div>
			<dl className="relative mt-8 grid grid-cols-3 border-t border-white/10 pt-6">
				{highlights.map((item, index) => (
					<div
						key={item.label}
						className={`flex flex-col-reverse justify-end ${index > 0 ? 'border-s border-white/10 ps-4 sm:ps-5' : 'pe-4 sm:pe-5'}`}
					>
						<dt className="text-brand-100 mt-1 text-xs leading-snug sm:text-sm">{item.label}</dt>
						<dd className="text-grain-300 text-lg font-bold tabular-nums sm:text-2xl">
							<bdi><ScriptRuns text={item.value} /></bdi>
						</dd>
					</div>
				))}
			</dl>
		</HeroCard>
	)
}


export const ErrorBoundary = RouteErrorBoundary
