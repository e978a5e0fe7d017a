import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { ArrowRight } from '#app/components/site/icons/arrow-right.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { Dots } from './page-section.tsx'

/**
 * The opening section of the company pages (about, services, a service): two soft glows that fade
 * out towards the content below, behind whatever the page puts in it.
 */
export function PageHero({
	labelledBy,
	glow = 'below',
	children,
}: {
	labelledBy: string
	/** Where the green glow sits: under the hero's start corner, or higher up beside it. */
	glow?: 'below' | 'beside'
	children: ReactNode
}) {
	return (
		<section aria-labelledby={labelledBy} className="relative overflow-hidden">
			{children}
			{/* After the content: placed against the hero's height, the glows parsed first would move once the
			    content below them has streamed in (a layout shift). */}
			<div
				aria-hidden
				className="pointer-events-none absolute inset-0 -z-10 [mask-image:linear-gradient(to_bottom,black_55%,transparent)]"
			>
				<div className="text-grain-200/40 absolute -top-40 -end-40 h-[32rem] w-[32rem] glow" />
				<div
					className={`text-brand-200/40 absolute ${glow === 'below' ? '-bottom-48 -start-40' : 'top-40 -start-48'} h-[28rem] w-[28rem] glow`}
				/>
			</div>
		</section>
	)
}

/**
 * The hero's eyebrow pill, its title (the page's h1) and lead. The pill starts with a dot, or with
 * `icon` in a small disc.
 */
export function HeroHeading({
	id,
	eyebrow,
	icon,
	title,
	lead,
	align = 'start',
}: {
	/** The h1's id, which the hero section is labelled by. */
	id: string
	eyebrow: ReactNode
	icon?: ReactNode
	title: string
	lead: string
	align?: 'start' | 'center'
}) {
	const center = align === 'center'
	return (
		<>
			<p
				className={`border-grain-300/70 bg-grain-50 text-grain-800 inline-flex items-center gap-2 rounded-full border ${icon ? 'py-1.5 ps-2 pe-3.5' : 'px-3.5 py-1.5'} text-sm font-semibold`}
			>
				{icon ? (
					<span className="bg-grain-500 flex size-6 items-center justify-center rounded-full text-white">
						{icon}
					</span>
				) : (
					<span className="bg-grain-500 size-1.5 rounded-full" aria-hidden />
				)}
				{eyebrow}
			</p>
			<h1
				id={id}
				className={
					center
						? 'text-brand-950 mx-auto mt-6 max-w-4xl text-4xl leading-[1.2] font-bold sm:text-5xl lg:text-[3.4rem]'
						: 'text-brand-950 mt-6 text-4xl leading-[1.2] font-bold sm:text-5xl lg:text-[3.25rem]'
				}
			>
				{title}
			</h1>
			<p
				className={
					center
						? 'text-ink-600 mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-pretty'
						: 'text-ink-600 mt-6 max-w-2xl text-lg leading-relaxed text-pretty'
				}
			>
				{lead}
			</p>
		</>
	)
}

export interface HeroLink {
	/** A site path without language prefix, or `#id` for a section of the same page. */
	to: string
	label: string
	analytics?: string
	analyticsLabel?: string
}

/** The hero's two calls to action: a solid one with an arrow and a quieter outlined one. */
export function HeroActions({ primary, secondary }: { primary: HeroLink; secondary: HeroLink }) {
	const { href } = useI18n()
	const secondaryClass =
		'border-brand-200 text-brand-800 hover:bg-brand-50 inline-flex items-center rounded-full border bg-white/70 px-7 py-3.5 font-semibold transition-colors'
	return (
		<div className="mt-9 flex flex-wrap gap-3">
			<Link
				to={href(primary.to)}
				data-analytics={primary.analytics}
				data-analytics-label={primary.analyticsLabel}
				className="bg-brand-700 hover:bg-brand-800 shadow-brand-900/20 inline-flex items-center gap-2 rounded-full px-7 py-3.5 font-semibold text-white shadow-lg transition-colors"
			>
				{primary.label}
				<ArrowRight aria-hidden className="flip-rtl size-4" />
			</Link>
			{secondary.to.startsWith('#') ? (
				<a
					href={secondary.to}
					data-analytics={secondary.analytics}
					data-analytics-label={secondary.analyticsLabel}
					className={secondaryClass}
				>
					{secondary.label}
				</a>
			) : (
				<Link
					to={href(secondary.to)}
					data-analytics={secondary.analytics}
					data-analytics-label={secondary.analyticsLabel}
					className={secondaryClass}
				>
					{secondary.label}
				</Link>
			)}
		</div>
	)
}

const heroCard = {
	roomy:
		'from-brand-800 to-brand-950 shadow-lift relative isolate overflow-hidden rounded-[2rem] bg-gradient-to-br p-8 pb-12 text-white sm:p-10 sm:pb-12',
	compact:
		'from-brand-800 to-brand-950 shadow-lift relative isolate overflow-hidden rounded-[2rem] bg-gradient-to-br p-7 text-white sm:p-9',
}

/** The dark green card beside a hero's text, dotted, with a warm glow in its top end corner. */
export function HeroCard({ padding, children }: { padding: keyof typeof heroCard; children: ReactNode }) {
	return (
		<div className={heroCard[padding]}>
			{children}
			{/* After the content (decision 0016, session 17): a first paint made while the card is half
			    parsed lays the texture out on a narrower card, and it would move when the rest came. */}
			<div aria-hidden className="absolute inset-0 -z-10">
				<Dots spacing="fine" />
				<div className="text-grain-500/25 absolute -top-20 -end-16 size-56 glow" />
			</div>
		</div>
	)
}
