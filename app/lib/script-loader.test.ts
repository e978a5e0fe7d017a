import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createScriptLoader, scriptFailureMessage, scriptLoaderConfig } from './script-loader.ts'

const url = 'https://www.googletagmanager.com/gtag/js?id=G-TEST1234'

describe('script loader', () => {
	beforeEach(() => vi.useFakeTimers())
	afterEach(() => vi.useRealTimers())

	it('has the constants of the spec: 3 attempts, 1000 ms doubling', () => {
		expect(scriptLoaderConfig).toEqual({ maxAttempts: 3, retryBaseMs: 1000, maxErrors: 100 })
	})

	it('loads once and shares the load between callers', async () => {
		const load = vi.fn(async () => {})
		const loader = createScriptLoader({ load })
		const [a, b] = await Promise.all([loader.load(url), loader.load(url)])
		expect([a, b]).toEqual([true, true])
		expect(load).toHaveBeenCalledTimes(1)
		expect(loader.errors()).toEqual([])
	})

	it('retries after 1000 ms then 2000 ms, and succeeds on the third attempt', async () => {
		const load = vi
			.fn()
			.mockRejectedValueOnce(new Error('blocked'))
			.mockRejectedValueOnce(new Error('blocked'))
			.mockResolvedValueOnce(undefined)
		const loader = createScriptLoader({ load })
		const result = loader.load(url)
		await vi.advanceTimersByTimeAsync(0)
		expect(load).toHaveBeenCalledTimes(1)
		await vi.advanceTimersByTimeAsync(999)
		expect(load).toHaveBeenCalledTimes(1)
		await vi.advanceTimersByTimeAsync(1)
		expect(load).toHaveBeenCalledTimes(2)
		await vi.advanceTimersByTimeAsync(1999)
		expect(load).toHaveBeenCalledTimes(2)
		await vi.advanceTimersByTimeAsync(1)
		expect(load).toHaveBeenCalledTimes(3)
		expect(await result).toBe(true)
		expect(loader.errors()).toEqual([])
	})

	it('gives up after 3 attempts, records the ad-blocker message internally and never throws', async () => {
		const load = vi.fn(async () => Promise.reject(new Error('net::ERR_BLOCKED_BY_CLIENT')))
		const onError = vi.fn()
		const loader = createScriptLoader({ load, onError })
		const result = loader.load(url)
		await vi.advanceTimersByTimeAsync(60_000)
		expect(await result).toBe(false)
		expect(load).toHaveBeenCalledTimes(3)
		const message =
			'Failed to load script: https://www.googletagmanager.com/gtag/js?id=G-TEST1234 (possibly blocked by ad blocker)'
		expect(scriptFailureMessage(url)).toBe(message)
		expect(loader.errors().map((e) => e.message)).toEqual([message])
		expect(onError).toHaveBeenCalledWith(message)
		// A later call tries again from the start.
		const again = loader.load(url)
		await vi.advanceTimersByTimeAsync(60_000)
		expect(await again).toBe(false)
		expect(load).toHaveBeenCalledTimes(6)
	})

	it('keeps at most 100 failures', async () => {
		const loader = createScriptLoader({ load: async () => Promise.reject(new Error('x')) })
		for (let i = 0; i < 105; i++) void loader.load(`${url}&n=${i}`)
		await vi.advanceTimersByTimeAsync(10_000)
		expect(loader.errors()).toHaveLength(100)
		expect(loader.errors()[0]!.message).toContain('n=5')
	})
})
