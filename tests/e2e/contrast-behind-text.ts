import type axe from 'axe-core'
import { expect, type Page } from '@playwright/test'
import sharp from 'sharp'
import { animationsSettled, axeInPage } from './axe.ts'

/**
 * The text whose contrast axe cannot judge (its "incomplete" results: text over a gradient, over a
 * picture, over a pseudo-element's background, or too short for axe to be sure it is text), judged
 * the way a person sees it: the page drawn with every text made transparent, and the text's colour
 * set against every pixel behind its lines. The worst pixel must reach WCAG's 4.5:1, or 3:1 for
 * large text (24 px, or 18.66 px bold). Decision 0031.
 */
export interface UnjudgedText {
	/** axe's selector of the element. */
	target: string
	/** Why axe could not judge it (its message key: bgGradient, bgImage, bgOverlap, …). */
	reason: string
	text: string
	/** The worst contrast behind the text, and the ratio it needs. */
	worst: number
	needed: number
}

/** The texts axe's contrast rule left unjudged, each with axe's reason. */
async function unjudgedByAxe(page: Page): Promise<{ target: string; reason: string }[]> {
	await axeInPage(page)
	const results = await page.evaluate(
		() =>
			(window as unknown as { axe: typeof axe }).axe.run(document, {
				runOnly: { type: 'rule', values: ['color-contrast'] },
				resultTypes: ['incomplete'],
			}),
	)
	return (results.incomplete.find((rule) => rule.id === 'color-contrast')?.nodes ?? [])
		.filter((node) => node.target.length === 1 && typeof node.target[0] === 'string')
		.map((node) => ({ target: node.target[0] as string, reason: (node.any[0]?.data as { messageKey?: string } | null)?.messageKey ?? 'unknown' }))
}

interface TextBox {
	text: string
	/** The text's colour as drawn: its own alpha times the opacity of its ancestors. */
	color: [number, number, number, number]
	large: boolean
	/**
	 * The text's line boxes, in the viewport's CSS pixels; `pinnedCover`: part of the line is under
	 * something that stays put while the window scrolls (a sticky header, a fixed button) or above
	 * or below the screen, so a window scrolled elsewhere may show it.
	 */
	lines: { x: number; y: number; width: number; height: number; covered: boolean; pinnedCover: boolean }[]
}

const hiddenTextStyle = `*, *::before, *::after { color: transparent !important; -webkit-text-fill-color: transparent !important; text-shadow: none !important; caret-color: transparent !important; }`

/** An sRGB channel (0–255) in linear light. */
function linear(c: number): number {
	const s = c / 255
	return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4
}
/** The same for the whole channels a drawing holds, looked up: a page's drawings are many pixels. */
const linearOfByte = Array.from({ length: 256 }, (_, c) => linear(c))

/** Relative luminance of an sRGB colour (WCAG 2); channels may be fractional (a translucent colour laid over a pixel). */
function luminance(r: number, g: number, b: number): number {
	const channel = (c: number) => (Number.isInteger(c) ? linearOfByte[c]! : linear(c))
	return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

function contrastRatio(a: number, b: number): number {
	return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)
}

/**
 * The worst contrast of a text colour over the pixels of an RGBA image (already drawn, opaque):
 * a translucent text colour is first laid over each pixel, as the browser draws it.
 */
function worstContrast(pixels: Uint8Array | Buffer, channels: number, color: TextBox['color']): number {
	const [r, g, b, a] = color
	let worst = Infinity
	for (let i = 0; i + 2 < pixels.length; i += channels) {
		const pr = pixels[i]!
		const pg = pixels[i + 1]!
		const pb = pixels[i + 2]!
		const text = luminance(r * a + pr * (1 - a), g * a + pg * (1 - a), b * a + pb * (1 - a))
		worst = Math.min(worst, contrastRatio(text, luminance(pr, pg, pb)))
	}
	return worst
}

/** Each element's text, its colour as drawn and whether it is large, or null where it is decoration. */
function readTexts(selectors: string[]): (Omit<TextBox, 'lines'> | null)[] {
	return selectors.map((selector) => {
		const element = document.querySelector(selector)
		// Text hidden from assistive technology is decoration here (a step's large numeral behind its
		// title); WCAG asks no contrast of pure decoration.
		if (!element || element.closest('[aria-hidden="true"]')) return null
		const style = getComputedStyle(element)
		const channels = style.color.match(/[\d.]+/g)?.map(Number) ?? []
		let opacity = 1
		for (let e: Element | null = element; e; e = e.parentElement) opacity *= Number(getComputedStyle(e).opacity)
		const text = [...element.childNodes].filter((child) => child.nodeType === Node.TEXT_NODE).map((child) => child.textContent!.trim()).join(' ')
		const size = parseFloat(style.fontSize)
		return {
			text: text.trim().slice(0, 60),
			color: [channels[0] ?? 0, channels[1] ?? 0, channels[2] ?? 0, (channels[3] ?? 1) * opacity] as TextBox['color'],
			large: size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700),
		}
	})
}

