import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { languageChoiceAttribute, languageCookie, languageMemoryScript } from './language-memory.ts'

interface FakeElement {
	closest: (selector: string) => { getAttribute: (name: string) => string | null } | null
}

/** Runs the script as the parser would, with a document holding only what it uses; returns a click. */
function runScript({ storage = 'ok' }: { storage?: 'ok' | 'throws' } = {}) {
	const stored = new Map<string, string>()
	const cookies: string[] = []
	const listeners: { type: string; listener: (event: { target: unknown }) => void; capture: unknown }[] = []
	const document = {
		addEventListener: (type: string, listener: (event: { target: unknown }) => void, capture: unknown) => listeners.push({ type, listener, capture }),
		set cookie(value: string) {
			cookies.push(value)
		},
	}
	const localStorage = {
		setItem(key: string, value: string) {
			if (storage === 'throws') throw new Error('SecurityError')
			stored.set(key, value)
		},
	}
	vm.runInNewContext(languageMemoryScript(), { document, localStorage, JSON })
	/** A click on an element inside a link carrying `choice` in the attribute (null: no such link). */
	const click = (choice: string | null, target?: unknown) => {
		const element: FakeElement = {
			closest: (selector) => {
				expect(selector).toBe(`[${languageChoiceAttribute}]`)
				return choice === null ? null : { getAttribute: (name) => (name === languageChoiceAttribute ? choice : null) }
			},
		}
		for (const { type, listener } of listeners) if (type === 'click') listener({ target: target === undefined ? element : target })
	}
	return { click, stored, cookies, listeners }
}

describe("the language toggle's memory", () => {
	it('listens to clicks on the whole document, in the capture phase', () => {
		const { listeners } = runScript()
		expect(listeners).toHaveLength(1)
		expect(listeners[0]).toMatchObject({ type: 'click', capture: true })
	})

	it('keeps the chosen language in local storage and in a year-long cookie for the whole site', () => {
		const { click, stored, cookies } = runScript()
		click('en')
		expect(stored.get('lang')).toBe('en')
		expect(cookies).toEqual([`lang=en; Path=/; Max-Age=31536000; SameSite=Lax`])
		click('ar')
		expect(stored.get('lang')).toBe('ar')
		expect(cookies.at(-1)).toBe(`lang=ar; Path=/; Max-Age=31536000; SameSite=Lax`)
		// The same cookie the back-office's language switch sets.
		expect(cookies).toEqual([languageCookie('en'), languageCookie('ar')])
	})

	it('still sets the cookie when local storage refuses (private mode)', () => {
		const { click, cookies } = runScript({ storage: 'throws' })
		click('en')
		expect(cookies).toEqual([`lang=en; Path=/; Max-Age=31536000; SameSite=Lax`])
	})

	it('ignores clicks elsewhere, on text nodes and documents, and values that are not a language', () => {
		const { click, stored, cookies } = runScript()
		click(null)
		click('en', {})
		click('en', null)
		click('fr')
		click('en; Domain=evil.example')
		click('')
		expect(stored.size).toBe(0)
		expect(cookies).toEqual([])
	})
})
