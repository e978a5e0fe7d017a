// Runs the app: the production build by default, or Vite's dev server with --dev.
// Owns listening and graceful shutdown; everything else lives in server/app.ts.
import http from 'node:http'
import process from 'node:process'
import express from 'express'
import { limitHeapGrowth } from './memory.js'
import { precompressedAssets } from './precompress.js'
import { stopWithParent } from './supervise.js'

// Before the app is loaded: the old generation grows by 20 % over what it keeps (decision 0050).
limitHeapGrowth()

const dev = process.argv.includes('--dev')
if (dev) process.env.NODE_ENV ??= 'development'
else process.env.NODE_ENV ??= 'production'

const { parseConfig, guardServer, guardOptionsFrom, listenOptions, serverOptions, logger } = await loadConfigModule()
let config
try {
	config = parseConfig(process.env)
} catch (error) {
	console.error(error instanceof Error ? error.message : error)
	process.exit(1)
}

let closeApp = async () => {}
/** What answers requests: in production the app itself; in development an Express server around Vite and the app. */
let handler

if (dev) {
	const server = express()
	server.disable('x-powered-by')
	handler = server
	const vite = await import('vite').then((v) => v.createServer({ server: { middlewareMode: true } }))
	server.use(vite.middlewares)
	let appPromise
	server.use(async (req, res, next) => {
		try {
			const mod = await vite.ssrLoadModule('./server/app.ts')
			appPromise ??= mod.createApp()
			closeApp = mod.closeApp
			const app = await appPromise
			app(req, res)
		} catch (error) {
			if (error instanceof Error) vite.ssrFixStacktrace(error)
			next(error)
		}
	})
} else {
	const BUILD = new URL('../build/server/index.js', import.meta.url).pathname
	const mod = await import(BUILD)
	closeApp = mod.closeApp
	let app
	try {
		app = await mod.createApp({
			mountStatic(target) {
				// Fingerprinted build assets never change; other public files may. Mounted inside the app,
				// they get its security headers. Scripts and styles go out as compressed at build time
				// (server/precompress.js); anything else through the app's compression.
				target.use(
					'/assets',
					precompressedAssets('build/client/assets'),
					express.static('build/client/assets', { immutable: true, maxAge: '1y', index: false }),
				)
				target.use(express.static('build/client', { maxAge: '1h', index: false }))
			},
		})
	} catch (error) {
		console.error('The server could not start:', error instanceof Error ? error.message : error)
		process.exit(1)
	}
	handler = app
}

// Timeouts, connection caps, the Host check and buffered bodies (decision 0026) stand in front of the app.
const guardOptions = guardOptionsFrom(config, (refused) => logger.warn({ refused }, 'connections or requests refused by the limits'))
const listener = http.createServer(serverOptions(guardOptions))
listener.on('request', guardServer(listener, guardOptions)(handler))
listener.listen(listenOptions(config), () => {
	const shown = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST
	console.log(`Tasdeer is running at http://${shown}:${config.PORT} (${config.database.dialect}, ${process.env.NODE_ENV})`)
})
listener.on('error', (error) => {
	console.error(`Could not listen on ${config.HOST}:${config.PORT}: ${error.message}`)
	process.exit(1)
})

let stopping = false
async function shutdown(signal) {
	if (stopping) return
	stopping = true
	console.log(`${signal} received: finishing in-flight requests`)
	const force = setTimeout(() => {
		console.error('Shutdown timed out; exiting')
		process.exit(1)
	}, config.SHUTDOWN_TIMEOUT_MS)
	force.unref()
	// Stop accepting; keep-alive connections that are idle are closed now, busy ones when done.
	listener.close(async () => {
		await closeApp().catch((error) => console.error('Closing the database failed:', error))
		console.log('Stopped cleanly')
		process.exit(0)
	})
	// Connections that finish their last request while we wait are closed as they go idle.
	listener.closeIdleConnections()
	setInterval(() => listener.closeIdleConnections(), 100).unref()
}
process.on('SIGTERM', () => shutdown('SIGTERM'))
process.on('SIGINT', () => shutdown('SIGINT'))
// Run as a child (server/supervise.js): a parent that is gone, even by SIGKILL, stops the server.
stopWithParent(() => shutdown('parent exited'))

async function loadConfigModule() {
	// The config schema is TypeScript inside the app; the production build re-exports it.
	if (dev) {
		const { register } = await import('tsx/esm/api')
		register()
		const [configModule, guard, log] = await Promise.all([
			import('../app/server/config.server.ts'),
			import('../app/server/request-guard.server.ts'),
			import('../app/server/logger.server.ts'),
		])
		return { ...configModule, ...guard, ...log }
	}
	return import(new URL('../build/server/index.js', import.meta.url).pathname)
}

