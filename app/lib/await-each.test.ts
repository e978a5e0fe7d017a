import { describe, expect, it } from 'vitest'
import { awaitEach } from './await-each.ts'

describe('awaitEach', () => {
	it('answers each read under its name, all awaited together', async () => {
		const order: string[] = []
		const later = (name: string, value: number, ms: number) => new Promise<number>((done) => setTimeout(() => (order.push(name), done(value)), ms))
		expect(await awaitEach({ slow: later('slow', 1, 20), fast: later('fast', 2, 1) })).toEqual({ slow: 1, fast: 2 })
		expect(order).toEqual(['fast', 'slow'])
	})

	it('fails as the first read that fails', async () => {
		await expect(awaitEach({ ok: Promise.resolve(1), broken: Promise.reject(new Error('down')) })).rejects.toThrow('down')
	})
})
