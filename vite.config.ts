import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import type { RollupLog } from 'rollup'
import { defineConfig } from 'vite'
import { appChunks } from './vite.chunks.ts'

/**
 * Rollup notices nobody can act on (decision 0030): a dependency's comment it cannot place (zod's
 * own notes), and the empty browser chunk of every resource route (loaders and actions only; the
 * route exists in the browser's manifest, its module is empty by design).
 */
function quiet(log: RollupLog): boolean {
	if (log.code === 'INVALID_ANNOTATION' && log.id?.includes('/node_modules/')) return true
	return log.code === 'EMPTY_BUNDLE'
}

/**
 * The server build bundles every route together, so a module imported lazily by one (the quote
 * basket's code, fetched by the browser only once a basket exists) and directly by another always
 * lands in the same bundle there: Vite's notice that the lazy import moves nothing is true on the
 * server by design. The browser build, where the split matters, still prints it.
 */
function quietOnServer(log: RollupLog): boolean {
	return (
		quiet(log) ||
		(log.plugin === 'vite:reporter' && log.message.includes('dynamic import will not move module'))
	)
}

export default defineConfig(({ isSsrBuild }) => ({
	// The server build's entry is our Express app (server/app.ts), which mounts the React Router
	// request handler next to health checks, security headers and media serving.
	build: {
		// Gzip sizes of every chunk are printed by `npm run bench:page-weight`; the build skips them.
		reportCompressedSize: false,
		...(isSsrBuild
			? {
					rollupOptions: {
						input: './server/app.ts',
						onLog: (level, log, handler) => quietOnServer(log) || handler(level, log),
					},
					target: 'node20',
				}
			: {
					target: 'es2022',
					// BUILD_SOURCEMAP=1: maps to see which modules make a chunk's weight.
					sourcemap: process.env.BUILD_SOURCEMAP === '1',
					rollupOptions: {
						output: { manualChunks: appChunks('app') },
						onLog: (level, log, handler) => quiet(log) || handler(level, log),
					},
				}),
	},
	plugins: [tailwindcss(), reactRouter()],
	ssr: {
		// Native or CommonJS server dependencies stay external; Vite must not try to bundle them.
		external: ['better-sqlite3', 'pg', 'sharp', 'pino'],
	},
}))
