/** Colour arithmetic for shading: every shape gets its light and dark sides from one base colour. */
function parse(hex: string): [number, number, number] {
	const value = hex.replace('#', '')
	const full = value.length === 3 ? [...value].map((c) => c + c).join('') : value
	return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as [number, number, number]
}

function format([r, g, b]: number[]): string {
	return `#${[r, g, b]
		.map((c) =>
			Math.round(Math.min(255, Math.max(0, c!)))
				.toString(16)
				.padStart(2, '0'),
		)
		.join('')}`
}

export function mix(a: string, b: string, t: number): string {
	const [ar, ag, ab] = parse(a)
	const [br, bg, bb] = parse(b)
	return format([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t])
}

/** Relative brightness, 0 (black) to 1 (white). */
export function luminance(color: string): number {
	const [r, g, b] = parse(color)
	return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255
}

export const lighten = (color: string, t: number) => mix(color, '#ffffff', t)
/** Darkens towards a warm brown rather than black, which keeps shadows from looking muddy. */
export const darken = (color: string, t: number) => mix(color, '#1a1208', t)

/** The brand palette (see ARCHITECTURE.md, look and feel). */
export const brand: Record<
	'green' | 'greenLight' | 'amber' | 'amberLight' | 'cream' | 'sand' | 'ink',
	string
> = {
	green: '#1f4d3a',
	greenLight: '#2f6b52',
	amber: '#c8942e',
	amberLight: '#e0b65c',
	cream: '#faf7f0',
	sand: '#efe4cc',
	ink: '#23201b',
}
