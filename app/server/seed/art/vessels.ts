import { type Canvas, n } from './canvas.ts'
import { brand, darken, lighten } from './color.ts'

/**
 * Vessels that hold the goods: sacks, bowls, plates and loose heaps. Each takes the fill of its
 * contents (a pattern of grains or a powder) and draws the volume with light from the upper left.
 */

/** Light from the upper left, shadow to the lower right: laid over any shape with the same path. */
export function shade(c: Canvas, d: string, strength = 1): string {
	const side = c.linear(
		[
			[0, '#ffffff', 0.22 * strength],
			[0.35, '#ffffff', 0],
			[0.65, '#000000', 0],
			[1, '#1a1208', 0.42 * strength],
		],
		0,
		0,
		1,
		0,
	)
	const bottom = c.linear(
		[
			[0, '#000', 0],
			[0.75, '#000', 0],
			[1, '#1a1208', 0.3 * strength],
		],
		0,
		0,
		0,
		1,
	)
	return `<path d="${d}" fill="${side}"/><path d="${d}" fill="${bottom}"/>`
}

export interface SackOptions {
	x: number
	/** Bottom of the sack. */
	y: number
	w: number
	h: number
	style: 'jute' | 'woven' | 'kraft'
	contents: string
	/** Height of the heap of contents above the rim. */
	mound?: number
	stripe?: string
}

