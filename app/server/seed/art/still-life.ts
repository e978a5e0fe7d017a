import { darkBackdrops, lightBackdrops, studio } from './backdrop.ts'
import { Canvas, n } from './canvas.ts'
import { brand, darken, lighten } from './color.ts'
import {
	bottle,
	carton,
	cup,
	dallah,
	flatBag,
	giftBox,
	jar,
	jerrycan,
	jumboBag,
	pallet,
	pouch,
	tin,
} from './containers.ts'
import { branch, cornCob, leaf, palmFrond, riceStalk, spoon, sunflower, wheatEar } from './decor.ts'
import {
	type ItemKind,
	itemColors,
	itemFill,
	itemSize,
	items,
	type Placement,
	powderFill,
	scatter,
} from './items.ts'
import type { CollectionEntry, Decor, ProductArt, SackStyle } from './product-art.ts'
import { type BowlMaterial, bowl, heap, plate, sack } from './vessels.ts'

/**
 * The main picture of a product or category (4:3): the goods in a studio still life, e.g. an
 * open sack of rice beside a bowl of it, with a spill and a few stalks on the table. The slug
 * seeds every choice, so products of one category differ in set, vessel and arrangement.
 */
export function stillLife(seed: string, art: ProductArt, width = 1600, height = 1200): string {
	const c = new Canvas(width, height, `still:${seed}`)
	const r = c.rng
	const prefersDark =
		art.scene === 'dates' || art.scene === 'coffee' || art.scene === 'oil' || art.scene === 'tea'
	const backdrop = r.pick(prefersDark && r.chance(0.65) ? darkBackdrops : lightBackdrops)
	const horizon = height * r.range(0.56, 0.6)
	const set = studio(c, backdrop, horizon, width * 0.47)
	const scene = drawScene(c, art)
	// Mirroring the whole picture (light included) doubles the variety at no cost.
	const mirror = r.chance(0.5) ? ` transform="translate(${width} 0) scale(-1 1)"` : ''
	// The goods fill the frame a little more than the set does.
	const zoom = `transform="translate(${n(width / 2)} ${n(height)}) scale(1.24) translate(${n(-width / 2)} ${n(-height * 0.985)})"`
	return c.render(`<g${mirror}>${set.back}<g ${zoom}>${scene}</g>${set.front}</g>`)
}

/** Large goods are drawn bigger than life so they read in a thumbnail. */
function displayScale(kind: ItemKind): number {
	if (kind === 'date') return 1.8
	// Cinnamon sticks are drawn full length; in a bowl or a jar they are broken pieces.
	if (kind === 'cinnamon') return 0.4
	if (['almond', 'cashew', 'pistachio', 'walnut', 'apricot', 'fig', 'raisin'].includes(kind)) return 1.5
	if (
		['chickpea', 'fava', 'kidney-bean', 'white-bean', 'coffee', 'cardamom', 'star-anise', 'olive'].includes(
			kind,
		)
	)
		return 1.2
	return 1
}

/** The fill, scatter and crown of one kind of goods at its display scale. */
function goods(c: Canvas, kind: ItemKind, color: string) {
	const scale = displayScale(kind)
	const [length] = itemSize[kind]
	return {
		big: length * scale > 20,
		fill: () => itemFill(c, kind, color, scale),
		scatter: (cx: number, cy: number, rx: number, ry: number, count: number) =>
			scatter(c, kind, color, cx, cy, rx, ry, count, scale),
		crown: (cx: number, rimY: number, halfWidth: number, mound: number, count: number) =>
			crown(c, kind, color, cx, rimY, halfWidth, mound, count, scale),
	}
}

const bowlMaterials: BowlMaterial[] = ['ceramic', 'wood', 'terracotta', 'glaze', 'stoneware', 'enamel']

