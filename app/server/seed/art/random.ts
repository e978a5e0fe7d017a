/**
 * A seeded random generator: the same product slug always draws the same picture, so the seed is
 * reproducible and a reseed stores byte-identical images (which the media store deduplicates).
 */
export interface Random {
	next(): number
	range(min: number, max: number): number
	int(min: number, max: number): number
	pick<T>(items: readonly T[]): T
	chance(probability: number): boolean
	/** `value` moved by up to ±`amount`. */
	jitter(value: number, amount: number): number
}

function hashSeed(seed: string): number {
	// FNV-1a: a well-spread 32-bit start value from any string.
	let hash = 0x811c9dc5
	for (let i = 0; i < seed.length; i++) {
		hash ^= seed.charCodeAt(i)
		hash = Math.imul(hash, 0x01000193)
	}
	return hash >>> 0
}

export function random(seed: string): Random {
	let state = hashSeed(seed)
	// mulberry32
	const next = () => {
		state = (state + 0x6d2b79f5) >>> 0
		let t = state
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
	const range = (min: number, max: number) => min + (max - min) * next()
	return {
		next,
		range,
		int: (min, max) => Math.floor(range(min, max + 1)),
		pick: (items) => items[Math.floor(next() * items.length)]!,
		chance: (probability) => next() < probability,
		jitter: (value, amount) => value + (next() * 2 - 1) * amount,
	}
}
