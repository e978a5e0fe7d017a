import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import type { ReactNode } from 'react'
import { ArrowRight } from '#app/components/site/icons/arrow-right.tsx'
import { StaticRegion } from '#app/components/ui/static-region.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'

/** A full-width section of a company page: on the page itself, or on a sand band. A static region
 * (decision 0029), as DarkSection: what goes inside is copy and links of the page's language. */
export function PageSection({
	labelledBy,
	tone = 'plain',
	children,
}: {
	labelledBy: string
	tone?: 'plain' | 'sand'
	children: ReactNode
}) {
	const { lang } = useI18n()
	if (tone === 'plain') {
		return (
			<StaticRegion as="section" deps={[lang]} aria-labelledby={labelledBy} className="below-fold container-page py-20 sm:py-24">
				{children}
			</StaticRegion>
		)
	}
	return (
		<StaticRegion as="section" deps={[lang]} aria-labelledby={labelledBy} className="below-fold bg-sand-100/70 py-20 sm:py-24">
			<div className="container-page">{children}</div>
		</StaticRegion>
	)
}

/** A full-width dark green band with a dotted texture; `layout` lays out its content (a grid). */
export function DarkSection({
	labelledBy,
	layout,
	decoration,
	children,
}: {
	labelledBy: string
	layout?: string
	/** Drawn over the texture, under the content (a glow). */
	decoration?: ReactNode
	children: ReactNode
}) {
	const { lang } = useI18n()
	return (
		<StaticRegion
			as="section"
			deps={[lang]}
			aria-labelledby={labelledBy}
			className="below-fold bg-brand-900 relative overflow-hidden py-20 text-white sm:py-24"
		>
			<Dots spacing="wide" />
			{decoration}
			<div className={layout ? `container-page relative ${layout}` : 'container-page relative'}>
				{children}
			</div>
		</StaticRegion>
	)
}

const dots = {
	fine: 'absolute inset-0 opacity-[0.08] [background-image:radial-gradient(circle_at_1px_1px,white_1px,transparent_0)] [background-size:24px_24px]',
	wide: 'absolute inset-0 opacity-[0.07] [background-image:radial-gradient(circle_at_1px_1px,white_1px,transparent_0)] [background-size:28px_28px]',
}

/** A dotted texture over a dark surface: fine on cards, wider on full-width bands. */
export function Dots({ spacing }: { spacing: keyof typeof dots }) {
	return <div aria-hidden className={dots[spacing]} />
}

/** Key figures ("25+ years") as white tiles: the list's grid comes from `className`. */
export function FigureTiles({
	figures,
	className,
	align = 'start',
}: {
	figures: { value: string; label: string }[]
	className: string
	align?: 'start' | 'center'
}) {
	return (
		<ul className={className}>
			{figures.map((figure) => (
				<li
					key={figure.label}
					className={
						align === 'center'
							? 'shadow-card border-sand-200/70 rounded-2xl border bg-white px-6 py-5 text-center'
							: 'shadow-card border-sand-200/70 rounded-2xl border bg-white p-5 sm:p-6'
					}
				>
					<p className="text-brand-900 text-3xl font-bold tabular-nums sm:text-4xl">
						<bdi>{figure.value}</bdi>
					</p>
					<p className="text-ink-600 mt-1 text-sm sm:text-base">{figure.label}</p>
				</li>
			))}
		</ul>
	)
}

/** A white card in a list: an icon on a tinted tile (`iconClassName`), a title and a paragraph. */
export function FeatureCard({
	icon,
	iconClassName,
	title,
	text,
}: {
	icon: ReactNode
	iconClassName: string
	title: string
	text: string
}) {
	return (
		<li className="shadow-card border-sand-200/70 rounded-3xl border bg-white p-7">
			<span className={iconClassName}>{icon}</span>
			<h3 className="text-brand-950 mt-5 text-lg font-bold"><ScriptRuns text={title} /></h3>
			<p className="text-ink-600 mt-2 leading-relaxed text-pretty"><ScriptRuns text={text} /></p>
		</li>
	)
}

/** The "read more" line at the foot of a linked card; its arrow moves ahead when the card is hovered. */
export function CardMore({ label, spacing }: { label: string; spacing: 'mt-5' | 'mt-7' }) {
	return (
		<span
			className={
				spacing === 'mt-5'
					? 'text-brand-700 mt-5 inline-flex items-center gap-2 font-semibold'
					: 'text-brand-700 mt-7 inline-flex items-center gap-2 font-semibold'
			}
		>
			{label}
			<ArrowRight
				aria-hidden
				className="flip-rtl size-4 transition-transform group-hover:translate-x-1 rtl:group-hover:-translate-x-1"
			/>
		</span>
	)
}
