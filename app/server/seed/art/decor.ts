import { type Canvas, n } from './canvas.ts'
import { darken, lighten } from './color.ts'
import { type ItemKind, items } from './items.ts'

/** Plants and props that set the scene around the goods: stalks, leaves, branches, a spoon. */

const rotateAt = (x: number, y: number, angle: number) =>
	`transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"`

/** A ripe rice panicle on its stem, lying along +x from (x, y). */
export function riceStalk(
	c: Canvas,
	x: number,
	y: number,
	angle: number,
	length: number,
	husk = '#d2ad62',
): string {
	const r = c.rng
	const stem = `M0 0C${n(length * 0.4)} ${n(-length * 0.05)} ${n(length * 0.7)} ${n(-length * 0.02)} ${n(length)} ${n(length * 0.08)}`
	const grains: string[] = []
	for (let b = 0; b < 6; b++) {
		const bx = length * (0.55 + b * 0.08)
		const by = length * (0.0 + b * 0.014)
		const dir = b % 2 === 0 ? 1 : -1
		const blen = length * r.range(0.12, 0.2)
		grains.push(
			`<path d="M${n(bx)} ${n(by)}q${n(blen * 0.5)} ${n(dir * blen * 0.2)} ${n(blen)} ${n(dir * blen * 0.35 + blen * 0.15)}" stroke="${darken(husk, 0.3)}" stroke-width="2.5" fill="none"/>`,
		)
		for (let g = 0; g < 6; g++) {
			const t = (g + 1) / 7
			grains.push(
				`<ellipse cx="${n(bx + blen * t)}" cy="${n(by + (dir * blen * 0.35 + blen * 0.15) * t * t)}" rx="10" ry="4.5" transform="rotate(${n(20 * dir + r.range(-15, 15))} ${n(bx + blen * t)} ${n(by + (dir * blen * 0.35 + blen * 0.15) * t * t)})" fill="${c.radial(
					[
						[0, lighten(husk, 0.3)],
						[1, darken(husk, 0.15)],
					],
				)}"/>`,
			)
		}
	}
	return `<g ${rotateAt(x, y, angle)}><path d="${stem}" stroke="${darken(husk, 0.25)}" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M${n(length * 0.15)} 0q${n(length * 0.2)} ${n(-length * 0.12)} ${n(length * 0.42)} ${n(-length * 0.1)}" stroke="#8c9a52" stroke-width="11" fill="none" stroke-linecap="round" opacity=".85"/>${grains.join('')}</g>`
}

/** An ear of wheat with its awns, lying along +x. */
export function wheatEar(
	c: Canvas,
	x: number,
	y: number,
	angle: number,
	length: number,
	color = '#d3a04f',
): string {
	const kernels: string[] = []
	const earStart = length * 0.55
	const fill = c.radial([
		[0, lighten(color, 0.35)],
		[1, darken(color, 0.15)],
	])
	for (let i = 0; i < 9; i++) {
		const kx = earStart + i * length * 0.048
		for (const side of [-1, 1]) {
			kernels.push(
				`<ellipse cx="${n(kx)}" cy="${n(side * 7)}" rx="13" ry="6.5" transform="rotate(${n(side * 28)} ${n(kx)} ${n(side * 7)})" fill="${fill}" stroke="${darken(color, 0.25)}" stroke-width="0.8"/>`,
				`<path d="M${n(kx + 8)} ${n(side * 10)}l${n(length * 0.22)} ${n(side * length * 0.08)}" stroke="${lighten(color, 0.1)}" stroke-width="1.2" opacity=".85"/>`,
			)
		}
	}
	return `<g ${rotateAt(x, y, angle)}><path d="M0 0H${n(earStart + 10)}" stroke="${darken(color, 0.1)}" stroke-width="4.5" stroke-linecap="round"/>${kernels.join('')}</g>`
}

/** A single leaf with its midrib, pointing along +x. */
export function leaf(
	c: Canvas,
	x: number,
	y: number,
	angle: number,
	length: number,
	color: string,
	widthRatio = 0.32,
): string {
	const w = length * widthRatio
	const fill = c.linear(
		[
			[0, lighten(color, 0.15)],
			[1, darken(color, 0.2)],
		],
		0,
		0,
		0,
		1,
	)
	return `<g ${rotateAt(x, y, angle)}><path d="M0 0C${n(length * 0.25)} ${n(-w)} ${n(length * 0.7)} ${n(-w * 0.8)} ${n(length)} 0C${n(length * 0.7)} ${n(w * 0.8)} ${n(length * 0.25)} ${n(w)} 0 0Z" fill="${fill}"/><path d="M0 0Q${n(length * 0.5)} ${n(-w * 0.08)} ${n(length * 0.95)} 0" stroke="${lighten(color, 0.35)}" stroke-width="${n(Math.max(1.2, length * 0.015))}" fill="none" opacity=".7"/></g>`
}

