import { Canvas, n } from './canvas.ts'
import { brand, darken, lighten, mix } from './color.ts'
import { carton, pouch } from './containers.ts'
import { wheatEar } from './decor.ts'
import { itemColors, itemFill } from './items.ts'
import { type Random } from './random.ts'

/**
 * Wide scenes for blog covers (16:9) and the home collage (4:3): a container ship, the port, a
 * warehouse, a field at harvest, a date-palm grove, a packaging line and a spice market. Drawn in
 * fractions of the canvas so either shape works.
 */
export type Landscape =
	'ship' | 'port' | 'warehouse' | 'harvest' | 'palms' | 'packaging-line' | 'spice-market'

export function landscape(seed: string, kind: Landscape, width: number, height: number): string {
	const c = new Canvas(width, height, `land:${seed}`)
	const body = {
		ship: shipScene,
		port: portScene,
		warehouse: warehouseScene,
		harvest: harvestScene,
		palms: palmsScene,
		'packaging-line': packagingLineScene,
		'spice-market': spiceMarketScene,
	}[kind](c)
	return c.render(body)
}

const containerColors = [
	brand.green,
	brand.amber,
	'#a3442f',
	'#2f5d7a',
	'#e9e2d2',
	'#6b7f4a',
	'#8a3b2e',
	'#c9b48a',
]

function sky(
	c: Canvas,
	horizon: number,
	top: string,
	low: string,
	sun?: { x: number; y: number; r: number; color: string },
): string {
	const { width: w } = c
	const parts = [
		`<rect width="${w}" height="${n(horizon + 2)}" fill="${c.linear([
			[0, top],
			[1, low],
		])}"/>`,
	]
	if (sun) {
		parts.push(
			`<circle cx="${n(sun.x)}" cy="${n(sun.y)}" r="${n(sun.r * 4)}" fill="${c.radial([
				[0, sun.color, 0.5],
				[1, sun.color, 0],
			])}"/><circle cx="${n(sun.x)}" cy="${n(sun.y)}" r="${n(sun.r)}" fill="${lighten(sun.color, 0.5)}"/>`,
		)
	}
	return parts.join('')
}

function clouds(c: Canvas, count: number, maxY: number, color = '#fff', opacity = 0.55): string {
	const { width: w, rng: r } = c
	const parts: string[] = []
	for (let i = 0; i < count; i++) {
		const x = r.range(0, w)
		const y = r.range(maxY * 0.15, maxY)
		const s = r.range(0.6, 1.4) * w * 0.06
		parts.push(
			`<g opacity="${n(opacity, 2)}" fill="${color}"><ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(s * 2.2)}" ry="${n(s * 0.35)}"/><ellipse cx="${n(x - s * 0.5)}" cy="${n(y - s * 0.25)}" rx="${n(s * 0.9)}" ry="${n(s * 0.4)}"/><ellipse cx="${n(x + s * 0.5)}" cy="${n(y - s * 0.35)}" rx="${n(s * 0.7)}" ry="${n(s * 0.45)}"/></g>`,
		)
	}
	return parts.join('')
}

function hills(c: Canvas, baseY: number, amplitude: number, color: string, bumps = 5): string {
	const { width: w, rng: r } = c
	const points: string[] = [`M0 ${n(baseY)}`]
	const step = w / bumps
	for (let i = 0; i < bumps; i++) {
		const x0 = i * step
		points.push(
			`Q${n(x0 + step * 0.5)} ${n(baseY - amplitude * r.range(0.4, 1.2))} ${n(x0 + step)} ${n(baseY - amplitude * r.range(0, 0.3))}`,
		)
	}
	points.push(`V${n(baseY + amplitude * 4)}H0Z`)
	return `<path d="${points.join('')}" fill="${color}"/>`
}

function birds(c: Canvas, count: number, x: number, y: number, spread: number): string {
	const r = c.rng
	const parts: string[] = []
	for (let i = 0; i < count; i++) {
		const bx = x + r.range(-spread, spread)
		const by = y + r.range(-spread * 0.3, spread * 0.3)
		const s = r.range(6, 12)
		parts.push(
			`<path d="M${n(bx - s)} ${n(by - s * 0.3)}Q${n(bx - s * 0.4)} ${n(by - s * 0.6)} ${n(bx)} ${n(by)}Q${n(bx + s * 0.4)} ${n(by - s * 0.6)} ${n(bx + s)} ${n(by - s * 0.3)}" stroke="#2d3a36" stroke-width="2" fill="none" opacity=".6"/>`,
		)
	}
	return parts.join('')
}

/** One shipping container seen from the side: corrugations and a darker frame. */
function container(x: number, y: number, w: number, h: number, color: string, reefer = false): string {
	const ribs: string[] = []
	const count = Math.max(4, Math.round(w / 7))
	for (let i = 1; i < count; i++)
		ribs.push(`M${n(x + (w * i) / count)} ${n(y + h * 0.08)}V${n(y + h * 0.92)}`)
	return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${color}"/><path d="${ribs.join('')}" stroke="${darken(color, 0.25)}" stroke-width="${n(Math.max(0.6, w / 80), 2)}" opacity=".6"/><rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="none" stroke="${darken(color, 0.35)}" stroke-width="${n(Math.max(0.8, w / 60), 2)}"/>${reefer ? `<rect x="${n(x + w * 0.04)}" y="${n(y + h * 0.2)}" width="${n(w * 0.14)}" height="${n(h * 0.6)}" fill="#b9bdb8"/>` : ''}<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h * 0.12)}" fill="#fff" opacity=".15"/>`
}

