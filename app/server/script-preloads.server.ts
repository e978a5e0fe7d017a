import { Transform } from 'node:stream'

const headEnd = '</head>'
const scriptOpen = Buffer.from('<script')
const scriptClose = Buffer.from('</script>')
const moduleType = 'type="module"'
const modulePreload = /<link\b[^>]*\brel="modulepreload"[^>]*>/g

/**
 * Moves React Router's `<link rel="modulepreload">` tags from the streamed document's <head> to just
 * after its module script (at the end of <body>), at low priority (decisions 0016 and 0046).
 *
 * In <head> they start every script of the page, at high priority, before the browser has painted:
 * on a phone's connection the scripts (~120 KB) share the bandwidth with the stylesheet, fonts and
 * hero image, and a page that is complete as HTML paints a second later. With none at all, the
 * scripts come in three waves, a round trip each: the route modules named by the module script,
 * then what they import, then the client entry. Beside the module script, the browser's preload
 * scanner finds them as those bytes arrive and fetches the whole set at once, after what the first
 * paint needs (a phone emulated at 4 × CPU, 150 ms a response and 1.6 Mbps: hydrated about 0.9 s
 * sooner, the first paint unchanged; decision 0016, "Later (session 22)").
 *
 * Only the head is held back (until `</head>`), then at most an unfinished tag at a chunk's end;
 * everything else passes through untouched, byte for byte. The module script is the first
 * `<script>` tag whose attributes say `type="module"`: text in the page cannot open a tag (React
 * escapes `<`), and the administrators' codes are placed after this stage.
 */
export function moveScriptPreloads(): Transform {
	let held = Buffer.alloc(0)
	let state: 'head' | 'between' | 'in-script' | 'in-module' | 'done' = 'head'
	let preloads = ''
	return new Transform({
		transform(chunk: Buffer, _encoding, done) {
			held = Buffer.concat([held, chunk])
			if (state === 'head') {
				// Decoded only to search: the bytes before `</head>` are whole characters (React writes
				// valid UTF-8), so their byte length locates the cut; what follows stays bytes,
				// including a character split across chunks.
				const text = held.toString('utf8')
				const end = text.indexOf(headEnd)
				if (end === -1) return done()
				const cut = Buffer.byteLength(text.slice(0, end))
				const head = held.subarray(0, cut).toString('utf8')
				preloads = (head.match(modulePreload) ?? []).map(atLowPriority).join('')
				this.push(Buffer.from(head.replace(modulePreload, '')))
				held = held.subarray(cut)
				state = preloads ? 'between' : 'done'
			}
			let scan = 0
			/** Passes on the held bytes before `at` and keeps the rest (`scan` follows them). */
			const release = (at: number) => {
				const cut = Math.max(0, Math.min(at, held.length))
				const out = held.subarray(0, cut)
				held = held.subarray(cut)
				scan = Math.max(0, scan - cut)
				return out
			}
			const out: Buffer[] = []
			while (state !== 'done') {
				if (state === 'between') {
					// The next `<script …>` tag, whole; keep an unfinished one for the next chunk.
					const open = held.indexOf(scriptOpen, scan)
					if (open === -1) {
						out.push(release(held.length - (scriptOpen.length - 1)))
						break
					}
					const close = held.indexOf('>', open)
					if (close === -1) {
						out.push(release(open))
						break
					}
					state = held.subarray(open, close).toString('latin1').includes(moduleType) ? 'in-module' : 'in-script'
					scan = close + 1
					continue
				}
				// Inside a script, up to its end tag (a script's text is not markup).
				const end = held.indexOf(scriptClose, scan)
				if (end === -1) {
					out.push(release(Math.max(scan, held.length - (scriptClose.length - 1))))
					break
				}
				scan = end + scriptClose.length
				if (state === 'in-script') {
					state = 'between'
					continue
				}
				out.push(release(scan), Buffer.from(preloads))
				state = 'done'
			}
			out.push(release(state === 'done' ? held.length : 0))
			done(null, Buffer.concat(out))
		},
		flush(done) {
			done(null, held)
		},
	})
}

/** The same link, fetched after what the first paint needs. */
function atLowPriority(link: string) {
	return link.includes('fetchpriority=') ? link : link.replace(/\s*\/?>$/, (end) => ` fetchpriority="low"${end}`)
}
