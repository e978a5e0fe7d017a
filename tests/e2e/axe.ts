import fs from 'node:fs'
import AxeBuilder from '@axe-core/playwright'
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

export async function expectNoAxeViolations(page: Page, label: string) {
	// Colours are judged as they settle: a banner fading in is half its colour for a moment (CI once
	// measured its text at 3.83:1 mid-fade). Endless animations (a loading pulse) are not waited for.
	await page.evaluate(() =>
		Promise.race([
			Promise.all(
				document
					.getAnimations()
					.filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
					.map((animation) => animation.finished.catch(() => undefined)),
			),
			new Promise((resolve) => setTimeout(resolve, 3_000)),
		]),
	)
	// With no frame inside the page, axe.run in the page is the same scan as the default
	// runPartial + finishRun, without the blank page finishRun opens and fills with axe again: half
	// the time of a scan (measured 1.0–2.5 s against 2.1–5.8 s on back-office screens).
	// Only violations are read: axe still runs every rule on every node, but makes selectors and
	// summaries for the violating nodes alone, not for every passing one (a third to a half less
	// time on our pages, the same violations on the same nodes). Set first: options() replaces
	// what withTags and disableRules add.
	const results = await new AxeBuilder({ page })
		.options({ resultTypes: ['violations'] })
		.withTags(axeTags)
		.disableRules(Object.keys(disabledRules))
		.setLegacyMode(page.frames().length === 1)
		.analyze()
	const violations = results.violations.map((v) => ({
		rule: v.id,
		impact: v.impact,
		help: v.help,
		nodes: v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary?.split('\n').slice(1, 3).join(' ')}`),
	}))
	fs.mkdirSync('tmp', { recursive: true })
	fs.appendFileSync(
		countsFile,
		`${JSON.stringify({ label, project: test.info().title, url: new URL(page.url()).pathname, violations: violations.length, nodes: violations.reduce((s, v) => s + v.nodes.length, 0), rules: violations.map((v) => v.rule) })}\n`,
	)
	expect.soft(violations, `axe on ${label} (${page.url()})`).toEqual([])
}