function containerStack(
	r: Random,
	x: number,
	baseY: number,
	cw: number,
	ch: number,
	columns: number,
	maxRows: number,
	minRows = 1,
): string {
	const parts: string[] = []
	for (let col = 0; col < columns; col++) {
		const rows = r.int(minRows, maxRows)
		for (let row = 0; row < rows; row++) {
			parts.push(
				container(
					x + col * cw,
					baseY - (row + 1) * ch,
					cw - 1,
					ch - 1,
					r.pick(containerColors),
					r.chance(0.12),
				),
			)
		}
	}
	return parts.join('')
}

function sea(c: Canvas, horizon: number, color: string, glint?: number): string {
	const { width: w, height: h, rng: r } = c
	const parts = [
		`<rect y="${n(horizon)}" width="${w}" height="${n(h - horizon)}" fill="${c.linear([
			[0, lighten(color, 0.25)],
			[1, darken(color, 0.25)],
		])}"/>`,
	]
	for (let i = 0; i < 120; i++) {
		const y = horizon + (h - horizon) * Math.pow(r.next(), 1.6)
		const depth = (y - horizon) / (h - horizon)
		const len = 10 + depth * 80
		const near = glint !== undefined ? Math.max(0, 1 - Math.abs(r.range(0, w) - glint) / (w * 0.2)) : 0
		const x =
			glint !== undefined && r.chance(0.5)
				? glint + r.range(-w * 0.12, w * 0.12) * (0.4 + depth)
				: r.range(0, w)
		parts.push(
			`<path d="M${n(x)} ${n(y)}h${n(len)}" stroke="${lighten(color, 0.5 + near * 0.3)}" stroke-width="${n(1 + depth * 3)}" opacity="${n(0.25 + near * 0.4, 2)}" stroke-linecap="round"/>`,
		)
	}
	return parts.join('')
}

function shipScene(c: Canvas): string {
	const { width: w, height: h, rng: r } = c
	const horizon = h * 0.6
	const sunX = w * 0.78
	const parts = [
		sky(c, horizon, '#f3e3c8', '#f0c28a', { x: sunX, y: horizon - h * 0.12, r: h * 0.06, color: '#f7d9a0' }),
		clouds(c, 6, horizon * 0.7, '#fff6e8', 0.6),
		hills(c, horizon, h * 0.05, '#9fae9a', 4),
		hills(c, horizon, h * 0.025, '#7f937f', 6),
		sea(c, horizon, '#3a6b6d', sunX),
	]
	// The ship: hull, deck cargo and bridge, a little below the horizon so it sits in the water.
	const waterline = horizon + h * 0.16
	const left = w * 0.08
	const right = w * 0.9
	const hullH = h * 0.085
	const hull = `M${n(left)} ${n(waterline - hullH)}H${n(right - w * 0.04)}Q${n(right + w * 0.02)} ${n(waterline - hullH)} ${n(right + w * 0.03)} ${n(waterline - hullH * 1.15)}L${n(right - w * 0.02)} ${n(waterline + hullH * 0.15)}H${n(left + w * 0.02)}Z`
	// The hull's reflection: a dark band fading down from the waterline.
	parts.push(
		`<rect x="${n(left + w * 0.02)}" y="${n(waterline)}" width="${n(right - left - w * 0.03)}" height="${n(hullH * 1.6)}" fill="${c.linear(
			[
				[0, darken(brand.green, 0.4), 0.55],
				[1, darken(brand.green, 0.4), 0],
			],
		)}"/>`,
	)
	const cw = w * 0.034
	const ch = h * 0.04
	const bayStart = left + w * 0.2
	const bays = Math.floor((right - w * 0.06 - bayStart) / (cw * 2 + w * 0.008))
	for (let b = 0; b < bays; b++) {
		const x = bayStart + b * (cw * 2 + w * 0.008)
		parts.push(containerStack(r, x, waterline - hullH, cw, ch, 2, 5, 3))
	}
	// Bridge towards the stern.
	const bx = left + w * 0.06
	const bw = w * 0.11
	const bh = h * 0.26
	parts.push(
		`<rect x="${n(bx)}" y="${n(waterline - hullH - bh)}" width="${n(bw)}" height="${n(bh)}" fill="#f2efe8"/><rect x="${n(bx - w * 0.012)}" y="${n(waterline - hullH - bh)}" width="${n(bw + w * 0.024)}" height="${n(h * 0.03)}" fill="#e4e0d6"/>`,
	)
	for (let row = 0; row < 5; row++) {
		const y = waterline - hullH - bh + h * 0.045 + row * h * 0.04
		parts.push(
			`<rect x="${n(bx + w * 0.008)}" y="${n(y)}" width="${n(bw - w * 0.016)}" height="${n(h * 0.012)}" fill="#3a4a4c" opacity=".8"/>`,
		)
	}
	parts.push(
		`<rect x="${n(bx + bw * 0.6)}" y="${n(waterline - hullH - bh - h * 0.07)}" width="${n(bw * 0.3)}" height="${n(h * 0.07)}" fill="${brand.green}"/><rect x="${n(bx + bw * 0.6)}" y="${n(waterline - hullH - bh - h * 0.05)}" width="${n(bw * 0.3)}" height="${n(h * 0.012)}" fill="${brand.amber}"/>`,
	)
	parts.push(
		`<rect x="${n(bx)}" y="${n(waterline - hullH - bh)}" width="${n(bw)}" height="${n(bh)}" fill="${c.linear(
			[
				[0, '#fff', 0],
				[1, '#1a1208', 0.25],
			],
			0,
			0,
			1,
			0,
		)}"/>`,
	)
	// Hull with its boot-top stripe.
	parts.push(
		`<path d="${hull}" fill="${c.linear([
			[0, lighten(brand.green, 0.1)],
			[1, darken(brand.green, 0.3)],
		])}"/><path d="M${n(left + w * 0.005)} ${n(waterline - hullH * 0.18)}H${n(right - w * 0.012)}" stroke="#8a2e22" stroke-width="${n(hullH * 0.28)}"/><path d="M${n(left)} ${n(waterline - hullH + 3)}H${n(right - w * 0.04)}" stroke="${brand.amberLight}" stroke-width="${n(h * 0.005)}"/>`,
	)
	// Foam at the bow and the stern.
	for (let i = 0; i < 16; i++) {
		const fx = right - w * 0.03 + r.range(-w * 0.03, w * 0.05)
		parts.push(
			`<path d="M${n(fx)} ${n(waterline + r.range(0, h * 0.02))}h${n(r.range(20, 60))}" stroke="#fff" stroke-width="${n(r.range(2, 5))}" opacity=".7" stroke-linecap="round"/>`,
		)
		const sx = left + r.range(-w * 0.06, w * 0.03)
		parts.push(
			`<path d="M${n(sx)} ${n(waterline + r.range(0, h * 0.03))}h${n(r.range(30, 90))}" stroke="#fff" stroke-width="${n(r.range(2, 5))}" opacity=".55" stroke-linecap="round"/>`,
		)
	}
	parts.push(birds(c, 5, w * 0.3, h * 0.18, w * 0.08))
	return parts.join('')
}

