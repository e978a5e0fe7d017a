import { expect, type Page, test } from '@playwright/test'
import { axeViolations } from './axe.ts'
import { openHydrated } from './hydration.ts'

/**
 * The scans judge the contrast of Arabic text, and of the Latin runs inside an Arabic page. axe's
 * own `color-contrast` rule skipped both, taking joined Arabic letters for an icon ligature
 * (decision 0031); `axe.ts` asks that test only of text without joining letters. Each case here is
 * text at `ink-400` (#8b918d, 3.2:1 on white), which must be reported.
 */
const tooLight = '#8b918d'

async function contrastTargets(page: Page): Promise<string[]> {
	const violations = await axeViolations(page)
	return violations
		.filter((v) => v.rule === 'color-contrast')
		.flatMap((v) => v.nodes.map((node) => node.split(' — ')[0] ?? node))
}

test('light Arabic text, and a Latin run after it in the same face, fail the contrast scan', async ({
	page,
}) => {
	const arabic = [
		'أرز بسمتي ١١٢١ مبخر',
		'شحن بحري وجوي وبري',
		'تخليص جمركي سريع',
		'تعبئة وتغليف المواد الغذائية',
	]
	await page.setContent(`<!doctype html><html lang="ar" dir="rtl"><head><title>تباين</title></head><body><main><h1>تباين</h1>
		${arabic.map((text, index) => `<p id="arabic-${index}" style="color:${tooLight}">${text}</p>`).join('')}
		<p id="latin-run" style="color:${tooLight}">SKU BAS-1121-25</p>
		<p id="readable">نص مقروء</p></main></body></html>`)
	const targets = await contrastTargets(page)
	expect(targets.sort()).toEqual([...arabic.map((_, index) => `#arabic-${index}`), '#latin-run'].sort())
})

for (const [lang, path, text] of [
	['ar', '/', 'نستورد ونصدر المواد الغذائية ونعبئها'],
	['en', '/en', 'We import, export and pack food'],
] as const) {
	test(`light text in the site's own face fails the contrast scan (${lang})`, async ({ page }) => {
		await openHydrated(page, path)
		// Four lines at the top of the page's main, set in the page's own face; the last is a Latin run.
		const marked = await page.evaluate(
			({ color, text }) => {
				const lines = [text, text, text, 'SKU BAS-1121-25'].map((line, index) => {
					const p = document.createElement('p')
					p.id = `too-light-${index}`
					p.textContent = line
					p.style.cssText = `color:${color};background:#fff;font-size:16px`
					return p
				})
				document.querySelector('main')!.prepend(...lines)
				return lines.map((p) => `#${p.id}`)
			},
			{ color: tooLight, text },
		)
		expect((await contrastTargets(page)).filter((target) => target.startsWith('#too-light')).sort()).toEqual(
			marked,
		)
	})
}