/** A sprig: a thin twig with paired leaves and optional fruit (olives on an olive branch). */
export function branch(
	c: Canvas,
	x: number,
	y: number,
	angle: number,
	length: number,
	leafColor: string,
	fruit?: { kind: ItemKind; color: string; count: number },
): string {
	const r = c.rng
	const parts: string[] = [
		`<path d="M0 0Q${n(length * 0.5)} ${n(-length * 0.06)} ${n(length)} 0" stroke="${darken(leafColor, 0.35)}" stroke-width="4" fill="none" stroke-linecap="round"/>`,
	]
	const pairs = 6
	for (let i = 0; i < pairs; i++) {
		const t = 0.12 + (i / pairs) * 0.85
		const lx = length * t
		const ly = -length * 0.06 * 4 * t * (1 - t)
		const size = length * r.range(0.22, 0.3) * (1 - t * 0.35)
		parts.push(
			leaf(c, lx, ly, -38 + r.range(-10, 10), size, leafColor, 0.24),
			leaf(c, lx, ly, 38 + r.range(-10, 10), size, darken(leafColor, 0.08), 0.24),
		)
	}
	parts.push(leaf(c, length, 0, r.range(-8, 8), length * 0.24, leafColor, 0.24))
	if (fruit) {
		const placements = Array.from({ length: fruit.count }, (_, i) => ({
			x: length * (0.3 + i * (0.55 / fruit.count)),
			y: r.range(14, 26) * (i % 2 === 0 ? 1 : -1),
			angle: r.range(-30, 30),
		}))
		parts.push(items(c, fruit.kind, fruit.color, placements))
	}
	return `<g ${rotateAt(x, y, angle)}>${parts.join('')}</g>`
}

/** A date-palm frond: a rib with long, narrow, tapered leaflets. */
export function palmFrond(
	c: Canvas,
	x: number,
	y: number,
	angle: number,
	length: number,
	color = '#4f7a3a',
): string {
	const r = c.rng
	const parts: string[] = []
	const count = 24
	for (let i = 0; i < count; i++) {
		const t = 0.1 + (i / count) * 0.88
		const px = length * t
		const py = length * 0.08 * t * t
		const size = length * 0.34 * Math.sin(Math.PI * Math.min(1, t * 1.05)) + 20
		const half = Math.max(2.5, size * 0.045)
		for (const side of [-1, 1]) {
			const a = side * (40 + r.range(-6, 6)) + 10 * t
			const tone = side > 0 ? darken(color, 0.12) : lighten(color, 0.06)
			parts.push(
				`<path d="M0 0Q${n(size * 0.45)} ${n(-half * 1.6)} ${n(size)} 0Q${n(size * 0.45)} ${n(half * 1.2)} 0 0Z" transform="translate(${n(px)} ${n(py)}) rotate(${n(a)})" fill="${tone}"/>`,
			)
		}
	}
	return `<g ${rotateAt(x, y, angle)}>${parts.join('')}<path d="M0 0Q${n(length * 0.5)} ${n(length * 0.02)} ${n(length)} ${n(length * 0.08)}" stroke="${darken(color, 0.3)}" stroke-width="6" fill="none" stroke-linecap="round"/></g>`
}

