import { useEffect, useRef, useState } from 'react'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { formatNumber } from '#app/i18n/format.ts'

/** Count-up duration of the spec: 2 seconds. */
export const countUpDurationMs = 2000
/** How much of a number must be in view for it to start counting. */
const countUpVisibleRatio = 0.4

/**
 * Renders the final number on the server (so crawlers and no-JS visitors read the real figure).
 * Once hydrated, a number the visitor cannot see yet is set to zero and counts up over 2 s with an
 * ease-out when it scrolls into view; a number already on screen keeps the figure the visitor has
 * read (counting it down to zero and up again would flash it).
 */
export function CountUp({ value, suffix = '' }: { value: number; suffix?: string }) {
	const { lang } = useI18n()
	const ref = useRef<HTMLSpanElement>(null)
	const [shown, setShown] = useState(value)
	useEffect(() => {
		const element = ref.current
		if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
		// Where the number is comes from the observer's first report, not from measuring it here:
		// this effect runs in the task that ends hydration, and a measurement would force the page's
		// layout inside it (decision 0060, "Later (session 34)").
		let frame = 0
		let firstReport = true
		const observer = new IntersectionObserver(
			(entries) => {
				const entry = entries[entries.length - 1]
				if (!entry) return
				if (firstReport) {
					firstReport = false
					// A number already on screen keeps the figure the visitor has read.
					if (entry.isIntersecting) return observer.disconnect()
					setShown(0)
					return
				}
				if (entry.intersectionRatio < countUpVisibleRatio) return
				observer.disconnect()
				// The clock starts at the first frame's own time: a frame's time is when the frame began,
				// which under load can be earlier than this callback (a negative progress showed "-1").
				let start: number | undefined
				const tick = (now: number) => {
					start ??= now
					const progress = Math.min(1, (now - start) / countUpDurationMs)
					setShown(Math.round(value * (1 - Math.pow(1 - progress, 3))))
					if (progress < 1) frame = requestAnimationFrame(tick)
				}
				frame = requestAnimationFrame(tick)
			},
			{ threshold: [0, countUpVisibleRatio] },
		)
		observer.observe(element)
		return () => {
			observer.disconnect()
			cancelAnimationFrame(frame)
		}
	}, [value])
	return (
		<span ref={ref} data-value={value} className="tabular-nums">
			<bdi>
				{formatNumber(shown, lang)}
				{suffix}
			</bdi>
		</span>
	)
}