function stsCrane(x: number, baseY: number, height: number, color = '#d9a23a', flip = false): string {
	const s = height
	const leg = s * 0.04
	const span = s * 0.42
	const boom = s * 0.95
	const dir = flip ? -1 : 1
	const beamY = baseY - s * 0.78
	const parts = [
		`<rect x="${n(x)}" y="${n(baseY - s * 0.8)}" width="${n(leg)}" height="${n(s * 0.8)}" fill="${color}"/>`,
		`<rect x="${n(x + span)}" y="${n(baseY - s * 0.8)}" width="${n(leg)}" height="${n(s * 0.8)}" fill="${darken(color, 0.1)}"/>`,
		`<path d="M${n(x)} ${n(baseY - s * 0.4)}L${n(x + span + leg)} ${n(baseY - s * 0.75)}M${n(x + leg)} ${n(baseY - s * 0.75)}L${n(x + span)} ${n(baseY - s * 0.4)}" stroke="${darken(color, 0.15)}" stroke-width="${n(leg * 0.4)}"/>`,
		`<rect x="${n(x - 4)}" y="${n(baseY - s * 0.42)}" width="${n(span + leg + 8)}" height="${n(leg * 0.8)}" fill="${color}"/>`,
		`<rect x="${n(Math.min(x - (dir < 0 ? boom - span : s * 0.25), x + span))}" y="${n(beamY - leg)}" width="${n(boom + s * 0.25)}" height="${n(leg * 1.1)}" fill="${color}"/>`,
		`<path d="M${n(x + leg / 2)} ${n(baseY - s * 0.8)}L${n(x + span / 2)} ${n(baseY - s)}L${n(x + span + leg / 2)} ${n(baseY - s * 0.8)}" stroke="${color}" stroke-width="${n(leg * 0.6)}" fill="none"/>`,
		`<path d="M${n(x + span / 2)} ${n(baseY - s)}L${n(x + span / 2 + dir * boom * 0.75)} ${n(beamY - leg)}M${n(x + span / 2)} ${n(baseY - s)}L${n(x + span / 2 - dir * s * 0.25)} ${n(beamY - leg)}" stroke="${darken(color, 0.2)}" stroke-width="${n(leg * 0.2)}"/>`,
		`<rect x="${n(x + span * 0.3)}" y="${n(beamY - leg * 0.2)}" width="${n(span * 0.35)}" height="${n(leg * 1.4)}" fill="#e9e6df"/>`,
	]
	const trolleyX = x + span / 2 + dir * boom * 0.55
	parts.push(
		`<rect x="${n(trolleyX - leg)}" y="${n(beamY)}" width="${n(leg * 2)}" height="${n(leg)}" fill="${darken(color, 0.25)}"/><path d="M${n(trolleyX - leg * 0.5)} ${n(beamY + leg)}V${n(beamY + s * 0.3)}M${n(trolleyX + leg * 0.5)} ${n(beamY + leg)}V${n(beamY + s * 0.3)}" stroke="#3a3a36" stroke-width="2"/>`,
	)
	parts.push(container(trolleyX - s * 0.09, beamY + s * 0.3, s * 0.18, s * 0.06, '#a3442f'))
	return parts.join('')
}

