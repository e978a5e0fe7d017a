import { Transform } from 'node:stream'
import { StringDecoder } from 'node:string_decoder'
import { type DefaultTreeAdapterTypes, parse, parseFragment, serialize, serializeOuter } from 'parse5'
import type { PlacedCodes } from './advertising-codes.server.ts'

/**
 * Where administrators' codes go in a page, and why React never sees them (decision 0021).
 *
 * React hydrates the whole document. In <head> and <body> it passes over elements of a type it does
 * not expect there, but a text node (the line break between two codes, a word of an announcement)
 * or an element of the type it expects next makes hydration fail (#418): React then renders the
 * document again on the client and removes everything it did not render itself, codes included.
 * So:
 * - body codes live inside one `<site-codes>` element (a tag React never renders, `display:
 *   contents` so it adds no box), with nothing else around it: React passes over it, once, whole;
 * - every code is parsed and serialised again with a spec-compliant HTML parser, so an unclosed tag
 *   closes inside its own code instead of swallowing the page;
 * - a header code is split where the browser would split it: what the HTML parser keeps in <head>
 *   stays there, anything else (a `<div>`, a word) would start the body and goes first in the body's
 *   `<site-codes>`;
 * - an empty script opens the head block: loaders (tag managers, pixels, chat widgets) insert their
 *   script before the document's first `<script>`, which would otherwise be one of React's (the
 *   JSON-LD inside the page), and a node added inside React's markup before hydration breaks it.
 */

type Node = DefaultTreeAdapterTypes.ChildNode
type Element = DefaultTreeAdapterTypes.Element

/** The element that holds body codes: a custom element name, so React never renders one. */
export const codeContainerTag = 'site-codes'

/** Scripts in administrator codes get this response's nonce, so the CSP lets exactly them run. */
export function withNonce(code: string, nonce: string): string {
	return code.replace(/<script\b(?![^>]*\bnonce=)/gi, `<script nonce="${nonce}"`)
}

const bodyContext = (() => {
	const html = parse('<!DOCTYPE html><html><head></head><body></body></html>').childNodes.find(
		(n): n is Element => n.nodeName === 'html',
	)!
	return html.childNodes.find((n): n is Element => n.nodeName === 'body')!
})()

const serializeNodes = (nodes: Node[]) => nodes.map((n) => serializeOuter(n)).join('')
const isBlank = (nodes: Node[]) => nodes.every((n) => n.nodeName === '#comment' || (n.nodeName === '#text' && !('value' in n && n.value.trim())))

/** A body code as the browser's parser reads it, serialised again: every element it opens, closed. */
export function normaliseBodyCode(code: string): string {
	return serialize(parseFragment(bodyContext, code, {}))
}

/** A header code split as the browser's parser splits it: what stays in <head>, and what starts the body. */
export function splitHeaderCode(code: string): { head: string; body: string } {
	const document = parse(`<!DOCTYPE html><html><head>${code}`)
	const html = document.childNodes.find((n): n is Element => n.nodeName === 'html')!
	const part = (name: string) => html.childNodes.find((n): n is Element => n.nodeName === name)?.childNodes ?? []
	// Comments before <head> (the vendor's "<!-- Google Tag Manager -->") belong to the code too.
	const head = part('head')
	const body = part('body')
	return { head: serializeNodes(head), body: isBlank(body) ? '' : serializeNodes(body) }
}

export interface CodeBlocks {
	/** Placed just before </head>. */
	head: string
	/** Placed right after <body>, inside the code container. */
	bodyStart: string
	/** Placed just before </body>, inside the code container. */
	bodyEnd: string
}

/** Consent-gated codes wait inert in a <template> (nothing in it runs or loads) until the visitor accepts. */
const waiting = (slot: string, html: string) => (html ? `<template data-consent-code="${slot}">${html}</template>` : '')
const container = (slot: string, html: string) =>
	html ? `<${codeContainerTag} data-slot="${slot}" style="display:contents">${html}</${codeContainerTag}>` : ''

/** The three blocks of a page's codes, without nonces (`withNonce` adds each response's). */
export function codeBlocks(placed: PlacedCodes, deferred?: PlacedCodes): CodeBlocks {
	const split = (codes: PlacedCodes) => {
		const header = codes.header.map(splitHeaderCode)
		return {
			head: header.map((h) => h.head).filter(Boolean).join('\n'),
			bodyStart: [...header.map((h) => h.body), ...codes.bodyStart.map(normaliseBodyCode)].filter(Boolean).join('\n'),
			bodyEnd: codes.bodyEnd.map(normaliseBodyCode).filter(Boolean).join('\n'),
		}
	}
	const now = split(placed)
	const later = deferred ? split(deferred) : { head: '', bodyStart: '', bodyEnd: '' }
	const head = now.head + waiting('header', later.head)
	const bodyStart = now.bodyStart + waiting('bodyStart', later.bodyStart)
	const bodyEnd = now.bodyEnd + waiting('bodyEnd', later.bodyEnd)
	if (!head && !bodyStart && !bodyEnd) return { head: '', bodyStart: '', bodyEnd: '' }
	return { head: `<script></script>${head}`, bodyStart: container('body-start', bodyStart), bodyEnd: container('body-end', bodyEnd) }
}

/** Parsing is the costly part: the blocks of the last few code sets are kept (codes rarely change). */
const memo = new Map<string, CodeBlocks>()
function memoisedBlocks(placed: PlacedCodes, deferred?: PlacedCodes): CodeBlocks {
	const key = JSON.stringify([placed, deferred ?? null])
	let blocks = memo.get(key)
	if (!blocks) {
		blocks = codeBlocks(placed, deferred)
		if (memo.size >= 8) memo.delete(memo.keys().next().value!)
		memo.set(key, blocks)
	}
	return blocks
}

const markers = [
	{ find: /<\/head>/i, place: 'before' as const, key: 'head' as const },
	{ find: /<body\b[^>]*>/i, place: 'after' as const, key: 'bodyStart' as const },
	{ find: /<\/body>/i, place: 'before' as const, key: 'bodyEnd' as const },
]

/**
 * Places enabled codes in the streamed HTML: header codes at the end of <head>, body_start codes
 * right after <body>, body_end codes before </body> (the last two in their containers).
 */
export function createCodeInjector(codes: PlacedCodes, nonce: string, deferred?: PlacedCodes): Transform {
	const unsigned = memoisedBlocks(codes, deferred)
	const blocks: CodeBlocks = {
		head: withNonce(unsigned.head, nonce),
		bodyStart: withNonce(unsigned.bodyStart, nonce),
		bodyEnd: withNonce(unsigned.bodyEnd, nonce),
	}
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
				out += pending.slice(0, at) + blocks[marker.key]
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
