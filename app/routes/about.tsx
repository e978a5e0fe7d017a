import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import type { SiteIcon } from '#app/components/site/icon.tsx'
import { Anchor } from '#app/components/site/icons/anchor.tsx'
import { BadgeCheck } from '#app/components/site/icons/badge-check.tsx'
import { Building2 } from '#app/components/site/icons/building-2.tsx'
import { Clock } from '#app/components/site/icons/clock.tsx'
import { Globe2 } from '#app/components/site/icons/globe-2.tsx'
import { Handshake } from '#app/components/site/icons/handshake.tsx'
import { Lightbulb } from '#app/components/site/icons/lightbulb.tsx'
import { MapPin } from '#app/components/site/icons/map-pin.tsx'
import { Quote } from '#app/components/site/icons/quote.tsx'
import { ShieldCheck } from '#app/components/site/icons/shield-check.tsx'
import { Sprout } from '#app/components/site/icons/sprout.tsx'
import { Target } from '#app/components/site/icons/target.tsx'
import { Telescope } from '#app/components/site/icons/telescope.tsx'
import { Warehouse } from '#app/components/site/icons/warehouse.tsx'
import { CtaBand } from '#app/components/site/cta-band.tsx'
import { Breadcrumbs } from '#app/components/site/breadcrumbs.tsx'
import { HeroActions, HeroCard, HeroHeading, PageHero } from '#app/components/site/page-hero.tsx'
import { DarkSection, FeatureCard, FigureTiles, PageSection } from '#app/components/site/page-section.tsx'
import { RouteErrorBoundary } from '#app/components/site/route-error-boundary.tsx'
import { SectionHeading } from '#app/components/site/section-heading.tsx'
import { aboutCopy, type AboutValueIcon } from '#app/content/about.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import { pageContext } from '#app/server/page-context.server.ts'
import type { Route } from './+types/about'

export async function loader({ request }: Route.LoaderArgs) {
	const { lang, settings, seo } = await pageContext(request)
	const copy = aboutCopy[lang]
	// Administrators may rewrite the story, mission and vision in the site settings; the page copy fills any blanks.
	const story = splitParagraphs(settings.about_company)
	return {
		seo: { ...seo, title: copy.metaTitle, description: copy.metaDescription },
		copy: {
			...copy,
			story: { ...copy.story, paragraphs: story.length > 0 ? story : copy.story.paragraphs },
			purpose: {
				...copy.purpose,
				mission: settings.mission.trim() || copy.purpose.mission,
				vision: settings.vision.trim() || copy.purpose.vision,
			},
		},
	}
}

function splitParagraphs(text: string): string[] {
	return text
		.split(/\n+/)
		.map((line) => line.trim())
		.filter(Boolean)
}

export const meta = ({ data }: Route.MetaArgs) => (data ? pageMeta({ ...data.seo, path: '/about' }) : [])

const valueIcons: Record<AboutValueIcon, SiteIcon> = {
	shield: ShieldCheck,
	leaf: Sprout,
	clock: Clock,
	handshake: Handshake,
	globe: Globe2,
	lightbulb: Lightbulb,
}

const siteIcons = [Building2, Warehouse, Anchor] as const

