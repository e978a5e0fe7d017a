import { type Canvas, n } from './canvas.ts'
import { darken, lighten, luminance, mix } from './color.ts'

/**
 * The small goods the illustrations are made of (a rice grain, a lentil, a date…), each drawn once
 * per picture as a definition and placed many times with `<use>`. Sizes are in pixels of a
 * 1600 px wide picture at still-life distance.
 */
export type ItemKind =
	| 'rice'
	| 'rice-medium'
	| 'lentil'
	| 'chickpea'
	| 'fava'
	| 'kidney-bean'
	| 'white-bean'
	| 'bulgur'
	| 'wheat'
	| 'freekeh'
	| 'coffee'
	| 'peppercorn'
	| 'cumin'
	| 'cardamom'
	| 'clove'
	| 'sesame'
	| 'sunflower-seed'
	| 'pumpkin-seed'
	| 'almond'
	| 'cashew'
	| 'pistachio'
	| 'walnut'
	| 'raisin'
	| 'apricot'
	| 'fig'
	| 'date'
	| 'tea'
	| 'gunpowder-tea'
	| 'olive'
	| 'star-anise'
	| 'chili'
	| 'cinnamon'

/** Default colour of each kind; a product may pass its own (white vs golden rice, red vs green lentils). */
export const itemColors: Record<ItemKind, string> = {
	rice: '#f2ecdd',
	'rice-medium': '#f4efe3',
	lentil: '#de7436',
	chickpea: '#dcb77a',
	fava: '#b39066',
	'kidney-bean': '#7a1d22',
	'white-bean': '#efe6d0',
	bulgur: '#c99450',
	wheat: '#cf9a52',
	freekeh: '#7f8a4a',
	coffee: '#a6ae8c',
	peppercorn: '#2f2620',
	cumin: '#9f7d4d',
	cardamom: '#8fa35a',
	clove: '#5b3423',
	sesame: '#efe0bd',
	'sunflower-seed': '#2a2a2a',
	'pumpkin-seed': '#6a8a3d',
	almond: '#ad6b40',
	cashew: '#ecd3a3',
	pistachio: '#dcc9a0',
	walnut: '#b9864f',
	raisin: '#c08a2e',
	apricot: '#e48a2e',
	fig: '#9b6a45',
	date: '#6b3418',
	tea: '#2f2519',
	'gunpowder-tea': '#56633a',
	olive: '#74843a',
	'star-anise': '#7a3f24',
	chili: '#b3261e',
	cinnamon: '#9a5a30',
}

/** Approximate footprint (length, width) used to size piles and patterns. */
export const itemSize: Record<ItemKind, [number, number]> = {
	rice: [28, 7],
	'rice-medium': [19, 9],
	lentil: [16, 14],
	chickpea: [24, 23],
	fava: [34, 24],
	'kidney-bean': [32, 17],
	'white-bean': [24, 16],
	bulgur: [9, 7],
	wheat: [18, 11],
	freekeh: [16, 9],
	coffee: [24, 17],
	peppercorn: [13, 13],
	cumin: [15, 4],
	cardamom: [26, 14],
	clove: [26, 10],
	sesame: [9, 5],
	'sunflower-seed': [21, 10],
	'pumpkin-seed': [22, 11],
	almond: [36, 21],
	cashew: [36, 20],
	pistachio: [32, 21],
	walnut: [42, 32],
	raisin: [15, 12],
	apricot: [46, 42],
	fig: [44, 40],
	date: [64, 30],
	tea: [12, 5],
	'gunpowder-tea': [8, 8],
	olive: [28, 20],
	'star-anise': [56, 56],
	chili: [110, 26],
	cinnamon: [170, 24],
}

