import { expect, type Page } from '@playwright/test'

/**
 * Checks axe does not make (decision 0031): reflow and text zoom, forced colours, reduced motion,
 * and the language of other-language runs. Each returns a list of findings, one line per element,
 * empty when the page passes, so a journey can assert `toEqual([])` and read every finding at once.
 */

/** A short name of an element for a finding: tag, id or test id, and the start of its text. */
const describeElementSource = `(element) => {
	const id = element.id ? '#' + element.id : element.getAttribute('data-testid') ? '[data-testid=' + element.getAttribute('data-testid') + ']' : ''
	const text = (element.getAttribute('aria-label') || element.textContent || '').trim().replace(/\\s+/g, ' ').slice(0, 40)
	return element.tagName.toLowerCase() + id + (element.className && typeof element.className === 'string' ? '.' + element.className.trim().split(/\\s+/).slice(0, 3).join('.') : '') + ' "' + text + '"'
}`

/**
 * Reflow (WCAG 1.4.10) and resized text (1.4.4): the page never scrolls sideways, no line of text is
 * cut by a box that hides its overflow (or by the window's edge), and no two lines of text overlap.
 * Visually hidden text, a one-line ellipsis whose whole text is its title, accessible name or the
 * back-office's bubble (`data-truncated`), and a clamped card text inside a link (its page has the
 * whole text) or in a preview whose text is in the form (`data-whole-text-elsewhere`) are meant to
 * be cut.
 */
