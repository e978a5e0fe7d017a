import crypto from 'node:crypto'
import { type CspOrigins, securityHeaders } from '#app/lib/csp.ts'
import { videoFrameOrigins } from '#app/lib/video-embed.ts'
import { getConfig } from './config.server.ts'
import { oauthFormOrigins } from './oauth.server.ts'
import { cspOriginsOf } from './tags.server.ts'

/** Random bytes for the next 256 nonces, drawn at once: one call to the system's generator, not one per answer. */
const nonceBytes = 16
const noncePool = Buffer.alloc(nonceBytes * 256)
let noncePoolOffset = noncePool.length

/** 16 random bytes in base64, for this answer only (each byte of the pool is used once). */
export function createNonce(): string {
	if (noncePoolOffset === noncePool.length) {
		crypto.randomFillSync(noncePool)
		noncePoolOffset = 0
	}
	const nonce = noncePool.toString('base64', noncePoolOffset, noncePoolOffset + nonceBytes)
	noncePoolOffset += nonceBytes
	return nonce
}

/** A post's page in either language (its body may hold videos), not the blog's feed. */
const postPage = /^(?:\/en)?\/blog\/(?!feed\.xml$)[^/]+\/?$/

/**
 * Every origin one response's policy allows besides this site, gathered here and nowhere else: the
 * configured tags' and enabled codes' (public pages only, from the cached settings), the picture
 * bucket's public URL (/media redirects there), the sign-in providers' authorization endpoints
 * ("Sign in with …" posts a form that redirects there), and on a post's page the two privacy-mode
 * video players a click on "Play video" frames (decision 0047).
 */
export async function cspOrigins(pathname: string): Promise<{ origins: CspOrigins; settled: boolean }> {
	const config = getConfig()
	const [tags, formOrigins] = await Promise.all([cspOriginsOf(pathname), oauthFormOrigins()])
	const bucket = config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : []
	const frameOrigins = postPage.test(pathname) ? [...tags.origins.frameOrigins, ...videoFrameOrigins] : tags.origins.frameOrigins
	return { origins: { ...tags.origins, imgOrigins: [...tags.origins.imgOrigins, ...bucket], frameOrigins, formOrigins }, settled: tags.settled }
}

/**
 * The security headers of the response to `pathname` (app/lib/csp.ts builds them), and whether
 * their policy is the settings' own (not the base one a slow database left).
 */
export async function securityHeadersFor(pathname: string, nonce: string): Promise<{ headers: Record<string, string>; settled: boolean }> {
	const { origins, settled } = await cspOrigins(pathname)
	return { headers: securityHeaders(nonce, { https: getConfig().publicUrl.startsWith('https://'), origins }), settled }
}
