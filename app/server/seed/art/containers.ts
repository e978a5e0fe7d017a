import { type Canvas, n } from './canvas.ts'
import { brand, darken, lighten, mix } from './color.ts'
import { emblem, shade } from './vessels.ts'

/**
 * Packs and serving ware: bottles, jerry cans, tins, jars, pouches, cartons, bags, pallets and the
 * Arabic coffee pot. Positions are the bottom centre of each object.
 */

const glassHighlight = (x: number, top: number, height: number, width: number) =>
	`<rect x="${n(x)}" y="${n(top)}" width="${n(width)}" height="${n(height)}" rx="${n(width / 2)}" fill="#fff" opacity=".35"/>`

export interface BottleOptions {
	x: number
	y: number
	h: number
	liquid: string
	glass?: 'clear' | 'green'
	label?: string
	shape?: 'round' | 'square' | 'tall'
}

export function bottle(c: Canvas, o: BottleOptions): string {
	const { h } = o
	const w = h * (o.shape === 'tall' ? 0.26 : o.shape === 'square' ? 0.36 : 0.32)
	const neckW = w * 0.3
	const shoulder = -h * 0.62
	const neckTop = -h * 0.9
	const body = `M${n(-w / 2)} ${n(-h * 0.03)}Q${n(-w / 2)} 0 ${n(-w / 2 + 8)} 0H${n(w / 2 - 8)}Q${n(w / 2)} 0 ${n(w / 2)} ${n(-h * 0.03)}V${n(shoulder)}C${n(w / 2)} ${n(shoulder - h * 0.1)} ${n(neckW / 2)} ${n(shoulder - h * 0.12)} ${n(neckW / 2)} ${n(neckTop + h * 0.06)}V${n(neckTop)}H${n(-neckW / 2)}V${n(neckTop + h * 0.06)}C${n(-neckW / 2)} ${n(shoulder - h * 0.12)} ${n(-w / 2)} ${n(shoulder - h * 0.1)} ${n(-w / 2)} ${n(shoulder)}Z`
	const glass = o.glass === 'green' ? '#3f5a2a' : '#e8e4cf'
	const liquidTop = shoulder - h * 0.04
	const clip = c.clip(`<path d="${body}"/>`)
	const liquid = c.linear(
		[
			[0, lighten(o.liquid, 0.3)],
			[0.4, o.liquid],
			[1, darken(o.liquid, 0.35)],
		],
		0,
		0,
		1,
		0,
	)
	const parts: string[] = [
		c.shadow(w * 0.35, 0, w * 0.95, w * 0.14, 0.55),
		`<path d="${body}" fill="${glass}" opacity="${o.glass === 'green' ? 0.95 : 0.55}"/>`,
		`<g clip-path="${clip}"><rect x="${n(-w)}" y="${n(liquidTop)}" width="${n(w * 2)}" height="${n(h)}" fill="${liquid}" opacity="${o.glass === 'green' ? 0.55 : 0.95}"/><ellipse cy="${n(liquidTop)}" rx="${n(w / 2)}" ry="${n(w * 0.06)}" fill="${lighten(o.liquid, 0.35)}" opacity=".8"/></g>`,
	]
	if (o.label) {
		const top = -h * 0.5
		const bottom = -h * 0.14
		parts.push(
			`<g clip-path="${clip}"><rect x="${n(-w)}" y="${n(top)}" width="${n(w * 2)}" height="${n(bottom - top)}" fill="${o.label}"/><rect x="${n(-w)}" y="${n(top + 6)}" width="${n(w * 2)}" height="3" fill="${brand.amberLight}"/><rect x="${n(-w)}" y="${n(bottom - 9)}" width="${n(w * 2)}" height="3" fill="${brand.amberLight}"/></g>`,
			emblem(0, (top + bottom) / 2, Math.min(w * 0.26, (bottom - top) * 0.32), darken(o.label, 0.15)),
		)
	}
	parts.push(shade(c, body, 0.9))
	parts.push(glassHighlight(-w * 0.34, shoulder + 10, -shoulder - h * 0.1, w * 0.07))
	parts.push(glassHighlight(w * 0.22, shoulder + 20, -shoulder - h * 0.3, w * 0.03))
	parts.push(
		`<rect x="${n(-neckW * 0.62)}" y="${n(neckTop - h * 0.075)}" width="${n(neckW * 1.24)}" height="${n(h * 0.08)}" rx="4" fill="${c.linear(
			[
				[0, lighten(brand.green, 0.2)],
				[1, darken(brand.green, 0.3)],
			],
			0,
			0,
			1,
			0,
		)}"/>`,
	)
	return `<g transform="translate(${n(o.x)} ${n(o.y)})">${parts.join('')}</g>`
}

