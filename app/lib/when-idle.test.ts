import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenIdle, whenLoadedAndIdle } from './when-idle.ts'

describe('whenIdle', () => {
	afterEach(() => {
		vi.unstubAllGlobals()
		vi.useRealTimers()
	})

	it('waits for an idle callback, at the latest its timeout, and can be called off', () => {
		const idle: { run: () => void; timeout?: number }[] = []
		vi.stubGlobal('window', {
			requestIdleCallback: (run: () => void, options?: { timeout?: number }) => idle.push({ run, timeout: options?.timeout }),
			cancelIdleCallback: (id: number) => idle.splice(id - 1, 1, { run: () => {} }),
		})
		const ran: string[] = []
		whenIdle(() => ran.push('first'), 500)
		const cancel = whenIdle(() => ran.push('second'))
		expect(ran).toEqual([])
		expect(idle.map((i) => i.timeout)).toEqual([500, 2000])
		cancel()
		for (const i of idle) i.run()
		expect(ran).toEqual(['first'])
	})

	it('runs on the next turn where there are no idle callbacks', () => {
		vi.useFakeTimers()
		vi.stubGlobal('window', { setTimeout, clearTimeout })
		const ran: string[] = []
		whenIdle(() => ran.push('later'))
		const cancel = whenIdle(() => ran.push('never'))
		cancel()
		expect(ran).toEqual([])
		vi.advanceTimersByTime(1)
		expect(ran).toEqual(['later'])
	})

	it('once the page has loaded: waits for the load event, then for an idle moment; called off at either step', () => {
		const idle: (() => void)[] = []
		let loadListeners: (() => void)[] = []
		const document = { readyState: 'interactive' }
		vi.stubGlobal('document', document)
		vi.stubGlobal('window', {
			requestIdleCallback: (run: () => void) => idle.push(run),
			cancelIdleCallback: (id: number) => idle.splice(id - 1, 1, () => {}),
			addEventListener: (type: string, listener: () => void) => {
				if (type === 'load') loadListeners.push(listener)
			},
			removeEventListener: (type: string, listener: () => void) => {
				loadListeners = loadListeners.filter((l) => l !== listener)
			},
		})
		const ran: string[] = []
		whenLoadedAndIdle(() => ran.push('after load'))
		const calledOffBeforeLoad = whenLoadedAndIdle(() => ran.push('never'))
		calledOffBeforeLoad()
		expect(loadListeners).toHaveLength(1)
		expect(idle).toEqual([])
		expect(ran).toEqual([])

		document.readyState = 'complete'
		for (const listener of loadListeners.splice(0)) listener()
		expect(ran).toEqual([])
		for (const run of idle.splice(0)) run()
		expect(ran).toEqual(['after load'])

		// A page already loaded goes straight to the idle callback, and can still be called off.
		const calledOffWhenIdle = whenLoadedAndIdle(() => ran.push('never'))
		whenLoadedAndIdle(() => ran.push('loaded already'))
		calledOffWhenIdle()
		for (const run of idle.splice(0)) run()
		expect(ran).toEqual(['after load', 'loaded already'])
	})
})