export function sack(c: Canvas, o: SackOptions): string {
	const { x, y, w: W, h: H } = o
	const r = c.rng
	const base = o.style === 'jute' ? '#c4a06a' : o.style === 'kraft' ? '#c79a64' : '#f1ece1'
	const cuffRx = 0.49 * W
	const cuffRy = 0.1 * W
	const cuffH = 0.075 * H
	const openRx = 0.43 * W
	const openRy = 0.085 * W
	const top = -H
	// Narrower under the rolled rim, slumped and wider at the foot, with the two bottom corners
	// ("ears") that a filled sack always shows.
	const body = `M${n(-0.45 * W)} ${n(top + cuffH * 0.5)}C${n(-0.47 * W)} ${n(-0.72 * H)} ${n(-0.5 * W)} ${n(-0.45 * H)} ${n(-0.53 * W)} ${n(-0.22 * H)}C${n(-0.55 * W)} ${n(-0.1 * H)} ${n(-0.58 * W)} ${n(-0.03 * H)} ${n(-0.6 * W)} ${n(-0.01 * H)}C${n(-0.45 * W)} ${n(0.02 * H)} ${n(-0.25 * W)} ${n(0.02 * H)} 0 ${n(0.015 * H)}C${n(0.25 * W)} ${n(0.02 * H)} ${n(0.45 * W)} ${n(0.02 * H)} ${n(0.6 * W)} ${n(-0.01 * H)}C${n(0.58 * W)} ${n(-0.03 * H)} ${n(0.55 * W)} ${n(-0.1 * H)} ${n(0.53 * W)} ${n(-0.22 * H)}C${n(0.5 * W)} ${n(-0.45 * H)} ${n(0.47 * W)} ${n(-0.72 * H)} ${n(0.45 * W)} ${n(top + cuffH * 0.5)}Z`
	const parts: string[] = []
	parts.push(c.shadow(0, 0, W * 0.72, W * 0.1, 0.6))
	parts.push(`<path d="${body}" fill="${base}"/>`)
	parts.push(`<path d="${body}" fill="${weave(c, o.style, base)}"/>`)
	if (o.style === 'woven') {
		const stripe = o.stripe ?? brand.green
		const band = (yy: number, thick: number, color: string) =>
			`<path d="M${n(-0.6 * W)} ${n(yy)}Q0 ${n(yy + 0.07 * W)} ${n(0.6 * W)} ${n(yy)}V${n(yy + thick)}Q0 ${n(yy + thick + 0.07 * W)} ${n(-0.6 * W)} ${n(yy + thick)}Z" fill="${color}"/>`
		const clip = c.clip(`<path d="${body}"/>`)
		parts.push(
			`<g clip-path="${clip}">${band(-0.8 * H, 0.035 * H, stripe)}${band(-0.755 * H, 0.012 * H, brand.amber)}${band(-0.2 * H, 0.035 * H, stripe)}${band(-0.24 * H, 0.012 * H, brand.amber)}</g>`,
		)
		parts.push(emblem(0, -0.5 * H, 0.13 * W, stripe))
	} else if (o.style === 'kraft') {
		parts.push(emblem(0, -0.48 * H, 0.11 * W, o.stripe ?? brand.green))
	} else {
		// Stencilled stripes, as on export jute bags.
		const clip = c.clip(`<path d="${body}"/>`)
		const stripe = o.stripe ?? '#7a2e22'
		parts.push(
			`<g clip-path="${clip}" opacity=".55">${[-0.62, -0.58].map((t) => `<path d="M${n(-0.6 * W)} ${n(t * H)}Q0 ${n(t * H + 0.08 * W)} ${n(0.6 * W)} ${n(t * H)}" stroke="${stripe}" stroke-width="${n(0.018 * H)}" fill="none"/>`).join('')}</g>`,
		)
	}
	// Folds of the cloth: broad soft creases down from the rolled rim, and the strain lines that
	// run from the bottom corners towards the middle.
	const crease = (d: string, width: number) =>
		`<path d="${d}" stroke="${darken(base, 0.45)}" stroke-width="${n(width * 3)}" opacity=".08" fill="none" stroke-linecap="round"/><path d="${d}" stroke="${darken(base, 0.45)}" stroke-width="${n(width)}" opacity=".16" fill="none" stroke-linecap="round"/><path d="${d}" transform="translate(${n(width * 1.4)} ${n(-width * 0.6)})" stroke="#fff" stroke-width="${n(width * 0.8)}" opacity=".16" fill="none" stroke-linecap="round"/>`
	for (let i = 0; i < 4; i++) {
		const fx = (-0.3 + i * 0.2 + r.range(-0.05, 0.05)) * W
		const bend = r.range(-0.08, 0.08) * W
		const from = top + cuffH * 1.2
		const to = -r.range(0.45, 0.7) * H
		parts.push(
			crease(
				`M${n(fx)} ${n(from)}C${n(fx + bend)} ${n(from + (to - from) * 0.4)} ${n(fx - bend)} ${n(from + (to - from) * 0.7)} ${n(fx + bend * 0.3)} ${n(to)}`,
				W * 0.016,
			),
		)
	}
	for (const side of [-1, 1]) {
		for (let i = 0; i < 2; i++) {
			const sx = side * W * (0.55 - i * 0.05)
			const sy = -H * (0.03 + i * 0.05)
			const ex = side * W * r.range(0.25, 0.35)
			const ey = -H * r.range(0.12, 0.22)
			parts.push(
				crease(`M${n(sx)} ${n(sy)}Q${n((sx + ex) / 2)} ${n(sy - H * 0.03)} ${n(ex)} ${n(ey)}`, W * 0.009),
			)
		}
	}
	parts.push(shade(c, body, 1.1))
	// Rim, contents and the rolled cuff in front.
	const cuffTop = top
	parts.push(
		`<ellipse cx="0" cy="${n(cuffTop)}" rx="${n(cuffRx)}" ry="${n(cuffRy)}" fill="${darken(base, 0.18)}"/>`,
	)
	parts.push(
		`<ellipse cx="0" cy="${n(cuffTop)}" rx="${n(openRx)}" ry="${n(openRy)}" fill="${darken(base, 0.5)}"/>`,
	)
	const mound = o.mound ?? 0.17 * H
	const heap = `M${n(-openRx)} ${n(cuffTop)}C${n(-openRx * 0.6)} ${n(cuffTop - mound)} ${n(openRx * 0.6)} ${n(cuffTop - mound)} ${n(openRx)} ${n(cuffTop)}A${n(openRx)} ${n(openRy)} 0 0 1 ${n(-openRx)} ${n(cuffTop)}Z`
	parts.push(`<path d="${heap}" fill="${o.contents}"/>`)
	parts.push(
		`<path d="${heap}" fill="${c.radial(
			[
				[0, '#fff', 0.3],
				[0.5, '#fff', 0],
				[1, '#2a1c0c', 0.35],
			],
			0.35,
			0.15,
			0.85,
		)}"/>`,
	)
	const cuff = `M${n(-cuffRx)} ${n(cuffTop)}A${n(cuffRx)} ${n(cuffRy)} 0 0 0 ${n(cuffRx)} ${n(cuffTop)}L${n(cuffRx * 0.97)} ${n(cuffTop + cuffH)}A${n(cuffRx * 0.97)} ${n(cuffRy)} 0 0 1 ${n(-cuffRx * 0.97)} ${n(cuffTop + cuffH)}Z`
	parts.push(`<path d="${cuff}" fill="${lighten(base, 0.06)}"/>`)
	parts.push(`<path d="${cuff}" fill="${weave(c, o.style, base)}"/>`)
	parts.push(shade(c, cuff, 0.9))
	parts.push(
		`<path d="M${n(-cuffRx)} ${n(cuffTop)}A${n(cuffRx)} ${n(cuffRy)} 0 0 0 ${n(cuffRx)} ${n(cuffTop)}" stroke="${lighten(base, 0.4)}" stroke-width="${n(W * 0.008)}" fill="none" opacity=".8"/>`,
	)
	parts.push(
		`<path d="M${n(-cuffRx * 0.97)} ${n(cuffTop + cuffH)}A${n(cuffRx * 0.97)} ${n(cuffRy)} 0 0 0 ${n(cuffRx * 0.97)} ${n(cuffTop + cuffH)}" stroke="${darken(base, 0.45)}" stroke-width="${n(W * 0.01)}" fill="none" opacity=".5"/>`,
	)
	return `<g transform="translate(${n(x)} ${n(y)})">${parts.join('')}</g>`
}