function drawScene(c: Canvas, art: ProductArt): string {
	switch (art.scene) {
		case 'grain':
			return grainScene(c, art.item, art.color ?? itemColors[art.item], art.sack, art.decor)
		case 'powder':
			return powderScene(c, art.color, art.accent, art.accentColor ?? itemColors[art.accent], art.decor)
		case 'whole-spice':
			return wholeSpiceScene(c, art.item, art.color ?? itemColors[art.item], art.accent, art.decor)
		case 'dates':
			return datesScene(c, art.color, art.scale ?? 1, art.box ?? false)
		case 'dried-fruit':
			return bowlScene(c, art.item, art.color ?? itemColors[art.item], art.decor ?? 'bay', 'jar')
		case 'nuts':
			return bowlScene(c, art.item, art.color ?? itemColors[art.item], art.decor ?? 'almond', 'sack')
		case 'oil':
			return oilScene(c, art.liquid, art.pack, art.decor)
		case 'coffee':
			return coffeeScene(c, art.color, art.roast ?? '#4b2e1f')
		case 'tea':
			return teaScene(c, art.item, art.drink)
		case 'packaging':
			return packagingScene(c, art.pack)
		case 'collection':
			return collectionScene(c, art.entries, art.decor)
	}
}

/** Items along the top of a heap, so large goods (nuts, dates) break the smooth silhouette. */
function crown(
	c: Canvas,
	kind: ItemKind,
	color: string,
	cx: number,
	rimY: number,
	halfWidth: number,
	mound: number,
	count: number,
	scale = 1,
): string {
	const r = c.rng
	const placements: Placement[] = []
	for (let i = 0; i < count; i++) {
		const t = r.range(-0.85, 0.85)
		const top = rimY - mound * (1 - t * t) * 0.92
		placements.push({
			x: cx + t * halfWidth,
			y: top + r.range(0, mound * 0.25),
			angle: r.range(0, 360),
			scale: scale * r.range(0.9, 1.1),
		})
	}
	placements.sort((a, b) => a.y - b.y)
	return items(c, kind, color, placements)
}

function decorFor(
	c: Canvas,
	decor: Decor | undefined,
	x: number,
	y: number,
	angle: number,
	length: number,
): string {
	switch (decor) {
		case 'rice':
			return riceStalk(c, x, y, angle, length) + riceStalk(c, x + 30, y + 20, angle + 7, length * 0.9)
		case 'wheat':
			return wheatEar(c, x, y, angle, length) + wheatEar(c, x + 20, y + 28, angle + 9, length * 0.85)
		case 'bay':
			return (
				leaf(c, x, y, angle, length * 0.32, '#6f8048') +
				leaf(c, x + 40, y + 20, angle + 40, length * 0.28, '#5f7440') +
				leaf(c, x - 20, y + 30, angle - 30, length * 0.25, '#7d8c52')
			)
		case 'mint':
			return branch(c, x, y, angle, length * 0.6, '#4f8a4a')
		case 'olive':
			return branch(c, x, y, angle, length, '#7d8a5a', { kind: 'olive', color: '#5b6b2a', count: 4 })
		case 'almond':
			return branch(c, x, y, angle, length * 0.8, '#6c8a3e')
		case 'palm':
			return palmFrond(c, x, y, angle, length)
		case 'chili':
			return items(c, 'chili', itemColors.chili, [
				{ x, y, angle: angle + 10 },
				{ x: x + 70, y: y + 26, angle: angle - 14 },
			])
		case 'cinnamon':
			return items(c, 'cinnamon', itemColors.cinnamon, [
				{ x, y, angle: angle - 4 },
				{ x: x + 20, y: y + 26, angle: angle + 3 },
			])
		case 'none':
		case undefined:
			return ''
	}
}

function grainScene(
	c: Canvas,
	kind: ItemKind,
	color: string,
	style: SackStyle | undefined,
	decor?: Decor,
): string {
	const r = c.rng
	const g = goods(c, kind, color)
	const fill = g.fill()
	const sackH = r.range(540, 600)
	return [
		sack(c, {
			x: 520,
			y: 1020,
			w: r.range(500, 560),
			h: sackH,
			style: style ?? r.pick(['jute', 'woven', 'jute'] as const),
			contents: fill,
		}),
		g.big ? g.crown(520, 1020 - sackH, 200, sackH * 0.17, 14) : '',
		bowl(c, { x: 1160, y: 925, rx: r.range(200, 230), material: r.pick(bowlMaterials), contents: g.fill() }),
		g.big ? g.crown(1160, 925, 190, 75, 10) : '',
		heap(c, 870, 1112, 320, g.big ? 90 : 70, fill),
		g.scatter(880, 1118, 380, 75, g.big ? 26 : 70),
		decorFor(c, decor, 1010, 1160, -8, 470),
	].join('')
}

