import { Canvas, n } from './canvas.ts'
import { brand, darken, lighten } from './color.ts'
import { bottle, pouch } from './containers.ts'
import { branch, cornCob, leaf, palmFrond, riceStalk, sunflower, wheatEar } from './decor.ts'
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
import type { CollectionEntry, Decor, ProductArt } from './product-art.ts'
import { entryFill } from './still-life.ts'

/**
 * The gallery picture (4:3): the same goods seen from above, as a food photographer's flat lay
 * — a full bowl on linen or wood, a smaller dish, a spoon and a few things scattered around.
 */
export function flatLay(seed: string, art: ProductArt, width = 1600, height = 1200): string {
	const c = new Canvas(width, height, `flat:${seed}`)
	const r = c.rng
	const parts: string[] = [
		surface(c, r.pick(['#d9c7a6', '#c8a172', '#e8dfcf', '#8f6a48', '#d7d2c7', '#2f4a3d'])),
	]
	parts.push(napkin(c, r.range(150, 350), r.range(760, 900), r.range(-30, 30)))
	parts.push(scene(c, art))
	// Light from the upper left: a soft vignette towards the lower right.
	parts.push(
		`<rect width="${width}" height="${height}" fill="${c.radial(
			[
				[0, '#fff', 0.12],
				[0.5, '#fff', 0],
				[1, '#1a1208', 0.35],
			],
			0.3,
			0.25,
			0.95,
		)}"/>`,
	)
	const mirror = r.chance(0.5) ? ` transform="translate(${width} 0) scale(-1 1)"` : ''
	return c.render(`<g${mirror}>${parts.join('')}</g>`)
}

function surface(c: Canvas, color: string): string {
	const { width: w, height: h, rng: r } = c
	const parts = [`<rect width="${w}" height="${h}" fill="${color}"/>`]
	if (r.chance(0.5)) {
		// Boards seen from above.
		const boards = r.int(4, 6)
		for (let i = 0; i < boards; i++) {
			const x = (w / boards) * i
			const tone = r.chance(0.5) ? lighten(color, r.range(0, 0.08)) : darken(color, r.range(0, 0.08))
			parts.push(
				`<rect x="${n(x)}" width="${n(w / boards)}" height="${h}" fill="${tone}"/><rect x="${n(x)}" width="3" height="${h}" fill="${darken(color, 0.4)}" opacity=".5"/>`,
			)
			for (let g = 0; g < 9; g++) {
				const gx = x + r.range(10, w / boards - 10)
				parts.push(
					`<path d="M${n(gx)} 0C${n(gx + r.range(-20, 20))} ${n(h * 0.3)} ${n(gx + r.range(-20, 20))} ${n(h * 0.7)} ${n(gx + r.range(-10, 10))} ${h}" stroke="${darken(color, 0.25)}" stroke-width="${n(r.range(1, 2.5))}" opacity="${n(r.range(0.15, 0.35), 2)}" fill="none"/>`,
				)
			}
		}
	} else {
		const weave = c.pattern(
			6,
			`<path d="M0 1.5H6M0 4.5H6" stroke="${darken(color, 0.2)}" stroke-width="0.8" opacity=".35"/><path d="M1.5 0V6M4.5 0V6" stroke="${lighten(color, 0.3)}" stroke-width="0.8" opacity=".35"/>`,
		)
		parts.push(`<rect width="${w}" height="${h}" fill="${weave}"/>`)
	}
	return parts.join('')
}

function napkin(c: Canvas, x: number, y: number, angle: number): string {
	const color = c.rng.pick(['#f3eee4', '#dfe6d3', '#e9d3ad'])
	const stripes = [0.12, 0.16, 0.84, 0.88]
		.map(
			(t) =>
				`<rect x="${n(-260 + 520 * t)}" y="-190" width="8" height="380" fill="${brand.green}" opacity=".7"/>`,
		)
		.join('')
	return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"><rect x="-250" y="-180" width="520" height="380" rx="10" fill="#1a1208" opacity=".12"/><rect x="-260" y="-190" width="520" height="380" rx="8" fill="${color}"/>${stripes}<path d="M-260 -20H260" stroke="${darken(color, 0.12)}" stroke-width="3" opacity=".6"/></g>`
}