function weave(c: Canvas, style: SackOptions['style'], base: string): string {
	const id = c.once(`weave:${style}:${base}`, (id) => {
		if (style === 'jute') {
			return `<pattern id="${id}" width="9" height="9" patternUnits="userSpaceOnUse"><path d="M0 2.2H9M0 6.7H9" stroke="${darken(base, 0.35)}" stroke-width="2.2" opacity=".35"/><path d="M2.2 0V9M6.7 0V9" stroke="${lighten(base, 0.25)}" stroke-width="1.6" opacity=".4"/></pattern>`
		}
		if (style === 'kraft') {
			return `<pattern id="${id}" width="40" height="40" patternUnits="userSpaceOnUse"><path d="M0 10L40 12M0 30L40 27" stroke="${darken(base, 0.15)}" stroke-width="1" opacity=".25"/></pattern>`
		}
		return `<pattern id="${id}" width="5" height="5" patternUnits="userSpaceOnUse"><path d="M0 1.2H5M0 3.7H5" stroke="#cfc7b6" stroke-width="1" opacity=".5"/><path d="M1.2 0V5M3.7 0V5" stroke="#fff" stroke-width="0.8" opacity=".6"/></pattern>`
	})
	return `url(#${id})`
}

/** A wordless mark for packs and bags: a roundel with a wheat ear. */
export function emblem(x: number, y: number, radius: number, color: string): string {
	const leaf = (dx: number, dy: number, a: number) =>
		`<ellipse cx="${n(dx)}" cy="${n(dy)}" rx="${n(radius * 0.13)}" ry="${n(radius * 0.06)}" transform="rotate(${a} ${n(dx)} ${n(dy)})" fill="${brand.amberLight}"/>`
	const kernels: string[] = []
	for (let i = 0; i < 4; i++) {
		const ky = -radius * 0.45 + i * radius * 0.2
		kernels.push(leaf(-radius * 0.12, ky, -50), leaf(radius * 0.12, ky, 50))
	}
	return `<g transform="translate(${n(x)} ${n(y)})"><circle r="${n(radius)}" fill="${color}"/><circle r="${n(radius * 0.86)}" fill="none" stroke="${brand.amberLight}" stroke-width="${n(radius * 0.04)}"/><path d="M0 ${n(-radius * 0.6)}V${n(radius * 0.55)}" stroke="${brand.amberLight}" stroke-width="${n(radius * 0.05)}" stroke-linecap="round"/>${kernels.join('')}<ellipse cy="${n(-radius * 0.62)}" rx="${n(radius * 0.06)}" ry="${n(radius * 0.12)}" fill="${brand.amberLight}"/></g>`
}