function powderScene(c: Canvas, color: string, accent: ItemKind, accentColor: string, decor?: Decor): string {
	const r = c.rng
	const powder = powderFill(c, color)
	const material = r.pick(bowlMaterials)
	return [
		bowl(c, { x: 620, y: 900, rx: 270, material, contents: powder, mound: 230, peak: true }),
		bowl(c, {
			x: 1190,
			y: 975,
			rx: 150,
			material: r.pick(bowlMaterials),
			contents: itemFill(c, accent, accentColor),
			mound: 50,
		}),
		heap(c, 330, 1125, 210, 38, powder),
		spoon(c, 880, 1105, -12, 430, powder),
		scatter(c, accent, accentColor, 1180, 1140, 200, 40, itemSize[accent][0] > 40 ? 3 : 24),
		decorFor(c, decor, 1280, 1175, -170, 420),
	].join('')
}

function wholeSpiceScene(c: Canvas, kind: ItemKind, color: string, accent?: ItemKind, decor?: Decor): string {
	const r = c.rng
	const g = goods(c, kind, color)
	const fill = g.fill()
	return [
		jar(c, 430, 1000, 440, fill, r.pick([brand.amber, '#8d908a', brand.green])),
		bowl(c, { x: 1060, y: 930, rx: 240, material: r.pick(bowlMaterials), contents: g.fill() }),
		g.big ? g.crown(1060, 930, 215, 86, 12) : '',
		heap(c, 760, 1118, 260, 55, fill),
		g.scatter(780, 1125, 330, 60, g.big ? 14 : 50),
		accent ? scatter(c, accent, itemColors[accent], 1250, 1140, 160, 30, 5, displayScale(accent)) : '',
		decorFor(c, decor, 1150, 1170, -172, 340),
	].join('')
}

function datesScene(c: Canvas, color: string, scale: number, box: boolean): string {
	const r = c.rng
	const s = displayScale('date') * scale
	const parts: string[] = [palmFrond(c, 60, 600, 14, 820)]
	parts.push(plate(c, { x: 720, y: 985, rx: 380, color: r.pick(['#f3eee4', '#e9e0cc', '#2f6b52']) }))
	// A pyramid of dates: three rows on the plate, then two smaller layers on top.
	const rows = [
		{ y: 935, count: 5, spread: 500, lift: 0 },
		{ y: 975, count: 5, spread: 540, lift: 0 },
		{ y: 1020, count: 4, spread: 460, lift: 0 },
		{ y: 930, count: 4, spread: 380, lift: 42 },
		{ y: 970, count: 3, spread: 320, lift: 42 },
		{ y: 950, count: 2, spread: 150, lift: 84 },
	]
	const placements: Placement[] = []
	for (const row of rows) {
		for (let i = 0; i < row.count; i++) {
			const t = i / (row.count - 1)
			placements.push({
				x: 720 - row.spread / 2 + row.spread * t + r.range(-12, 12),
				y: row.y - row.lift + r.range(-6, 6),
				angle: r.range(-22, 22) + (r.chance(0.5) ? 180 : 0),
				scale: s * r.range(0.92, 1.08),
			})
		}
	}
	parts.push(items(c, 'date', color, placements))
	if (box) {
		parts.push(
			giftBox(
				c,
				1250,
				1080,
				340,
				r.pick([brand.green, '#6b2c2c', '#2b2b2b']),
				itemFill(c, 'date', color, s * 0.7),
			),
		)
	} else {
		parts.push(
			dallah(c, 1225, 1000, 400),
			cup(c, 1060, 1095, 58, '#c79a4a'),
			cup(c, 1150, 1135, 58, '#c79a4a'),
		)
	}
	parts.push(
		items(c, 'date', color, [
			{ x: 290, y: 1130, angle: 20, scale: s },
			{ x: 420, y: 1165, angle: -10, scale: s },
		]),
	)
	return parts.join('')
}