/** The line boxes of each element's own text, in the viewport's CSS pixels. */
function linesOf(selectors: string[]): TextBox['lines'][] {
	return selectors.map((selector) => {
		const element = document.querySelector(selector)!
		const lines: TextBox['lines'] = []
		for (const child of element.childNodes) {
			if (child.nodeType !== Node.TEXT_NODE || !child.textContent?.trim()) continue
			const range = document.createRange()
			range.selectNodeContents(child)
			for (const rect of range.getClientRects()) {
				if (rect.width < 1 || rect.height < 1) continue
				// Something drawn over the line (a cookie banner, a floating button) covers part of it.
				const y = rect.y + rect.height / 2
				const covers = [0.05, 0.25, 0.5, 0.75, 0.95]
					.map((at) => document.elementFromPoint(rect.x + rect.width * at, y))
					.filter((top) => !top || !element.contains(top))
				const pinned = (cover: Element | null) => {
					if (!cover) return y < 0 || y >= window.innerHeight
					for (let e: Element | null = cover; e; e = e.parentElement) if (/fixed|sticky/.test(getComputedStyle(e).position)) return true
					return false
				}
				lines.push({ x: rect.x, y: rect.y, width: rect.width, height: rect.height, covered: covers.length > 0, pinnedCover: covers.some(pinned) })
			}
		}
		return lines
	})
}

/**
 * Brings the element into view the way a reader does: first inside the boxes that scroll on their
 * own (an editor's body; each noted on the window, to be put back), then the window (instantly: the
 * page scrolls smoothly) so that the element starts `part` of the way down the screen: a fifth,
 * below a sticky header, with the texts after it in view too; or the middle, clear of what is fixed
 * to the screen's edges. Not scrollIntoView: it would also scroll the element's overflow-hidden
 * ancestors, and leave the page's bands shifted for the checks that follow.
 */
function scrollNear([selector, part]: [string, number]) {
	const element = document.querySelector(selector)!
	const scrolled = ((window as unknown as { contrastScrolled?: [Element, number][] }).contrastScrolled ??= [])
	for (let box = element.parentElement; box && box !== document.body; box = box.parentElement) {
		if (!/auto|scroll/.test(getComputedStyle(box).overflowY) || box.scrollHeight <= box.clientHeight) continue
		if (!scrolled.some(([noted]) => noted === box)) scrolled.push([box, box.scrollTop])
		box.scrollTop += element.getBoundingClientRect().top - box.getBoundingClientRect().top - box.clientHeight * part
	}
	const top = element.getBoundingClientRect().top
	window.scrollTo({ top: window.scrollY + top - window.innerHeight * part, behavior: 'instant' })
}

/** Puts back the boxes `scrollNear` scrolled. */
function unscrollBoxes() {
	const scrolled = (window as unknown as { contrastScrolled?: [Element, number][] }).contrastScrolled ?? []
	for (const [box, top] of scrolled) box.scrollTop = top
	scrolled.length = 0
}

interface Drawing {
	data: Buffer
	width: number
	height: number
	channels: number
	/** Device pixels per CSS pixel. */
	scale: number
}

/**
 * The viewport as drawn, and where the given texts' lines were in it: read before and after the
 * drawing, and drawn again if anything moved in between (a band laid out as it nears the screen, a
 * lazy picture), so the lines match the pixels.
 */
async function drawViewport(page: Page, selectors: string[]): Promise<{ drawing: Drawing; lines: TextBox['lines'][] }> {
	for (let attempt = 1; ; attempt++) {
		await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
		const before = await page.evaluate(linesOf, selectors)
		const png = await page.screenshot({ animations: 'disabled', caret: 'hide' })
		const lines = await page.evaluate(linesOf, selectors)
		if (JSON.stringify(lines) !== JSON.stringify(before) && attempt < 5) continue
		const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true })
		return { drawing: { data, width: info.width, height: info.height, channels: info.channels, scale: info.width / page.viewportSize()!.width }, lines }
	}
}