export type BowlMaterial = 'ceramic' | 'terracotta' | 'wood' | 'stoneware' | 'brass' | 'glaze' | 'enamel'

const materials: Record<BowlMaterial, string> = {
	ceramic: '#f1ece2',
	terracotta: '#c47a4e',
	wood: '#9b6639',
	stoneware: '#45413b',
	brass: '#c9a24f',
	glaze: '#2f6b52',
	enamel: '#e9e2d2',
}

export interface BowlOptions {
	x: number
	/** Centre of the rim. */
	y: number
	rx: number
	material: BowlMaterial
	contents: string
	mound?: number
	/** Rim height relative to rx (perspective); 0.3 is a low camera. */
	tilt?: number
	depth?: number
	/** A cone with a peak, as ground spice is heaped in the souq, instead of a rounded dome. */
	peak?: boolean
}

export function bowl(c: Canvas, o: BowlOptions): string {
	const { rx } = o
	const ry = rx * (o.tilt ?? 0.3)
	const depth = rx * (o.depth ?? 0.6)
	const base = materials[o.material]
	const parts: string[] = []
	parts.push(c.shadow(rx * 0.12, depth * 0.98, rx * 1.15, rx * 0.18, 0.6))
	const body = `M${n(-rx)} 0C${n(-rx)} ${n(depth * 0.8)} ${n(-rx * 0.5)} ${n(depth)} 0 ${n(depth)}C${n(rx * 0.5)} ${n(depth)} ${n(rx)} ${n(depth * 0.8)} ${n(rx)} 0Z`
	const fill = c.linear(
		[
			[0, lighten(base, 0.3)],
			[0.3, lighten(base, 0.1)],
			[0.7, base],
			[1, darken(base, 0.35)],
		],
		0,
		0,
		1,
		0.3,
	)
	parts.push(`<path d="${body}" fill="${fill}"/>`)
	if (o.material === 'wood') {
		for (let i = 0; i < 6; i++) {
			const yy = depth * (0.15 + i * 0.13)
			parts.push(
				`<path d="M${n(-rx * 0.98)} ${n(yy * 0.6)}Q0 ${n(yy * 1.5)} ${n(rx * 0.98)} ${n(yy * 0.6)}" stroke="${darken(base, 0.3)}" stroke-width="2" opacity=".3" fill="none"/>`,
			)
		}
	}
	if (o.material === 'ceramic' || o.material === 'enamel') {
		// A painted band, as on Middle-Eastern serving bowls: arcs parallel to the rim.
		const clip = c.clip(`<path d="${body}"/>`)
		const band = (offset: number, width: number, color: string) =>
			`<path d="M${n(-rx * 1.05)} ${n(offset)}A${n(rx * 1.05)} ${n(ry * 1.05)} 0 0 0 ${n(rx * 1.05)} ${n(offset)}" stroke="${color}" stroke-width="${n(width)}" fill="none"/>`
		parts.push(
			`<g clip-path="${clip}">${band(depth * 0.2, rx * 0.05, brand.green)}${band(depth * 0.32, rx * 0.014, brand.amber)}</g>`,
		)
	}
	parts.push(shade(c, body, 0.7))
	parts.push(`<ellipse rx="${n(rx)}" ry="${n(ry)}" fill="${darken(base, 0.2)}"/>`)
	parts.push(`<ellipse rx="${n(rx * 0.94)}" ry="${n(ry * 0.86)}" fill="${darken(base, 0.45)}"/>`)
	const inner = rx * 0.94
	const innerRy = ry * 0.86
	const mound = o.mound ?? rx * 0.36
	const top = o.peak
		? `C${n(-inner * 0.55)} ${n(-mound * 0.45)} ${n(-inner * 0.14)} ${n(-mound * 0.97)} 0 ${n(-mound)}C${n(inner * 0.14)} ${n(-mound * 0.97)} ${n(inner * 0.55)} ${n(-mound * 0.45)} ${n(inner)} 0`
		: `C${n(-inner * 0.55)} ${n(-mound)} ${n(inner * 0.55)} ${n(-mound)} ${n(inner)} 0`
	const heap = `M${n(-inner)} 0${top}A${n(inner)} ${n(innerRy)} 0 0 1 ${n(-inner)} 0Z`
	parts.push(`<path d="${heap}" fill="${o.contents}"/>`)
	if (o.peak) {
		// Grains sliding down the slope: faint streaks from the peak.
		const r = c.rng
		for (let i = 0; i < 9; i++) {
			const t = -0.8 + i * 0.2 + r.range(-0.05, 0.05)
			parts.push(
				`<path d="M${n(t * inner * 0.08)} ${n(-mound * 0.95)}Q${n(t * inner * 0.45)} ${n(-mound * 0.5)} ${n(t * inner * 0.92)} ${n(innerRy * 0.3 * (1 - t * t))}" stroke="${t < 0 ? '#fff' : '#2a1c0c'}" stroke-width="${n(rx * 0.012)}" opacity="${n(r.range(0.06, 0.14), 2)}" fill="none"/>`,
			)
		}
	}
	parts.push(
		`<path d="${heap}" fill="${c.radial(
			[
				[0, '#fff', 0.28],
				[0.5, '#fff', 0],
				[1, '#2a1c0c', 0.32],
			],
			0.35,
			0.2,
			0.85,
		)}"/>`,
	)
	// The front lip of the bowl over the contents.
	parts.push(
		`<path d="M${n(-rx)} 0A${n(rx)} ${n(ry)} 0 0 0 ${n(rx)} 0A${n(rx)} ${n(ry * 0.8)} 0 0 1 ${n(-rx)} 0Z" fill="${lighten(base, 0.2)}"/>`,
	)
	parts.push(
		`<path d="M${n(-rx)} 0A${n(rx)} ${n(ry)} 0 0 0 ${n(rx)} 0" stroke="${lighten(base, 0.5)}" stroke-width="${n(rx * 0.015)}" fill="none"/>`,
	)
	return `<g transform="translate(${n(o.x)} ${n(o.y)})">${parts.join('')}</g>`
}