function bowlScene(c: Canvas, kind: ItemKind, color: string, decor: Decor, side: 'jar' | 'sack'): string {
	const r = c.rng
	const g = goods(c, kind, color)
	const fill = g.fill()
	return [
		side === 'sack'
			? sack(c, {
					x: 420,
					y: 1010,
					w: 400,
					h: 400,
					style: 'kraft',
					contents: fill,
					stripe: r.pick([brand.green, '#7a2e22']),
				})
			: jar(c, 400, 1000, 400, fill, r.pick([brand.amber, brand.green])),
		side === 'sack' && g.big ? g.crown(420, 610, 160, 70, 9) : '',
		bowl(c, { x: 1010, y: 935, rx: 270, material: r.pick(bowlMaterials), contents: g.fill() }),
		g.big ? g.crown(1010, 935, 240, 95, 14) : '',
		g.scatter(760, 1125, 300, 55, g.big ? 9 : 50),
		decorFor(c, decor, 1180, 1170, -165, 420),
	].join('')
}

function oilScene(
	c: Canvas,
	liquid: string,
	pack: 'bottle' | 'jerrycan' | 'tin' | 'glass',
	decor: 'olive' | 'sunflower' | 'corn' | 'palm' | 'canola',
): string {
	const r = c.rng
	const label = r.pick([brand.green, '#7a2e22', '#2b4f6b'])
	const parts: string[] = []
	if (decor === 'sunflower') parts.push(sunflower(c, 1240, 760, 130, 0.9), sunflower(c, 1390, 900, 95, 0.8))
	if (decor === 'palm') parts.push(palmFrond(c, 1550, 620, 160, 700))
	if (decor === 'canola') parts.push(canola(c, 1180, 1000))
	if (pack === 'bottle') {
		parts.push(
			bottle(c, { x: 560, y: 1030, h: 460, liquid, shape: 'tall', label }),
			bottle(c, { x: 800, y: 1010, h: 580, liquid, label }),
		)
	} else if (pack === 'glass') {
		parts.push(
			bottle(c, { x: 560, y: 1030, h: 470, liquid, glass: 'green', shape: 'square', label }),
			bottle(c, { x: 800, y: 1010, h: 600, liquid, glass: 'green', shape: 'tall', label }),
		)
	} else if (pack === 'jerrycan') {
		parts.push(
			jerrycan(c, 600, 1030, 540, liquid, label),
			bottle(c, { x: 890, y: 1040, h: 440, liquid, label }),
		)
	} else {
		parts.push(tin(c, 580, 1040, 470, label), bottle(c, { x: 900, y: 1050, h: 430, liquid, label }))
	}
	// A shallow dish of the oil catching the light.
	parts.push(plate(c, { x: 1080, y: 1085, rx: 150, color: '#f3eee4', tilt: 0.32 }))
	parts.push(
		`<ellipse cx="1080" cy="1087" rx="108" ry="32" fill="${c.radial(
			[
				[0, lighten(liquid, 0.45)],
				[0.6, liquid],
				[1, darken(liquid, 0.3)],
			],
			0.4,
			0.4,
			0.7,
		)}"/><ellipse cx="1050" cy="1078" rx="40" ry="8" fill="#fff" opacity=".45"/>`,
	)
	if (decor === 'olive')
		parts.push(
			branch(c, 1170, 1160, -170, 420, '#7d8a5a', {
				kind: 'olive',
				color: r.pick(['#5b6b2a', '#3a2f35']),
				count: 5,
			}),
		)
	if (decor === 'corn') parts.push(cornCob(c, 1130, 1150, -12, 380), cornCob(c, 1230, 1120, -30, 300))
	if (decor === 'sunflower')
		parts.push(scatter(c, 'sunflower-seed', itemColors['sunflower-seed'], 1180, 1150, 150, 30, 18))
	if (decor === 'palm') parts.push(scatter(c, 'date', itemColors.date, 1250, 1150, 90, 20, 3))
	return parts.join('')
}

