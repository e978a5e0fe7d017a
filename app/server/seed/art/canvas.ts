import { type Random, random } from './random.ts'

/**
 * A tiny SVG writer for the demo illustrations: one `Canvas` per picture collects the shared
 * definitions (gradients, patterns) under ids unique to that picture, and the body as strings.
 */
export class Canvas {
	readonly rng: Random
	private readonly defs: string[] = []
	private readonly named = new Map<string, string>()
	private counter = 0

	constructor(
		readonly width: number,
		readonly height: number,
		seed: string,
	) {
		this.rng = random(seed)
	}

	uid(prefix: string): string {
		this.counter += 1
		return `${prefix}${this.counter}`
	}

	/** Adds a definition once per `name` (e.g. the shared shadow gradient) and returns its id. */
	once(name: string, build: (id: string) => string): string {
		const known = this.named.get(name)
		if (known) return known
		const id = this.uid(name.replace(/[^a-z]/gi, '').slice(0, 6) || 'd')
		this.defs.push(build(id))
		this.named.set(name, id)
		return id
	}

	def(markup: string) {
		this.defs.push(markup)
	}

	linear(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, units: 'bbox' | 'user' = 'bbox'): string {
		const key = `lin${JSON.stringify([stops, x1, y1, x2, y2, units])}`
		const id = this.once(
			key,
			(newId) =>
				`<linearGradient id="${newId}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"${units === 'user' ? ' gradientUnits="userSpaceOnUse"' : ''}>${stopsMarkup(stops)}</linearGradient>`,
		)
		return `url(#${id})`
	}

	radial(
		stops: Stop[],
		cx = 0.5,
		cy = 0.5,
		r = 0.5,
		fx = cx,
		fy = cy,
		units: 'bbox' | 'user' = 'bbox',
	): string {
		const key = `rad${JSON.stringify([stops, cx, cy, r, fx, fy, units])}`
		const id = this.once(
			key,
			(newId) =>
				`<radialGradient id="${newId}" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fx="${n(fx)}" fy="${n(fy)}"${units === 'user' ? ' gradientUnits="userSpaceOnUse"' : ''}>${stopsMarkup(stops)}</radialGradient>`,
		)
		return `url(#${id})`
	}

	/** A soft contact shadow: an ellipse fading to nothing (cheaper to render than a blur filter). */
	shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.35, color = '#2b2115'): string {
		const fill = this.radial([
			[0, color, 1],
			[0.55, color, 0.45],
			[1, color, 0],
		])
		return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}" opacity="${n(opacity, 2)}"/>`
	}

	/** A Gaussian blur filter, for the few soft shapes that need one (kept small: blurs are slow). */
	blur(deviation: number): string {
		const id = this.once(
			`blur${deviation}`,
			(newId) =>
				`<filter id="${newId}" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${deviation}"/></filter>`,
		)
		return `url(#${id})`
	}

	/** A clip path from markup; returns the `url(#…)` to use as clip-path. */
	clip(markup: string): string {
		const id = this.uid('c')
		this.defs.push(`<clipPath id="${id}">${markup}</clipPath>`)
		return `url(#${id})`
	}

	/** A repeating tile (grains, weave, speckles); returns the fill. */
	pattern(size: number, content: string, transform = '', height = size): string {
		const id = this.uid('p')
		this.defs.push(
			`<pattern id="${id}" width="${n(size)}" height="${n(height)}" patternUnits="userSpaceOnUse"${transform ? ` patternTransform="${transform}"` : ''}>${content}</pattern>`,
		)
		return `url(#${id})`
	}

	render(body: string | string[]): string {
		const content = Array.isArray(body) ? body.join('') : body
		const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${this.width}" height="${this.height}" viewBox="0 0 ${this.width} ${this.height}"><defs>${this.defs.join('')}</defs>${content}</svg>`
		return flattenOpacity(svg)
	}
}

/**
 * librsvg draws an element that has `opacity` through an offscreen surface, about 18 times slower
 * than `fill-opacity` (measured: 3,000 ellipses, 86 ms against 1.6 s). For a single shape the two
 * look the same, so shapes get fill and stroke opacity; groups keep real group opacity.
 */
function flattenOpacity(svg: string): string {
	return svg.replace(
		/<(ellipse|circle|rect|path|line|polygon)\b([^>]*?) opacity="([\d.]+)"/g,
		'<$1$2 fill-opacity="$3" stroke-opacity="$3"',
	)
}

/** [offset 0..1, colour, opacity?] */
export type Stop = [number, string, number?]

function stopsMarkup(stops: Stop[]): string {
	return stops
		.map(
			([offset, color, opacity]) =>
				`<stop offset="${n(offset, 3)}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${n(opacity, 3)}"`}/>`,
		)
		.join('')
}

/** Short numbers keep the SVG small (a picture holds thousands of coordinates). */
export function n(value: number, digits = 1): string {
	const rounded = Number(value.toFixed(digits))
	return Object.is(rounded, -0) ? '0' : String(rounded)
}

export function group(children: string | string[], attrs = ''): string {
	return `<g${attrs ? ` ${attrs}` : ''}>${Array.isArray(children) ? children.join('') : children}</g>`
}

export const translate = (x: number, y: number, rotate = 0, scale = 1) =>
	`transform="translate(${n(x)} ${n(y)})${rotate ? ` rotate(${n(rotate)})` : ''}${scale !== 1 ? ` scale(${n(scale, 3)})` : ''}"`
