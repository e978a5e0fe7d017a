import crypto from 'node:crypto'

/**
 * What an authenticator app does with an otpauth:// secret, for tests: RFC 4648 base32 and
 * RFC 6238 TOTP (HMAC-SHA1, 30-second steps, 6 digits).
 */
export function base32Bytes(input: string): Buffer {
	const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
	let bits = ''
	for (const char of input.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0')
	return Buffer.from(bits.match(/.{8}/g)?.map((byte) => Number.parseInt(byte, 2)) ?? [])
}

/** The secret better-auth generates codes from (`generateTOTP({ secret })`), from its base32 form. */
export const base32Decode = (input: string): string => base32Bytes(input).toString('utf8')

export const totpStepMs = 30_000

/** The code of the 30-second step that holds `now`, from the base32 secret of an otpauth:// URI. */
export function totp(base32Secret: string, now = Date.now()): string {
	const counter = Buffer.alloc(8)
	counter.writeBigUInt64BE(BigInt(Math.floor(now / totpStepMs)))
	const mac = crypto.createHmac('sha1', base32Bytes(base32Secret)).update(counter).digest()
	const offset = mac[mac.length - 1]! & 0x0f
	return String((mac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0')
}
