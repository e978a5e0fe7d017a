import { afterEach, describe, expect, it, vi } from 'vitest'
import { withTimeout } from './with-timeout.ts'

describe('withTimeout', () => {
	afterEach(() => vi.useRealTimers())

	it('answers the work when it settles in time, and clears its timer', async () => {
		vi.useFakeTimers()
		const onTimeout = vi.fn(() => 'late')
		const answer = withTimeout(Promise.resolve('done'), 1000, onTimeout)
		await expect(answer).resolves.toBe('done')
		expect(vi.getTimerCount()).toBe(0)
		await vi.advanceTimersByTimeAsync(2000)
		expect(onTimeout).not.toHaveBeenCalled()
	})

	it("passes the work's own failure through", async () => {
		await expect(withTimeout(Promise.reject(new Error('refused')), 1000, () => null)).rejects.toThrow('refused')
	})

	it('answers the fallback after the wait, or the error the fallback throws', async () => {
		vi.useFakeTimers()
		const never = new Promise<string>(() => {})
		const fallback = withTimeout(never, 500, () => null)
		await vi.advanceTimersByTimeAsync(499)
		let settled = false
		void fallback.then(() => (settled = true))
		await Promise.resolve()
		expect(settled).toBe(false)
		await vi.advanceTimersByTimeAsync(1)
		await expect(fallback).resolves.toBeNull()

		const failed = withTimeout(never, 500, () => {
			throw new Error('timed out after 500 ms')
		})
		const expectation = expect(failed).rejects.toThrow('timed out after 500 ms')
		await vi.advanceTimersByTimeAsync(500)
		await expectation
	})
})