/** A 5 L PET jerry can with a carrying handle and a cap, oil showing through the plastic. */
export function jerrycan(
	c: Canvas,
	x: number,
	y: number,
	h: number,
	liquid: string,
	label = brand.green,
): string {
	const w = h * 0.62
	const top = -h * 0.8
	const rr = w * 0.14
	const body = `M${n(-w / 2)} ${n(-rr)}V${n(top + rr)}Q${n(-w / 2)} ${n(top)} ${n(-w / 2 + rr)} ${n(top)}H${n(w / 2 - rr)}Q${n(w / 2)} ${n(top)} ${n(w / 2)} ${n(top + rr)}V${n(-rr)}Q${n(w / 2)} 0 ${n(w / 2 - rr)} 0H${n(-w / 2 + rr)}Q${n(-w / 2)} 0 ${n(-w / 2)} ${n(-rr)}Z`
	const handle = `M${n(w * 0.0)} ${n(top + 4)}V${n(-h * 0.92)}Q${n(w * 0.0)} ${n(-h * 0.99)} ${n(w * 0.08)} ${n(-h * 0.99)}H${n(w * 0.38)}Q${n(w * 0.46)} ${n(-h * 0.99)} ${n(w * 0.46)} ${n(-h * 0.92)}V${n(top + 4)}ZM${n(w * 0.09)} ${n(-h * 0.94)}V${n(-h * 0.85)}H${n(w * 0.37)}V${n(-h * 0.94)}Z`
	const clip = c.clip(`<path d="${body}"/>`)
	const plastic = '#f4f0e2'
	const fill = c.linear(
		[
			[0, lighten(liquid, 0.4)],
			[0.45, liquid],
			[1, darken(liquid, 0.3)],
		],
		0,
		0,
		1,
		0,
	)
	const ridges = [0.12, 0.66, 0.72]
		.map(
			(t) =>
				`<path d="M${n(-w / 2)} ${n(-h * t)}H${n(w / 2)}" stroke="#fff" stroke-width="3" opacity=".35"/>`,
		)
		.join('')
	return `<g transform="translate(${n(x)} ${n(y)})">${c.shadow(w * 0.25, 0, w * 0.8, w * 0.1, 0.55)}<path d="${handle}" fill="${plastic}" fill-rule="evenodd" opacity=".9"/><path d="${handle}" fill="${liquid}" fill-rule="evenodd" opacity=".35"/><rect x="${n(-w * 0.36)}" y="${n(-h * 0.9)}" width="${n(w * 0.24)}" height="${n(h * 0.11)}" rx="6" fill="${c.linear(
		[
			[0, lighten(brand.amber, 0.3)],
			[1, darken(brand.amber, 0.3)],
		],
		0,
		0,
		1,
		0,
	)}"/><path d="${body}" fill="${plastic}" opacity=".7"/><g clip-path="${clip}"><rect x="${n(-w)}" y="${n(top + h * 0.06)}" width="${n(w * 2)}" height="${n(h)}" fill="${fill}" opacity=".92"/><rect x="${n(-w)}" y="${n(top + h * 0.06)}" width="${n(w * 2)}" height="5" fill="${lighten(liquid, 0.5)}" opacity=".8"/><rect x="${n(-w)}" y="${n(-h * 0.56)}" width="${n(w * 2)}" height="${n(h * 0.34)}" fill="${label}"/><rect x="${n(-w)}" y="${n(-h * 0.56)}" width="${n(w * 2)}" height="5" fill="${brand.amberLight}"/><rect x="${n(-w)}" y="${n(-h * 0.22 - 5)}" width="${n(w * 2)}" height="5" fill="${brand.amberLight}"/>${ridges}</g>${emblem(0, -h * 0.39, h * 0.1, darken(label, 0.15))}${shade(c, body, 0.8)}${glassHighlight(-w * 0.42, -h * 0.74, h * 0.64, w * 0.05)}</g>`
}

