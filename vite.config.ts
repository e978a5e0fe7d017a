import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { appChunks } from './vite.chunks.ts'

export default defineConfig(({ isSsrBuild }) => ({
	// The server build's entry is our Express app (server/app.ts), which mounts the React Router
	// request handler next to health checks, security headers and media serving.
	build: isSsrBuild
		? { rollupOptions: { input: './server/app.ts' }, target: 'node20' }
		: { target: 'es2022', rollupOptions: { output: { manualChunks: appChunks('app') } } },
	plugins: [tailwindcss(), reactRouter()],
	ssr: {
		// Native or CommonJS server dependencies stay external; Vite must not try to bundle them.
		external: ['better-sqlite3', 'pg', 'sharp', 'pino'],
	},
}))
