import { type Canvas, n } from './canvas.ts'
import { darken, lighten } from './color.ts'

/**
 * The studio set behind every still life: a wall with a soft halo or arch, a table top, window
 * light and a vignette. The palettes stay within the brand's greens, ambers and off-whites.
 */
export interface Backdrop {
	wall: string
	halo: string
	table: string
	surface: 'linen' | 'wood' | 'stone'
	shape: 'circle' | 'arch'
	/** A dark set (deep green wall) for goods that glow against it: dates, coffee, oil. */
	dark?: boolean
}

export const lightBackdrops: Backdrop[] = [
	{ wall: '#f3ecdd', halo: '#dfe6d3', table: '#c99b67', surface: 'wood', shape: 'circle' },
	{ wall: '#f1e6cf', halo: '#ecd3ad', table: '#e8dcc5', surface: 'linen', shape: 'arch' },
	{ wall: '#e3e8dc', halo: '#f6f0e3', table: '#9c7350', surface: 'wood', shape: 'arch' },
	{ wall: '#f4eee3', halo: '#eedcb2', table: '#d9d2c5', surface: 'stone', shape: 'circle' },
	{ wall: '#ece4d4', halo: '#d5e0d0', table: '#e4d6bb', surface: 'linen', shape: 'circle' },
	{ wall: '#f2e9da', halo: '#e6c9a4', table: '#b98a5c', surface: 'wood', shape: 'arch' },
]

export const darkBackdrops: Backdrop[] = [
	{ wall: '#1f4d3a', halo: '#2d6650', table: '#5b3f2a', surface: 'wood', shape: 'circle', dark: true },
	{ wall: '#24463a', halo: '#b3863c', table: '#4a3526', surface: 'wood', shape: 'arch', dark: true },
	{ wall: '#2a3d33', halo: '#3b5c4b', table: '#6a5d50', surface: 'stone', shape: 'circle', dark: true },
]

export function studio(
	c: Canvas,
	b: Backdrop,
	horizon: number,
	focusX: number,
): { back: string; front: string } {
	const { width: w, height: h, rng: r } = c
	const parts: string[] = []
	parts.push(
		`<rect width="${w}" height="${horizon + 2}" fill="${c.linear([
			[0, b.dark ? darken(b.wall, 0.25) : lighten(b.wall, 0.35)],
			[1, b.dark ? b.wall : darken(b.wall, 0.04)],
		])}"/>`,
	)
	const haloFill = c.radial(
		[
			[0, lighten(b.halo, b.dark ? 0.08 : 0.25)],
			[0.7, b.halo],
			[1, b.dark ? darken(b.halo, 0.05) : darken(b.halo, 0.03)],
		],
		0.45,
		0.4,
		0.7,
	)
	const haloOpacity = 0.95
	if (b.shape === 'circle') {
		const radius = h * r.range(0.36, 0.42)
		parts.push(
			`<circle cx="${n(focusX)}" cy="${n(horizon - radius * 0.7)}" r="${n(radius)}" fill="${haloFill}" opacity="${haloOpacity}"/>`,
		)
	} else {
		const half = w * r.range(0.2, 0.24)
		const top = h * r.range(0.08, 0.14)
		parts.push(
			`<path d="M${n(focusX - half)} ${horizon}V${n(top + half)}A${n(half)} ${n(half)} 0 0 1 ${n(focusX + half)} ${n(top + half)}V${horizon}Z" fill="${haloFill}" opacity="${haloOpacity}"/>`,
		)
	}
	// Window light falling across the wall from the upper left.
	const lightX = focusX - w * r.range(0.35, 0.55)
	parts.push(
		`<path d="M${n(lightX)} 0H${n(lightX + w * 0.16)}L${n(lightX + w * 0.42)} ${horizon}H${n(lightX + w * 0.2)}Z" fill="${c.linear(
			[
				[0, '#ffffff', b.dark ? 0.06 : 0.28],
				[1, '#ffffff', 0],
			],
		)}"/>`,
	)
	// Table top.
	const table = c.linear([
		[0, lighten(b.table, 0.12)],
		[0.35, b.table],
		[1, darken(b.table, 0.22)],
	])
	parts.push(`<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="${table}"/>`)
	parts.push(surfaceTexture(c, b, horizon))
	parts.push(
		`<rect y="${n(horizon - 1)}" width="${w}" height="3" fill="${lighten(b.table, 0.35)}" opacity=".6"/>`,
	)
	parts.push(
		`<rect y="${n(horizon)}" width="${w}" height="${n(h * 0.08)}" fill="${c.linear([
			[0, darken(b.wall, 0.5), 0.18],
			[1, darken(b.wall, 0.5), 0],
		])}"/>`,
	)
	const vignette = `<rect width="${w}" height="${h}" fill="${c.radial(
		[
			[0, '#000', 0],
			[0.7, '#000', 0],
			[1, '#1a1208', b.dark ? 0.45 : 0.22],
		],
		0.5,
		0.45,
		0.75,
	)}"/>`
	return { back: parts.join(''), front: vignette }
}

