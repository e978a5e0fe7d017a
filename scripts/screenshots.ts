/**
 * Screenshots of pages as a person sees them, for review: headless Debian Chromium, full page.
 * usage: npx tsx scripts/screenshots.ts http://localhost:3000 out-dir /path1 /en/path2 …
 * Widths: 1440 and 375 (set SHOT_WIDTHS=1440,768,375 to change).
 */
import fs from 'node:fs'
import path from 'node:path'
import { chromium } from 'playwright-core'

const [base, outDir, ...paths] = process.argv.slice(2)
if (!base || !outDir || !paths.length) {
	console.error('usage: tsx scripts/screenshots.ts <base-url> <out-dir> <path> [path…]')
	process.exit(2)
}
const widths = (process.env.SHOT_WIDTHS ?? '1440,375').split(',').map(Number)
fs.mkdirSync(outDir, { recursive: true })
const browser = await chromium.launch({
	executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
})
for (const width of widths) {
	const page = await browser.newPage({ viewport: { width, height: 900 }, deviceScaleFactor: 1 })
	for (const p of paths) {
		await page.goto(new URL(p, base).toString(), { waitUntil: 'networkidle' })
		// Let count-ups and fades finish so the picture shows the settled page.
		await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
		await page.waitForTimeout(2500)
		await page.evaluate(() => window.scrollTo(0, 0))
		await page.waitForTimeout(300)
		const file = path.join(outDir, `${p.replace(/^\/$/, 'home').replace(/[/?=&]+/g, '_').replace(/^_/, '') || 'home'}-${width}.png`)
		await page.screenshot({ path: file, fullPage: true })
		console.log(file)
	}
	await page.close()
}
await browser.close()
