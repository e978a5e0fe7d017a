import { Runs } from '#app/components/ui/script-runs.tsx'
import { useId } from 'react'
import { formatDate, formatNumber } from '#app/i18n/format.ts'
import { countAxis, daySlot, labelledIndexes, linePoints, slotWidth, valueY } from '#app/lib/chart-scale.ts'
import { useAdminI18n } from './admin-i18n.tsx'
import { adminStyles } from './admin-page.tsx'
import { useDaySpan } from './stats-parts.tsx'

export interface ChartDay {
	/** 'YYYY-MM-DD' in the site's time zone. */
	day: string
	views: number
	visitors: number
}

const plotHeight = 100
/** The legend: each series' mark as drawn (a bar's square, the line's stroke), then its name. */
const legend = [
	{ mark: 'bg-brand-600 size-3 rounded-sm', name: 'chart.views' },
	{ mark: 'bg-grain-500 h-0.5 w-4 rounded', name: 'chart.visitors' },
] as const
/** Local calendar days are formatted as UTC midnights, so no zone can move them to another date. */
const asDate = (day: string) => `${day}T00:00:00Z`

/**
 * Page views (bars) and visitors (line) per day: a hand-written SVG, back-office only (never
 * imported by a public route). The time axis reads in the language's direction: in Arabic the
 * oldest day is on the right. The numbers are available as a table (a <details> that works
 * without JavaScript) and the picture has a one-sentence summary for screen readers.
 */