export default function About({ loaderData }: Route.ComponentProps) {
	const { copy } = loaderData
	const { t } = useI18n()
	const { hero, story, purpose, values, operations, timeline, certifications, cta } = copy
	return (
		<>
			<PageHero labelledBy="about-title">
				<div className="container-page pt-8 md:pt-10">
					<Breadcrumbs items={[{ label: t('nav.about') }]} />
				</div>
				<div className="container-page grid items-center gap-14 pt-10 pb-14 md:pb-20 lg:grid-cols-12 lg:gap-16 lg:pt-14 lg:pb-24">
					<div className="full-motion:animate-rise lg:col-span-7">
						<HeroHeading id="about-title" eyebrow={hero.eyebrow} title={hero.title} lead={hero.lead} />
						<HeroActions
							primary={{ to: '/contact', label: hero.primary, analytics: 'about_hero_contact' }}
							secondary={{ to: '/services', label: hero.secondary, analytics: 'about_hero_services' }}
						/>
					</div>
					<div className="relative pb-16 lg:col-span-5">
						<HeroCard padding="roomy">
							<div className="relative">
								<p className="text-brand-200 text-sm font-semibold tracking-wide">{hero.sinceLabel}</p>
								<p className="text-grain-300 mt-1 text-7xl font-bold tracking-tight tabular-nums sm:text-8xl">
									{hero.since}
								</p>
								<p className="text-brand-100 mt-3 flex items-center gap-2">
									<MapPin aria-hidden className="text-grain-300 size-4 shrink-0" />
									{hero.place}
								</p>
								<HarbourIllustration />
								<ul className="mt-6 flex flex-wrap gap-2 border-t border-white/10 pt-6">
									{hero.badges.map((badge) => (
										<li
											key={badge}
											className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-sm font-semibold"
										>
											<BadgeCheck aria-hidden className="text-grain-300 size-4" />
											<bdi><ScriptRuns text={badge} /></bdi>
										</li>
									))}
								</ul>
							</div>
						</HeroCard>
						<div className="border-sand-200/70 shadow-lift absolute bottom-0 start-6 flex items-center gap-4 rounded-2xl border bg-white px-5 py-4 sm:start-10 lg:-start-8">
							<span className="bg-grain-50 text-grain-600 flex size-12 items-center justify-center rounded-xl">
								<Clock aria-hidden className="size-6" />
							</span>
							<div>
								<p className="text-brand-900 text-2xl leading-none font-bold">
									<bdi>{hero.yearsValue}</bdi>
								</p>
								<p className="text-ink-600 mt-1 max-w-[12rem] text-sm leading-snug">{hero.yearsLabel}</p>
							</div>
						</div>
					</div>
				</div>
			</PageHero>

			<PageSection labelledBy="about-story-title">
				<div className="grid gap-12 lg:grid-cols-12 lg:gap-16">
					<div className="lg:col-span-7">
						<SectionHeading
							align="start"
							id="about-story-title"
							eyebrow={story.eyebrow}
							title={story.title}
						/>
						<div className="text-ink-700 mt-8 space-y-5 text-lg leading-relaxed text-pretty">
							{story.paragraphs.map((paragraph) => (
								<p key={paragraph}>
									<ScriptRuns text={paragraph} />
								</p>
							))}
						</div>
					</div>
					<figure className="bg-grain-50 border-grain-200/80 relative self-center overflow-hidden rounded-3xl border p-7 sm:p-9 lg:col-span-5">
						<div
							aria-hidden
							className="text-grain-200/50 absolute -end-12 -bottom-12 size-40 glow [--glow:2.5rem]"
						/>
						<Quote aria-hidden className="text-grain-400 flip-rtl relative size-9" />
						<blockquote className="text-brand-950 relative mt-3 text-xl leading-relaxed font-semibold sm:text-2xl sm:leading-relaxed">
							{story.quote}
						</blockquote>
						<figcaption className="text-grain-800 relative mt-5 text-sm font-semibold">
							{story.quoteBy}
						</figcaption>
					</figure>
				</div>
				<FigureTiles
					figures={story.figures}
					className="mt-14 grid grid-cols-2 gap-4 lg:grid-cols-4 lg:gap-5"
				/>
			</PageSection>

			<PageSection labelledBy="about-purpose-title" tone="sand">
				<SectionHeading
					id="about-purpose-title"
					eyebrow={purpose.eyebrow}
					title={purpose.title}
					text={purpose.text}
				/>
				<div className="mt-14 grid gap-6 md:grid-cols-2">
					<article className="shadow-card border-sand-200/70 relative overflow-hidden rounded-3xl border bg-white p-8 sm:p-10">
						<span className="bg-brand-50 text-brand-700 flex size-14 items-center justify-center rounded-2xl">
							<Target aria-hidden className="size-7" />
						</span>
						<h3 className="text-brand-950 mt-6 text-2xl font-bold">{purpose.missionTitle}</h3>
						<p className="text-ink-600 mt-4 text-lg leading-relaxed">
							<ScriptRuns text={purpose.mission} />
						</p>
					</article>
					<article className="from-brand-800 to-brand-950 shadow-card relative overflow-hidden rounded-3xl bg-gradient-to-br p-8 text-white sm:p-10">
						<div
							aria-hidden
							className="text-grain-500/20 absolute -bottom-24 -end-16 size-64 glow"
						/>
						<span className="text-grain-300 relative flex size-14 items-center justify-center rounded-2xl bg-white/10">
							<Telescope aria-hidden className="size-7" />
						</span>
						<h3 className="relative mt-6 text-2xl font-bold">{purpose.visionTitle}</h3>
						<p className="text-brand-100 relative mt-4 text-lg leading-relaxed">
							<ScriptRuns text={purpose.vision} />
						</p>
					</article>
				</div>
			</PageSection>

			<PageSection labelledBy="about-values-title">
				<SectionHeading
					id="about-values-title"
					eyebrow={values.eyebrow}
					title={values.title}
					text={values.text}
				/>
				<ul className="mt-14 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
					{values.items.map((item) => {
						const Icon = valueIcons[item.icon]
						return (
							<FeatureCard
								key={item.title}
								icon={<Icon aria-hidden className="size-6" />}
								iconClassName="bg-grain-50 text-grain-600 flex size-12 items-center justify-center rounded-2xl"
								title={item.title}
								text={item.text}
							/>
						)
					})}
				</ul>
			</PageSection>

			<DarkSection labelledBy="about-operations-title">
				<SectionHeading
					id="about-operations-title"
					tone="dark"
					align="start"
					eyebrow={operations.eyebrow}
					title={operations.title}
					text={operations.text}
				/>
				<div className="mt-12 grid gap-8 lg:grid-cols-12 lg:items-start">
					<ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:col-span-7">
						{operations.figures.map((figure) => (
							<li key={figure.label} className="rounded-2xl border border-white/10 bg-white/5 p-5">
								<p className="text-grain-300 text-3xl font-bold tabular-nums">
									<bdi>{figure.value}</bdi>
								</p>
								<p className="text-brand-100 mt-2 text-sm leading-snug">{figure.label}</p>
							</li>
						))}
					</ul>
					<div className="rounded-3xl border border-white/10 bg-white/[0.04] p-6 sm:p-8 lg:col-span-5">
						<h3 className="text-lg font-semibold">{operations.sitesTitle}</h3>
						<ul className="mt-6 space-y-6">
							{operations.sites.map((site, index) => {
								const Icon = siteIcons[index % siteIcons.length] ?? MapPin
								return (
									<li key={site.name} className="flex items-start gap-4">
										<span className="bg-grain-500/15 text-grain-300 flex size-11 shrink-0 items-center justify-center rounded-xl">
											<Icon aria-hidden className="size-5" />
										</span>
										<div>
											<p className="font-semibold">{site.name}</p>
											<p className="text-brand-100 mt-1 text-sm leading-relaxed">{site.text}</p>
										</div>
									</li>
								)
							})}
						</ul>
					</div>
				</div>
			</DarkSection>

			<PageSection labelledBy="about-timeline-title">
				<div className="grid gap-12 lg:grid-cols-12 lg:gap-16">
					<div className="lg:col-span-4">
						<div className="lg:sticky lg:top-28">
							<SectionHeading
								align="start"
								id="about-timeline-title"
								eyebrow={timeline.eyebrow}
								title={timeline.title}
								text={timeline.text}
							/>
						</div>
					</div>
					<ol className="lg:col-span-8">
						{timeline.items.map((item, index) => {
							const last = index === timeline.items.length - 1
							return (
								<li key={item.year} className="flex gap-5 sm:gap-8">
									<p
										className={`w-16 shrink-0 text-end text-xl leading-8 font-bold tabular-nums sm:w-20 sm:text-2xl ${last ? 'text-brand-700' : 'text-grain-600'}`}
									>
										<bdi>{item.year}</bdi>
									</p>
									<div
										className={`relative flex-1 border-s-2 ps-6 sm:ps-8 ${last ? 'border-transparent' : 'border-brand-100 pb-10'}`}
									>
										<span
											aria-hidden
											className={`ring-sand-50 absolute start-[-9px] top-2 size-4 rounded-full ring-4 ${last ? 'bg-brand-600' : 'bg-grain-500'}`}
										/>
										<h3 className="text-brand-950 text-lg leading-8 font-bold">{item.title}</h3>
										<p className="text-ink-600 mt-1 max-w-xl leading-relaxed text-pretty"><ScriptRuns text={item.text} /></p>
									</div>
								</li>
							)
						})}
					</ol>
				</div>
			</PageSection>

			<PageSection labelledBy="about-certifications-title" tone="sand">
				<SectionHeading
					id="about-certifications-title"
					eyebrow={certifications.eyebrow}
					title={certifications.title}
					text={certifications.text}
				/>
				<ul className="mt-14 grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-5 lg:grid-cols-5">
					{certifications.items.map((item) => (
						<li
							key={item.code}
							className="shadow-card border-sand-200/70 flex flex-col items-center rounded-3xl border bg-white px-4 py-7 text-center odd:last:col-span-2 sm:px-5 sm:odd:last:col-span-1"
						>
							<span className="border-grain-300 bg-grain-50 text-grain-600 flex size-16 items-center justify-center rounded-full border-2 border-dashed">
								<BadgeCheck aria-hidden className="size-7" />
							</span>
							<p className="text-brand-900 mt-4 text-xl font-bold tracking-tight">
								<bdi><ScriptRuns text={item.code} /></bdi>
							</p>
							<h3 className="text-ink-800 mt-1 text-sm font-semibold">{item.title}</h3>
							<p className="text-ink-500 mt-2 text-sm leading-relaxed">{item.text}</p>
						</li>
					))}
				</ul>
			</PageSection>

			<CtaBand
				id="about-cta-title"
				title={cta.title}
				text={cta.text}
				primary={{ to: '/contact', label: cta.primary, analytics: 'about_cta_contact' }}
				secondary={{ to: '/products', label: cta.secondary, analytics: 'about_cta_products' }}
			/>
		</>
	)
}

