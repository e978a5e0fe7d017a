import { useEffect, useState } from 'react'

/** Particle counts of the spec: 30, or 15 when animation is reduced. */
export const particleCount = { full: 30, reduced: 15 } as const
/** Screens up to this width get reduced animation (spec: 768 px). */
export const reducedMotionMaxWidth = 768

/** Reduced on touch devices, narrow screens or when the visitor asks for less motion. */
export function prefersReducedAnimation(win: Pick<Window, 'matchMedia'> & { navigator?: Navigator }): boolean {
	const touch = (win.navigator?.maxTouchPoints ?? 0) > 0 || win.matchMedia('(pointer: coarse)').matches
	return (
		touch ||
		win.matchMedia(`(max-width: ${reducedMotionMaxWidth}px)`).matches ||
		win.matchMedia('(prefers-reduced-motion: reduce)').matches
	)
}

// Deterministic positions so the server and the browser render the same first frame.
function particle(index: number) {
	const golden = (index * 0.618033988749895) % 1
	return {
		left: `${(golden * 100).toFixed(2)}%`,
		top: `${((index * 37) % 100).toFixed(2)}%`,
		size: 3 + (index % 4) * 2,
		delay: `${(index % 10) * 0.7}s`,
		duration: `${9 + (index % 7)}s`,
	}
}

export function Particles() {
	// The server renders the reduced count; the browser adds the rest when animation is not reduced.
	const [count, setCount] = useState<number>(particleCount.reduced)
	useEffect(() => {
		setCount(prefersReducedAnimation(window) ? particleCount.reduced : particleCount.full)
	}, [])
	return (
		<div aria-hidden className="pointer-events-none absolute inset-0 overflow-hidden" data-particles={count}>
			{Array.from({ length: count }, (_, index) => {
				const p = particle(index)
				return (
					<span
						key={index}
						className="bg-grain-400/40 absolute animate-[float_var(--d)_ease-in-out_infinite] rounded-full"
						style={{ insetInlineStart: p.left, top: p.top, width: p.size, height: p.size, animationDelay: p.delay, ['--d' as string]: p.duration }}
					/>
				)
			})}
		</div>
	)
}
