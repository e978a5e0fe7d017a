/**
 * CRC-32 (the gzip one) of two pieces joined, from the CRC of each and the second's length, without
 * reading the bytes again: zlib's crc32_combine (Mark Adler's polynomial method), which Node does
 * not expose. A kept page's gzip trailer is its parts' CRCs (computed once) combined around each
 * answer's nonce: a few microseconds instead of reading the whole page per answer (gzip-splice).
 */

/** The reflected CRC-32 polynomial. */
const poly = 0xedb88320

/** a times b modulo the polynomial (reflected bit order: bit 31 is x^0). */
function multiplyModPoly(a: number, b: number): number {
	let m = 0x80000000
	let product = 0
	for (;;) {
		if (a & m) {
			product ^= b
			if ((a & (m - 1)) === 0) break
		}
		m >>>= 1
		b = b & 1 ? (b >>> 1) ^ poly : b >>> 1
	}
	return product >>> 0
}

/** x^(2^k) modulo the polynomial, k = 0..31. */
const powersOfTwo: number[] = []
for (let k = 0, p = 0x40000000; k < 32; k++) {
	powersOfTwo.push(p)
	p = multiplyModPoly(p, p)
}

/** The operator that shifts a CRC over `length` bytes (x^(8·length) modulo the polynomial). */
export function crc32ShiftFor(length: number): number {
	let p = 0x80000000
	for (let n = length, k = 3; n > 0; n = Math.floor(n / 2), k++) if (n % 2) p = multiplyModPoly(powersOfTwo[k % 32]!, p)
	return p
}

/** The CRC-32 of A followed by B, from crc(A), crc(B) and the shift for B's length (crc32ShiftFor). */
export function crc32Combine(crcA: number, crcB: number, shiftB: number): number {
	return (multiplyModPoly(shiftB, crcA) ^ crcB) >>> 0
}
