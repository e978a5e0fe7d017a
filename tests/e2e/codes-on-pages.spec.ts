import { expect, type Page, test } from '@playwright/test'
import { expectHydrated } from './hydration.ts'
import { type E2eCode, insertCodes, seededServerForThisFile } from './seeded-server.ts'

/**
 * Administrators' codes on the public pages, with the snippets vendors publish (tag manager head and
 * body parts, Meta pixel, a chat widget loader, an announcement bar, a bare script), in every place
 * a code can go. They must survive hydration and client navigation, with no error, each running
 * once. The codes would change every page of the shared e2e server, so this journey runs its own
 * (E2E_PORT + 2) on a copy of the seeded database; the vendors' scripts are answered by stubs that
 * count their runs, so nothing leaves the machine.
 */
const port = Number(process.env.E2E_PORT ?? 3210) + 2

const gtmHead = `<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-E2E1234');</script>
<!-- End Google Tag Manager -->`
const gtmBody = `<!-- Google Tag Manager (noscript) -->
<noscript><iframe src="https://www.googletagmanager.com/ns.html?id=GTM-E2E1234"
height="0" width="0" style="display:none;visibility:hidden"></iframe></noscript>
<!-- End Google Tag Manager (noscript) -->`
const metaPixel = `<!-- Meta Pixel Code -->
<script>
!function(f,b,e,v,n,t,s)
{if(f.fbq)return;n=f.fbq=function(){n.callMethod?
n.callMethod.apply(n,arguments):n.queue.push(arguments)};
if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version='2.0';
n.queue=[];t=b.createElement(e);t.async=!0;
t.src=v;s=b.getElementsByTagName(e)[0];
s.parentNode.insertBefore(t,s)}(window, document,'script',
'https://connect.facebook.net/en_US/fbevents.js');
fbq('init', '123456789012345');
fbq('track', 'PageView');
</script>
<noscript><img height="1" width="1" style="display:none"
src="https://www.facebook.com/tr?id=123456789012345&ev=PageView&noscript=1"
/></noscript>
<!-- End Meta Pixel Code -->`
const chatWidget = `<!--Start of Tawk.to Script-->
<script type="text/javascript">
var Tawk_API=Tawk_API||{}, Tawk_LoadStart=new Date();
(function(){
var s1=document.createElement("script"),s0=document.getElementsByTagName("script")[0];
s1.async=true;
s1.src='https://embed.tawk.to/5f00000000000000000e2e00/default';
s1.charset='UTF-8';
s1.setAttribute('crossorigin','*');
s0.parentNode.insertBefore(s1,s0);
})();
</script>
<!--End of Tawk.to Script-->`
// The crisp-style loader appends to <head>; the bar is markup visitors read.
const crispWidget = `<script type="text/javascript">window.$crisp=[];window.CRISP_WEBSITE_ID="00000000-0000-0000-0000-00000000e2e0";(function(){var d=document;var s=d.createElement("script");s.src="https://client.crisp.chat/l.js";s.async=1;d.getElementsByTagName("head")[0].appendChild(s);})();</script>`
const announcementBar = `<div class="e2e-announcement" style="background:#1f4d3a;color:#fff;text-align:center;padding:8px">Free samples for importers this month <a href="/en/contact" style="color:#fff;text-decoration:underline">Ask us</a></div>`
const bareScript = `<script>window.__bareRuns = (window.__bareRuns || 0) + 1</script>`
const endScript = `<script>window.__endRuns = (window.__endRuns || 0) + 1</script>
<div class="e2e-end-note" hidden>end</div>`

const codes: E2eCode[] = [
	['Tag manager (head)', gtmHead, 'header'],
	['Meta pixel', metaPixel, 'header'],
	['Tag manager (body)', gtmBody, 'body_start'],
	['Announcement bar', announcementBar, 'body_start'],
	['Bare script', bareScript, 'body_start'],
	['Chat widget', chatWidget, 'body_end'],
	['Chat widget 2', crispWidget, 'body_end'],
	['End script', endScript, 'body_end'],
]

/**
 * What the vendors' scripts answer here: a count of their runs, and what the real ones then do:
 * beacons and calls to their collection hosts, a chat widget's frame. The Content-Security-Policy
 * must let those through (a refusal is an error in the console).
 */
const stubs: Record<string, [name: string, then: string]> = {
	'www.googletagmanager.com/gtm.js': ['gtm', "fetch('https://region1.google-analytics.com/g/collect?v=2', { method: 'POST', mode: 'no-cors' }); new Image().src = 'https://www.google-analytics.com/collect?v=1'"],
	'connect.facebook.net/en_US/fbevents.js': ['pixel', "new Image().src = 'https://www.facebook.com/tr/?id=123456789012345&ev=PageView'"],
	'embed.tawk.to/': ['tawk', "var f = document.createElement('iframe'); f.src = 'https://embed.tawk.to/frame'; f.title = 'chat'; f.hidden = true; document.body.appendChild(f); fetch('https://va.tawk.to/log', { mode: 'no-cors' })"],
	'client.crisp.chat/l.js': ['crisp', "fetch('https://client.relay.crisp.chat/ping', { mode: 'no-cors' })"],
}