export async function reflowFindings(page: Page): Promise<string[]> {
	return page.evaluate((describeSource) => {
		const describe = new Function(`return ${describeSource}`)() as (element: Element) => string
		const findings: string[] = []
		const root = document.documentElement
		if (root.scrollWidth > root.clientWidth + 1) {
			// Which elements stick out: the deepest ones past the edge, so the finding names the culprit.
			const wide = Array.from(document.body.querySelectorAll('*')).filter((element) => {
				const r = element.getBoundingClientRect()
				return r.width > 0 && (r.right > root.clientWidth + 1 || r.left < -1) && getComputedStyle(element).position !== 'fixed'
			})
			const leaves = wide.filter((element) => !wide.some((other) => other !== element && element.contains(other)))
			findings.push(`page scrolls sideways: ${root.scrollWidth} px wide in ${root.clientWidth} px; ${leaves.slice(0, 5).map(describe).join('; ')}`)
		}
		const visuallyHidden = (element: Element) => {
			for (let box: Element | null = element; box && box !== document.body; box = box.parentElement) {
				const style = getComputedStyle(box)
				const r = box.getBoundingClientRect()
				if (style.overflow !== 'visible' && (r.width <= 1 || r.height <= 1)) return true
				if (style.position === 'absolute' && style.clip !== 'auto') return true
			}
			return false
		}
		// The parts of the lines inside a box that clips them (what is drawn).
		const within = (rects: DOMRect[], clip: DOMRect) =>
			rects
				.map((r) => {
					const left = Math.max(r.left, clip.left)
					const top = Math.max(r.top, clip.top)
					return new DOMRect(left, top, Math.min(r.right, clip.right) - left, Math.min(r.bottom, clip.bottom) - top)
				})
				.filter((r) => r.width > 1 && r.height > 1)
		const lines: { rect: DOMRect; element: Element }[] = []
		const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
		for (let node = walker.nextNode(); node; node = walker.nextNode()) {
			const parent = node.parentElement
			if (!parent || !node.textContent?.trim()) continue
			if (parent.closest('script, style, noscript, template, [hidden], [aria-hidden="true"], dialog:not([open])')) continue
			// Not drawn (a closed menu, a transparent tooltip) or visually hidden (read by screen readers only).
			if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })) continue
			if (visuallyHidden(parent)) continue
			const range = document.createRange()
			range.selectNodeContents(node)
			// A line's box is its font's full height, taller than its glyphs and often than its line
			// (Arabic faces reach far up and down): the middle half is where letters are drawn, so only
			// that counts as cut or overlapping.
			let rects = Array.from(range.getClientRects())
				.filter((r) => r.width > 0.5 && r.height > 0.5)
				.map((r) => new DOMRect(r.x, r.y + r.height / 4, r.width, r.height / 2))
			if (!rects.length) continue
			// The boxes that clip this text: every ancestor hiding its overflow, up to the page.
			let cut = ''
			let scrolled = false
			// Fixed and sticky bars cover the page as it scrolls under them, by design.
			let pinned = false
			for (let box: Element | null = parent; box && !pinned; box = box.parentElement) pinned = ['fixed', 'sticky'].includes(getComputedStyle(box).position)
			for (let box = parent as Element | null; box && box !== document.body; box = box.parentElement) {
				const style = getComputedStyle(box)
				const hidesX = style.overflowX !== 'visible'
				const hidesY = style.overflowY !== 'visible'
				if (!hidesX && !hidesY) continue
				const clip = box.getBoundingClientRect()
				// A scroll container shows the rest on scrolling (a wide table scrolls on its own, WCAG
				// 1.4.10's exception): only its lines in view go on to the overlap check.
				if (/auto|scroll/.test(style.overflowX + style.overflowY)) {
					scrolled = true
					rects = within(rects, clip)
					continue
				}
				const outX = hidesX && rects.some((r) => r.left < clip.left - 1 || r.right > clip.right + 1)
				const outY = hidesY && rects.some((r) => r.top < clip.top - 1 || r.bottom > clip.bottom + 1)
				if (!outX && !outY) continue
				const whole = box.getAttribute('title') || box.closest('[title]')?.getAttribute('title') || box.getAttribute('aria-label')
				// data-truncated: the back-office's one-line cut, whose whole text shows on focus and hover.
				const meant =
					(style.textOverflow === 'ellipsis' && (whole || box.hasAttribute('data-truncated'))) ||
					(style.webkitLineClamp !== 'none' && style.webkitLineClamp !== '' && box.closest('a, [data-whole-text-elsewhere]'))
				if (!meant) {
					cut = `text cut by ${describe(box)}`
					break
				}
				// Only the lines left in view go on to the outer boxes and the overlap check.
				rects = within(rects, clip)
			}
			if (!cut && !scrolled && !pinned && rects.some((r) => r.right > root.clientWidth + 1 || r.left < -1))
				cut = 'text past the window\'s edge'
			if (cut) findings.push(`${cut}: "${node.textContent.trim().slice(0, 40)}" in ${describe(parent)}`)
			if (!pinned) for (const rect of rects) lines.push({ rect, element: parent })
		}
		// Overlapping lines: two lines of different elements sharing more than a third of the smaller one.
		const overlapping = new Set<string>()
		for (let i = 0; i < lines.length; i++) {
			for (let j = i + 1; j < lines.length; j++) {
				const a = lines[i]!
				const b = lines[j]!
				if (a.element === b.element) continue
				const width = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left)
				const height = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top)
				if (width <= 0 || height <= 0) continue
				const smaller = Math.min(a.rect.width * a.rect.height, b.rect.width * b.rect.height)
				if (width * height > smaller / 3) overlapping.add(`text overlaps: ${describe(a.element)} and ${describe(b.element)}`)
			}
		}
		findings.push(...overlapping)
		return findings
	}, describeElementSource)
}

/**
 * Text zoom as a visitor sets it in the browser (Chrome's font size, which rem and em follow):
 * `percent` of the default 16 px. 100 puts it back.
 */
export async function setTextZoom(page: Page, percent: number) {
	const session = await page.context().newCDPSession(page)
	await session.send('Page.setFontSizes', { fontSizes: { standard: (16 * percent) / 100, fixed: (13 * percent) / 100 } })
	await session.detach()
}

/**
 * Forced colours (Windows high contrast): every control keeps a visible edge and every icon inside
 * a control stays drawn. That mode drops backgrounds and shadows, so a button or a button-styled
 * link drawn as a coloured box needs a border (a transparent one becomes visible), a field a border,
 * and an icon `currentColor`. The boxes are found with colours on, then the page is switched to
 * forced colours (and left so) and checked.
 */