/** A round bowl seen from straight above. */
function topBowl(c: Canvas, x: number, y: number, radius: number, contents: string, rim: string): string {
	const innerShadow = c.radial(
		[
			[0, '#000', 0],
			[0.78, '#000', 0],
			[1, '#1a1208', 0.45],
		],
		0.56,
		0.58,
		0.55,
	)
	const dome = c.radial(
		[
			[0, '#fff', 0.22],
			[0.5, '#fff', 0],
			[1, '#1a1208', 0.2],
		],
		0.38,
		0.36,
		0.7,
	)
	return `<g transform="translate(${n(x)} ${n(y)})"><circle cx="${n(radius * 0.08)}" cy="${n(radius * 0.1)}" r="${n(radius * 1.04)}" fill="${c.radial(
		[
			[0, '#1a1208', 0.4],
			[0.85, '#1a1208', 0.25],
			[1, '#1a1208', 0],
		],
	)}"/><circle r="${n(radius)}" fill="${c.linear(
		[
			[0, lighten(rim, 0.35)],
			[1, darken(rim, 0.25)],
		],
		0,
		0,
		1,
		1,
	)}"/><circle r="${n(radius * 0.88)}" fill="${contents}"/><circle r="${n(radius * 0.88)}" fill="${dome}"/><circle r="${n(radius * 0.88)}" fill="${innerShadow}"/><circle r="${n(radius * 0.94)}" fill="none" stroke="${lighten(rim, 0.4)}" stroke-width="${n(radius * 0.02)}" opacity=".7"/></g>`
}

const rims = ['#f1ece2', '#c47a4e', '#9b6639', '#2f6b52', '#45413b', '#e9e2d2']

function displayScale(kind: ItemKind): number {
	if (kind === 'date') return 1.6
	if (kind === 'cinnamon') return 0.45
	if (itemSize[kind][0] >= 30) return 1.4
	return itemSize[kind][0] >= 20 ? 1.15 : 1
}