function portScene(c: Canvas): string {
	const { width: w, height: h, rng: r } = c
	const horizon = h * 0.55
	const parts = [
		sky(c, horizon, '#dfe8e4', '#f4ead6', { x: w * 0.2, y: h * 0.2, r: h * 0.045, color: '#f7e2b5' }),
		clouds(c, 5, horizon * 0.6),
		hills(c, horizon, h * 0.03, '#b7c2b2', 5),
		sea(c, horizon, '#4a7a78'),
	]
	// A ship alongside, loading.
	const quay = h * 0.7
	parts.push(
		`<rect x="${n(w * 0.45)}" y="${n(quay - h * 0.09)}" width="${n(w * 0.6)}" height="${n(h * 0.09)}" fill="${darken(brand.green, 0.2)}"/><rect x="${n(w * 0.45)}" y="${n(quay - h * 0.025)}" width="${n(w * 0.6)}" height="${n(h * 0.02)}" fill="#8a2e22"/>`,
	)
	for (let b = 0; b < 9; b++)
		parts.push(containerStack(r, w * 0.5 + b * w * 0.055, quay - h * 0.09, w * 0.026, h * 0.034, 2, 4, 2))
	// Cranes sized to the narrower side, so a portrait picture keeps them whole.
	const crane = Math.min(h * 0.62, w * 0.72)
	const portrait = h > w
	parts.push(
		stsCrane(w * (portrait ? 0.08 : 0.62), quay, crane, '#d9a23a', !portrait),
		stsCrane(w * (portrait ? 0.55 : 0.86), quay, crane * 0.96, '#d9a23a', !portrait),
	)
	// The quay apron and the yard in front.
	parts.push(
		`<rect y="${n(quay)}" width="${w}" height="${n(h - quay)}" fill="${c.linear([
			[0, '#c9c3b4'],
			[1, '#a9a291'],
		])}"/><path d="M0 ${n(quay + h * 0.05)}H${w}" stroke="#e9d37a" stroke-width="${n(h * 0.006)}" stroke-dasharray="40 30"/>`,
	)
	const rows = [
		{ y: quay + h * 0.12, cw: w * 0.05, ch: h * 0.055, rows: 3, start: -w * 0.02, cols: 22 },
		{ y: quay + h * 0.26, cw: w * 0.07, ch: h * 0.08, rows: 2, start: -w * 0.05, cols: 16 },
	]
	for (const row of rows) {
		parts.push(c.shadow(w / 2, row.y + 4, w * 0.6, h * 0.015, 0.4))
		let x = row.start
		while (x < w) {
			const cols = r.int(2, 4)
			parts.push(containerStack(r, x, row.y, row.cw, row.ch, cols, row.rows, 1))
			x += cols * row.cw + row.cw * r.range(0.4, 0.9)
		}
	}
	parts.push(birds(c, 4, w * 0.35, h * 0.15, w * 0.06))
	return parts.join('')
}

