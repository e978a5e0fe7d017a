import fs from 'node:fs'
import { createRequire } from 'node:module'
import AxeBuilder from '@axe-core/playwright'
import type axe from 'axe-core'
import { expect, type Page, test } from '@playwright/test'

/**
 * axe-core on the page as it is now: WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's
 * best-practice rules (decision 0031). Every violation fails the journey (softly, so one run lists
 * every state's findings); the count of each scan is also appended to tmp/a11y-counts-<port>.jsonl,
 * the figures of the before/after table.
 */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice']

/**
 * Rules switched off, each with its reason. Nothing else is excluded.
 */
const disabledRules: Record<string, string> = {}

const port = process.env.E2E_PORT ?? '3210'
const countsFile = `tmp/a11y-counts-${port}.jsonl`

/** axe-core's own minified build (the builder evaluates the 1.5 MB unminified one). */
const axeMinified = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

/**
 * Scripts whose letters join: Arabic and its supplements and presentation forms, Syriac, Thaana,
 * N'Ko. A text node with any of them is real text, never an icon ligature.
 */
const joiningScript = /[\u0600-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/

/**
 * axe's `color-contrast` rule only looks at an element whose text nodes are not all icon
 * ligatures (`hasRealTextChildren`). Its ligature test draws the first letter alone and then the
 * whole string, and Arabic, whose letters join and change shape, passes for a ligature; the
 * verdict is then cached per font family, so the Latin runs set in the Arabic page's face are
 * skipped too. The rule thus judged almost no text on our Arabic pages (5 nodes of 94 on `/`,
 * decision 0031). This asks the ligature test only of text with no joining letters (the same
 * test, so an icon font is still skipped), and never lets Arabic text count towards a family's
 * verdict. The one place is found by its shape; if an update of axe changes it, this throws
 * rather than scan without the fix.
 */
export function withArabicTextChecked(source: string): string {
	const ligatureTest = /"#text"===(\w+)\.props\.nodeName&&!(\w+)\(\1\)/g
	const found = source.match(ligatureTest) ?? []
	if (found.length !== 1) {
		throw new Error(`axe-core's text-children test was not found once (${found.length} times); see decision 0031`)
	}
	return source.replace(
		ligatureTest,
		(_match, node: string, isIconLigature: string) =>
			`"#text"===${node}.props.nodeName&&!(!${joiningScript}.test(${node}.props.nodeValue||"")&&${isIconLigature}(${node}))`,
	)
}

const axeSource = withArabicTextChecked(axeMinified)

/** What every scan asks axe for: the tags above, minus the rules switched off, violations only. */
const runOptions = {
	runOnly: { type: 'tag', values: axeTags },
	rules: Object.fromEntries(Object.keys(disabledRules).map((rule) => [rule, { enabled: false }])),
	// axe still runs every rule on every node, but makes selectors and summaries for the violating
	// nodes alone, not for every passing one (a third to a half less time on our pages, the same
	// violations on the same nodes; decision 0052).
	resultTypes: ['violations'],
} satisfies axe.RunOptions

/** axe (with the Arabic fix) in the page's document, put there once and kept for the page's next scans. */
export async function axeInPage(page: Page) {
	if (!(await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object'))) await page.evaluate(axeSource)
}

/**
 * A page with no frame inside it: `axe.run` in the page, the same scan as the builder's default
 * `runPartial` + `finishRun` without the blank page that merge needs (decision 0052). axe is put
 * into the document once and kept for its next scans (a resize, a state opened): the builder
 * evaluated its source twice on every scan, about 0.4 s each time (decision 0052, session 35).
 */
async function runInPage(page: Page): Promise<axe.AxeResults> {
	await axeInPage(page)
	return page.evaluate((options) => (window as unknown as { axe: typeof axe }).axe.run(document, options), runOptions)
}

/** A page with frames inside it: the builder's default, which scans each frame and merges the results. */
async function runWithFrames(page: Page): Promise<axe.AxeResults> {
	return new AxeBuilder({ page, axeSource }).options(runOptions).analyze()
}

/**
 * Once the page's finite animations and transitions have ended (at most `timeout` ms, 3 s unless
 * told; `transitionsOnly` for the CSS transitions alone); endless ones (a loading pulse) are not
 * waited for. The page's animations are read again every frame until none is left unsettled, so
 * one that starts meanwhile is waited for too. An animation inside a band the browser skips
 * (`content-visibility: auto`, off screen) can say `finished` while its promise never resolves and
 * its element keeps the last colour it was drawn with (a colour transition stopped at 84 % opacity):
 * it counts as moving until the browser drops it from the page's animations (about 1.5 s later),
 * when the element has its own colour again.
 */
export async function animationsSettled(page: Page, { transitionsOnly = false, timeout = 3_000 } = {}) {
	await page.evaluate(
		([transitionsOnly, timeout]) =>
			new Promise<void>((resolve) => {
				const start = performance.now()
				const settled = new WeakSet<Animation>()
				const check = () => {
					const unsettled = document
						.getAnimations()
						.filter(
							(animation) =>
								(!transitionsOnly || animation instanceof CSSTransition) &&
								Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity) &&
								!settled.has(animation),
						)
					if (!unsettled.length || performance.now() - start >= timeout) return resolve()
					for (const animation of unsettled) animation.finished.then(() => settled.add(animation), () => settled.add(animation))
					// A frame's time, and the promises of what has already finished settle before it.
					setTimeout(check, 16)
				}
				check()
			}),
		[transitionsOnly, timeout] as const,
	)
}

export type AxeFinding = { rule: string; impact: string | null | undefined; help: string; nodes: string[] }

/** axe's violations on the page once its finite animations have settled, one line per node. */
export async function axeViolations(page: Page): Promise<AxeFinding[]> {
	// Colours are judged as they settle: a banner fading in is half its colour for a moment (CI once
	// measured its text at 3.83:1 mid-fade).
	await animationsSettled(page)
	const results = page.frames().length === 1 ? await runInPage(page) : await runWithFrames(page)
	return results.violations.map((v) => ({
		rule: v.id,
		impact: v.impact,
		help: v.help,
		nodes: v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 3).join(' ')}`),
	}))
}

export async function expectNoAxeViolations(page: Page, label: string) {
	const violations = await axeViolations(page)
	fs.mkdirSync('tmp', { recursive: true })
	fs.appendFileSync(
		countsFile,
		`${JSON.stringify({ label, project: test.info().title, url: new URL(page.url()).pathname, violations: violations.length, nodes: violations.reduce((s, v) => s + v.nodes.length, 0), rules: violations.map((v) => v.rule) })}\n`,
	)
	expect.soft(violations, `axe on ${label} (${page.url()})`).toEqual([])
}
