import { StaticRegion } from '#app/components/ui/static-region.tsx'
import { ArrowRight } from '#app/components/site/icons/arrow-right.tsx'
import { Link } from 'react-router'
import { useI18n } from '#app/i18n/i18n-context.tsx'

interface CtaLink {
	/** Site path without language prefix. */
	to: string
	label: string
	analytics: string
	analyticsLabel?: string
}

/** The closing call to action of a page: a dark band with a title, a line of text and two links. */
export function CtaBand({ id, title, text, primary, secondary, className = 'pt-20 pb-4 sm:pt-24' }: { id: string; title: string; text: string; primary: CtaLink; secondary: CtaLink; className?: string }) {
	const { href } = useI18n()
	return (
		<StaticRegion as="section" deps={[title, text, href(primary.to), primary.label, href(secondary.to), secondary.label]} aria-labelledby={id} className={`below-fold container-page ${className}`}>
			<div className="from-brand-800 to-brand-950 relative overflow-hidden rounded-[2rem] bg-gradient-to-br px-6 py-14 text-center sm:px-16">
				<div aria-hidden className="text-grain-500/20 absolute -top-24 -start-16 h-64 w-64 glow" />
				<h2 id={id} className="relative text-3xl font-bold text-white sm:text-4xl">
					{title}
				</h2>
				<p className="text-brand-100 relative mx-auto mt-4 max-w-2xl text-lg text-pretty">{text}</p>
				<div className="relative mt-9 flex flex-wrap justify-center gap-3">
					<Link
						to={href(primary.to)}
						data-analytics={primary.analytics}
						data-analytics-label={primary.analyticsLabel}
						className="bg-grain-500 text-brand-950 hover:bg-grain-400 inline-flex items-center gap-2 rounded-full px-7 py-3.5 font-semibold transition-colors"
					>
						{primary.label}
						<ArrowRight aria-hidden className="flip-rtl size-4" />
					</Link>
					<Link
						to={href(secondary.to)}
						data-analytics={secondary.analytics}
						className="rounded-full border border-white/30 px-7 py-3.5 font-semibold text-white transition-colors hover:bg-white/10"
					>
						{secondary.label}
					</Link>
				</div>
			</div>
		</StaticRegion>
	)
}