/** The markup of one item at the origin, its long axis along x. */
function drawItem(c: Canvas, kind: ItemKind, color: string): string {
	const hi = lighten(color, 0.35)
	const lo = darken(color, 0.3)
	const glossy = c.radial(
		[
			[0, lighten(color, 0.45)],
			[0.45, color],
			[1, darken(color, 0.35)],
		],
		0.38,
		0.32,
		0.75,
	)
	const soft = c.radial(
		[
			[0, lighten(color, 0.25)],
			[0.6, color],
			[1, darken(color, 0.18)],
		],
		0.4,
		0.35,
		0.7,
	)
	switch (kind) {
		case 'rice':
			return `<ellipse rx="14" ry="3.5" fill="${soft}" stroke="${darken(color, 0.12)}" stroke-width="0.6"/>`
		case 'rice-medium':
			return `<ellipse rx="9.5" ry="4.4" fill="${soft}" stroke="${darken(color, 0.12)}" stroke-width="0.6"/>`
		case 'lentil':
			return `<ellipse rx="8" ry="7" fill="${color}" stroke="${lo}" stroke-width="0.7"/><ellipse cx="-2" cy="-2" rx="3.5" ry="2.5" fill="${hi}" opacity=".45"/>`
		case 'chickpea':
			return `<path d="M-11 2C-12-7-4-12 3-11 10-10 13-3 11 4 9 10 2 12-4 11-8 10-10 7-11 2Z" fill="${glossy}"/><path d="M-2-9C0-4 1 3-1 10" fill="none" stroke="${lo}" stroke-width="1" opacity=".45"/><circle cx="10" cy="-6" r="2.2" fill="${color}"/>`
		case 'fava':
			return `<ellipse rx="17" ry="12" fill="${soft}" stroke="${lo}" stroke-width="0.8"/><path d="M11-5Q15 0 11 5" fill="none" stroke="#3a2a1e" stroke-width="3" stroke-linecap="round"/>`
		case 'kidney-bean':
			return `<path d="M-16 0C-16-8-8-9 0-6 5-4 8-9 13-7 18-5 17 5 10 8 3 10-4 9-10 8-14 7-16 4-16 0Z" fill="${glossy}"/><ellipse cx="-5" cy="-3" rx="5" ry="1.8" fill="#fff" opacity=".35"/>`
		case 'white-bean':
			return `<path d="M-12 0C-12-7-4-8 1-6 6-4 12-7 12 0 12 6 5 8 0 8-6 8-12 6-12 0Z" fill="${soft}" stroke="${darken(color, 0.15)}" stroke-width="0.7"/>`
		case 'bulgur':
			return `<path d="M-4-3L2-4 5 0 2 3-3 3-5 0Z" fill="${color}" stroke="${lo}" stroke-width="0.4"/>`
		case 'wheat':
		case 'freekeh':
			return `<ellipse rx="9" ry="5.5" fill="${soft}"/><path d="M-7 0Q0 1.5 7 0" fill="none" stroke="${lo}" stroke-width="0.9"/>`
		case 'coffee':
			return `<ellipse rx="12" ry="8.5" fill="${glossy}"/><path d="M-10 0C-5-2.5-2 2.5 2 0S8-1.5 10 0" fill="none" stroke="${darken(color, 0.45)}" stroke-width="1.6" stroke-linecap="round"/>`
		case 'peppercorn':
			return `<circle r="6.5" fill="${glossy}"/><path d="M-4-2Q-1-4 2-2M-3 2Q0 0 3 2" fill="none" stroke="${lighten(color, 0.3)}" stroke-width="0.8" opacity=".6"/>`
		case 'cumin':
			return `<ellipse rx="7.5" ry="2" fill="${color}"/><path d="M-6 0H6" stroke="${lo}" stroke-width="0.6"/>`
		case 'cardamom':
			return `<path d="M-13 0C-9-7 8-7 13 0 8 7-9 7-13 0Z" fill="${soft}"/><path d="M-10 0C-4-3 4-3 10 0M-9 2C-3 4 3 4 9 2" fill="none" stroke="${lo}" stroke-width="0.8" opacity=".6"/>`
		case 'clove':
			return `<path d="M-13-1.5L5-2.5 5 2.5-13 1.5Z" fill="${soft}"/><circle cx="8" r="5" fill="${glossy}"/><circle cx="9" cy="-1" r="2" fill="${hi}" opacity=".35"/>`
		case 'sesame':
			return `<path d="M-4.5 0C-3-2.8 2-2.8 4.5 0 2 2.8-3 2.8-4.5 0Z" fill="${color}" stroke="${darken(color, 0.15)}" stroke-width="0.4"/>`
		case 'sunflower-seed':
			return `<path d="M-10 0C-7-5.5 6-5 10 0 6 5-7 5.5-10 0Z" fill="${color}"/><path d="M-8-1.5C-3-3 4-3 8-1.5M-8 1.5C-3 3 4 3 8 1.5" fill="none" stroke="#d6d2c8" stroke-width="1.1" opacity=".8"/>`
		case 'pumpkin-seed':
			return `<ellipse rx="11" ry="5.5" fill="${soft}" stroke="${lighten(color, 0.3)}" stroke-width="1.2"/>`
		case 'almond':
			return `<path d="M-18 0C-13-10 6-11 18 0 6 11-13 10-18 0Z" fill="${soft}"/><path d="M-10-2l1 0M-4 3l1 0M3-3l1 0M8 2l1 0M-1-5l1 0M0 5l1 0" stroke="${lo}" stroke-width="1.6" stroke-linecap="round" opacity=".5"/>`
		case 'cashew':
			return `<path d="M-17-4C-14-11-4-10 0-5 4 0 10 1 15-3 19 3 12 11 2 10-8 9-19 4-17-4Z" fill="${soft}"/>`
		case 'pistachio':
			return `<path d="M-16 0C-12-10 10-11 16 0 10 11-12 10-16 0Z" fill="${soft}" stroke="${darken(color, 0.2)}" stroke-width="0.8"/><path d="M-9-1C-4-6 6-6 12-1 7 3-4 3-9-1Z" fill="#8d9f3f"/><path d="M-9-1C-4-4 6-4 12-1" fill="none" stroke="#7a3e58" stroke-width="1.4" opacity=".55"/>`
		case 'walnut':
			return `<path d="M-20 0C-21-12-8-16 0-12 8-16 21-12 20 0 21 12 8 16 0 12-8 16-21 12-20 0Z" fill="${soft}"/><path d="M0-12V12M-14-6C-9-2-9 3-14 7M14-6C9-2 9 3 14 7M-7-10C-4-6-5 6-7 10M7-10C4-6 5 6 7 10" fill="none" stroke="${lo}" stroke-width="1.4" opacity=".55"/>`
		case 'raisin':
			return `<path d="M-7-2C-6-7 3-7 7-3 9 2 5 7-1 6-6 6-8 2-7-2Z" fill="${glossy}"/><path d="M-4-3Q0-1 4-4M-3 2Q1 3 4 1" fill="none" stroke="${lo}" stroke-width="0.9" opacity=".7"/>`
		case 'apricot':
			return `<path d="M-22 0C-22-14-10-21 1-21 14-21 23-11 22 2 21 14 11 21-1 21-13 21-22 12-22 0Z" fill="${glossy}"/><path d="M-2-18C4-8 3 6-3 18" fill="none" stroke="${lo}" stroke-width="2.5" opacity=".4"/>`
		case 'fig':
			return `<path d="M-20 2C-20-12-8-19 2-18 14-17 21-8 20 3 19 14 9 20-1 20-12 20-20 14-20 2Z" fill="${glossy}"/><ellipse rx="9" ry="7" fill="${lighten(color, 0.3)}" opacity=".45"/><path d="M16-14l7-7" stroke="${lo}" stroke-width="4" stroke-linecap="round"/>`
		case 'date': {
			// Tapered towards the tip, wrinkled skin, a pale cap where the stalk was. On very dark
			// dates (Ajwa) the wrinkles catch the light instead of darkening.
			const dark = luminance(color) < 0.2
			const wrinkle = dark ? lighten(color, 0.3) : darken(color, 0.5)
			return `<path d="M-32 1C-33-9-20-15-2-15 16-15 31-9 32 0 32 9 17 15-1 15-19 15-31 10-32 1Z" fill="${glossy}"/><path d="M-24-7C-14-3-6-10 4-6 10-4 16-8 22-6M-22 6C-12 2-2 9 8 4 14 2 18 6 24 4M-12-12C-4-9 6-13 14-10M-16 11C-6 9 4 12 12 10M-28 0C-18-2-8 2 2-1 12-3 20 1 28 0" fill="none" stroke="${wrinkle}" stroke-width="1.5" opacity="${dark ? '.6' : '.45'}" stroke-linecap="round"/><path d="M-20-9C-8-13 8-13 18-9" fill="none" stroke="#fff" stroke-width="3" opacity="${dark ? '.3' : '.22'}" stroke-linecap="round"/><ellipse cx="31" cy="0" rx="3.5" ry="5" fill="${mix(color, '#d9b27a', 0.55)}"/>`
		}
		case 'tea':
			return `<path d="M-6 1C-4-3 1-3 3-1 5 1 6-1 6-1 5 3 1 3-1 2-3 1-4 3-6 1Z" fill="${color}" stroke="${lighten(color, 0.15)}" stroke-width="0.6"/>`
		case 'gunpowder-tea':
			return `<circle r="4" fill="${glossy}"/>`
		case 'olive':
			return `<ellipse rx="14" ry="10" fill="${glossy}"/><ellipse cx="-4" cy="-4" rx="4" ry="2" fill="#fff" opacity=".35"/>`
		case 'star-anise': {
			const pods = Array.from({ length: 8 }, (_, i) => {
				const a = i * 45
				return `<g transform="rotate(${a})"><path d="M2 0C6-7 20-7 27-1 20 7 6 7 2 0Z" fill="${soft}" stroke="${lo}" stroke-width="1"/><ellipse cx="15" rx="4.5" ry="2.8" fill="#b57a45"/></g>`
			}).join('')
			return `${pods}<circle r="5" fill="${lo}"/>`
		}
		case 'chili':
			return `<path d="M-55 0C-40-12-5-13 30-8 42-6 48-2 52 0 47 5 40 6 30 7-5 11-40 11-55 0Z" fill="${glossy}"/><path d="M-45-3C-20-8 10-9 35-5" fill="none" stroke="#fff" stroke-width="2.5" opacity=".25" stroke-linecap="round"/><path d="M-55 0C-60-4-66-3-70-8" fill="none" stroke="#5f6b2f" stroke-width="4" stroke-linecap="round"/><ellipse cx="-54" rx="5" ry="8" fill="#6b5a2a"/>`
		case 'cinnamon': {
			const bark = c.linear([
				[0, lighten(color, 0.2)],
				[0.45, color],
				[1, darken(color, 0.35)],
			])
			return `<rect x="-85" y="-12" width="170" height="24" rx="6" fill="${bark}"/><path d="M-80-4H80M-70 5H75" stroke="${darken(color, 0.3)}" stroke-width="1.2" opacity=".5"/><ellipse cx="85" rx="6" ry="12" fill="${darken(color, 0.2)}"/><path d="M85-8C90-6 90 4 85 6 81 4 82-3 86-2" fill="none" stroke="${lighten(color, 0.25)}" stroke-width="2"/>`
		}
	}
}

