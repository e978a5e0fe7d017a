/**
 * A simulated phone in Debian's Chromium (no downloaded browser): Lighthouse's mobile screen
 * (412 × 823 CSS px, touch) and its 4 × CPU slowdown applied by Chromium itself (devtools
 * throttling, so traces show throttled times), optionally Lighthouse's slow 4G as devtools
 * throttling (562.5 ms latency, 1.6 Mbps down, 750 kbps up).
 */
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'

/** Lighthouse's mobile CPU slowdown; BENCH_CPU=1 records unthrottled traces (cleaner attribution). */
export const cpuSlowdown = Number(process.env.BENCH_CPU ?? 4)

export async function launchChromium(): Promise<Browser> {
	return chromium.launch({
		executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
		args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
		headless: true,
	})
}

export interface Phone {
	context: BrowserContext
	page: Page
}

/** A fresh context (empty cache and storage) with one throttled page. */
export async function phonePage(browser: Browser, options: { slow4g?: boolean } = {}): Promise<Phone> {
	const context = await browser.newContext({
		viewport: { width: 412, height: 823 },
		deviceScaleFactor: 1.75,
		isMobile: true,
		hasTouch: true,
		userAgent:
			'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
	})
	const page = await context.newPage()
	const cdp = await context.newCDPSession(page)
	if (cpuSlowdown !== 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
	if (options.slow4g) {
		await cdp.send('Network.enable')
		await cdp.send('Network.emulateNetworkConditions', {
			offline: false,
			latency: 562.5,
			downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
			uploadThroughput: (750 * 1024 * 0.9) / 8,
		})
	}
	return { context, page }
}