/** A square 18 L tin (oil, ghee) with a wire handle. */
export function tin(c: Canvas, x: number, y: number, h: number, label: string): string {
	const w = h * 0.62
	const d = w * 0.35
	const metal = c.linear(
		[
			[0, '#f4f4ef'],
			[0.4, '#c9cbc5'],
			[1, '#8d908a'],
		],
		0,
		0,
		1,
		0,
	)
	const side = `M${n(w / 2)} 0L${n(w / 2 + d * 0.6)} ${n(-d * 0.4)}V${n(-h - d * 0.4)}L${n(w / 2)} ${n(-h)}Z`
	const top = `M${n(-w / 2)} ${n(-h)}L${n(-w / 2 + d * 0.6)} ${n(-h - d * 0.4)}H${n(w / 2 + d * 0.6)}L${n(w / 2)} ${n(-h)}Z`
	return `<g transform="translate(${n(x)} ${n(y)})">${c.shadow(w * 0.3, -d * 0.1, w * 0.85, d * 0.35, 0.5)}<rect x="${n(-w / 2)}" y="${n(-h)}" width="${n(w)}" height="${n(h)}" fill="${metal}"/><rect x="${n(-w / 2)}" y="${n(-h * 0.78)}" width="${n(w)}" height="${n(h * 0.6)}" fill="${label}"/><rect x="${n(-w / 2)}" y="${n(-h * 0.78)}" width="${n(w)}" height="5" fill="${brand.amberLight}"/><rect x="${n(-w / 2)}" y="${n(-h * 0.18 - 5)}" width="${n(w)}" height="5" fill="${brand.amberLight}"/>${emblem(0, -h * 0.48, h * 0.16, darken(label, 0.15))}<path d="${side}" fill="#9a9d96"/><path d="${side}" fill="${darken(label, 0.35)}" opacity=".0"/><path d="${top}" fill="#e6e7e1"/><circle cx="${n(w * 0.25)}" cy="${n(-h - d * 0.22)}" r="${n(w * 0.07)}" fill="#b9bbb4" stroke="#8d908a" stroke-width="3"/><path d="M${n(-w * 0.3)} ${n(-h - d * 0.15)}Q${n(0)} ${n(-h - d * 1.6)} ${n(w * 0.35)} ${n(-h - d * 0.3)}" stroke="#6d706a" stroke-width="4" fill="none"/>${glassHighlight(-w * 0.44, -h * 0.96, h * 0.9, w * 0.03)}</g>`
}

/** A glass jar holding goods (fill pattern), with a metal lid. */
export function jar(c: Canvas, x: number, y: number, h: number, contents: string, lid = brand.amber): string {
	const w = h * 0.7
	const body = `M${n(-w / 2)} ${n(-h * 0.08)}Q${n(-w / 2)} 0 ${n(-w / 2 + 18)} 0H${n(w / 2 - 18)}Q${n(w / 2)} 0 ${n(w / 2)} ${n(-h * 0.08)}V${n(-h * 0.78)}Q${n(w / 2)} ${n(-h * 0.86)} ${n(w * 0.4)} ${n(-h * 0.88)}H${n(-w * 0.4)}Q${n(-w / 2)} ${n(-h * 0.86)} ${n(-w / 2)} ${n(-h * 0.78)}Z`
	const clip = c.clip(`<path d="${body}"/>`)
	return `<g transform="translate(${n(x)} ${n(y)})">${c.shadow(w * 0.2, 0, w * 0.7, w * 0.09, 0.5)}<g clip-path="${clip}"><rect x="${n(-w)}" y="${n(-h * 0.8)}" width="${n(w * 2)}" height="${n(h)}" fill="${contents}"/></g><path d="${body}" fill="#eef3ee" opacity=".18"/>${shade(c, body, 0.8)}${glassHighlight(-w * 0.38, -h * 0.74, h * 0.6, w * 0.06)}${glassHighlight(w * 0.3, -h * 0.6, h * 0.3, w * 0.03)}<rect x="${n(-w * 0.43)}" y="${n(-h)}" width="${n(w * 0.86)}" height="${n(h * 0.13)}" rx="6" fill="${c.linear(
		[
			[0, lighten(lid, 0.35)],
			[0.5, lid],
			[1, darken(lid, 0.35)],
		],
		0,
		0,
		1,
		0,
	)}"/><path d="M${n(-w * 0.43)} ${n(-h * 0.95)}H${n(w * 0.43)}M${n(-w * 0.43)} ${n(-h * 0.91)}H${n(w * 0.43)}" stroke="${darken(lid, 0.3)}" stroke-width="2" opacity=".5"/></g>`
}