/** The id of an item definition in three slightly different tones, added to the picture once. */
function itemIds(c: Canvas, kind: ItemKind, color: string): string[] {
	return [0, 1, 2].map((variant) => {
		const tone = variant === 0 ? color : variant === 1 ? lighten(color, 0.08) : darken(color, 0.08)
		return c.once(`item:${kind}:${tone}`, (id) => `<g id="${id}">${drawItem(c, kind, tone)}</g>`)
	})
}

export interface Placement {
	x: number
	y: number
	angle: number
	scale?: number
}

/** Places items (each in a random tone of `color`). */
export function items(c: Canvas, kind: ItemKind, color: string, placements: Placement[]): string {
	const ids = itemIds(c, kind, color)
	return placements
		.map(
			(p) =>
				`<use href="#${c.rng.pick(ids)}" transform="translate(${n(p.x)} ${n(p.y)}) rotate(${n(p.angle)})${p.scale && p.scale !== 1 ? ` scale(${n(p.scale, 2)})` : ''}"/>`,
		)
		.join('')
}

/** Items scattered loosely inside an ellipse (grains spilled on a table). */
export function scatter(
	c: Canvas,
	kind: ItemKind,
	color: string,
	cx: number,
	cy: number,
	rx: number,
	ry: number,
	count: number,
	scale = 1,
): string {
	const r = c.rng
	const placements: Placement[] = []
	for (let i = 0; i < count; i++) {
		// Denser towards the middle, like a real spill.
		const t = Math.sqrt(r.next()) * r.range(0.3, 1)
		const a = r.range(0, Math.PI * 2)
		placements.push({
			x: cx + Math.cos(a) * rx * t,
			y: cy + Math.sin(a) * ry * t,
			angle: r.range(0, 360),
			scale: scale * r.range(0.9, 1.1),
		})
	}
	placements.sort((a, b) => a.y - b.y)
	return items(c, kind, color, placements)
}