function scene(c: Canvas, art: ProductArt): string {
	const r = c.rng
	const rim = r.pick(rims)
	switch (art.scene) {
		case 'grain':
		case 'whole-spice':
		case 'nuts':
		case 'dried-fruit': {
			const color = art.color ?? itemColors[art.item]
			return itemsLayout(
				c,
				art.item,
				color,
				rim,
				art.scene === 'grain' ? art.decor : art.scene === 'whole-spice' ? art.decor : art.decor,
			)
		}
		case 'powder': {
			const powder = powderFill(c, art.color)
			const accentColor = art.accentColor ?? itemColors[art.accent]
			return [
				topBowl(c, 640, 580, 370, powder, rim),
				topBowl(
					c,
					1240,
					330,
					170,
					itemFill(c, art.accent, accentColor, displayScale(art.accent)),
					r.pick(rims),
				),
				spoonTop(c, 1150, 860, 25, powder),
				scatter(
					c,
					art.accent,
					accentColor,
					1250,
					760,
					200,
					200,
					itemSize[art.accent][0] > 40 ? 4 : 30,
					displayScale(art.accent),
				),
				decorTop(c, art.decor ?? 'bay'),
			].join('')
		}
		case 'dates': {
			const scale = 2.3 * (art.scale ?? 1)
			// A loose heap on the plate: dates at random angles, the nearer ones drawn last.
			const placements: Placement[] = []
			for (let i = 0; i < 30; i++) {
				const radius = 270 * Math.sqrt(r.next())
				const a = r.range(0, Math.PI * 2)
				placements.push({
					x: 640 + Math.cos(a) * radius,
					y: 600 + Math.sin(a) * radius,
					angle: r.range(0, 360),
					scale: scale * r.range(0.92, 1.08),
				})
			}
			placements.sort((a, b) => a.y - b.y)
			return [
				`<g transform="translate(640 600)"><circle cx="30" cy="36" r="400" fill="#1a1208" opacity=".22"/><circle r="400" fill="${lighten(rim, 0.2)}"/><circle r="330" fill="${rim}"/><circle r="330" fill="none" stroke="${brand.amber}" stroke-width="5"/></g>`,
				items(c, 'date', art.color, placements),
				topBowl(c, 1270, 340, 160, itemFill(c, 'date', art.color, scale * 0.8), r.pick(rims)),
				coffeeCup(c, 1280, 900),
				palmFrond(c, 1600, 1200, -150, 620),
			].join('')
		}
		case 'oil': {
			const dish = `<g transform="translate(620 560)"><circle cx="24" cy="30" r="330" fill="#1a1208" opacity=".22"/><circle r="330" fill="#f3eee4"/><circle r="300" fill="none" stroke="${brand.amber}" stroke-width="6"/><circle r="250" fill="${c.radial(
				[
					[0, lighten(art.liquid, 0.55)],
					[0.55, lighten(art.liquid, 0.15)],
					[0.9, art.liquid],
					[1, darken(art.liquid, 0.3)],
				],
				0.42,
				0.4,
				0.6,
			)}"/><rect x="-150" y="-170" width="120" height="70" rx="20" fill="#fff" opacity=".35" transform="rotate(-20 -90 -135)"/><circle cx="70" cy="60" r="26" fill="${darken(art.liquid, 0.35)}" opacity=".5"/><circle cx="110" cy="20" r="14" fill="${darken(art.liquid, 0.35)}" opacity=".4"/></g>`
			const extras =
				art.decor === 'olive'
					? branch(c, 1100, 950, -30, 440, '#7d8a5a', { kind: 'olive', color: '#5b6b2a', count: 5 }) +
						scatter(c, 'olive', '#3a2f35', 1250, 300, 120, 100, 7, 1.2)
					: art.decor === 'sunflower'
						? sunflower(c, 1260, 330, 170, 1) +
							scatter(c, 'sunflower-seed', itemColors['sunflower-seed'], 1150, 900, 200, 120, 40)
						: art.decor === 'corn'
							? cornCob(c, 1050, 280, 20, 440) + cornCob(c, 1100, 900, -20, 380)
							: art.decor === 'palm'
								? palmFrond(c, 1600, 0, 150, 700) +
									scatter(c, 'date', itemColors.date, 1200, 900, 150, 120, 6, 1.4)
								: leaf(c, 1150, 300, 30, 200, '#6f8a3a') + leaf(c, 1200, 350, 80, 170, '#5e7a32')
			return [
				dish,
				`<g transform="translate(1180 640) rotate(-62)">${bottle(c, { x: 0, y: 280, h: 560, liquid: art.liquid, glass: art.pack === 'glass' ? 'green' : 'clear', label: brand.green })}</g>`,
				extras,
			].join('')
		}
		case 'coffee':
			return [
				topBowl(c, 620, 580, 360, itemFill(c, 'coffee', art.color, 1.2), rim),
				topBowl(c, 1250, 340, 160, itemFill(c, 'coffee', art.roast ?? '#4b2e1f', 1.2), r.pick(rims)),
				coffeeCup(c, 1220, 850),
				scatter(c, 'cardamom', itemColors.cardamom, 1000, 980, 200, 80, 10, 1.2),
				scatter(c, 'coffee', art.color, 1050, 700, 200, 150, 14, 1.2),
			].join('')
		case 'tea':
			return [
				topBowl(c, 620, 580, 360, itemFill(c, art.item, itemColors[art.item]), rim),
				teaGlassTop(c, 1250, 360, art.drink),
				branch(c, 1000, 980, -20, 380, '#4f8a4a'),
				scatter(c, art.item, itemColors[art.item], 1180, 800, 160, 120, 40),
			].join('')
		case 'packaging':
			return packagingTop(c, art.pack)
		case 'collection':
			return collectionTop(c, art.entries, rim)
	}
}