function warehouseScene(c: Canvas): string {
	const { width: w, height: h, rng: r } = c
	const f = w * 0.42
	const vx = w * 0.5
	const vy = h * 0.46
	const P = (x: number, y: number, z: number) => [vx + (f * x) / z, vy + (f * y) / z] as const
	const pt = (x: number, y: number, z: number) =>
		P(x, y, z)
			.map((v) => n(v))
			.join(' ')
	const quad = (a: readonly number[], fill: string, extra = '') =>
		`<path d="M${a.map((v) => n(v)).join(' ')}Z" fill="${fill}"${extra}/>`
	const floorY = 1.7
	const ceilY = -6.5
	const far = 34
	const parts: string[] = []
	// Room: ceiling, back wall with an open loading door, walls and floor.
	parts.push(`<rect width="${w}" height="${h}" fill="#e9e4d8"/>`)
	parts.push(
		`<path d="M${pt(-6, ceilY, 1.2)}L${pt(6, ceilY, 1.2)}L${pt(6, ceilY, far)}L${pt(-6, ceilY, far)}Z" fill="#5e6a64"/>`,
	)
	for (let z = 3; z < far; z += 4) {
		parts.push(
			`<path d="M${pt(-1.8, ceilY, z)}L${pt(1.8, ceilY, z)}L${pt(1.8, ceilY, z + 2)}L${pt(-1.8, ceilY, z + 2)}Z" fill="#fbf6e6"/>`,
		)
		parts.push(
			`<path d="M${pt(-6, ceilY, z + 2.5)}L${pt(6, ceilY, z + 2.5)}" stroke="#454f4a" stroke-width="${n(Math.max(1, 30 / z))}"/>`,
		)
	}
	parts.push(
		`<path d="M${pt(-6, ceilY, far)}L${pt(6, ceilY, far)}L${pt(6, floorY, far)}L${pt(-6, floorY, far)}Z" fill="#d9d3c3"/>`,
	)
	parts.push(
		`<path d="M${pt(-1.6, -2.4, far)}L${pt(1.6, -2.4, far)}L${pt(1.6, floorY, far)}L${pt(-1.6, floorY, far)}Z" fill="${c.linear(
			[
				[0, '#fdf3d8'],
				[1, '#f3d9a0'],
			],
		)}"/>`,
	)
	parts.push(
		`<path d="M${pt(-6, floorY, 1.2)}L${pt(6, floorY, 1.2)}L${pt(6, floorY, far)}L${pt(-6, floorY, far)}Z" fill="${c.linear(
			[
				[0, '#b9b3a5'],
				[1, '#8f8a7e'],
			],
			0,
			1,
			0,
			0,
		)}"/>`,
	)
	for (const lane of [-1.6, 1.6])
		parts.push(
			`<path d="M${pt(lane, floorY, 1.5)}L${pt(lane, floorY, far)}" stroke="#e2b93a" stroke-width="${n(w * 0.006)}"/>`,
		)
	// Light from the door pooling on the floor.
	parts.push(
		`<path d="M${pt(-1.6, floorY, far)}L${pt(1.6, floorY, far)}L${pt(3, floorY, 12)}L${pt(-3, floorY, 12)}Z" fill="${c.linear(
			[
				[0, '#fff4d6', 0.6],
				[1, '#fff4d6', 0],
			],
			0,
			0,
			0,
			1,
		)}"/>`,
	)
	// Racks on both sides, loaded with pallets of cartons and bags, drawn back to front.
	const levels = [floorY, -0.2, -2.1, -4.0]
	for (let z = far - 3; z >= 2; z -= 3) {
		for (const side of [-1, 1]) {
			const xi = side * 3
			const xo = side * 5.5
			for (let l = 0; l < levels.length; l++) {
				const y = levels[l]!
				const top = y - 1.45
				const kind = r.next()
				const color =
					kind < 0.45 ? '#c89a62' : kind < 0.75 ? '#f1ece1' : r.pick([brand.green, '#a3442f', '#2f5d7a'])
				const face = [
					...P(xi, top, z - 0.15),
					...P(xi, top, z - 2.85),
					...P(xi, y - 0.15, z - 2.85),
					...P(xi, y - 0.15, z - 0.15),
				]
				const depthShade = Math.min(0.5, z / 60)
				const load = mix(color, '#5e6a64', depthShade)
				parts.push(quad(face, load))
				// Cartons or bags on the pallet: a grid of seams, and the pallet boards below.
				const seam = `stroke="${darken(load, 0.3)}" stroke-width="${n(Math.max(0.6, 10 / z))}"`
				const lines: string[] = []
				for (const dz of [0.95, 1.9])
					lines.push(
						`M${P(xi, top, z - 0.15 - dz)
							.map((v) => n(v))
							.join(' ')}L${P(xi, y - 0.3, z - 0.15 - dz)
							.map((v) => n(v))
							.join(' ')}`,
					)
				for (const dy of [0.45, 0.9])
					lines.push(
						`M${P(xi, top + dy, z - 0.15)
							.map((v) => n(v))
							.join(' ')}L${P(xi, top + dy, z - 2.85)
							.map((v) => n(v))
							.join(' ')}`,
					)
				parts.push(`<path d="${lines.join('')}" ${seam} fill="none"/>`)
				parts.push(
					quad(
						[
							...P(xi, y - 0.3, z - 0.15),
							...P(xi, y - 0.3, z - 2.85),
							...P(xi, y - 0.15, z - 2.85),
							...P(xi, y - 0.15, z - 0.15),
						],
						mix('#b88a56', '#5e6a64', depthShade),
					),
				)
				parts.push(
					quad(
						[
							...P(xi, top, z - 0.15),
							...P(xi, top, z - 2.85),
							...P(xi, top + 0.25, z - 2.85),
							...P(xi, top + 0.25, z - 0.15),
						],
						'#fff',
						' opacity=".18"',
					),
				)
				const beam = [...P(xi, y, z), ...P(xi, y, z - 3), ...P(xi, y - 0.18, z - 3), ...P(xi, y - 0.18, z)]
				parts.push(quad(beam, '#d98a3a'))
			}
			const post = [
				...P(xi, floorY, z),
				...P(xi, levels[3]! - 1.6, z),
				...P(xi + side * 0.12, levels[3]! - 1.6, z),
				...P(xi + side * 0.12, floorY, z),
			]
			parts.push(quad(post, '#2f5d7a'))
			void xo
		}
	}
	// A forklift in the aisle carrying a pallet.
	const [fx, fy] = P(0.4, floorY, 9)
	const s = f / 9
	parts.push(c.shadow(fx, fy, s * 1.4, s * 0.12, 0.5))
	parts.push(
		`<g transform="translate(${n(fx)} ${n(fy)}) scale(${n(s / 100, 3)})"><rect x="-70" y="-115" width="120" height="80" rx="10" fill="${brand.amber}"/><rect x="-60" y="-190" width="6" height="80" fill="#2f2f2c"/><rect x="30" y="-190" width="6" height="80" fill="#2f2f2c"/><rect x="-62" y="-194" width="100" height="8" fill="#2f2f2c"/><rect x="-30" y="-150" width="40" height="40" rx="6" fill="#3a3a36"/><rect x="-110" y="-210" width="12" height="200" fill="#3f3f3b"/><rect x="-180" y="-60" width="80" height="8" fill="#3f3f3b"/>${carton(new Canvas(10, 10, 'fork'), -140, -68, 80, 70, 20, '#c89a62', '#b8874d')}<circle cx="-40" cy="-30" r="30" fill="#222"/><circle cx="-40" cy="-30" r="12" fill="#777"/><circle cx="30" cy="-30" r="26" fill="#222"/><circle cx="30" cy="-30" r="10" fill="#777"/></g>`,
	)
	parts.push(
		`<rect width="${w}" height="${h}" fill="${c.radial(
			[
				[0, '#000', 0],
				[0.75, '#000', 0],
				[1, '#1a1208', 0.35],
			],
			0.5,
			0.5,
			0.75,
		)}"/>`,
	)
	return parts.join('')
}

