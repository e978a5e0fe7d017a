import { Transform } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'
import type { PlacedCodes } from './ads.server.ts'

/** Scripts in administrator codes get this response's nonce, so the CSP lets exactly them run. */
export function withNonce(code: string, nonce: string): string {
	return code.replace(/<script\b(?![^>]*\bnonce=)/gi, `<script nonce="${nonce}"`)
}

const markers = [
	{ find: /<\/head>/i, place: 'before' as const, key: 'header' as const },
	{ find: /<body\b[^>]*>/i, place: 'after' as const, key: 'bodyStart' as const },
	{ find: /<\/body>/i, place: 'before' as const, key: 'bodyEnd' as const },
]

/**
 * Places enabled codes in the streamed HTML: header codes at the end of <head>, body_start codes
 * right after <body>, body_end codes before </body>. React 19 skips unknown nodes in <head> and
 * <body> while hydrating, so the codes survive hydration and client navigation, and run once.
 */
export function createCodeInjector(codes: PlacedCodes, nonce: string, deferred?: PlacedCodes): Transform {
	const block = (key: keyof PlacedCodes) => {
		const placed = codes[key].map((c) => withNonce(c, nonce))
		// Consent-gated codes wait inert in a <template> (nothing in it runs or loads) until the
		// visitor accepts; the browser then moves them into place (app/components/tag-activation.ts).
		const waiting = deferred?.[key].length ? [`<template data-consent-code="${key}">${deferred[key].map((c) => withNonce(c, nonce)).join('\n')}</template>`] : []
		return [...placed, ...waiting].join('\n')
	}
	const blocks = { header: block('header'), bodyStart: block('bodyStart'), bodyEnd: block('bodyEnd') }
	let next = 0
	let pending = ''
	// A multi-byte character may be split between chunks; the decoder holds its first bytes back.
	const decoder = new StringDecoder('utf8')
	// Enough to hold a marker split across two chunks.
	const carry = 64
	return new Transform({
		transform(chunk: Buffer, _encoding, done) {
			pending += decoder.write(chunk)
			let out = ''
			while (next < markers.length) {
				const marker = markers[next]!
				const match = marker.find.exec(pending)
				if (!match) break
				const at = marker.place === 'before' ? match.index : match.index + match[0].length
				out += pending.slice(0, at) + (blocks[marker.key] ? `${blocks[marker.key]}\n` : '')
				pending = pending.slice(at)
				if (marker.place === 'before') {
					out += match[0]
					pending = pending.slice(match[0].length)
				}
				next++
			}
			if (next >= markers.length) {
				out += pending
				pending = ''
			} else if (pending.length > carry) {
				out += pending.slice(0, pending.length - carry)
				pending = pending.slice(pending.length - carry)
			}
			done(null, out)
		},
		flush(done) {
			done(null, pending + decoder.end())
		},
	})
}