function itemsLayout(c: Canvas, kind: ItemKind, color: string, rim: string, decor?: Decor): string {
	const r = c.rng
	const scale = displayScale(kind)
	const big = itemSize[kind][0] * scale > 30
	return [
		topBowl(c, 640, 580, 370, itemFill(c, kind, color, scale), rim),
		topBowl(c, 1250, 330, 165, itemFill(c, kind, color, scale), r.pick(rims)),
		spoonTop(c, 1130, 880, 20, itemFill(c, kind, color, scale)),
		scatter(c, kind, color, 1250, 720, 230, 230, big ? 10 : 60, scale),
		decorTop(c, decor),
	].join('')
}

function decorTop(c: Canvas, decor?: Decor): string {
	switch (decor) {
		case 'rice':
			return riceStalk(c, 60, 1080, -20, 520) + riceStalk(c, 90, 1130, -14, 480)
		case 'wheat':
			return wheatEar(c, 60, 1090, -22, 520) + wheatEar(c, 100, 1140, -12, 480)
		case 'olive':
			return branch(c, 80, 1120, -25, 440, '#7d8a5a', { kind: 'olive', color: '#5b6b2a', count: 4 })
		case 'palm':
			return palmFrond(c, 0, 1200, -40, 560)
		case 'chili':
			return items(c, 'chili', itemColors.chili, [
				{ x: 200, y: 1080, angle: -20 },
				{ x: 280, y: 1130, angle: -35 },
			])
		case 'cinnamon':
			return items(c, 'cinnamon', itemColors.cinnamon, [
				{ x: 220, y: 1080, angle: -25 },
				{ x: 250, y: 1120, angle: -20 },
			])
		case 'none':
			return ''
		case 'mint':
		case 'almond':
		case 'bay':
		case undefined:
			return (
				leaf(c, 120, 1060, -40, 200, '#6f8048') +
				leaf(c, 180, 1110, -10, 180, '#5f7440') +
				leaf(c, 90, 1130, 20, 150, '#7d8c52')
			)
	}
}

function spoonTop(c: Canvas, x: number, y: number, angle: number, contents: string): string {
	const wood = '#a8733f'
	return `<g transform="translate(${n(x)} ${n(y)}) rotate(${n(angle)})"><ellipse cx="14" cy="18" rx="95" ry="70" fill="#1a1208" opacity=".2"/><rect x="60" y="-16" width="330" height="32" rx="16" fill="${wood}"/><rect x="70" y="18" width="320" height="8" rx="4" fill="#1a1208" opacity=".15"/><ellipse rx="95" ry="70" fill="${wood}"/><ellipse rx="80" ry="56" fill="${contents}"/><ellipse rx="80" ry="56" fill="${c.radial(
		[
			[0, '#fff', 0.2],
			[0.7, '#fff', 0],
			[1, '#1a1208', 0.35],
		],
		0.4,
		0.4,
		0.6,
	)}"/></g>`
}

function coffeeCup(c: Canvas, x: number, y: number): string {
	return `<g transform="translate(${n(x)} ${n(y)})"><circle cx="10" cy="14" r="92" fill="#1a1208" opacity=".2"/><circle r="92" fill="#f5f1e8"/><circle r="92" fill="none" stroke="${brand.amber}" stroke-width="8"/><circle r="72" fill="${c.radial(
		[
			[0, '#d9b46a'],
			[1, '#a67c2e'],
		],
		0.4,
		0.4,
		0.6,
	)}"/><ellipse cx="-24" cy="-26" rx="20" ry="10" fill="#fff" opacity=".3" transform="rotate(-35 -24 -26)"/></g>`
}

function teaGlassTop(c: Canvas, x: number, y: number, drink: string): string {
	return `<g transform="translate(${n(x)} ${n(y)})"><circle cx="12" cy="16" r="150" fill="#1a1208" opacity=".18"/><circle r="150" fill="#efe9dc"/><circle r="150" fill="none" stroke="${brand.amber}" stroke-width="6"/><circle r="78" fill="#fff" opacity=".6"/><circle r="70" fill="${c.radial(
		[
			[0, lighten(drink, 0.3)],
			[1, darken(drink, 0.2)],
		],
		0.4,
		0.4,
		0.6,
	)}"/><ellipse cx="-22" cy="-26" rx="22" ry="9" fill="#fff" opacity=".35" transform="rotate(-35 -22 -26)"/></g>`
}

