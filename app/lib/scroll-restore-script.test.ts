import vm from 'node:vm'
import { describe, expect, it } from 'vitest'
import { scrollPositionsKey, scrollRestoreScript } from './scroll-restore-script.ts'

/** Runs the script as the parser would, in a context holding only what it may use. */
function runScript({ state, stored, storage = 'ok' }: { state: unknown; stored?: string; storage?: 'ok' | 'throws' }) {
	const reads: string[] = []
	const removed: string[] = []
	const scrolls: number[] = []
	const history = {
		state,
		replaceState(next: unknown) {
			history.state = next
		},
	}
	const sessionStorage = {
		getItem(key: string) {
			reads.push(key)
			if (storage === 'throws') throw new Error('SecurityError')
			return key === scrollPositionsKey ? (stored ?? null) : null
		},
		removeItem: (key: string) => removed.push(key),
	}
	const window = { history, scrollTo: (_x: number, y: number) => scrolls.push(y) }
	vm.runInNewContext(scrollRestoreScript(), { window, sessionStorage, JSON, Math })
	return { history, reads, removed, scrolls }
}

describe("the first paint's scroll restoration", () => {
	it('gives a new history entry its key and leaves session storage alone', () => {
		const page = runScript({ state: null, stored: JSON.stringify({ anything: 900 }) })
		expect(page.history.state).toEqual({ key: expect.stringMatching(/^[0-9a-v]+$/) })
		expect(page.reads).toEqual([])
		expect(page.scrolls).toEqual([])
		// A state without a key (another script's) is a new entry too, as for React Router.
		expect(runScript({ state: { other: 1 } }).history.state).toEqual({ key: expect.any(String) })
	})

	it("puts a reloaded or revisited entry where it was left, under React Router's storage key", () => {
		const page = runScript({ state: { key: 'abc123' }, stored: JSON.stringify({ abc123: 1400, other: 20 }) })
		expect(page.reads).toEqual(['react-router-scroll-positions'])
		expect(page.scrolls).toEqual([1400])
		expect(page.history.state).toEqual({ key: 'abc123' })
		expect(runScript({ state: { key: 'unknown' }, stored: JSON.stringify({ abc123: 1400 }) }).scrolls).toEqual([])
	})

	it('drops unreadable positions, and lives with refused storage', () => {
		expect(runScript({ state: { key: 'abc123' }, stored: '{broken' }).removed).toEqual([scrollPositionsKey])
		expect(runScript({ state: { key: 'abc123' }, storage: 'throws' }).scrolls).toEqual([])
	})
})