/** A stand-up pouch with a zip, a window showing the goods and a coloured band. */
export function pouch(
	c: Canvas,
	x: number,
	y: number,
	h: number,
	material: string,
	band: string,
	contents?: string,
): string {
	const w = h * 0.68
	const body = `M${n(-w / 2)} ${n(-h)}H${n(w / 2)}L${n(w * 0.53)} ${n(-h * 0.25)}Q${n(w * 0.55)} 0 ${n(w * 0.4)} 0H${n(-w * 0.4)}Q${n(-w * 0.55)} 0 ${n(-w * 0.53)} ${n(-h * 0.25)}Z`
	const clip = c.clip(`<path d="${body}"/>`)
	const fill = c.linear(
		[
			[0, lighten(material, 0.2)],
			[0.5, material],
			[1, darken(material, 0.25)],
		],
		0,
		0,
		1,
		0,
	)
	const window = contents
		? `<path d="M${n(-w * 0.22)} ${n(-h * 0.46)}Q0 ${n(-h * 0.5)} ${n(w * 0.22)} ${n(-h * 0.46)}V${n(-h * 0.2)}Q0 ${n(-h * 0.16)} ${n(-w * 0.22)} ${n(-h * 0.2)}Z" fill="${contents}" stroke="${lighten(material, 0.3)}" stroke-width="3"/>`
		: ''
	return `<g transform="translate(${n(x)} ${n(y)})">${c.shadow(w * 0.2, 0, w * 0.7, w * 0.08, 0.5)}<path d="${body}" fill="${fill}"/><g clip-path="${clip}"><rect x="${n(-w)}" y="${n(-h * 0.8)}" width="${n(w * 2)}" height="${n(h * 0.2)}" fill="${band}"/><rect x="${n(-w)}" y="${n(-h * 0.62)}" width="${n(w * 2)}" height="${n(h * 0.02)}" fill="${brand.amberLight}"/></g>${emblem(0, -h * 0.7, h * 0.075, darken(band, 0.15))}${window}<path d="M${n(-w / 2)} ${n(-h * 0.9)}H${n(w / 2)}" stroke="${darken(material, 0.25)}" stroke-width="4"/>${shade(c, body, 0.8)}<path d="M${n(-w * 0.42)} ${n(-h * 0.98)}L${n(-w * 0.44)} ${n(-h * 0.05)}" stroke="#fff" stroke-width="${n(w * 0.03)}" opacity=".25" stroke-linecap="round"/></g>`
}

