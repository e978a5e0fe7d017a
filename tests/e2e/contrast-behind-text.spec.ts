import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { contrastAxeLeftUnjudged } from './contrast-behind-text.ts'

/**
 * The check of the text axe cannot judge (decision 0031) finds light text where its background is
 * light, over a gradient and over a picture, in both scripts, and passes text that reads well over
 * the same kinds of background; decorative text hidden from assistive technology is left out.
 */
test('text over a gradient or a picture is judged against the pixels behind it', async ({ page }) => {
	// A picture whose left half is white and right half dark green.
	const picture = await sharp({ create: { width: 600, height: 80, channels: 3, background: '#1d4d3a' } })
		.composite([{ input: { create: { width: 300, height: 80, channels: 3, background: '#ffffff' } }, left: 0, top: 0 }])
		.png()
		.toBuffer()
	const src = `data:image/png;base64,${picture.toString('base64')}`
	const band = (id: string, background: string, color: string, text: string, dir = 'ltr') =>
		`<div style="position:relative;width:600px;height:80px;margin:8px 0;${background}" dir="${dir}"><p id="${id}" style="position:absolute;inset-inline-start:0;top:20px;margin:0;width:600px;color:${color};font-size:16px">${text}</p></div>`
	const overPicture = (id: string, color: string, text: string) =>
		`<div style="position:relative;width:600px;height:80px;margin:8px 0"><img alt="" src="${src}" width="600" height="80" style="position:absolute;inset:0"><p id="${id}" style="position:relative;top:20px;margin:0;color:${color};font-size:16px">${text}</p></div>`
	const lightToDark = 'background:linear-gradient(to right,#ffffff,#1d4d3a)'
	const darkAllOver = 'background:linear-gradient(to right,#1d4d3a,#0f2a20)'
	const latin = 'Basmati rice 1121, steamed, in 25 kg bags for export'
	const arabic = 'أرز بسمتي ١١٢١ مبخر في أكياس ٢٥ كغ للتصدير إلى الخليج'
	await page.setContent(`<!doctype html><html lang="en"><head><title>Contrast</title></head><body style="margin:0"><main>
		${band('white-on-fading-gradient', lightToDark, '#ffffff', latin)}
		${band('arabic-white-on-fading-gradient', lightToDark, '#ffffff', arabic, 'rtl')}
		${band('white-on-dark-gradient', darkAllOver, '#ffffff', latin)}
		${overPicture('white-over-half-white-picture', '#ffffff', latin)}
		${overPicture('dark-over-half-dark-picture', '#0f2a20', latin)}
		${band('decorative-numeral', lightToDark, '#ffffff', '<span aria-hidden="true" id="numeral">1</span>')}
	</main></body></html>`)
	await page.evaluate(() => Promise.all([...document.images].map((image) => image.decode())))

	const findings = await contrastAxeLeftUnjudged(page)
	const worst = Object.fromEntries(findings.map((finding) => [finding.target, finding.worst]))
	// Each text axe could not judge was judged here.
	expect(Object.keys(worst).sort()).toEqual(
		['#arabic-white-on-fading-gradient', '#dark-over-half-dark-picture', '#white-on-dark-gradient', '#white-on-fading-gradient', '#white-over-half-white-picture'].sort(),
	)
	const below = findings.filter((finding) => finding.worst < finding.needed).map((finding) => finding.target)
	expect(below.sort()).toEqual(['#arabic-white-on-fading-gradient', '#dark-over-half-dark-picture', '#white-on-fading-gradient', '#white-over-half-white-picture'].sort())
	// White on the dark gradient reads well: its worst pixel is the lighter end's.
	expect(worst['#white-on-dark-gradient']).toBeGreaterThan(9)
	// The decorative numeral, hidden from assistive technology, is not judged.
	expect(findings.some((finding) => finding.target.includes('numeral'))).toBe(false)
})

test('text in a box that scrolls on its own is judged where the box shows it, and the box is put back', async ({ page }) => {
	// Dark text over a light gradient, in the part of an editor-like box that shows only once the box
	// is scrolled; below the box the page is as dark as the text.
	await page.setContent(`<!doctype html><html lang="en"><head><title>Contrast</title></head><body style="margin:0;background:#111111"><main>
		<div id="box" style="height:120px;width:600px;overflow-y:auto">
			<div style="height:600px;background:linear-gradient(#ffffff,#eeeeee);padding-top:400px;box-sizing:border-box">
				<p id="dark-in-scrolled-box" style="margin:0;color:#111111;font-size:16px">Moisture at most 13 % for basmati</p>
			</div>
		</div>
		<div style="height:2000px"></div>
	</main></body></html>`)
	const findings = await contrastAxeLeftUnjudged(page)
	const finding = findings.find((found) => found.target === '#dark-in-scrolled-box')
	expect(finding, JSON.stringify(findings)).toBeDefined()
	expect(finding!.worst).toBeGreaterThan(15)
	expect(await page.locator('#box').evaluate((box) => box.scrollTop)).toBe(0)
})

test('text under a bar fixed to the screen is judged where the bar leaves it clear; text its own box clips, where the box shows it', async ({ page }) => {
	// White text over a dark gradient, far down the page. A white bar fixed over the top third of the
	// screen covers the place a fifth of the way down where the check first brings a text: judged
	// there, the text would be white on white.
	const darkAllOver = 'background:linear-gradient(to right,#1d4d3a,#0f2a20)'
	await page.setContent(`<!doctype html><html lang="en"><head><title>Contrast</title></head><body style="margin:0;background:#1d4d3a"><main>
		<div style="position:fixed;inset-inline:0;top:0;height:34vh;background:#ffffff;z-index:1"></div>
		<div style="height:1500px"></div>
		<div style="width:600px;height:80px;${darkAllOver}"><p id="under-fixed-bar" style="margin:0;padding-top:20px;color:#ffffff;font-size:16px">Basmati rice 1121, steamed</p></div>
		<div style="width:300px;overflow-x:auto"><div style="width:900px;height:80px;${darkAllOver}"><p id="clipped-by-its-box" style="margin:0;padding-top:20px;padding-inline-start:400px;color:#ffffff;font-size:16px">Moisture at most 13 % for basmati and 2 % broken grains</p></div></div>
		<div style="height:1500px"></div>
	</main></body></html>`)
	const findings = await contrastAxeLeftUnjudged(page)
	const worst = Object.fromEntries(findings.map((finding) => [finding.target, finding.worst]))
	expect(worst['#under-fixed-bar'], JSON.stringify(findings)).toBeGreaterThan(9)
	// Its lines are judged over the part of the box on screen (the box's own background, dark).
	expect(worst['#clipped-by-its-box'], JSON.stringify(findings)).toBeGreaterThan(9)
})