/**
 * A seamless tile densely covered with items, as a fill for heaps, bowls and sacks. Items near an
 * edge are drawn again on the opposite edge so the tile repeats without seams.
 */
export function itemFill(c: Canvas, kind: ItemKind, color: string, scale = 1, flatten = 1): string {
	const [length, width] = itemSize[kind]
	const size = Math.max(160, Math.round(length * scale * 5))
	const footprint = length * width * scale * scale * 0.75 * flatten
	// Rasterising a pattern costs its area times the items in it (librsvg redraws every tile), so
	// the density is just enough to hide the background between items.
	const count = Math.min(420, Math.round(((size * size) / footprint) * 1.2))
	const r = c.rng
	const ids = itemIds(c, kind, color)
	const uses: string[] = []
	for (let i = 0; i < count; i++) {
		const x = r.range(0, size)
		const y = r.range(0, size)
		const transform = `rotate(${n(r.range(0, 360))}) scale(${n(scale * r.range(0.9, 1.1), 2)}${flatten !== 1 ? ` ${n(scale * flatten, 2)}` : ''})`
		const id = r.pick(ids)
		const reach = length * scale
		const xs = [0, ...(x < reach ? [size] : x > size - reach ? [-size] : [])]
		const ys = [0, ...(y < reach ? [size] : y > size - reach ? [-size] : [])]
		for (const dx of xs) {
			for (const dy of ys)
				uses.push(`<use href="#${id}" transform="translate(${n(x + dx)} ${n(y + dy)}) ${transform}"/>`)
		}
	}
	const base = `<rect width="${size}" height="${size}" fill="${darken(color, 0.28)}"/>`
	return c.pattern(size, base + uses.join(''), `rotate(${n(r.range(0, 90))})`)
}

/** A fine speckled fill for ground spices and powders. */
export function powderFill(c: Canvas, color: string): string {
	const r = c.rng
	const size = 120
	const dots: string[] = [`<rect width="${size}" height="${size}" fill="${color}"/>`]
	for (let i = 0; i < 260; i++) {
		const tone = r.chance(0.5) ? lighten(color, r.range(0.1, 0.3)) : darken(color, r.range(0.1, 0.3))
		dots.push(
			`<circle cx="${n(r.range(0, size))}" cy="${n(r.range(0, size))}" r="${n(r.range(0.6, 1.8))}" fill="${tone}" opacity="${n(r.range(0.4, 0.9), 2)}"/>`,
		)
	}
	return c.pattern(size, dots.join(''))
}