/** An isometric corrugated carton; `w` along the front, `d` the depth going back-right. */
export function carton(
	c: Canvas,
	x: number,
	y: number,
	w: number,
	h: number,
	d: number,
	color = '#c89a62',
	tape = '#b8874d',
	mark?: string,
): string {
	const dx = d * 0.7
	const dy = -d * 0.45
	const front = `M${n(-w / 2)} 0H${n(w / 2)}V${n(-h)}H${n(-w / 2)}Z`
	const side = `M${n(w / 2)} 0L${n(w / 2 + dx)} ${n(dy)}V${n(dy - h)}L${n(w / 2)} ${n(-h)}Z`
	const top = `M${n(-w / 2)} ${n(-h)}L${n(-w / 2 + dx)} ${n(dy - h)}H${n(w / 2 + dx)}L${n(w / 2)} ${n(-h)}Z`
	const parts = [
		`<path d="${front}" fill="${color}"/>`,
		`<path d="${side}" fill="${darken(color, 0.22)}"/>`,
		`<path d="${top}" fill="${lighten(color, 0.15)}"/>`,
		// Packing tape along the top seam and down the front.
		`<path d="M${n(dx / 2 - w / 2 + w / 2 - w * 0.06)} ${n(dy / 2 - h)}L${n(-w * 0.06)} ${n(-h)}V${n(-h * 0.8)}H${n(w * 0.06)}V${n(-h)}L${n(w * 0.06 + dx / 2)} ${n(dy / 2 - h)}Z" fill="${tape}" opacity=".8"/>`,
		`<path d="M${n(-w / 2 + dx / 2)} ${n(dy / 2 - h)}H${n(w / 2 + dx / 2)}" stroke="${darken(color, 0.3)}" stroke-width="2" opacity=".5"/>`,
	]
	if (mark)
		parts.push(
			emblem(-w * 0.22, -h * 0.42, Math.min(w, h) * 0.16, mark),
			`<rect x="${n(w * 0.02)}" y="${n(-h * 0.5)}" width="${n(w * 0.36)}" height="${n(h * 0.05)}" fill="${mark}" opacity=".8"/><rect x="${n(w * 0.02)}" y="${n(-h * 0.4)}" width="${n(w * 0.26)}" height="${n(h * 0.04)}" fill="${mark}" opacity=".5"/>`,
		)
	parts.push(
		`<path d="${front}" fill="${c.linear(
			[
				[0, '#fff', 0.12],
				[1, '#000', 0.1],
			],
			0,
			0,
			1,
			1,
		)}"/>`,
	)
	return `<g transform="translate(${n(x)} ${n(y)})">${parts.join('')}</g>`
}

/** A filled woven bag lying flat (for stacks of 25–50 kg bags). */
export function flatBag(
	c: Canvas,
	x: number,
	y: number,
	w: number,
	h: number,
	color = '#f1ece1',
	stripe = brand.green,
): string {
	const body = `M${n(-w / 2)} ${n(-h * 0.15)}Q${n(-w / 2 - 8)} ${n(-h / 2)} ${n(-w / 2)} ${n(-h * 0.85)}Q0 ${n(-h * 1.08)} ${n(w / 2)} ${n(-h * 0.85)}Q${n(w / 2 + 8)} ${n(-h / 2)} ${n(w / 2)} ${n(-h * 0.15)}Q0 ${n(h * 0.08)} ${n(-w / 2)} ${n(-h * 0.15)}Z`
	const clip = c.clip(`<path d="${body}"/>`)
	return `<g transform="translate(${n(x)} ${n(y)})"><path d="${body}" fill="${color}"/><g clip-path="${clip}"><rect x="${n(-w * 0.38)}" y="${n(-h)}" width="${n(w * 0.05)}" height="${n(h)}" fill="${stripe}"/><rect x="${n(w * 0.33)}" y="${n(-h)}" width="${n(w * 0.05)}" height="${n(h)}" fill="${stripe}"/></g>${emblem(0, -h * 0.5, h * 0.28, stripe)}${shade(c, body, 0.9)}</g>`
}

