import type { AddressInfo } from 'node:net'
import { request } from 'node:http'
import { gunzipSync } from 'node:zlib'
import { writeReadableStreamToWritable } from '@react-router/node'
import compression from 'compression'
import express from 'express'
import { afterEach, describe, expect, it } from 'vitest'
import { releaseDrainListeners } from './compression-drain.server.ts'
import { encodeStage } from './response-pipeline.server.ts'

/** 64 chunks of 32 KB that do not compress: every write fills compression's buffer. */
const chunk = (n: number) => Buffer.from(Array.from({ length: 32 * 1024 }, (_, i) => String.fromCharCode(33 + ((i * 7919 + n * 104729) % 89))).join(''))
const chunks = Array.from({ length: 64 }, (_, n) => chunk(n))

let close = () => {}
afterEach(() => close())

async function streamedPageWarnings(withFix: boolean | 'pipeline') {
	const app = express()
	// The response pipeline's own encode stage (compression and the fix), or compression alone.
	if (withFix === 'pipeline') app.use(encodeStage())
	else app.use(compression())
	// Notes compression's stream: its `on` answers the emitter it added a 'drain' listener to.
	let compressor: NodeJS.EventEmitter | undefined
	app.use((_req, res, next) => {
		const on = res.on
		res.on = function (this: typeof res, type: string, listener: () => void) {
			const target = on.call(this, type, listener) as unknown
			if (type === 'drain' && target !== this) compressor = target as NodeJS.EventEmitter
			return target
		} as typeof res.on
		next()
	})
	if (withFix === true) app.use(releaseDrainListeners())
	let drainListenersLeft = -1
	app.get('/', async (_req, res) => {
		res.type('text/html')
		const body = new ReadableStream<Uint8Array>({
			pull(controller) {
				const next = chunks[sent++]
				if (next) controller.enqueue(next)
				else controller.close()
			},
		})
		let sent = 0
		// As React Router's adapter writes a streamed document (it waits for 'drain' when full).
		await writeReadableStreamToWritable(body, res)
		drainListenersLeft = compressor?.listenerCount('drain') ?? -1
	})
	const server = app.listen(0)
	close = () => server.close()
	await new Promise((resolve) => server.once('listening', resolve))
	const warnings: string[] = []
	const onWarning = (warning: Error) => warnings.push(warning.name)
	process.on('warning', onWarning)
	const received = await new Promise<Buffer>((resolve, reject) => {
		request(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
			const parts: Buffer[] = []
			response.on('data', (part: Buffer) => parts.push(part))
			response.on('end', () => resolve(Buffer.concat(parts)))
		})
			.on('error', reject)
			.end()
	})
	await new Promise((resolve) => setTimeout(resolve, 50))
	process.off('warning', onWarning)
	expect(gunzipSync(received).equals(Buffer.concat(chunks))).toBe(true)
	return { warnings, drainListenersLeft }
}

describe('releaseDrainListeners', () => {
	it('leaves no drain listener behind on the compression stream, and Node warns of nothing', async () => {
		const { warnings, drainListenersLeft } = await streamedPageWarnings(true)
		expect(drainListenersLeft).toBe(0)
		expect(warnings).not.toContain('MaxListenersExceededWarning')
	})

	it('is part of the response pipeline: its encode stage leaves no listener behind and no warning', async () => {
		const { warnings } = await streamedPageWarnings('pipeline')
		expect(warnings).not.toContain('MaxListenersExceededWarning')
	})

	it('is needed: without it the listeners pile up on the stream, and Node warns', async () => {
		const { drainListenersLeft, warnings } = await streamedPageWarnings(false)
		expect(drainListenersLeft).toBeGreaterThan(10)
		expect(warnings).toContain('MaxListenersExceededWarning')
	})
})