function harvestScene(c: Canvas): string {
	const { width: w, height: h, rng: r } = c
	const horizon = h * 0.5
	const parts = [
		sky(c, horizon, '#f4e6c6', '#f6d9a2', {
			x: w * 0.7,
			y: horizon - h * 0.1,
			r: h * 0.055,
			color: '#f9dfa6',
		}),
		clouds(c, 5, horizon * 0.6, '#fff8ea'),
	]
	parts.push(hills(c, horizon, h * 0.08, '#a9b59a', 4), hills(c, horizon + h * 0.01, h * 0.05, '#8ea07f', 6))
	// A line of trees and a farm on the horizon.
	for (let i = 0; i < 18; i++) {
		const x = r.range(0, w)
		const s = r.range(12, 24) * (w / 1600)
		parts.push(
			`<circle cx="${n(x)}" cy="${n(horizon - s * 0.6)}" r="${n(s)}" fill="${r.pick(['#5f7a4a', '#6f8a55', '#4f6b40'])}"/>`,
		)
	}
	parts.push(
		`<g transform="translate(${n(w * 0.24)} ${n(horizon)})"><rect x="0" y="-60" width="34" height="60" fill="#d8cfbf"/><path d="M0 -60Q17 -80 34 -60Z" fill="#b9ae9c"/><rect x="44" y="-34" width="70" height="34" fill="#a3442f"/><path d="M40 -34L79 -56 118 -34Z" fill="#7a2e22"/></g>`,
	)
	// Field rows running to the horizon.
	const vx = w * 0.55
	const rows = 26
	for (let i = 0; i < rows; i++) {
		const x0 = -w * 0.6 + (i / rows) * w * 2.2
		const x1 = -w * 0.6 + ((i + 1) / rows) * w * 2.2
		const tone = i % 2 ? '#d9a948' : '#c99638'
		parts.push(
			`<path d="M${n(vx + (x0 - vx) * 0.02)} ${n(horizon)}L${n(vx + (x1 - vx) * 0.02)} ${n(horizon)}L${n(x1)} ${h}L${n(x0)} ${h}Z" fill="${tone}"/>`,
		)
	}
	parts.push(
		`<rect y="${n(horizon)}" width="${w}" height="${n(h * 0.12)}" fill="${c.linear([
			[0, '#f6d9a2', 0.55],
			[1, '#f6d9a2', 0],
		])}"/>`,
	)
	// Ears of wheat close to the camera.
	for (let i = 0; i < 16; i++) {
		const x = r.range(-w * 0.02, w * 0.3) + (i % 2 ? w * 0.72 : 0)
		const len = r.range(0.3, 0.45) * h
		parts.push(
			`<path d="M${n(x)} ${h}Q${n(x + r.range(-20, 20))} ${n(h - len * 0.5)} ${n(x + r.range(-30, 30))} ${n(h - len)}" stroke="#b98a34" stroke-width="${n(w * 0.003)}" fill="none"/>`,
		)
		parts.push(
			wheatEar(
				c,
				x + r.range(-30, 30),
				h - len,
				-90 + r.range(-20, 20),
				len * 0.55,
				r.pick(['#d3a04f', '#c89440', '#dcae5c']),
			),
		)
	}
	parts.push(birds(c, 6, w * 0.45, h * 0.2, w * 0.08))
	return parts.join('')
}

function palm(
	c: Canvas,
	x: number,
	baseY: number,
	height: number,
	lean: number,
	fruit: boolean,
	tone = '#4f7a3a',
): string {
	const r = c.rng
	const topX = x + lean
	const topY = baseY - height
	const trunkW = height * 0.045
	const trunk: string[] = [
		`<path d="M${n(x - trunkW)} ${n(baseY)}Q${n(x + lean * 0.3 - trunkW * 0.8)} ${n(baseY - height * 0.5)} ${n(topX - trunkW * 0.6)} ${n(topY)}H${n(topX + trunkW * 0.6)}Q${n(x + lean * 0.3 + trunkW * 0.8)} ${n(baseY - height * 0.5)} ${n(x + trunkW)} ${n(baseY)}Z" fill="#8a6a4a"/>`,
	]
	for (let i = 1; i < 14; i++) {
		const t = i / 14
		const cx = x + (topX - x) * t + lean * 0.3 * Math.sin(Math.PI * t) * 0.5
		const cy = baseY - height * t
		const half = trunkW * (1 - t * 0.4)
		trunk.push(
			`<path d="M${n(cx - half)} ${n(cy)}Q${n(cx)} ${n(cy + half * 0.6)} ${n(cx + half)} ${n(cy)}" stroke="#6b4f34" stroke-width="${n(Math.max(1, half * 0.25))}" fill="none"/>`,
		)
	}
	const fronds: string[] = []
	const count = 13
	for (let i = 0; i < count; i++) {
		const a = -180 + (i / (count - 1)) * 180 + r.range(-8, 8)
		const len = height * r.range(0.38, 0.5)
		const rad = (a * Math.PI) / 180
		const ex = topX + Math.cos(rad) * len
		const ey = topY + Math.sin(rad) * len * 0.6 + len * 0.35
		const mx = topX + Math.cos(rad) * len * 0.5
		const my = topY + Math.sin(rad) * len * 0.5 - len * 0.1
		const color = i % 2 ? tone : darken(tone, 0.15)
		fronds.push(
			`<path d="M${n(topX)} ${n(topY)}Q${n(mx)} ${n(my)} ${n(ex)} ${n(ey)}" stroke="${color}" stroke-width="${n(height * 0.035)}" fill="none" stroke-linecap="round" stroke-dasharray="${n(height * 0.012)} ${n(height * 0.004)}"/>`,
		)
	}
	const dates: string[] = []
	if (fruit) {
		for (const side of [-1, 1]) {
			const cx = topX + side * height * 0.05
			const cy = topY + height * 0.07
			for (let k = 0; k < 22; k++) {
				dates.push(
					`<ellipse cx="${n(cx + r.range(-1, 1) * height * 0.035)}" cy="${n(cy + r.range(0, 1) * height * 0.08)}" rx="${n(height * 0.009)}" ry="${n(height * 0.014)}" fill="${r.pick(['#c9631e', '#e0822a', '#b04e17', '#d9952e'])}"/>`,
				)
			}
		}
	}
	return trunk.join('') + dates.join('') + fronds.join('')
}