function packagingTop(c: Canvas, pack: 'pouch' | 'carton' | 'woven' | 'jumbo' | 'jar' | 'giftbox'): string {
	const r = c.rng
	const fills: Array<[ItemKind, string]> = [
		['rice', itemColors.rice],
		['lentil', itemColors.lentil],
		['chickpea', itemColors.chickpea],
	]
	if (pack === 'pouch' || pack === 'jar' || pack === 'giftbox') {
		const materials = ['#c79a64', '#f1ece1', '#2f6b52']
		const bands = [brand.green, '#7a2e22', brand.amber]
		return [
			...fills.map(
				([kind, color], i) =>
					`<g transform="translate(${360 + i * 420} ${n(620 + (i % 2) * 60)}) rotate(${n(r.range(-12, 12))})">${`<rect x="-190" y="-290" width="400" height="590" rx="14" fill="#1a1208" opacity=".18"/>`}${pouch(c, 0, 290, 580, materials[i]!, bands[i]!, itemFill(c, kind, color))}</g>`,
			),
			scatter(c, 'rice', itemColors.rice, 800, 1100, 500, 60, 60),
		].join('')
	}
	// Cartons and bags from above: a tidy grid on a pallet.
	const parts = [
		`<rect x="240" y="150" width="1120" height="900" fill="#1a1208" opacity=".18"/><rect x="220" y="130" width="1120" height="900" fill="#b88a56"/>`,
	]
	for (let i = 0; i < 7; i++)
		parts.push(`<rect x="220" y="${130 + i * 135}" width="1120" height="8" fill="#8a6236" opacity=".6"/>`)
	const cols = pack === 'carton' ? 3 : 2
	const rows = pack === 'carton' ? 3 : 3
	const cw = 1080 / cols
	const ch = 860 / rows
	for (let i = 0; i < cols; i++) {
		for (let j = 0; j < rows; j++) {
			const x = 240 + i * cw
			const y = 150 + j * ch
			if (pack === 'carton') {
				parts.push(
					`<rect x="${n(x + 6)}" y="${n(y + 6)}" width="${n(cw - 12)}" height="${n(ch - 12)}" fill="#c89a62"/><rect x="${n(x + cw / 2 - 24)}" y="${n(y + 6)}" width="48" height="${n(ch - 12)}" fill="#b8874d" opacity=".85"/><path d="M${n(x + 6)} ${n(y + ch / 2)}H${n(x + cw - 6)}" stroke="#8a6236" stroke-width="3" opacity=".6"/>`,
				)
			} else {
				parts.push(
					`<rect x="${n(x + 10)}" y="${n(y + 10)}" width="${n(cw - 20)}" height="${n(ch - 20)}" rx="40" fill="#f1ece1"/><rect x="${n(x + 40)}" y="${n(y + 10)}" width="20" height="${n(ch - 20)}" fill="${brand.green}"/><rect x="${n(x + cw - 60)}" y="${n(y + 10)}" width="20" height="${n(ch - 20)}" fill="${brand.green}"/><rect x="${n(x + 10)}" y="${n(y + 10)}" width="${n(cw - 20)}" height="${n(ch - 20)}" rx="40" fill="${c.radial(
						[
							[0, '#fff', 0.3],
							[0.6, '#fff', 0],
							[1, '#1a1208', 0.3],
						],
						0.4,
						0.4,
						0.7,
					)}"/>`,
				)
			}
		}
	}
	return parts.join('')
}

function collectionTop(c: Canvas, entries: CollectionEntry[], rim: string): string {
	const r = c.rng
	const spots = [
		{ x: 520, y: 480, radius: 320 },
		{ x: 1180, y: 380, radius: 240 },
		{ x: 1120, y: 900, radius: 220 },
		{ x: 420, y: 1020, radius: 160 },
	]
	return spots
		.map((spot, i) => {
			const { fill } = entryFill(c, entries[i % entries.length]!)
			return topBowl(c, spot.x, spot.y, spot.radius, fill, i === 0 ? rim : r.pick(rims))
		})
		.join('')
}