export function DayChart({ title, days }: { title: string; days: ChartDay[] }) {
	const { t, lang, dir } = useAdminI18n()
	const tableId = useId()
	const span = useDaySpan()
	const count = days.length
	const axis = countAxis(Math.max(0, ...days.map((d) => Math.max(d.views, d.visitors))))
	const n = (value: number) =>
		formatNumber(value, lang, value >= 10_000 ? { notation: 'compact' } : undefined)
	const long = (day: string) =>
		formatDate(asDate(day), lang, { weekday: 'long', day: 'numeric', month: 'long' })
	const short = (day: string) =>
		formatDate(
			asDate(day),
			lang,
			count <= 7 ? { weekday: 'short', day: 'numeric' } : { day: 'numeric', month: 'short' },
		)
	const wide = labelledIndexes(count, 7)
	const narrow = new Set(labelledIndexes(wide.length, 4).map((i) => wide[i]))
	const total = days.reduce((sum, d) => sum + d.views, 0)
	const peak = days.reduce<ChartDay | null>((best, d) => (!best || d.views > best.views ? d : best), null)
	const summary =
		total && peak
			? t('chart.summary', {
					title,
					total,
					span: span(count),
					max: formatNumber(peak.views, lang),
					date: long(peak.day),
				})
			: t('chart.summaryEmpty', { title, span: span(count) })
	// Long ranges have slots narrower than a label: the outermost labels keep inside the plot.
	const edge = (index: number) => (count > 14 && index === 0 ? 'justify-start' : count > 14 && index === count - 1 ? 'justify-end' : 'justify-center')
	const percent = (value: number) => `${(value / axis.max) * 100}%`
	return (
		<div data-admin-chart className="space-y-3">
			<figure className="space-y-3">
				<div className="flex gap-2">
					<div aria-hidden className="text-ink-500 relative h-48 w-10 shrink-0 text-[11px] tabular-nums">
						{axis.ticks.map((tick) => (
							<span
								key={tick}
								className="absolute end-0 translate-y-1/2 leading-none"
								style={{ bottom: percent(tick) }}
							>
								{n(tick)}
							</span>
						))}
					</div>
					<div className="relative h-48 min-w-0 flex-1">
						{axis.ticks.map((tick) => (
							<div
								key={tick}
								aria-hidden
								className={`absolute inset-x-0 border-t ${tick === 0 ? 'border-sand-300' : 'border-sand-100'}`}
								style={{ bottom: percent(tick) }}
							/>
						))}
						<svg
							role="img"
							aria-label={summary}
							aria-describedby={tableId}
							viewBox={`0 0 ${Math.max(1, count) * slotWidth} ${plotHeight}`}
							preserveAspectRatio="none"
							className="absolute inset-0 size-full overflow-visible"
						>
							{days.map((d, index) => {
								const slot = daySlot(index, count, dir, count > 45 ? 0.1 : 0.3)
								const y = valueY(d.views, axis, plotHeight)
								return (
									<g key={d.day}>
										<rect
											x={slot.x}
											y={y}
											width={slot.width}
											height={plotHeight - y}
											className="fill-brand-600"
										/>
										{/* A full-height target so a hover anywhere over the day shows its numbers. */}
										<rect
											x={slot.centre - slotWidth / 2}
											y={0}
											width={slotWidth}
											height={plotHeight}
											fill="transparent"
										>
											{/* An SVG title is a plain-text tooltip: React renders its children as one string. */}
											<title>{t('chart.point', { date: long(d.day), views: d.views, visitors: d.visitors })}</title>
										</rect>
									</g>
								)
							})}
							{count > 1 ? (
								<polyline
									points={linePoints(
										days.map((d) => d.visitors),
										axis,
										plotHeight,
										dir,
									)}
									fill="none"
									className="stroke-grain-500"
									strokeWidth={2}
									strokeLinejoin="round"
									vectorEffect="non-scaling-stroke"
									pointerEvents="none"
								/>
							) : null}
						</svg>
					</div>
				</div>
				{/* Columns follow the writing direction, like the mirrored bars above. */}
				<div aria-hidden className="flex gap-2">
					<div className="w-10 shrink-0" />
					<div
						className="text-ink-500 grid min-w-0 flex-1 text-[11px]"
						style={{ gridTemplateColumns: `repeat(${Math.max(1, count)}, minmax(0, 1fr))` }}
					>
						{days.map((d, index) => (
							<div
								key={d.day}
								className={`flex ${edge(index)} ${narrow.has(index) ? '' : wide.includes(index) ? 'max-sm:invisible' : 'invisible'}`}
							>
								<span className="whitespace-nowrap">{wide.includes(index) ? short(d.day) : ''}</span>
							</div>
						))}
					</div>
				</div>
				<figcaption className="text-ink-600 flex flex-wrap items-center gap-x-5 gap-y-2 text-xs">
					{legend.map(({ mark, name }) => (
						<span key={name} className="inline-flex items-center gap-1.5">
							<span aria-hidden className={`inline-block ${mark}`} />
							{t(name)}
						</span>
					))}
				</figcaption>
			</figure>
			<details className="text-xs">
				<summary className="text-brand-700 cursor-pointer font-semibold">{t('chart.showTable')}</summary>
				<div className="mt-2 max-h-72 overflow-auto">
					<table id={tableId} className={adminStyles.table}>
						<caption className="sr-only"><Runs>{title}</Runs></caption>
						<thead>
							<tr>
								<th scope="col" className={adminStyles.th}>
									{t('chart.day')}
								</th>
								<th scope="col" className={adminStyles.th}>
									{t('chart.views')}
								</th>
								<th scope="col" className={adminStyles.th}>
									{t('chart.visitors')}
								</th>
							</tr>
						</thead>
						<tbody>
							{[...days].reverse().map((d) => (
								<tr key={d.day}>
									<th scope="row" className={`${adminStyles.td} text-start font-normal whitespace-nowrap`}>
										{long(d.day)}
									</th>
									<td className={`${adminStyles.td} tabular-nums`}>{formatNumber(d.views, lang)}</td>
									<td className={`${adminStyles.td} tabular-nums`}>{formatNumber(d.visitors, lang)}</td>
								</tr>
							))}
						</tbody>
					</table>
				</div>
			</details>
		</div>
	)
}