export async function forcedColorFindings(page: Page): Promise<string[]> {
	await page.emulateMedia({ forcedColors: 'none' })
	await page.evaluate(() => {
		const transparent = (color: string) => color === 'transparent' || /rgba\(.*, 0\)$/.test(color)
		for (const element of Array.from(document.querySelectorAll('a, button, [role=button], summary, input, select, textarea, [contenteditable=true]'))) {
			if (!transparent(getComputedStyle(element).backgroundColor)) element.setAttribute('data-a11y-box', '')
			else element.removeAttribute('data-a11y-box')
		}
	})
	await page.emulateMedia({ forcedColors: 'active' })
	return page.evaluate((describeSource) => {
		const describe = new Function(`return ${describeSource}`)() as (element: Element) => string
		const findings: string[] = []
		const visible = (element: Element) => {
			const r = element.getBoundingClientRect()
			return r.width > 2 && r.height > 2 && element.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && !element.closest('[aria-hidden="true"], [inert]')
		}
		const hasEdge = (element: Element) => {
			const style = getComputedStyle(element)
			return ['top', 'right', 'bottom', 'left'].some(
				(side) => parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0 && style.getPropertyValue(`border-${side}-style`) !== 'none',
			)
		}
		// Fields always; buttons and button-styled links when they show text (an icon-only one shows its icon).
		const controls = document.querySelectorAll(
			'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file]), select, textarea, [contenteditable=true], [data-a11y-box]',
		)
		for (const control of Array.from(controls)) {
			if (!visible(control)) continue
			const isField = control.matches('input, select, textarea, [contenteditable=true]')
			const text = (control as HTMLElement).innerText?.trim() || (control as HTMLInputElement).value
			// A rich-text or code editor's frame is its edge: the wrapper a few levels up.
			const framed = (element: Element | null, levels: number): boolean => !!element && levels >= 0 && (hasEdge(element) || framed(element.parentElement, levels - 1))
			const edged = control.matches('[contenteditable=true]') ? framed(control, 3) : hasEdge(control)
			if ((isField || text) && !edged) findings.push(`no visible edge: ${describe(control)}`)
		}
		for (const icon of Array.from(document.querySelectorAll('a svg, button svg, summary svg, [role=button] svg'))) {
			if (!visible(icon)) continue
			const shapes = [icon, ...Array.from(icon.querySelectorAll('path, circle, rect, line, polyline, polygon, ellipse'))]
			const drawn = shapes.some((shape) => {
				const style = getComputedStyle(shape)
				return (style.fill !== 'none' && !style.fill.endsWith(', 0)')) || (style.stroke !== 'none' && !style.stroke.endsWith(', 0)'))
			})
			if (!drawn) findings.push(`icon not drawn: ${describe(icon.closest('a, button, summary, [role=button]')!)}`)
		}
		return findings
	}, describeElementSource)
}

/** Whether the focused element shows an outline (forced colours drop box-shadow rings). */
export async function focusOutlined(page: Page) {
	return page.evaluate(() => {
		const element = document.activeElement
		if (!element || element === document.body) return false
		const style = getComputedStyle(element)
		return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0
	})
}

/**
 * Reduced motion: no animation or transition longer than a frame anywhere on the page, running or
 * declared (a transition runs only when its property changes, so declared ones are checked too).
 */
export async function motionFindings(page: Page): Promise<string[]> {
	return page.evaluate((describeSource) => {
		const describe = new Function(`return ${describeSource}`)() as (element: Element) => string
		const findings: string[] = []
		const longest = (list: string) => Math.max(...list.split(',').map((value) => (value.trim().endsWith('ms') ? parseFloat(value) : parseFloat(value) * 1000)))
		// CSS transitions are judged by what each element declares (below): one that runs now started
		// before motion was reduced (the checks' own changes of colours and focus set them off), and
		// a transition takes the duration declared when it starts.
		for (const animation of document.getAnimations()) {
			if (animation instanceof CSSTransition) continue
			const timing = animation.effect?.getComputedTiming()
			if (!timing) continue
			if (Number(timing.duration) > 16 || timing.iterations === Infinity) {
				const target = (animation.effect as KeyframeEffect).target
				findings.push(`animation runs (${Math.round(Number(timing.duration))} ms × ${timing.iterations}): ${target ? describe(target) : 'no target'}`)
			}
		}
		for (const element of Array.from(document.querySelectorAll('*'))) {
			for (const pseudo of [null, '::before', '::after']) {
				const style = getComputedStyle(element, pseudo)
				if (style.animationName !== 'none' && longest(style.animationDuration) > 16) findings.push(`animation declared (${style.animationName} ${style.animationDuration}): ${describe(element)}${pseudo ?? ''}`)
				if (style.transitionProperty !== 'none' && longest(style.transitionDuration) > 16) findings.push(`transition declared (${style.transitionProperty} ${style.transitionDuration}): ${describe(element)}${pseudo ?? ''}`)
			}
		}
		if (getComputedStyle(document.documentElement).scrollBehavior === 'smooth') findings.push('smooth scrolling on the page')
		return findings
	}, describeElementSource)
}