function canola(c: Canvas, x: number, y: number): string {
	const r = c.rng
	const stems: string[] = []
	for (let s = 0; s < 5; s++) {
		const sx = x + s * 60 + r.range(-15, 15)
		const top = y - r.range(280, 420)
		stems.push(
			`<path d="M${n(sx)} ${n(y)}Q${n(sx - 20)} ${n((y + top) / 2)} ${n(sx + r.range(-30, 30))} ${n(top)}" stroke="#6f8a3a" stroke-width="5" fill="none"/>`,
		)
		for (let f = 0; f < 9; f++) {
			const fx = sx + r.range(-40, 40)
			const fy = top + r.range(-30, 50)
			stems.push(
				`<g transform="translate(${n(fx)} ${n(fy)})">${[0, 90, 180, 270].map((a) => `<ellipse cx="6" rx="7" ry="4.5" transform="rotate(${a + 45})" fill="#f0c419"/>`).join('')}<circle r="2.5" fill="#c98f0c"/></g>`,
			)
		}
	}
	return stems.join('')
}

function coffeeScene(c: Canvas, color: string, roast: string): string {
	const g = goods(c, 'coffee', color)
	const fill = g.fill()
	return [
		sack(c, { x: 500, y: 1020, w: 500, h: 520, style: 'jute', contents: fill, stripe: brand.green }),
		g.crown(500, 500, 200, 85, 14),
		dallah(c, 1180, 1000, 430),
		cup(c, 930, 1085, 62, '#b88a3a'),
		heap(c, 790, 1135, 220, 60, fill),
		scatter(c, 'coffee', roast, 1060, 1150, 160, 30, 12, 1.2),
		scatter(c, 'cardamom', itemColors.cardamom, 1320, 1120, 90, 22, 6, 1.2),
		g.scatter(700, 1150, 260, 40, 16),
	].join('')
}

function teaScene(c: Canvas, kind: 'tea' | 'gunpowder-tea', drink: string): string {
	const r = c.rng
	const color = itemColors[kind]
	const fill = itemFill(c, kind, color)
	return [
		jar(c, 430, 1010, 440, fill, r.pick([brand.amber, brand.green])),
		bowl(c, {
			x: 900,
			y: 965,
			rx: 200,
			material: r.pick(bowlMaterials),
			contents: itemFill(c, kind, color),
			mound: 55,
		}),
		cup(c, 1250, 1060, 270, drink, 'glass'),
		scatter(c, kind, color, 820, 1130, 260, 40, 40),
		branch(c, 1080, 1170, -172, 300, '#4f8a4a'),
	].join('')
}