function surfaceTexture(c: Canvas, b: Backdrop, horizon: number): string {
	const { width: w, height: h, rng: r } = c
	if (b.surface === 'wood') {
		const lines: string[] = []
		const depth = h - horizon
		// Planks run away from the viewer: seams converge towards a vanishing point above the table.
		for (let i = 0; i < 46; i++) {
			const t = i / 45
			const y = horizon + depth * t * t + r.range(0, 6)
			const wobble = r.range(-6, 6)
			lines.push(
				`<path d="M0 ${n(y)}Q${n(w * r.range(0.3, 0.7))} ${n(y + wobble)} ${w} ${n(y + r.range(-3, 3))}" stroke="${darken(b.table, r.range(0.15, 0.35))}" stroke-width="${n(0.8 + t * 2.2)}" opacity="${n(r.range(0.15, 0.4), 2)}" fill="none"/>`,
			)
		}
		for (const seam of [0.28, 0.62, 0.9]) {
			const y = horizon + depth * seam * seam
			lines.push(
				`<rect y="${n(y)}" width="${w}" height="${n(1 + seam * 3)}" fill="${darken(b.table, 0.45)}" opacity=".45"/>`,
			)
		}
		return lines.join('')
	}
	if (b.surface === 'linen') {
		const tile = `<rect width="6" height="6" fill="none"/><path d="M0 1.5H6M0 4.5H6" stroke="${darken(b.table, 0.2)}" stroke-width="0.8" opacity=".35"/><path d="M1.5 0V6M4.5 0V6" stroke="${lighten(b.table, 0.3)}" stroke-width="0.8" opacity=".35"/>`
		const weave = c.pattern(6, tile)
		const folds: string[] = []
		for (let i = 0; i < 3; i++) {
			const y = horizon + (h - horizon) * r.range(0.2, 0.9)
			folds.push(
				`<path d="M0 ${n(y)}C${n(w * 0.3)} ${n(y - 30)} ${n(w * 0.6)} ${n(y + 30)} ${w} ${n(y - 10)}" stroke="${lighten(b.table, 0.4)}" stroke-width="10" opacity=".25" fill="none"/>`,
			)
		}
		return `<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="${weave}"/>${folds.join('')}`
	}
	// Speckles as a tile: hundreds of separate translucent dots are slow to rasterise.
	const speckles: string[] = []
	for (let i = 0; i < 70; i++) {
		speckles.push(
			`<circle cx="${n(r.range(0, 220))}" cy="${n(r.range(0, 220))}" r="${n(r.range(0.6, 2.4))}" fill="${r.chance(0.5) ? darken(b.table, 0.3) : lighten(b.table, 0.4)}" opacity="${n(r.range(0.2, 0.6), 2)}"/>`,
		)
	}
	const speckle = c.pattern(220, speckles.join(''), 'rotate(17)')
	const veins: string[] = []
	for (let i = 0; i < 4; i++) {
		const y = horizon + (h - horizon) * r.range(0.1, 0.9)
		veins.push(
			`<path d="M${n(r.range(-100, w * 0.3))} ${n(y)}C${n(w * 0.4)} ${n(y + r.range(-60, 60))} ${n(w * 0.6)} ${n(y + r.range(-60, 60))} ${n(w + 100)} ${n(y + r.range(-40, 40))}" stroke="${lighten(b.table, 0.35)}" stroke-width="${n(r.range(1, 3))}" opacity=".5" fill="none"/>`,
		)
	}
	return `<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="${speckle}"/>${veins.join('')}`
}
