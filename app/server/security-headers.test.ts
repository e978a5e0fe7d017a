import { describe, expect, it } from 'vitest'
import { createNonce } from './security-headers.server.ts'

describe('createNonce', () => {
	it('gives every answer its own 16 random bytes, across the refills of its pool', () => {
		const nonces = Array.from({ length: 1_000 }, createNonce)
		expect(new Set(nonces).size).toBe(nonces.length)
		for (const nonce of nonces) {
			expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
			expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
		}
		// Drawn from the generator, not left zeroed or counted up: half of all their bits are set.
		const bits = nonces.map((nonce) => Buffer.from(nonce, 'base64')).reduce((count, bytes) => count + bytes.reduce((n, byte) => n + byte.toString(2).replaceAll('0', '').length, 0), 0)
		expect(bits / (nonces.length * 128)).toBeGreaterThan(0.45)
		expect(bits / (nonces.length * 128)).toBeLessThan(0.55)
	})
})
