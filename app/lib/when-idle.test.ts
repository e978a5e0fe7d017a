import { afterEach, describe, expect, it, vi } from 'vitest'
import { whenIdle } from './when-idle.ts'

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
})
