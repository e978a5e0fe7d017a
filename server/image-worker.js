// The demo pictures' child process (app/server/seed/image-worker.server.ts, decision 0030): started
// by the server with an IPC channel; draws and encodes the pictures and reports each one. Loads the
// production build, or the sources through tsx (development server, tests). Ends with its parent.
import process from 'node:process'

const send = (message) => new Promise((resolve) => process.send(message, resolve))
process.on('disconnect', () => process.exit(0))

try {
	let worker
	if (process.env.TASDEER_IMAGE_WORKER_FROM === 'build') {
		worker = await import(new URL('../build/server/index.js', import.meta.url).pathname)
	} else {
		const { register } = await import('tsx/esm/api')
		register()
		worker = await import('../app/server/seed/image-worker.server.ts')
	}
	let last = Promise.resolve()
	await worker.runDemoImageWorker((message) => {
		last = send(message)
	})
	// Messages leave in order: once the last one is handed over, the channel may close.
	await last
	process.disconnect()
} catch (error) {
	await send({ type: 'failed', message: error instanceof Error ? error.message : String(error) })
	process.exitCode = 1
	process.disconnect()
}
