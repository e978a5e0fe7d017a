import { Transform } from 'node:stream'

/** React Router's route-module script (`<Scripts>`): the first module script of the body. */
const moduleScriptTag = /<script\b[^>]*\btype="module"[^>]*>/
const scriptEnd = '</script>'
/** A type the browser does not run: the script's text waits in the page as data. */
export const heldScriptType = 'text/x-after-first-paint'

/**
 * Runs the held script as a module once the page has painted (ES5, no dependencies). The parse has
 * ended when this runs (it follows the body's last script). When nothing has painted yet, the first
 * contentful paint is the whole page: its entry is reported once that frame is on screen, and the
 * scripts start then. When something already painted (a slow connection painted part of the page
 * while it arrived), they start after the next frame. Browsers without paint entries, and a page in
 * a hidden tab, which does not paint, start after at most 3 s.
 */
const starter = `(function(){var d=document,h=d.currentScript.previousElementSibling,w=false,P=window.PerformanceObserver;function go(){if(w)return;w=true;var m=d.createElement("script");m.type="module";m.nonce=h.nonce;m.textContent=h.textContent;d.head.appendChild(m)}function frame(){requestAnimationFrame(function(){setTimeout(go,0)})}try{if(!P||(P.supportedEntryTypes||[]).indexOf("paint")<0||performance.getEntriesByName("first-contentful-paint").length)frame();else{new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)go()}).observe({type:"paint",buffered:true});setTimeout(go,3000)}}catch(x){go()}})()`

/**
 * Holds React Router's route-module script until the browser has painted the page (decision 0016).
 * The script imports every route module of the page, and the browser fetches them as soon as the
 * parser reaches it, at the end of the body: on a phone's connection their ~130 KB then share the
 * bandwidth with the fonts and images of the first paint, and on a fast one they race it. The tag
 * goes out with a type the browser does not run, followed by a nonced starter that runs its text as
 * a module after the paint. Until then the page works as HTML, as it does before any script loads.
 *
 * The stream is searched as latin1 (one character a byte), so positions are byte offsets and a
 * UTF-8 character split across chunks is never decoded. Only a possible tag start, or the last
 * bytes that could begin `</script>`, is held back between chunks.
 */
export function startScriptsAfterPaint(nonce: string): Transform {
	let held = Buffer.alloc(0)
	let state: 'seeking tag' | 'seeking end' | 'done' = 'seeking tag'
	const starterScript = Buffer.from(`<script nonce="${nonce}">${starter}</script>`)

	function seekTag(out: Buffer[]) {
		const text = held.toString('latin1')
		const match = moduleScriptTag.exec(text)
		if (!match) {
			// Keep an unfinished tag (a `<` with no `>` after it) for the next chunk.
			const lastOpen = text.lastIndexOf('<')
			const keepFrom = lastOpen !== -1 && text.indexOf('>', lastOpen) === -1 ? lastOpen : held.length
			out.push(held.subarray(0, keepFrom))
			held = held.subarray(keepFrom)
			return
		}
		const tag = match[0].replace('type="module"', `type="${heldScriptType}"`)
		out.push(held.subarray(0, match.index), Buffer.from(tag, 'latin1'))
		held = held.subarray(match.index + match[0].length)
		state = 'seeking end'
		seekEnd(out)
	}

	function seekEnd(out: Buffer[]) {
		const end = held.indexOf(scriptEnd, 0, 'latin1')
		if (end === -1) {
			const keepFrom = Math.max(0, held.length - (scriptEnd.length - 1))
			out.push(held.subarray(0, keepFrom))
			held = held.subarray(keepFrom)
			return
		}
		const cut = end + scriptEnd.length
		out.push(held.subarray(0, cut), starterScript, held.subarray(cut))
		held = Buffer.alloc(0)
		state = 'done'
	}

	return new Transform({
		transform(chunk: Buffer, _encoding, done) {
			if (state === 'done') return done(null, chunk)
			held = Buffer.concat([held, chunk])
			const out: Buffer[] = []
			if (state === 'seeking tag') seekTag(out)
			else seekEnd(out)
			done(null, Buffer.concat(out))
		},
		flush(done) {
			done(null, held)
		},
	})
}
