import { randomBytes } from 'node:crypto'
import { crc32 } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { crc32Combine, crc32ShiftFor } from './crc32-combine.ts'

describe('crc32Combine', () => {
	it('gives the CRC-32 of the joined bytes, for pieces of every size from empty to a large page', () => {
		const lengths = [0, 1, 2, 3, 7, 8, 24, 255, 256, 1000, 4096, 65_535, 65_536, 100_003, 2_000_000]
		for (const a of lengths) {
			for (const b of lengths) {
				const first = randomBytes(a)
				const second = randomBytes(b)
				expect(crc32Combine(crc32(first), crc32(second), crc32ShiftFor(b)), `${a} + ${b}`).toBe(crc32(Buffer.concat([first, second])))
			}
		}
	})

	it('chains over many pieces as one pass over all of them would', () => {
		const pieces = Array.from({ length: 29 }, (_, i) => randomBytes((i * 977) % 5000))
		let crc = 0
		for (const piece of pieces) crc = crc32Combine(crc, crc32(piece), crc32ShiftFor(piece.length))
		expect(crc).toBe(crc32(Buffer.concat(pieces)))
	})
})
