import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { ArrowLeft } from '#app/components/site/icons/arrow-left.tsx'
import { BadgeCheck } from '#app/components/site/icons/badge-check.tsx'
import { CalendarClock } from '#app/components/site/icons/calendar-clock.tsx'
import { Globe2 } from '#app/components/site/icons/globe-2.tsx'
import { Package } from '#app/components/site/icons/package.tsx'
import { Ship } from '#app/components/site/icons/ship.tsx'
import { Users } from '#app/components/site/icons/users.tsx'
import { Link } from 'react-router'
import { CountUp } from '#app/components/site/count-up.tsx'
import { CategoriesSection, homeCategoryCount } from '#app/components/site/home/categories-section.tsx'
import { CtaSection } from '#app/components/site/home/cta-section.tsx'
import { FeaturesSection, WhyUsSection } from '#app/components/site/home/features-section.tsx'
import { ServicesSection } from '#app/components/site/home/services-section.tsx'
import { TradeSection } from '#app/components/site/home/trade-section.tsx'
import { Particles } from '#app/components/site/particles.tsx'
import { ResponsiveImage } from '#app/components/site/responsive-image.tsx'
import { RouteErrorBoundary } from '#app/components/site/route-error-boundary.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { pageMeta } from '#app/lib/seo.ts'
import { listVisibleCategories } from '#app/server/categories.server.ts'
import { pageContext } from '#app/server/page-context.server.ts'
import type { Route } from './+types/home'

export async function loader({ request }: Route.LoaderArgs) {
	const { settings, seo, homeTitle } = await pageContext(request)
	// Not awaited: the page streams, and the category cards arrive after the shell (pulse placeholders).
	const categories = listVisibleCategories().then((list) =>
		list.slice(0, homeCategoryCount).map(({ slug, nameAr, nameEn, imageUrl }) => ({ slug, nameAr, nameEn, imageUrl })),
	)
	return {
		categories,
		seo,
		homeTitle,
		companyName: seo.siteName,
		hero: {
			badge: settings.hero_badge,
			title: settings.hero_title,
			subtitle: settings.hero_subtitle,
			images: parseImageList(settings.hero_images),
		},
	}
}

function parseImageList(value: string): string[] {
	try {
		const list: unknown = JSON.parse(value || '[]')
		return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string').slice(0, 3) : []
	} catch {
		return []
	}
}

export function meta({ data }: Route.MetaArgs) {
	if (!data) return []
	return pageMeta({ ...data.seo, path: '/', documentTitle: data.homeTitle })
}

/** Statistics of the spec: the first, third and fourth show a plus sign. */
const stats = [
	{ value: 50, plus: true, label: 'home.stats.countries', Icon: Globe2 },
	{ value: 1200, plus: false, label: 'home.stats.clients', Icon: Users },
	{ value: 300, plus: true, label: 'home.stats.products', Icon: Package },
	{ value: 25, plus: true, label: 'home.stats.years', Icon: CalendarClock },
] as const

/**
 * The widths the hero collage's pictures are laid out at (measured from 360 to 1,920 px): a column
 * of the page's width below 1,024 px, half the container beside the heading above it, the container
 * fixed from 1,280 px. Wider than this, a phone at 1.75 × pixels took the 800 px file for a 218 px box.
 */
const collageSizes = {
	large: '(min-width: 1280px) 340px, (min-width: 1024px) 27vw, (min-width: 640px) 56vw, 53vw',
	small: '(min-width: 1280px) 222px, (min-width: 1024px) 18vw, (min-width: 640px) 37vw, 35vw',
}