export interface PlateOptions {
	x: number
	y: number
	rx: number
	color?: string
	tilt?: number
}

/** A shallow serving plate; what sits on it is drawn after it. */
export function plate(c: Canvas, o: PlateOptions): string {
	const { rx } = o
	const ry = rx * (o.tilt ?? 0.3)
	const color = o.color ?? '#f3eee4'
	const thick = rx * 0.05
	return `<g transform="translate(${n(o.x)} ${n(o.y)})">${c.shadow(rx * 0.06, thick + ry * 0.2, rx * 1.1, ry * 1.05, 0.5)}<ellipse cy="${n(thick)}" rx="${n(rx)}" ry="${n(ry)}" fill="${darken(color, 0.25)}"/><ellipse rx="${n(rx)}" ry="${n(ry)}" fill="${c.linear(
		[
			[0, lighten(color, 0.4)],
			[1, darken(color, 0.08)],
		],
		0,
		0,
		1,
		1,
	)}"/><ellipse cy="${n(ry * 0.05)}" rx="${n(rx * 0.74)}" ry="${n(ry * 0.7)}" fill="${darken(color, 0.06)}"/><ellipse cy="${n(ry * 0.05)}" rx="${n(rx * 0.74)}" ry="${n(ry * 0.7)}" fill="none" stroke="${brand.amber}" stroke-width="${n(rx * 0.012)}" opacity=".7"/></g>`
}

/** A low heap of goods lying on the table, from a spill or a scoop. */
export function heap(c: Canvas, x: number, y: number, w: number, h: number, contents: string): string {
	const d = `M${n(-w / 2)} 0C${n(-w * 0.32)} ${n(-h * 0.25)} ${n(-w * 0.2)} ${n(-h)} ${n(w * 0.02)} ${n(-h)}C${n(w * 0.22)} ${n(-h)} ${n(w * 0.32)} ${n(-h * 0.25)} ${n(w / 2)} 0Q0 ${n(h * 0.2)} ${n(-w / 2)} 0Z`
	return `<g transform="translate(${n(x)} ${n(y)})">${c.shadow(0, h * 0.05, w * 0.58, h * 0.3, 0.45)}<path d="${d}" fill="${contents}"/>${shade(c, d, 0.9)}</g>`
}