/** A container ship at the quay under a gantry crane: drawn, so the page needs no photograph. */
function HarbourIllustration() {
	const rows = [
		[
			'fill-grain-400',
			'fill-brand-400',
			'fill-sand-200',
			'fill-grain-600',
			'fill-brand-300',
			'fill-grain-300',
			'fill-brand-500',
			'fill-sand-300',
		],
		[
			'fill-brand-300',
			'fill-grain-500',
			'fill-brand-500',
			'fill-sand-200',
			'fill-grain-400',
			'fill-brand-400',
			'fill-grain-600',
		],
	]
	return (
		<svg aria-hidden viewBox="0 0 400 150" className="flip-rtl mt-8 w-full" fill="none">
			<g className="stroke-brand-300/60" strokeWidth="3" strokeLinecap="round">
				<path d="M40 128V22M70 128V22M30 24h150M70 24l110 0" />
				<path d="M40 60l30-30M70 60 40 30" strokeWidth="2" />
			</g>
			<path d="M150 24v36" className="stroke-grain-300" strokeWidth="1.5" />
			<rect x="138" y="60" width="24" height="12" rx="1.5" className="fill-grain-300" />
			{rows.map((row, rowIndex) =>
				row.map((fill, index) => (
					<rect
						key={`${rowIndex}-${index}`}
						x={92 + index * 28 + rowIndex * 14}
						y={rowIndex === 0 ? 94 : 80}
						width="26"
						height="13"
						rx="1.5"
						className={fill}
					/>
				)),
			)}
			<path d="M316 108V72h32v36" className="fill-sand-100" />
			<path d="M322 80h20M322 88h20" className="stroke-brand-700" strokeWidth="3" />
			<path d="M330 72V60h8v12" className="fill-sand-200" />
			<path d="M80 108h288l-22 26H104z" className="fill-brand-950" />
			<path d="M84 114h280" className="stroke-grain-500" strokeWidth="2" />
			<path
				d="M0 136c20-5 40-5 60 0s40 5 60 0 40-5 60 0 40 5 60 0 40-5 60 0 40 5 60 0 40-5 40-5"
				className="stroke-white/25"
				strokeWidth="2"
			/>
			<path
				d="M10 146c20-4 40-4 60 0s40 4 60 0 40-4 60 0 40 4 60 0 40-4 60 0 40 4 60 0"
				className="stroke-white/10"
				strokeWidth="2"
			/>
		</svg>
	)
}

export const ErrorBoundary = RouteErrorBoundary