/** A one-tonne bulk bag (FIBC) with lifting loops. */
export function jumboBag(c: Canvas, x: number, y: number, size: number, color = '#f3efe4'): string {
	const w = size
	const h = size * 1.05
	const d = size * 0.45
	const dx = d * 0.7
	const dy = -d * 0.45
	const front = `M${n(-w / 2 - 6)} 0Q0 10 ${n(w / 2 + 6)} 0Q${n(w / 2 + 14)} ${n(-h / 2)} ${n(w / 2)} ${n(-h)}Q0 ${n(-h - 12)} ${n(-w / 2)} ${n(-h)}Q${n(-w / 2 - 14)} ${n(-h / 2)} ${n(-w / 2 - 6)} 0Z`
	const side = `M${n(w / 2 + 6)} 0L${n(w / 2 + dx)} ${n(dy)}Q${n(w / 2 + dx + 10)} ${n(dy - h / 2)} ${n(w / 2 + dx - 4)} ${n(dy - h)}L${n(w / 2)} ${n(-h)}Q${n(w / 2 + 14)} ${n(-h / 2)} ${n(w / 2 + 6)} 0Z`
	const top = `M${n(-w / 2)} ${n(-h)}L${n(-w / 2 + dx)} ${n(dy - h)}H${n(w / 2 + dx - 4)}L${n(w / 2)} ${n(-h)}Z`
	const loop = (lx: number, ly: number) =>
		`<path d="M${n(lx - 12)} ${n(ly)}Q${n(lx)} ${n(ly - 70)} ${n(lx + 12)} ${n(ly)}" stroke="${brand.amber}" stroke-width="10" fill="none"/>`
	const weaveId = c.once(
		'fibc',
		(id) =>
			`<pattern id="${id}" width="6" height="6" patternUnits="userSpaceOnUse"><path d="M0 1.5H6M0 4.5H6" stroke="#cfc8b5" stroke-width="1"/><path d="M1.5 0V6M4.5 0V6" stroke="#fff" stroke-width="1"/></pattern>`,
	)
	return `<g transform="translate(${n(x)} ${n(y)})"><path d="${side}" fill="${darken(color, 0.2)}"/><path d="${top}" fill="${lighten(color, 0.2)}"/><path d="${front}" fill="${color}"/><path d="${front}" fill="url(#${weaveId})" opacity=".6"/>${loop(-w * 0.42, -h)}${loop(w * 0.42, -h)}${loop(-w * 0.42 + dx, dy - h)}${loop(w * 0.42 + dx, dy - h)}<rect x="${n(-w * 0.18)}" y="${n(-h * 0.62)}" width="${n(w * 0.36)}" height="${n(h * 0.3)}" fill="#fff" opacity=".7"/><rect x="${n(-w * 0.14)}" y="${n(-h * 0.56)}" width="${n(w * 0.28)}" height="${n(h * 0.04)}" fill="${brand.green}" opacity=".7"/><rect x="${n(-w * 0.14)}" y="${n(-h * 0.48)}" width="${n(w * 0.2)}" height="${n(h * 0.03)}" fill="${brand.green}" opacity=".45"/>${shade(c, front, 0.8)}</g>`
}

/** A wooden pallet (front face and a hint of its depth). */
export function pallet(c: Canvas, x: number, y: number, w: number, d: number, wood = '#b88a56'): string {
	const h = w * 0.11
	const dx = d * 0.7
	const dy = -d * 0.45
	const blocks = [-0.5, 0, 0.5].map(
		(t) =>
			`<rect x="${n(t * (w - 40) - 20)}" y="${n(-h * 0.72)}" width="40" height="${n(h * 0.6)}" fill="${darken(wood, 0.1)}"/>`,
	)
	return `<g transform="translate(${n(x)} ${n(y)})">${c.shadow(dx / 2, 0, w * 0.7, h * 0.9, 0.5)}<path d="M${n(w / 2)} ${n(-h)}L${n(w / 2 + dx)} ${n(dy - h)}V${n(dy - h * 0.75)}L${n(w / 2)} ${n(-h * 0.75)}Z" fill="${darken(wood, 0.25)}"/><path d="M${n(-w / 2)} ${n(-h)}L${n(-w / 2 + dx)} ${n(dy - h)}H${n(w / 2 + dx)}L${n(w / 2)} ${n(-h)}Z" fill="${lighten(wood, 0.1)}"/><rect x="${n(-w / 2)}" y="${n(-h)}" width="${n(w)}" height="${n(h * 0.28)}" fill="${wood}"/><rect x="${n(-w / 2)}" y="${n(-h * 0.12)}" width="${n(w)}" height="${n(h * 0.12)}" fill="${darken(wood, 0.05)}"/>${blocks.join('')}<rect x="${n(-w / 2)}" y="${n(-h * 0.72)}" width="${n(w)}" height="${n(h * 0.6)}" fill="#2a1c0c" opacity=".35"/>${blocks.join('')}</g>`
}

