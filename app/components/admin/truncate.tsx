import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { textDirection } from '#app/lib/script-runs.ts'
import { type ReactNode, type Ref, useLayoutEffect, useRef, useState } from 'react'
import { Link } from 'react-router'

// useLayoutEffect warns during server rendering; the measurement only matters in the browser.
const useBrowserLayoutEffect = typeof document === 'undefined' ? () => {} : useLayoutEffect

/** Whether the element's text is cut by its width (measured again whenever its size changes). */
function useOverflowing<T extends HTMLElement>() {
	const ref = useRef<T>(null)
	const [overflowing, setOverflowing] = useState(false)
	useBrowserLayoutEffect(() => {
		const element = ref.current
		if (!element) return
		// Any overflow at all: the browser draws an ellipsis for a fraction of a pixel too.
		const measure = () => setOverflowing(element.scrollWidth > element.clientWidth)
		measure()
		const observer = new ResizeObserver(measure)
		observer.observe(element)
		return () => observer.disconnect()
	}, [])
	return [ref, overflowing] as const
}

/**
 * One line of text cut with an ellipsis at its end when the column is too narrow. The whole text
 * stays in the page (screen readers read all of it); a pointer over it or keyboard focus on it shows
 * it in full in a bubble. Plain text takes keyboard focus only while it is cut, so short values add
 * no tab stops; a link is focusable anyway.
 *
 * `dir`: `auto` for text people typed (a name in either script takes its own direction); `ltr` for
 * slugs, e-mail addresses and paths. Either way the line is aligned with the text around it.
 * `maxWidth`: width classes that bound the line, for a column that leaves the room to the main one.
 */
export function Truncate({
	text,
	to,
	href,
	dir = 'auto',
	lang,
	className = '',
	maxWidth,
	children,
	...rest
}: {
	text: string
	/** An in-app link (React Router). */
	to?: string
	/** A plain link (opens outside the app's routing, e.g. mailto: or a public page). */
	href?: string
	dir?: 'auto' | 'ltr' | 'rtl'
	lang?: string
	className?: string
	maxWidth?: string
	/** What the line shows, when it differs from `text` (e.g. with emphasis); `text` stays the full value. */
	children?: ReactNode
	'data-testid'?: string
	target?: string
	rel?: string
}) {
	const [ref, overflowing] = useOverflowing<HTMLElement>()
	const line = `text-parent-start block min-w-0 truncate rounded-sm focus-visible:outline-2 ${className}`
	// Its runs marked in the text's own language when the line says which (a name in the other language).
	const content = children ?? <ScriptRuns text={text} textLang={lang === 'ar' || lang === 'en' ? lang : undefined} />
	// Links are 24 px tall at least (target size, WCAG 2.5.8).
	// "auto" resolved here: the browser's would skip the runs that carry their own direction.
	const direction = dir === 'auto' ? (textDirection(text) ?? 'auto') : dir
	const common = { dir: direction, lang, className: to !== undefined || href !== undefined ? `${line} leading-6` : line, 'data-truncated': overflowing || undefined, ...rest }
	const truncated = (
		<span className="group/truncate relative block min-w-0" onPointerEnter={fitBubble} onFocus={fitBubble}>
			{to !== undefined ? (
				<Link to={to} ref={ref as Ref<HTMLAnchorElement>} {...common}>
					{content}
				</Link>
			) : href !== undefined ? (
				<a href={href} ref={ref as Ref<HTMLAnchorElement>} {...common}>
					{content}
				</a>
			) : (
				<span ref={ref} tabIndex={overflowing ? 0 : undefined} {...common}>
					{content}
				</span>
			)}
			{overflowing ? (
				// The full text is already the line's own text for assistive technology: the bubble is for the eyes.
				// Not displayed until shown, so it never widens the page; then as wide as the window leaves room for.
				<span
					aria-hidden
					data-testid="truncate-full"
					className="bg-ink-900 pointer-events-none absolute start-0 top-full z-30 mt-1 hidden w-max max-w-[min(28rem,var(--truncate-room,70vw))] rounded-lg px-3 py-2 text-start text-xs leading-relaxed font-normal break-words whitespace-normal text-white shadow-lg group-focus-within/truncate:block group-hover/truncate:block"
				>
					<span dir={direction} lang={lang} className="block">
						{content}
					</span>
				</span>
			) : null}
		</span>
	)
	return maxWidth ? <div className={maxWidth}>{truncated}</div> : truncated
}

/** The room between the line's start and the window's far edge, for the bubble about to show. */
function fitBubble(event: { currentTarget: HTMLElement }) {
	const wrapper = event.currentTarget
	const box = wrapper.getBoundingClientRect()
	const rtl = getComputedStyle(wrapper).direction === 'rtl'
	const room = (rtl ? box.right : document.documentElement.clientWidth - box.left) - 12
	wrapper.style.setProperty('--truncate-room', `${Math.max(160, Math.round(room))}px`)
}