/**
 * The language of other-language runs (WCAG 3.1.2): on an Arabic page every run of Latin letters
 * (English words, codes) sits in an element marked with a non-Arabic `lang`; on an English page every
 * run of Arabic letters sits in one marked `lang="ar"`. A text node holding both scripts cannot be
 * marked and is a finding too. E-mail addresses and phone numbers are isolated (`dir="ltr"` or
 * `<bdi>`) so they read left to right inside Arabic. Fields' values (a select's options, a rich-text
 * editor's text) are the writer's own and are not read here; hidden text (`aria-hidden`, `hidden`) is skipped, visually hidden text is not.
 */
export async function languageRunFindings(page: Page): Promise<string[]> {
	return page.evaluate((describeSource) => {
		const describe = new Function(`return ${describeSource}`)() as (element: Element) => string
		const findings: string[] = []
		const pageLang = document.documentElement.lang.startsWith('ar') ? 'ar' : 'en'
		const latin = /[A-Za-z]/
		const arabic = /[\u0600-\u06FF]/
		const phoneOrMail = /\S+@\S+\.\S+|\+?\d[\d\s().-]{6,}\d/
		const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
		for (let node = walker.nextNode(); node; node = walker.nextNode()) {
			const text = node.textContent ?? ''
			const parent = node.parentElement
			if (!parent || !text.trim()) continue
			// Fields' values are the writer's own (a select's options are its values; a rich-text
			// editor's text is the post being written), like a textarea's.
			if (parent.closest('script, style, noscript, template, textarea, select, [contenteditable=true], [aria-hidden="true"], [hidden]')) continue
			const lang = (parent.closest('[lang]')?.getAttribute('lang') ?? pageLang).startsWith('ar') ? 'ar' : 'other'
			const hasLatin = latin.test(text)
			const hasArabic = arabic.test(text)
			const snippet = text.trim().replace(/\s+/g, ' ').slice(0, 50)
			if (hasLatin && hasArabic) findings.push(`both scripts in one run "${snippet}" in ${describe(parent)}`)
			else if (hasLatin && lang === 'ar') findings.push(`Latin run without lang "${snippet}" in ${describe(parent)}`)
			else if (hasArabic && lang !== 'ar') findings.push(`Arabic run without lang="ar" "${snippet}" in ${describe(parent)}`)
			if (pageLang === 'ar' && phoneOrMail.test(text) && !parent.closest('bdi, [dir="ltr"]'))
				findings.push(`address or number not isolated "${snippet}" in ${describe(parent)}`)
		}
		return findings
	}, describeElementSource)
}

/**
 * The checks above on the page as loaded, one after the other on the same load (each failing
 * softly): reflow at 320 px, text at 200 % at 1280 px, forced colours with a visible outline on the
 * first Tab stops, and reduced motion. The page is left at 1280 px, text at 100 %, colours and
 * motion as the visitor's defaults.
 */
/** Two frames: what a resize or a zoom sets off (resize observers, React's answer to them) has been drawn. */
const settle = (page: Page) => page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))

export async function expectDisplayChecks(page: Page, label: string) {
	await page.setViewportSize({ width: 320, height: 720 })
	await settle(page)
	expect.soft(await reflowFindings(page), `reflow at 320 px: ${label}`).toEqual([])
	await page.setViewportSize({ width: 1280, height: 800 })
	await setTextZoom(page, 200)
	await settle(page)
	expect.soft(await reflowFindings(page), `text at 200 %: ${label}`).toEqual([])
	await setTextZoom(page, 100)

	expect.soft(await forcedColorFindings(page), `forced colours: ${label}`).toEqual([])
	for (let stop = 0; stop < 4; stop++) {
		await page.keyboard.press('Tab')
		expect.soft(await focusOutlined(page), `focus outline in forced colours, Tab stop ${stop + 1}: ${label}`).toBe(true)
	}
	await page.emulateMedia({ forcedColors: 'none', reducedMotion: 'reduce' })
	expect.soft(await motionFindings(page), `reduced motion: ${label}`).toEqual([])
	await page.emulateMedia({ reducedMotion: 'no-preference' })
}