function palmsScene(c: Canvas): string {
	const { width: w, height: h, rng: r } = c
	const horizon = h * 0.62
	const parts = [
		sky(c, horizon, '#f3dcb5', '#f0b77a', {
			x: w * 0.3,
			y: horizon - h * 0.1,
			r: h * 0.07,
			color: '#fbe3b0',
		}),
	]
	parts.push(hills(c, horizon, h * 0.06, '#e0b07c', 3), hills(c, horizon + h * 0.03, h * 0.05, '#d6a06a', 4))
	parts.push(
		`<rect y="${n(horizon + h * 0.03)}" width="${w}" height="${n(h)}" fill="${c.linear([
			[0, '#d9a56d'],
			[1, '#b98550'],
		])}"/>`,
	)
	// Rows of palms receding, then two close ones heavy with fruit.
	for (let row = 0; row < 3; row++) {
		const baseY = horizon + h * (0.04 + row * 0.06)
		const height = h * (0.22 + row * 0.12)
		const tone = mix('#4f7a3a', '#d9a56d', 0.45 - row * 0.15)
		for (let x = -w * 0.05 + row * 40; x < w * 1.05; x += w * (0.1 + row * 0.06)) {
			parts.push(
				palm(c, x + r.range(-20, 20), baseY, height * r.range(0.9, 1.1), r.range(-20, 20), row === 2, tone),
			)
		}
	}
	parts.push(palm(c, w * 0.82, h * 1.05, h * 0.95, -w * 0.05, true))
	parts.push(palm(c, w * 0.08, h * 1.08, h * 0.85, w * 0.04, true, '#46703a'))
	parts.push(birds(c, 4, w * 0.5, h * 0.2, w * 0.06))
	return parts.join('')
}

function packagingLineScene(c: Canvas): string {
	const { width: w, height: h, rng: r } = c
	const floor = h * 0.78
	const parts = [
		`<rect width="${w}" height="${n(floor)}" fill="${c.linear([
			[0, '#e8ede6'],
			[1, '#d5ddd3'],
		])}"/>`,
	]
	// Tall windows with daylight, and a green band along the wall.
	for (let i = 0; i < 6; i++) {
		const x = w * (0.04 + i * 0.165)
		parts.push(
			`<rect x="${n(x)}" y="${n(h * 0.06)}" width="${n(w * 0.12)}" height="${n(h * 0.34)}" fill="${c.linear([
				[0, '#fdfaf0'],
				[1, '#e6efe8'],
			])}"/><path d="M${n(x + w * 0.06)} ${n(h * 0.06)}V${n(h * 0.4)}M${n(x)} ${n(h * 0.23)}H${n(x + w * 0.12)}" stroke="#b8c2b8" stroke-width="4"/>`,
		)
	}
	parts.push(
		`<rect y="${n(h * 0.5)}" width="${w}" height="${n(floor - h * 0.5)}" fill="${brand.green}" opacity=".85"/><path d="M0 ${n(h * 0.47)}H${w}" stroke="#9aa89c" stroke-width="${n(h * 0.012)}"/>`,
	)
	parts.push(
		`<rect y="${n(floor)}" width="${w}" height="${n(h - floor)}" fill="${c.linear([
			[0, '#c9c6bc'],
			[1, '#a9a599'],
		])}"/>`,
	)
	// Filling machine on the left: stainless body, hopper and a screen.
	const steel = c.linear(
		[
			[0, '#f4f5f2'],
			[0.5, '#c7cbc6'],
			[1, '#9ba09a'],
		],
		0,
		0,
		1,
		0,
	)
	const mx = w * 0.06
	const mw = w * 0.22
	parts.push(c.shadow(mx + mw / 2, floor, mw * 0.7, h * 0.02, 0.5))
	parts.push(
		`<rect x="${n(mx)}" y="${n(h * 0.3)}" width="${n(mw)}" height="${n(floor - h * 0.3)}" fill="${steel}"/><path d="M${n(mx + mw * 0.15)} ${n(h * 0.3)}L${n(mx + mw * 0.05)} ${n(h * 0.12)}H${n(mx + mw * 0.95)}L${n(mx + mw * 0.85)} ${n(h * 0.3)}Z" fill="${steel}"/><rect x="${n(mx + mw * 0.1)} " y="${n(h * 0.4)}" width="${n(mw * 0.35)}" height="${n(h * 0.12)}" rx="6" fill="#23332c"/><rect x="${n(mx + mw * 0.13)}" y="${n(h * 0.42)}" width="${n(mw * 0.29)}" height="${n(h * 0.08)}" fill="#3f7a62"/><circle cx="${n(mx + mw * 0.6)}" cy="${n(h * 0.44)}" r="${n(h * 0.015)}" fill="#3aa35a"/><circle cx="${n(mx + mw * 0.7)}" cy="${n(h * 0.44)}" r="${n(h * 0.015)}" fill="${brand.amber}"/><circle cx="${n(mx + mw * 0.8)}" cy="${n(h * 0.44)}" r="${n(h * 0.015)}" fill="#c0392b"/><rect x="${n(mx + mw * 0.55)}" y="${n(h * 0.52)}" width="${n(mw * 0.3)}" height="${n(h * 0.12)}" fill="#23332c" opacity=".15"/>`,
	)
	// The conveyor, its rollers and legs.
	const beltY = h * 0.64
	const beltX0 = mx + mw
	parts.push(
		`<rect x="${n(beltX0)}" y="${n(beltY)}" width="${n(w - beltX0)}" height="${n(h * 0.035)}" fill="#3a3d3a"/><rect x="${n(beltX0)}" y="${n(beltY + h * 0.035)}" width="${n(w - beltX0)}" height="${n(h * 0.02)}" fill="${steel}"/>`,
	)
	for (let x = beltX0 + w * 0.05; x < w; x += w * 0.12)
		parts.push(
			`<rect x="${n(x)}" y="${n(beltY + h * 0.055)}" width="${n(w * 0.012)}" height="${n(floor - beltY - h * 0.055)}" fill="#9ba09a"/>`,
		)
	// Pouches travelling along the line, filled with different goods.
	const goods: Array<[string, string, string]> = [
		['rice', '#c79a64', brand.green],
		['lentil', '#f1ece1', '#a3442f'],
		['chickpea', '#2f6b52', brand.amber],
	]
	let i = 0
	for (let x = beltX0 + w * 0.06; x < w * 0.78; x += w * 0.085) {
		const [kind, material, band] = goods[i % goods.length]!
		parts.push(
			pouch(c, x, beltY, h * 0.2, material, band, itemFill(c, kind as 'rice', itemColors[kind as 'rice'])),
		)
		i++
	}
	// Cartons at the end of the line, ready for the pallet.
	parts.push(carton(c, w * 0.88, beltY, w * 0.1, h * 0.12, w * 0.06, '#c89a62', '#b8874d', brand.green))
	parts.push(
		carton(c, w * 0.9, floor, w * 0.12, h * 0.14, w * 0.07, '#c89a62', '#b8874d', brand.green),
		carton(c, w * 0.9, floor - h * 0.14, w * 0.12, h * 0.14, w * 0.07, '#cfa46c', '#b8874d', brand.green),
	)
	parts.push(
		`<rect width="${w}" height="${h}" fill="${c.linear(
			[
				[0, '#fff', 0.1],
				[1, '#1a1208', 0.15],
			],
			0,
			0,
			1,
			1,
		)}"/>`,
	)
	void r
	return parts.join('')
}

