/**
 * The company's mark, a grain ear on a green tile (64 × 64 units): drawn as SVG on the site
 * (app/components/site/logo.tsx) and as vector paths on the datasheet, from these shapes.
 */
export const logoMark = {
	size: 64,
	tile: { radius: 16, fill: '#1f4d3a' },
	ring: { cx: 32, cy: 32, r: 21, stroke: '#2f7653', width: 1.5 },
	ear: { d: 'M32 12c-9 8-12 17-9 27 2 6 6 10 9 13 3-3 7-7 9-13 3-10 0-19-9-27Z', fill: '#c8942e' },
	stem: { d: 'M32 20v32', stroke: '#1f4d3a', width: 3 },
	awns: { d: 'M32 30l-6-5M32 38l-7-5M32 30l6-5M32 38l7-5', stroke: '#1f4d3a', width: 2.5 },
} as const

/** A company name as the logo sets it: a wordmark and a tagline line ("Tasdeer" / "Food Trading"). */
export function splitCompanyName(name: string): [string, string] {
	const [first = name, ...rest] = name.trim().split(/\s+/)
	return first.length >= 4 && rest.length > 0 ? [first, rest.join(' ')] : [name, '']
}
