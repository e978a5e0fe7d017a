// Build assets are compressed once, at build time, at the strongest settings (brotli 11, gzip 9),
// and served as they are: smaller than the on-the-fly compression (the framework chunk is about
// 97 KB brotli instead of 113 KB), and no CPU spent per request (decision 0016).
// `node server/precompress.js [dir]` compresses a build's assets (`npm run build` runs it).
import fs from 'node:fs'
import path from 'node:path'
import process from 'node:process'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import zlib from 'node:zlib'

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/** Text assets worth compressing; fonts and images are compressed formats already. */
const compressible = /\.(js|mjs|css|svg|json|map|txt)$/
/** Below this, compression saves less than it costs (the same threshold as `compression`). */
const minimumBytes = 1024

const encodings = [
	{ name: 'br', extension: '.br', compress: (data) => brotli(data, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length } }) },
	{ name: 'gzip', extension: '.gz', compress: (data) => gzip(data, { level: 9 }) },
]

/** Writes name.br and name.gz beside every compressible file of the directory; returns how many files. */
export async function precompressAssets(directory) {
	const files = fs.readdirSync(directory).filter((name) => compressible.test(name))
	let count = 0
	await Promise.all(
		files.map(async (name) => {
			const data = fs.readFileSync(path.join(directory, name))
			if (data.length < minimumBytes) return
			count++
			for (const encoding of encodings) {
				const packed = await encoding.compress(data)
				// Kept only when it helps: a file that does not shrink is served as it is.
				if (packed.length < data.length) fs.writeFileSync(path.join(directory, name + encoding.extension), packed)
			}
		}),
	)
	return count
}

/**
 * Express middleware for a directory of fingerprinted assets: answers with the precompressed
 * file the browser accepts (brotli first), or passes on to express.static. The directory is read
 * once: fingerprinted files never change while the server runs.
 */
export function precompressedAssets(directory) {
	const available = new Set(fs.existsSync(directory) ? fs.readdirSync(directory) : [])
	return (req, res, next) => {
		if (req.method !== 'GET' && req.method !== 'HEAD') return next()
		const name = req.path.slice(1)
		if (name.includes('/') || !compressible.test(name)) return next()
		res.vary('Accept-Encoding')
		// Ours is the preference, not the header's order: browsers list gzip before br.
		const encoding = encodings.find(
			(candidate) => available.has(name + candidate.extension) && req.acceptsEncodings(candidate.name) === candidate.name,
		)
		if (!encoding) return next()
		res.type(path.extname(name))
		res.set('Content-Encoding', encoding.name)
		res.sendFile(path.resolve(directory, name + encoding.extension), { maxAge: '1y', immutable: true }, (error) => {
			if (!error) return
			if (res.headersSent) return next(error)
			// Gone since start-up (a rebuild under a running server): the plain file may still be there.
			res.removeHeader('Content-Encoding')
			next()
		})
	}
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
	const directory = process.argv[2] ?? 'build/client/assets'
	const started = Date.now()
	const count = await precompressAssets(directory)
	console.log(`precompressed ${count} assets in ${directory} (brotli and gzip) in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}