function spiceMarketScene(c: Canvas): string {
	const { width: w, height: h, rng: r } = c
	const parts = [`<rect width="${w}" height="${h}" fill="#6b4a30"/>`]
	for (let y = 0; y < h; y += 60)
		parts.push(`<rect y="${y}" width="${w}" height="3" fill="#4a3220" opacity=".6"/>`)
	const spices = [
		'#e0a21b',
		'#b8321e',
		'#9f7d4d',
		'#7a8a3a',
		'#d8642a',
		'#5b3423',
		'#efe0bd',
		'#c4502a',
		'#2f2620',
		'#8fa35a',
		'#e6b43a',
		'#a34a28',
	]
	const cols = Math.round(w / 330)
	const rowsCount = Math.round(h / 330)
	const cellW = w / cols
	const cellH = h / rowsCount
	for (let row = 0; row < rowsCount + 1; row++) {
		for (let col = 0; col < cols + 1; col++) {
			const x = col * cellW + (row % 2 ? cellW / 2 : 0) + r.range(-20, 20)
			const y = row * cellH + r.range(-20, 20)
			const radius = Math.min(cellW, cellH) * r.range(0.4, 0.47)
			const color = r.pick(spices)
			const whole = r.chance(0.3)
			const fill = whole
				? itemFill(
						c,
						r.pick(['peppercorn', 'cardamom', 'cumin', 'clove', 'star-anise'] as const),
						color === '#efe0bd' ? '#8fa35a' : color,
						1,
					)
				: powderSpeck(c, color)
			const burlap = r.chance(0.5)
			parts.push(
				`<g transform="translate(${n(x)} ${n(y)})"><circle cx="14" cy="18" r="${n(radius * 1.08)}" fill="#1a1208" opacity=".35"/><circle r="${n(radius * 1.08)}" fill="${burlap ? '#c4a06a' : r.pick(['#f1ece2', '#2f6b52', '#c47a4e'])}"/>${burlap ? `<circle r="${n(radius * 1.08)}" fill="none" stroke="#a8864e" stroke-width="${n(radius * 0.12)}" stroke-dasharray="6 4"/>` : ''}<circle r="${n(radius * 0.9)}" fill="${fill}"/><circle r="${n(radius * 0.9)}" fill="${c.radial(
					[
						[0, '#fff', 0.3],
						[0.5, '#fff', 0],
						[1, '#1a1208', 0.4],
					],
					0.4,
					0.38,
					0.65,
				)}"/></g>`,
			)
		}
	}
	parts.push(
		`<rect width="${w}" height="${h}" fill="${c.radial(
			[
				[0, '#000', 0],
				[0.7, '#000', 0],
				[1, '#1a1208', 0.4],
			],
			0.5,
			0.5,
			0.75,
		)}"/>`,
	)
	return parts.join('')
}

function powderSpeck(c: Canvas, color: string): string {
	const r = c.rng
	const id = c.once(`speck:${color}`, (newId) => {
		const dots: string[] = [`<rect width="90" height="90" fill="${color}"/>`]
		for (let i = 0; i < 140; i++)
			dots.push(
				`<circle cx="${n(r.range(0, 90))}" cy="${n(r.range(0, 90))}" r="${n(r.range(0.6, 1.8))}" fill="${r.chance(0.5) ? lighten(color, 0.25) : darken(color, 0.25)}" opacity=".7"/>`,
			)
		return `<pattern id="${newId}" width="90" height="90" patternUnits="userSpaceOnUse">${dots.join('')}</pattern>`
	})
	return `url(#${id})`
}