/** A wooden spoon lying on the table with a little of the goods in it. */
export function spoon(
	c: Canvas,
	x: number,
	y: number,
	angle: number,
	length: number,
	contents: string,
	wood = '#a8733f',
): string {
	const bowlRx = length * 0.2
	const bowlRy = length * 0.13
	const fill = c.linear(
		[
			[0, lighten(wood, 0.25)],
			[1, darken(wood, 0.25)],
		],
		0,
		0,
		0,
		1,
	)
	const handle = `<path d="M${n(bowlRx * 0.8)} ${n(-length * 0.02)}L${n(length)} ${n(-length * 0.028)}Q${n(length + 10)} 0 ${n(length)} ${n(length * 0.028)}L${n(bowlRx * 0.8)} ${n(length * 0.02)}Z" fill="${fill}"/>`
	return `<g ${rotateAt(x, y, angle)}>${c.shadow(length * 0.45, bowlRy * 0.7, length * 0.6, bowlRy * 0.6, 0.45)}${handle}<ellipse rx="${n(bowlRx)}" ry="${n(bowlRy)}" fill="${fill}"/><ellipse cx="-2" cy="-2" rx="${n(bowlRx * 0.85)}" ry="${n(bowlRy * 0.78)}" fill="${darken(wood, 0.3)}"/><ellipse cx="-4" cy="-5" rx="${n(bowlRx * 0.8)}" ry="${n(bowlRy * 0.7)}" fill="${contents}"/><ellipse cx="-4" cy="-5" rx="${n(bowlRx * 0.8)}" ry="${n(bowlRy * 0.7)}" fill="${c.radial(
		[
			[0, '#fff', 0.25],
			[0.6, '#fff', 0],
			[1, '#2a1c0c', 0.3],
		],
		0.35,
		0.3,
		0.8,
	)}"/></g>`
}

/** A sunflower head (for sunflower oil). */
export function sunflower(c: Canvas, x: number, y: number, radius: number, tilt = 0.85): string {
	const r = c.rng
	const petals: string[] = []
	for (let i = 0; i < 22; i++) {
		const a = (i / 22) * 360 + r.range(-4, 4)
		petals.push(
			`<ellipse cx="${n(radius * 0.95)}" rx="${n(radius * 0.5)}" ry="${n(radius * 0.14)}" transform="rotate(${n(a)})" fill="${i % 2 ? '#f2b51d' : '#e9a514'}"/>`,
		)
	}
	const seeds = c.radial([
		[0, '#6b4a1c'],
		[0.7, '#3b2410'],
		[1, '#2a180a'],
	])
	return `<g transform="translate(${n(x)} ${n(y)}) scale(1 ${n(tilt, 2)})">${petals.join('')}<circle r="${n(radius * 0.62)}" fill="${seeds}"/><circle r="${n(radius * 0.62)}" fill="url(#${c.once('sfseed', (id) => `<pattern id="${id}" width="9" height="9" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><circle cx="4.5" cy="4.5" r="1.6" fill="#8a6a2a" opacity=".6"/></pattern>`)})"/></g>`
}

/** An ear of maize with husk leaves (for corn oil). */
export function cornCob(c: Canvas, x: number, y: number, angle: number, length: number): string {
	const w = length * 0.2
	const kernels = c.once(
		'corn',
		(id) =>
			`<pattern id="${id}" width="14" height="12" patternUnits="userSpaceOnUse"><rect width="14" height="12" fill="#c98a12"/><rect x="1" y="1" width="12" height="10" rx="4" fill="#f2c230"/><ellipse cx="5" cy="4" rx="3" ry="2" fill="#fff" opacity=".35"/></pattern>`,
	)
	const body = `M0 ${n(-w * 0.45)}Q${n(length * 0.5)} ${n(-w * 0.6)} ${n(length)} 0Q${n(length * 0.5)} ${n(w * 0.6)} 0 ${n(w * 0.45)}Z`
	return `<g ${rotateAt(x, y, angle)}><path d="${body}" fill="url(#${kernels})"/><path d="${body}" fill="${c.linear(
		[
			[0, '#fff', 0.25],
			[0.5, '#fff', 0],
			[1, '#3a2406', 0.35],
		],
		0,
		0,
		0,
		1,
	)}"/><path d="M-10 ${n(w * 0.2)}C${n(length * 0.3)} ${n(w * 1.3)} ${n(length * 0.6)} ${n(w * 1.1)} ${n(length * 0.8)} ${n(w * 0.9)}C${n(length * 0.5)} ${n(w * 0.6)} ${n(length * 0.2)} ${n(w * 0.5)} -10 ${n(w * 0.2)}Z" fill="#9bab5a"/><path d="M-10 ${n(-w * 0.2)}C${n(length * 0.3)} ${n(-w * 1.2)} ${n(length * 0.55)} ${n(-w * 1.0)} ${n(length * 0.7)} ${n(-w * 0.95)}C${n(length * 0.45)} ${n(-w * 0.55)} ${n(length * 0.2)} ${n(-w * 0.45)} -10 ${n(-w * 0.2)}Z" fill="#b4c06e"/></g>`
}
