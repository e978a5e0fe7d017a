// How the production server keeps its resident memory near what it uses (decision 0050). Measured
// with `npm run bench:soak`: by default the server sat at about 500 MB after a few minutes of mixed
// traffic for about 80 MB of live heap, because of three defaults made for machines with memory to
// spare, each a setting here.
import v8 from 'node:v8'

/**
 * V8 lets the old generation grow to up to 4 times what survived the last full collection before it
 * collects again; a server whose pages are short-lived garbage then sits at twice its live heap or
 * more. 20 % over what survived instead (at least 8 MB, V8's own floor). V8 reads this flag at every
 * collection, so it is set inside the server process, whichever way it was started.
 */
export const heapGrowingPercent = 20

export function limitHeapGrowth() {
	v8.setFlagsFromString(`--heap-growing-percent=${heapGrowingPercent}`)
}

/**
 * Flags `server/start.js` gives the server's process (V8 reads them only when the process starts).
 * The young generation's two semi-spaces of 16 MB (Node's default on a machine with memory to spare)
 * become 4 MB: the young generation is resident in full, and V8 adds its size again to the old
 * generation's limit, so this is about 50 MB less for a few more, smaller scavenges.
 */
export const serverNodeFlags = ['--max-semi-space-size=4']

/**
 * The server's environment: glibc's malloc keeps one arena per thread that allocates (V8's compiler
 * and collector threads, libuv's pool) and each keeps what it freed; two arenas keep about 15 MB
 * less. An operator's own MALLOC_ARENA_MAX wins; other C libraries ignore it.
 */
export function serverEnvironment(env) {
	return { MALLOC_ARENA_MAX: '2', ...env }
}