/** The Arabic coffee pot (dallah), in brass. */
export function dallah(c: Canvas, x: number, y: number, h: number, metal = '#c9a24f'): string {
	const w = h * 0.5
	const fill = c.linear(
		[
			[0, lighten(metal, 0.45)],
			[0.3, lighten(metal, 0.1)],
			[0.65, metal],
			[1, darken(metal, 0.45)],
		],
		0,
		0,
		1,
		0,
	)
	const body = `M${n(-w * 0.5)} 0H${n(w * 0.5)}Q${n(w * 0.62)} ${n(-h * 0.22)} ${n(w * 0.3)} ${n(-h * 0.42)}Q${n(w * 0.16)} ${n(-h * 0.5)} ${n(w * 0.2)} ${n(-h * 0.6)}L${n(w * 0.26)} ${n(-h * 0.72)}H${n(-w * 0.26)}L${n(-w * 0.2)} ${n(-h * 0.6)}Q${n(-w * 0.16)} ${n(-h * 0.5)} ${n(-w * 0.3)} ${n(-h * 0.42)}Q${n(-w * 0.62)} ${n(-h * 0.22)} ${n(-w * 0.5)} 0Z`
	const spout = `M${n(-w * 0.22)} ${n(-h * 0.62)}Q${n(-w * 0.55)} ${n(-h * 0.7)} ${n(-w * 0.85)} ${n(-h * 0.86)}L${n(-w * 0.78)} ${n(-h * 0.9)}Q${n(-w * 0.5)} ${n(-h * 0.78)} ${n(-w * 0.22)} ${n(-h * 0.7)}Z`
	const lid = `M${n(-w * 0.28)} ${n(-h * 0.72)}Q0 ${n(-h * 0.95)} ${n(w * 0.28)} ${n(-h * 0.72)}Z`
	const handle = `M${n(w * 0.24)} ${n(-h * 0.68)}C${n(w * 0.8)} ${n(-h * 0.7)} ${n(w * 0.75)} ${n(-h * 0.3)} ${n(w * 0.42)} ${n(-h * 0.2)}`
	return `<g transform="translate(${n(x)} ${n(y)})">${c.shadow(w * 0.2, 0, w * 0.75, w * 0.1, 0.55)}<path d="${handle}" stroke="${darken(metal, 0.3)}" stroke-width="${n(w * 0.07)}" fill="none" stroke-linecap="round"/><path d="${spout}" fill="${fill}"/><path d="${body}" fill="${fill}"/><path d="${lid}" fill="${fill}"/><ellipse cy="${n(-h * 0.9)}" rx="${n(w * 0.05)}" ry="${n(h * 0.06)}" fill="${fill}"/><path d="M${n(-w * 0.3)} ${n(-h * 0.42)}H${n(w * 0.3)}M${n(-w * 0.24)} ${n(-h * 0.72)}H${n(w * 0.24)}" stroke="${darken(metal, 0.35)}" stroke-width="3"/><path d="M${n(-w * 0.34)} ${n(-h * 0.32)}Q${n(-w * 0.44)} ${n(-h * 0.15)} ${n(-w * 0.38)} ${n(-h * 0.04)}" stroke="#fff" stroke-width="${n(w * 0.05)}" opacity=".45" fill="none" stroke-linecap="round"/></g>`
}

