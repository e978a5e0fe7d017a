import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { systemFacesScript } from './system-faces-script.ts'

type Connection = { effectiveType?: string; saveData?: boolean }

/** Runs the script as the parser would, in a context holding only what it may use; `settle` then
 * fires the load event, runs the idle callback and lets the font loads finish. */
function runScript({
	lang = 'ar',
	connection,
	stored = {},
	storage = 'ok',
	loaded = 2,
	fonts = true,
}: {
	lang?: string
	connection?: Connection
	stored?: Record<string, string>
	storage?: 'ok' | 'throws'
	loaded?: number
	fonts?: boolean
}) {
	const classes = new Set<string>()
	const loads: Array<[string, string]> = []
	const listeners: Array<[string, () => void]> = []
	const idle: Array<() => void> = []
	const localStorage = {
		getItem(key: string) {
			if (storage === 'throws') throw new Error('SecurityError')
			return stored[key] ?? null
		},
		setItem(key: string, value: string) {
			if (storage === 'throws') throw new Error('QuotaExceededError')
			stored[key] = value
		},
	}
	const document = {
		documentElement: { lang, classList: { add: (name: string) => classes.add(name) } },
		fonts: fonts
			? {
					load(font: string, text: string) {
						loads.push([font, text])
						return Promise.resolve(Array.from({ length: loaded }, () => ({})))
					},
				}
			: undefined,
	}
	const window = { requestIdleCallback: (callback: () => void) => idle.push(callback) }
	vm.runInNewContext(systemFacesScript(), {
		document,
		window,
		navigator: connection ? { connection } : {},
		localStorage,
		addEventListener: (type: string, listener: () => void) => listeners.push([type, listener]),
		Promise,
		setTimeout,
	})
	return {
		classes,
		loads,
		listeners,
		stored,
		async settle() {
			for (const [type, listener] of listeners) if (type === 'load') listener()
			for (const callback of idle.splice(0)) callback()
			await new Promise((resolve) => setImmediate(resolve))
		},
	}
}

describe("a slow connection's first visit in the system's faces", () => {
	it('leaves a fast connection, and a browser that says nothing, in IBM Plex', async () => {
		for (const connection of [undefined, { effectiveType: '4g' }, {}]) {
			const page = runScript({ connection })
			await page.settle()
			expect(page.classes.size).toBe(0)
			expect(page.listeners).toEqual([])
			expect(page.loads).toEqual([])
		}
		// A browser with no font loading interface keeps the stylesheet's behaviour.
		expect(runScript({ connection: { effectiveType: '3g' }, fonts: false }).classes.size).toBe(0)
	})

	it("sets 3g and slower in the system's faces, fetches the page's files once it has loaded, and remembers them", async () => {
		for (const effectiveType of ['3g', '2g', 'slow-2g']) {
			const page = runScript({ connection: { effectiveType } })
			expect([...page.classes]).toEqual(['system-faces'])
			// Nothing is asked for while the page loads.
			expect(page.loads).toEqual([])
			await page.settle()
			expect(page.loads).toEqual([
				['400 1em "IBM Plex Sans Arabic"', 'عa'],
				['600 1em "IBM Plex Sans Arabic"', 'عa'],
			])
			expect(page.stored).toEqual({ 'fonts-cached:ar': '1' })
		}
	})

	it("asks for an English page's Latin files alone, and keeps each language's flag apart", async () => {
		const page = runScript({ lang: 'en', connection: { effectiveType: '3g' }, stored: { 'fonts-cached:ar': '1' } })
		expect([...page.classes]).toEqual(['system-faces'])
		await page.settle()
		expect(page.loads.map(([, text]) => text)).toEqual(['a', 'a'])
		expect(page.stored).toEqual({ 'fonts-cached:ar': '1', 'fonts-cached:en': '1' })
	})

	it('uses IBM Plex from the first paint once the files are cached', async () => {
		const page = runScript({ connection: { effectiveType: '3g' }, stored: { 'fonts-cached:ar': '1' } })
		await page.settle()
		expect(page.classes.size).toBe(0)
		expect(page.loads).toEqual([])
	})

	it('never fetches the files with Save-Data, whatever the connection', async () => {
		const page = runScript({ connection: { effectiveType: '4g', saveData: true } })
		expect([...page.classes]).toEqual(['system-faces'])
		await page.settle()
		expect(page.loads).toEqual([])
		expect(page.stored).toEqual({})
	})

	it('does not remember files that did not load, and lives with refused storage', async () => {
		const failed = runScript({ connection: { effectiveType: '3g' }, loaded: 0 })
		await failed.settle()
		expect(failed.loads).toHaveLength(2)
		expect(failed.stored).toEqual({})

		const refused = runScript({ connection: { effectiveType: '3g' }, storage: 'throws' })
		expect([...refused.classes]).toEqual(['system-faces'])
		await refused.settle()
		expect(refused.loads).toHaveLength(2)
	})

	it('leaves a document in no language of the site alone', () => {
		expect(runScript({ lang: 'fr', connection: { effectiveType: '3g' } }).classes.size).toBe(0)
	})
})
