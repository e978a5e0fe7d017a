import { Transform } from 'node:stream'

const headEnd = '</head>'
const modulePreload = /<link\b[^>]*\brel="modulepreload"[^>]*>/g

/**
 * Takes React Router's `<link rel="modulepreload">` tags out of the streamed document's <head>
 * (decision 0016). They start every script of the page, at high priority, before the browser has
 * painted, so on a phone's connection the scripts (~120 KB) share the bandwidth with the
 * stylesheet, fonts and hero image, and a page that is complete as HTML paints a second later.
 * Without them the scripts load from the module script at the end of <body>: the page paints
 * first and hydrates one round trip later; links and forms work as plain HTML meanwhile.
 * Only the head is held back (until `</head>`); the rest of the stream passes through untouched.
 */
export function dropScriptPreloads(): Transform {
	let held = Buffer.alloc(0)
	let inHead = true
	return new Transform({
		transform(chunk: Buffer, _encoding, done) {
			if (!inHead) return done(null, chunk)
			held = Buffer.concat([held, chunk])
			// Decoded only to search: the bytes before `</head>` are whole characters (React writes
			// valid UTF-8), so their byte length locates the cut; what follows is passed on as bytes,
			// including a character split across chunks.
			const text = held.toString('utf8')
			const end = text.indexOf(headEnd)
			if (end === -1) return done()
			inHead = false
			const cut = Buffer.byteLength(text.slice(0, end))
			const head = held.subarray(0, cut).toString('utf8').replace(modulePreload, '')
			const rest = held.subarray(cut)
			held = Buffer.alloc(0)
			done(null, Buffer.concat([Buffer.from(head), rest]))
		},
		flush(done) {
			done(null, held)
		},
	})
}