const originOf = seededServerForThisFile({ port, name: 'codes', prepare: (db) => insertCodes(db, codes) })

async function watch(page: Page) {
	const problems: string[] = []
	page.on('pageerror', (error) => problems.push(`page error: ${error.message}`))
	page.on('console', (message) => {
		if (message.type() === 'error') problems.push(`console: ${message.text()}`)
	})
	await page.route(/^https:\/\//, (route) => {
		const url = route.request().url()
		const stub = Object.entries(stubs).find(([part]) => url.includes(part))?.[1]
		if (!stub) return route.fulfill({ contentType: 'text/plain', body: '' })
		const [name, then] = stub
		return route.fulfill({
			contentType: 'text/javascript',
			body: `window.__vendorRuns = window.__vendorRuns || {}; window.__vendorRuns.${name} = (window.__vendorRuns.${name} || 0) + 1; ${then}`,
		})
	})
	return problems
}

/** Every code's trace on the live page: how many times each ran, and its markup. */
const traces = (page: Page) =>
	page.evaluate(() => {
		const w = window as unknown as {
			__vendorRuns?: Record<string, number>
			__bareRuns?: number
			__endRuns?: number
			dataLayer?: { event?: string }[]
			fbq?: { queue?: unknown[][] }
			Tawk_API?: unknown
			$crisp?: unknown
		}
		return {
			vendorRuns: w.__vendorRuns ?? {},
			bareRuns: w.__bareRuns,
			endRuns: w.__endRuns,
			gtmStarts: (w.dataLayer ?? []).filter((entry) => entry.event === 'gtm.js').length,
			pixelCalls: (w.fbq?.queue ?? []).map((call) => Array.from(call)[0]),
			chat: [typeof w.Tawk_API, typeof w.$crisp],
			bars: document.querySelectorAll('.e2e-announcement').length,
			endNotes: document.querySelectorAll('.e2e-end-note').length,
			noscripts: Array.from(document.querySelectorAll('noscript')).map((n) => /ns\.html|facebook\.com\/tr/.exec(n.textContent ?? '')?.[0]),
			loaders: ['gtm.js', 'fbevents.js', 'embed.tawk.to', 'crisp.chat'].map((part) => document.querySelectorAll(`script[src*="${part}"]`).length),
		}
	})

const once = {
	vendorRuns: { gtm: 1, pixel: 1, tawk: 1, crisp: 1 },
	bareRuns: 1,
	endRuns: 1,
	gtmStarts: 1,
	pixelCalls: ['init', 'track'],
	chat: ['object', 'object'],
	bars: 1,
	endNotes: 1,
	noscripts: ['facebook.com/tr', 'ns.html'],
	loaders: [1, 1, 1, 1],
}

for (const lang of ['en', 'ar'] as const) {
	test(`every kind of code survives hydration and client navigation, once (${lang})`, async ({ page }) => {
		const origin = originOf()
		const problems = await watch(page)
		const home = lang === 'en' ? '/en' : '/'
		await page.goto(`${origin}${home}`)
		await expectHydrated(page.locator('header a').first())
		await expect.poll(() => traces(page)).toEqual(once)
		await expect(page.locator('.e2e-announcement')).toBeVisible()
		// The bar comes before the page's own header, where body start puts it.
		const barFirst = await page.evaluate(() => {
			const bar = document.querySelector('.e2e-announcement')!
			const header = document.querySelector('header')!
			return Boolean(bar.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING)
		})
		expect(barFirst).toBe(true)

		await page.evaluate(() => ((window as { __sameDocument?: boolean }).__sameDocument = true))
		const nav = page.locator('header nav').first()
		for (const path of ['/products', '/about', '/contact', '/blog']) {
			await nav.locator(`a[href="${lang === 'en' ? `/en${path}` : path}"]`).first().click()
			await expect(page).toHaveURL(new RegExp(`${path}$`))
			await expect(page.locator('main h1').first()).toBeVisible()
			expect(await page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument), path).toBe(true)
			expect(await traces(page), path).toEqual(once)
		}
		await page.goBack()
		await expect(page).toHaveURL(/\/contact$/)
		expect(await traces(page)).toEqual(once)
		expect(problems).toEqual([])
	})
}

test('the codes are in the page without scripts too, and a reload runs each once again', async ({ browser }) => {
	const origin = originOf()
	const context = await browser.newContext({ javaScriptEnabled: false })
	const page = await context.newPage()
	await page.goto(`${origin}/en/products`)
	await expect(page.locator('.e2e-announcement')).toBeVisible()
	// Without scripts the tag manager's frame is the fallback that loads.
	await expect(page.locator('noscript iframe[src*="ns.html?id=GTM-E2E1234"], iframe[src*="ns.html?id=GTM-E2E1234"]')).toHaveCount(1)
	await context.close()

	const live = await browser.newPage()
	const problems = await watch(live)
	await live.goto(`${origin}/en/products`)
	await expect.poll(() => traces(live)).toEqual(once)
	await live.reload()
	await expect.poll(() => traces(live)).toEqual(once)
	expect(problems).toEqual([])
	await live.close()
})
