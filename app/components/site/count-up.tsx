import { useEffect, useRef, useState } from 'react'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { formatNumber } from '#app/i18n/format.ts'

/** Count-up duration of the spec: 2 seconds. */
export const countUpDurationMs = 2000

/**
 * Renders the final number on the server (so crawlers and no-JS visitors read the real figure), then
 * counts up from zero over 2 s with an ease-out once the number scrolls into view.
 */
export function CountUp({ value, suffix = '' }: { value: number; suffix?: string }) {
	const { lang } = useI18n()
	const ref = useRef<HTMLSpanElement>(null)
	const [shown, setShown] = useState(value)
	useEffect(() => {
		const element = ref.current
		if (!element || window.matchMedia('(prefers-reduced-motion: reduce)').matches) return
		let frame = 0
		const observer = new IntersectionObserver(
			([entry]) => {
				if (!entry?.isIntersecting) return
				observer.disconnect()
				const start = performance.now()
				const tick = (now: number) => {
					const progress = Math.min(1, (now - start) / countUpDurationMs)
					setShown(Math.round(value * (1 - Math.pow(1 - progress, 3))))
					if (progress < 1) frame = requestAnimationFrame(tick)
				}
				setShown(0)
				frame = requestAnimationFrame(tick)
			},
			{ threshold: 0.4 },
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