export default function Home({ loaderData }: Route.ComponentProps) {
	const { hero, companyName, categories } = loaderData
	const { t, href } = useI18n()
	const [first, second, third] = hero.images
	return (
		<>
			<section className="relative overflow-hidden">
				<div className="container-page grid items-center gap-12 py-14 md:py-20 lg:grid-cols-2 lg:gap-16 lg:py-24">
					<div className="full-motion:animate-rise">
						<p className="border-grain-300/70 bg-grain-50 text-grain-800 inline-flex items-center gap-2 rounded-full border px-3.5 py-1.5 text-sm font-semibold">
							<span className="bg-grain-500 size-1.5 rounded-full" aria-hidden />
							<ScriptRuns text={hero.badge || t('home.hero.badge')} />
						</p>
						<p className="text-brand-600 mt-6 text-base font-semibold tracking-wide">
							<ScriptRuns text={companyName} />
						</p>
						<h1 className="text-brand-950 mt-2 text-4xl leading-[1.2] font-bold sm:text-5xl lg:text-[3.4rem]">
							<ScriptRuns text={hero.title || t('home.hero.title')} />
						</h1>
						<p className="text-ink-600 mt-6 max-w-xl text-lg leading-relaxed">
							<ScriptRuns text={hero.subtitle || t('home.hero.subtitle')} />
						</p>
						<div className="mt-9 flex flex-wrap gap-3">
							<Link
								to={href('/contact')}
								data-analytics="hero_contact_click"
								className="bg-brand-700 hover:bg-brand-800 shadow-brand-900/20 inline-flex items-center gap-2 rounded-full px-7 py-3.5 font-semibold text-white shadow-lg transition-colors"
							>
								{t('home.hero.contact')}
								<ArrowLeft aria-hidden className="size-4 ltr:rotate-180" />
							</Link>
							<a
								href="#services"
								data-analytics="hero_services_click"
								className="border-brand-200 text-brand-800 hover:bg-brand-50 inline-flex items-center rounded-full border bg-white/70 px-7 py-3.5 font-semibold transition-colors"
							>
								{t('home.hero.services')}
							</a>
						</div>
						<p className="text-ink-600 mt-8 flex items-center gap-2 text-sm">
							<BadgeCheck aria-hidden className="text-brand-500 size-5" />
							<ScriptRuns text={t('home.hero.certified')} />
						</p>
					</div>
					{first ? (
						<div className="relative z-[1]" data-testid="hero-collage">
							<div className="grid h-[22rem] grid-cols-5 grid-rows-2 gap-3 sm:h-[28rem] sm:gap-4 lg:h-[34rem]">
								<div className="shadow-lift relative col-span-3 row-span-2 overflow-hidden rounded-3xl">
									<ResponsiveImage src={first} alt={t('home.hero.collageAlt1')} sizes={collageSizes.large} priority priorityMedia="(min-width: 640px)" fill />
								</div>
								{[second, third].map((src, index) =>
									src ? (
										<div key={src} className="shadow-card relative col-span-2 overflow-hidden rounded-3xl">
											<ResponsiveImage src={src} alt={t(index === 0 ? 'home.hero.collageAlt2' : 'home.hero.collageAlt3')} sizes={collageSizes.small} fill />
										</div>
									) : null,
								)}
							</div>
							<div className="shadow-lift border-sand-200 absolute -bottom-6 flex items-center gap-3 rounded-2xl border bg-white px-5 py-4 start-6 sm:start-10">
								<span className="bg-grain-100 text-grain-700 flex size-11 items-center justify-center rounded-xl">
									<Ship aria-hidden className="size-6" />
								</span>
								<span>
									<span className="text-brand-950 block text-xl leading-tight font-bold">
										<CountUp value={15000} />
									</span>
									<span className="text-ink-600 text-sm">{t('home.trade.shipments')}</span>
								</span>
							</div>
						</div>
					) : null}
				</div>
				{/* After the hero's content: the glows and particles are placed against the hero's height, so parsed
				    first they would sit at its top until the content has streamed in, then move (a layout shift). */}
				<div aria-hidden className="pointer-events-none absolute inset-0 -z-10">
					<div className="text-grain-200/40 absolute -top-40 h-[32rem] w-[32rem] glow ltr:-end-40 rtl:-start-40" />
					<div className="text-brand-200/40 absolute -bottom-48 h-[28rem] w-[28rem] glow ltr:-start-40 rtl:-end-40" />
				</div>
				<Particles />
			</section>

			<section aria-label={companyName} className="container-page pt-6 pb-8 lg:pt-2">
				<ul className="grid grid-cols-2 gap-4 lg:grid-cols-4" data-testid="stats">
					{stats.map(({ value, plus, label, Icon }) => (
						<li key={label} className="shadow-card border-sand-200/70 rounded-2xl border bg-white p-6">
							<Icon aria-hidden className="text-grain-500 size-7" />
							<p className="text-brand-900 mt-4 text-3xl font-bold sm:text-4xl">
								<CountUp value={value} suffix={plus ? '+' : ''} />
							</p>
							<p className="text-ink-600 mt-1 text-sm sm:text-base">{t(label)}</p>
						</li>
					))}
				</ul>
			</section>
			<TradeSection />
			<ServicesSection />
			<FeaturesSection />
			<WhyUsSection />
			<CategoriesSection categories={categories} />
			<CtaSection />
		</>
	)
}

export const ErrorBoundary = RouteErrorBoundary
