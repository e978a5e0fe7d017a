import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

const port = Number(process.env.E2E_PORT ?? 3210)
/**
 * Debian's Chromium headless shell when it is installed: the same engine and version as its browser,
 * without the browser's own interface processes. The journeys take about 40 % less time on it, on
 * machines where the processor is what they wait for (decision 0062). Else the browser itself;
 * CHROMIUM_PATH picks either.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium-headless-shell') ? '/usr/bin/chromium-headless-shell' : '/usr/bin/chromium')
export const e2eDataDir = process.env.E2E_DATA_DIR ?? `./tmp/e2e-data-${port}`
const dataDir = e2eDataDir

/**
 * Journeys run against the production build on Debian's Chromium (never a downloaded browser).
 * The server starts on a fresh data directory, so demo content is seeded from scratch.
 */
export default defineConfig({
	testDir: './tests/e2e',
	fullyParallel: true,
	workers: process.env.CI ? 2 : undefined,
	retries: 0,
	reporter: process.env.CI ? [['list']] : [['list'], ['html', { open: 'never' }]],
	// A journey crosses many pages; CI machines have run the suite up to 2.5 times slower than a quiet
	// one (decision 0052), so a whole journey gets a minute. Each assertion keeps its own wait.
	timeout: 60_000,
	use: {
		baseURL: `http://127.0.0.1:${port}`,
		// Recording a trace of every journey adds about a sixth to the suite's time, and CI keeps no
		// files to read it from: CI records none, a local run keeps the failures' (decision 0052).
		trace: process.env.CI ? 'off' : 'retain-on-failure',
		launchOptions: {
			executablePath: chromiumPath,
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
				'--no-first-run',
				'--disable-quic',
				// The browser's own user agent, not only each page's: a beacon sent as a page is left
				// goes out with the browser's, and "HeadlessChrome" is a bot whose views are not counted.
				`--user-agent=${devices['Desktop Chrome'].userAgent}`,
			],
		},
	},
	projects: [
		// Creates the staff accounts the back-office journeys sign in with (after the server is up).
		{ name: 'setup', testMatch: /.*\.setup\.ts/ },
		{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined }, dependencies: ['setup'] },
	],
	webServer: {
		command: `rm -rf ${dataDir} && node server/start.js`,
		// Ready once the demo pictures are made too (the first start makes them in the background, decision 0030).
		url: `http://127.0.0.1:${port}/readyz?pictures`,
		timeout: 480_000,
		reuseExistingServer: false,
		stdout: 'pipe',
		// TRUST_PROXY: journeys that send many forms (security-xss) pick their own client address with
		// X-Forwarded-For, as visitors behind the production proxy have theirs; the rest stay 127.0.0.1.
		env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, NODE_ENV: 'production', LOG_LEVEL: 'warn', TRUST_PROXY: 'true' },
	},
})