/** A small handle-less Arabic coffee cup (finjan) or a tea glass (istikan) with its drink. */
export function cup(
	c: Canvas,
	x: number,
	y: number,
	h: number,
	drink: string,
	kind: 'finjan' | 'glass' = 'finjan',
): string {
	if (kind === 'finjan') {
		const w = h * 1.15
		const body = `M${n(-w / 2)} ${n(-h)}H${n(w / 2)}Q${n(w * 0.45)} ${n(-h * 0.1)} ${n(w * 0.18)} 0H${n(-w * 0.18)}Q${n(-w * 0.45)} ${n(-h * 0.1)} ${n(-w / 2)} ${n(-h)}Z`
		return `<g transform="translate(${n(x)} ${n(y)})">${c.shadow(w * 0.1, 0, w * 0.6, w * 0.1, 0.5)}<path d="${body}" fill="#f5f1e8"/><path d="M${n(-w * 0.47)} ${n(-h * 0.82)}Q0 ${n(-h * 0.7)} ${n(w * 0.47)} ${n(-h * 0.82)}" stroke="${brand.amber}" stroke-width="${n(h * 0.08)}" fill="none"/>${shade(c, body, 0.7)}<ellipse cy="${n(-h)}" rx="${n(w / 2)}" ry="${n(w * 0.12)}" fill="#f8f5ee"/><ellipse cy="${n(-h * 0.98)}" rx="${n(w * 0.44)}" ry="${n(w * 0.095)}" fill="${drink}"/></g>`
	}
	const w = h * 0.55
	const body = `M${n(-w / 2)} ${n(-h)}Q${n(-w * 0.25)} ${n(-h * 0.55)} ${n(-w * 0.4)} 0H${n(w * 0.4)}Q${n(w * 0.25)} ${n(-h * 0.55)} ${n(w / 2)} ${n(-h)}Z`
	const clip = c.clip(`<path d="${body}"/>`)
	return `<g transform="translate(${n(x)} ${n(y)})"><ellipse cy="4" rx="${n(w * 1.05)}" ry="${n(w * 0.22)}" fill="#efe9dc"/><ellipse cy="4" rx="${n(w * 1.05)}" ry="${n(w * 0.22)}" fill="none" stroke="${brand.amber}" stroke-width="3"/><g clip-path="${clip}"><rect x="${n(-w)}" y="${n(-h * 0.85)}" width="${n(w * 2)}" height="${n(h)}" fill="${drink}" opacity=".92"/></g><path d="${body}" fill="#fff" opacity=".15"/><path d="${body}" fill="none" stroke="#fff" stroke-width="2" opacity=".5"/>${glassHighlight(-w * 0.36, -h * 0.9, h * 0.7, w * 0.08)}<ellipse cy="${n(-h * 0.85)}" rx="${n(w * 0.4)}" ry="${n(w * 0.08)}" fill="${lighten(drink, 0.2)}"/></g>`
}

/** A gift box of dates (open lid leaning behind). */
export function giftBox(c: Canvas, x: number, y: number, w: number, color: string, contents: string): string {
	const h = w * 0.18
	const ry = w * 0.22
	return `<g transform="translate(${n(x)} ${n(y)})">${c.shadow(w * 0.05, 0, w * 0.62, ry * 0.5, 0.55)}<path d="M${n(-w * 0.46)} ${n(-ry * 2.2 - h)}L${n(-w * 0.5)} ${n(-ry - h * 1.2)}H${n(w * 0.5)}L${n(w * 0.46)} ${n(-ry * 2.2 - h)}Z" fill="${darken(color, 0.15)}"/><path d="M${n(-w * 0.4)} ${n(-ry * 2.05 - h)}L${n(-w * 0.43)} ${n(-ry * 1.3 - h)}H${n(w * 0.43)}L${n(w * 0.4)} ${n(-ry * 2.05 - h)}Z" fill="none" stroke="${brand.amberLight}" stroke-width="4"/><path d="M${n(-w / 2)} ${n(-ry)}L${n(-w * 0.42)} ${n(-ry * 1.9)}H${n(w * 0.42)}L${n(w / 2)} ${n(-ry)}V${n(h - ry)}H${n(-w / 2)}Z" fill="${color}"/><path d="M${n(-w * 0.47)} ${n(-ry * 1.04)}L${n(-w * 0.4)} ${n(-ry * 1.82)}H${n(w * 0.4)}L${n(w * 0.47)} ${n(-ry * 1.04)}Z" fill="${mix(color, '#000', 0.35)}"/><path d="M${n(-w * 0.47)} ${n(-ry * 1.04)}L${n(-w * 0.4)} ${n(-ry * 1.82)}H${n(w * 0.4)}L${n(w * 0.47)} ${n(-ry * 1.04)}Z" fill="${contents}"/><rect x="${n(-w / 2)}" y="${n(-ry)}" width="${n(w)}" height="${n(h)}" fill="${darken(color, 0.1)}"/><rect x="${n(-w / 2)}" y="${n(-ry + h * 0.4)}" width="${n(w)}" height="${n(h * 0.15)}" fill="${brand.amberLight}"/></g>`
}