/** The worst contrast of a text colour over the drawing's pixels inside a line box (Infinity if none is on screen). */
function worstBehind(drawing: Drawing, line: TextBox['lines'][number], color: TextBox['color']): number {
	const x0 = Math.max(0, Math.floor(line.x * drawing.scale))
	const y0 = Math.max(0, Math.floor(line.y * drawing.scale))
	const x1 = Math.min(drawing.width, Math.ceil((line.x + line.width) * drawing.scale))
	const y1 = Math.min(drawing.height, Math.ceil((line.y + line.height) * drawing.scale))
	let worst = Infinity
	for (let y = y0; y < y1; y++) {
		const row = drawing.data.subarray((y * drawing.width + x0) * drawing.channels, (y * drawing.width + x1) * drawing.channels)
		worst = Math.min(worst, worstContrast(row, drawing.channels, color))
	}
	return worst
}

/**
 * Judges each text axe left unjudged. The texts' colours are read first, as the page shows them;
 * then all text is made transparent and the page drawn a screen at a time: a text whose lines are
 * on the screen already drawn (below its top fifth) is judged on it, otherwise the window scrolls
 * to it and the screen is drawn again. The drawings finish finite animations and transitions
 * first, so no reveal or colour change is caught mid-way.
 */
export async function contrastAxeLeftUnjudged(page: Page): Promise<UnjudgedText[]> {
	const nodes = await unjudgedByAxe(page)
	await animationsSettled(page)
	const texts = await page.evaluate(readTexts, nodes.map(({ target }) => target))
	const findings: UnjudgedText[] = []
	const scrolledTo = await page.evaluate(() => [window.scrollX, window.scrollY] as const)
	const viewport = page.viewportSize()!
	const onDrawnScreen = (lines: TextBox['lines']) =>
		lines.every((l) => !l.covered && l.y >= viewport.height / 6 && l.y + l.height <= (viewport.height * 4) / 5 && l.x >= 0 && l.x + l.width <= viewport.width)
	const hide = await page.addStyleTag({ content: hiddenTextStyle })
	try {
		// The screen last drawn, and where each text still to judge was on it.
		let screen: { drawing: Drawing; lines: Map<string, TextBox['lines']> } | undefined
		const judged = nodes.filter((_, index) => texts[index])
		for (const [index, { target, reason }] of judged.entries()) {
			const text = texts[nodes.indexOf(judged[index]!)]!
			for (const part of [1 / 5, 1 / 2]) {
				const drawn = screen?.lines.get(target)
				if (drawn && onDrawnScreen(drawn)) break
				// The middle of the screen can only clear what is pinned to the screen, or the screen's
				// edge: a cover that scrolls with the text (a table's scrolling box clipping a cell, a
				// neighbour laid over it) covers it wherever the window is, and the screen drawn shows it.
				if (part === 1 / 2 && drawn && !drawn.some((line) => line.pinnedCover)) break
				await page.evaluate(scrollNear, [target, part] as [string, number])
				const rest = judged.slice(index).map((node) => node.target)
				const { drawing, lines } = await drawViewport(page, rest)
				screen = { drawing, lines: new Map(rest.map((selector, i) => [selector, lines[i]!])) }
			}
			if (!screen) continue
			// The lines a reader sees: a line still covered (clipped by its scrolling box, under a bar)
			// shows what covers it. Where every line is covered, the cover is one the eye sees through
			// (a row's stretched link): all are judged as drawn.
			const lines = screen.lines.get(target)!
			const seen = lines.some((line) => !line.covered) ? lines.filter((line) => !line.covered) : lines
			const worst = Math.min(...seen.map((line) => worstBehind(screen!.drawing, line, text.color)))
			if (worst !== Infinity) findings.push({ target, reason, text: text.text, worst: Math.round(worst * 100) / 100, needed: text.large ? 3 : 4.5 })
		}
	} finally {
		await hide.evaluate((element) => (element as Element).remove())
		await page.evaluate(unscrollBoxes)
		await page.evaluate(([x, y]) => window.scrollTo({ left: x, top: y, behavior: 'instant' }), scrolledTo)
		// The colours come back through the buttons' colour transitions: let them end before anything
		// reads them (only those: a reveal the scrolling started is the next scan's to wait for).
		// Colour transitions take 150 ms.
		await animationsSettled(page, { transitionsOnly: true, timeout: 300 })
	}
	return findings
}

/** Every text axe could not judge reaches its contrast (softly, so one run lists every page's). */
export async function expectReadableWhereAxeCannotJudge(page: Page, label: string) {
	const below = (await contrastAxeLeftUnjudged(page)).filter((finding) => finding.worst < finding.needed)
	expect.soft(below, `text axe could not judge, below its contrast: ${label} (${page.url()})`).toEqual([])
}