function packagingScene(c: Canvas, pack: 'pouch' | 'carton' | 'woven' | 'jumbo' | 'jar' | 'giftbox'): string {
	const r = c.rng
	switch (pack) {
		case 'pouch': {
			const rice = itemFill(c, 'rice', itemColors.rice)
			const lentils = itemFill(c, 'lentil', itemColors.lentil)
			const beans = itemFill(c, 'chickpea', itemColors.chickpea)
			return [
				pouch(c, 470, 1030, 500, '#c79a64', brand.green, lentils),
				pouch(c, 1130, 1030, 480, '#f1ece1', '#7a2e22', beans),
				pouch(c, 800, 1070, 600, '#2f6b52', brand.amber, rice),
				scatter(c, 'rice', itemColors.rice, 800, 1130, 300, 40, 50),
			].join('')
		}
		case 'carton': {
			const parts = [pallet(c, 760, 1090, 760, 320)]
			const w = 240
			const h = 170
			const d = 200
			const base = 1090 - 760 * 0.11
			for (let layer = 0; layer < 2; layer++) {
				for (const back of [1, 0]) {
					for (let i = 0; i < 3; i++) {
						const x = 760 - w + i * w + back * d * 0.7 * 0.6
						const y = base - layer * h - back * d * 0.45 * 0.6
						parts.push(
							carton(
								c,
								x,
								y,
								w - 4,
								h - 4,
								d * 0.55,
								'#c89a62',
								'#b8874d',
								back === 0 ? brand.green : undefined,
							),
						)
					}
				}
			}
			parts.push(carton(c, 1330, 1120, 220, 150, 160, '#cfa46c', '#b8874d', brand.green))
			return parts.join('')
		}
		case 'woven': {
			const parts = [pallet(c, 720, 1090, 700, 300)]
			const base = 1090 - 700 * 0.11
			for (let layer = 0; layer < 4; layer++) {
				for (let i = 0; i < 2; i++) {
					const x = 720 - 170 + i * 340 + (layer % 2) * 20
					parts.push(
						flatBag(c, x, base - layer * 92, 330, 110, '#f1ece1', layer % 2 ? brand.green : '#7a2e22'),
					)
				}
			}
			parts.push(
				sack(c, {
					x: 1340,
					y: 1110,
					w: 300,
					h: 360,
					style: 'woven',
					contents: itemFill(c, 'rice', itemColors.rice),
				}),
			)
			return parts.join('')
		}
		case 'jumbo':
			return [
				pallet(c, 700, 1090, 640, 300),
				jumboBag(c, 690, 1090 - 640 * 0.11, 520),
				flatBag(c, 1250, 1120, 360, 110),
				flatBag(c, 1260, 1030, 340, 110, '#f1ece1', '#7a2e22'),
			].join('')
		case 'jar': {
			const contents: Array<[ItemKind, string]> = [
				['lentil', itemColors.lentil],
				['chickpea', itemColors.chickpea],
				['rice', itemColors.rice],
				['coffee', '#4b2e1f'],
			]
			return contents
				.map(([kind, color], i) =>
					jar(
						c,
						340 + i * 310,
						1040 + (i % 2) * 30,
						360 + r.range(-30, 30),
						itemFill(c, kind, color),
						i % 2 ? brand.green : brand.amber,
					),
				)
				.join('')
		}
		case 'giftbox':
			return [
				giftBox(c, 640, 1060, 520, brand.green, itemFill(c, 'date', itemColors.date, 0.9)),
				giftBox(c, 1200, 1100, 380, '#6b2c2c', itemFill(c, 'date', '#3a2016', 0.9)),
			].join('')
	}
}

/** The contents of one collection bowl: its fill, and a crown for large goods. */
export function entryFill(
	c: Canvas,
	entry: CollectionEntry,
): { fill: string; kind?: ItemKind; color?: string } {
	if ('powder' in entry) return { fill: powderFill(c, entry.powder) }
	const color = entry.color ?? itemColors[entry.item]
	return { fill: itemFill(c, entry.item, color, displayScale(entry.item)), kind: entry.item, color }
}

function collectionScene(c: Canvas, entries: CollectionEntry[], decor?: Decor): string {
	const r = c.rng
	const spots = [
		{ x: 470, y: 820, rx: 285 },
		{ x: 1140, y: 805, rx: 270 },
		{ x: 800, y: 975, rx: 235 },
	]
	const parts: string[] = []
	spots.forEach((spot, i) => {
		const entry = entries[i % entries.length]!
		const { fill, kind, color } = entryFill(c, entry)
		const powder = 'powder' in entry
		parts.push(
			bowl(c, {
				...spot,
				material: r.pick(bowlMaterials),
				contents: fill,
				mound: powder ? spot.rx * 0.75 : spot.rx * 0.36,
				peak: powder,
			}),
		)
		if (kind && color && itemSize[kind][0] * displayScale(kind) > 20)
			parts.push(goods(c, kind, color).crown(spot.x, spot.y, spot.rx * 0.88, spot.rx * 0.34, 10))
	})
	const first = entries.find((e): e is { item: ItemKind; color?: string } => 'item' in e)
	if (first)
		parts.push(goods(c, first.item, first.color ?? itemColors[first.item]).scatter(1180, 1110, 180, 30, 14))
	parts.push(decorFor(c, decor, 330, 1110, -12, 360))
	return parts.join('')
}
