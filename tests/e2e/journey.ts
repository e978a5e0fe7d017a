import { type Browser, type BrowserContext, test as base, type Page } from '@playwright/test'

export * from '@playwright/test'

/**
 * The journeys' `test`: Playwright's, with one rule added to every page a journey opens (the default
 * page, `context.newPage()`, `browser.newContext()`/`newPage()`): a navigation by `goto`, `reload`,
 * `goBack` or `goForward` returns once the page has hydrated, as a person acts on a page that is
 * ready. The route modules start after the first paint (decision 0016), which on a fast machine can
 * come after the `load` event Playwright waits for; a click in between lands on server HTML and a
 * controlled field re-rendering under a fill.
 *
 * Not waited for: a page with no app scripts (a feed, an error served without the app, scripts
 * switched off), a navigation asked to return early (`waitUntil: 'commit'` or `'domcontentloaded'`),
 * and a page whose scripts a journey holds back (`holdScripts`) to act before hydration.
 */
const pagesWithScriptsHeld = new WeakSet<Page>()
const pagesWaiting = new WeakSet<Page>()

export function markScriptsHeld(page: Page) {
	pagesWithScriptsHeld.add(page)
}

type Navigation = (...args: unknown[]) => Promise<unknown>
const navigations = [
	{ method: 'goto', optionsAt: 1 },
	{ method: 'reload', optionsAt: 0 },
	{ method: 'goBack', optionsAt: 0 },
	{ method: 'goForward', optionsAt: 0 },
] as const

async function untilHydrated(page: Page) {
	if (pagesWithScriptsHeld.has(page)) return
	// The app's pages carry React Router's context from an inline script; the marker is set once the
	// first hydration has committed (HydrationDone in app/components/ui/static-region.tsx).
	const hydrated = () => !('__reactRouterContext' in window) || document.documentElement.hasAttribute('data-hydrated')
	if (await page.evaluate(hydrated)) return
	await page.waitForFunction(hydrated, undefined, { timeout: 15_000 })
}

function waitForHydrationAfterNavigations(page: Page) {
	if (pagesWaiting.has(page)) return
	pagesWaiting.add(page)
	for (const { method, optionsAt } of navigations) {
		const navigate = (page[method] as Navigation).bind(page)
		;(page as unknown as Record<string, Navigation>)[method] = async (...args) => {
			const response = await navigate(...args)
			const waitUntil = (args[optionsAt] as { waitUntil?: string } | undefined)?.waitUntil
			if (response && waitUntil !== 'commit' && waitUntil !== 'domcontentloaded') await untilHydrated(page)
			return response
		}
	}
}

function watchContext(context: BrowserContext) {
	context.pages().forEach(waitForHydrationAfterNavigations)
	context.on('page', waitForHydrationAfterNavigations)
	return context
}

export const test = base.extend<object, { browser: Browser }>({
	context: async ({ context }, provide) => {
		await provide(watchContext(context))
	},
	browser: [
		async ({ browser }, provide) => {
			const newContext = browser.newContext.bind(browser)
			browser.newContext = async (options) => watchContext(await newContext(options))
			const newPage = browser.newPage.bind(browser)
			browser.newPage = async (options) => {
				const page = await newPage(options)
				waitForHydrationAfterNavigations(page)
				return page
			}
			await provide(browser)
		},
		{ scope: 'worker' },
	],
})
