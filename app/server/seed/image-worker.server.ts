import { type ChildProcess, fork } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { contentKey, encodeImage, type ImageManifest, recordImage } from '../media.server.ts'
import { markImagesPending, settleAllImages, settleImage } from '../media-pending.server.ts'
import { demoImageJobs, demoPictureCache } from './images.server.ts'
import type { Bilingual } from './content/types.ts'

/**
 * The demo pictures are drawn and encoded in a child process (decision 0030), so the first start
 * answers before they are done and the server never holds the encoder's memory (libvips and the
 * allocator kept ~570 MB in the server after seeding, until a restart). The child draws every
 * picture and sends the plan (each picture's content key, so the seed can write its `/media/<key>`
 * URL at once), then encodes them in page order at a lower priority and reports each one; the
 * server records its media row and stops answering the placeholder for it (media-pending.server.ts).
 * The database is written only by the server.
 */
export interface PlannedImage {
	/** The job's key in the seed (`product:<slug>`, `hero:0`, …). */
	job: string
	/** The content key of the drawn bytes: the picture's `/media/<key>`. */
	key: string
	name: string
	alt: Bilingual
	bytes: number
}

export type WorkerMessage =
	| { type: 'plan'; images: PlannedImage[] }
	| { type: 'stored'; key: string; manifest: ImageManifest }
	| { type: 'done'; encoded: number; copied: number; stored: number; ms: number }
	| { type: 'failed'; message: string }

/** The child's side: draws, sends the plan, encodes what is not stored yet, reports each picture. */
export async function runDemoImageWorker(send: (message: WorkerMessage) => void): Promise<void> {
	const started = performance.now()
	try {
		// Pages come first: the server answers visitors on the same cores.
		os.setPriority(10)
	} catch {
		// Not allowed here: the encoding just competes at normal priority.
	}
	const drawn = demoImageJobs().map((job) => {
		const svg = Buffer.from(job.draw())
		return { job, svg, key: contentKey(svg) }
	})
	send({
		type: 'plan',
		images: drawn.map(({ job, svg, key }) => ({ job: job.key, key, name: job.name, alt: job.alt, bytes: svg.length })),
	})
	let next = 0
	const counts = { encoded: 0, cache: 0, stored: 0 }
	const cache = demoPictureCache()
	const concurrency = Math.min(drawn.length, Math.max(1, os.availableParallelism()))
	const encodeNext = async () => {
		while (next < drawn.length) {
			const { svg, key } = drawn[next++]!
			const { manifest, from } = await encodeImage(svg, { cache })
			counts[from]++
			send({ type: 'stored', key, manifest })
		}
	}
	await Promise.all(Array.from({ length: concurrency }, encodeNext))
	send({ type: 'done', encoded: counts.encoded, copied: counts.cache, stored: counts.stored, ms: Math.round(performance.now() - started) })
}

export interface DemoImageWorker {
	/** Every demo picture's content key, once drawn (a few seconds). */
	plan: Promise<PlannedImage[]>
	/** Settles when every picture is stored and recorded (or the worker failed: logged, not thrown). */
	done: Promise<void>
	stop(): void
}

/** The project's root (where package.json is), from this module in the sources or in the build. */
function projectRoot(): string {
	let dir = path.dirname(fileURLToPath(import.meta.url))
	while (!fs.existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir)
	return dir
}

let running: ChildProcess | undefined

/** The server's side: starts the child, records each picture it reports, returns the plan and the end. */
export function startDemoImageWorker(log: (message: string) => void, onError: (error: Error) => void): DemoImageWorker {
	const child = fork(path.join(projectRoot(), 'server/image-worker.js'), [], {
		// The production build, or the sources (development server, tests) through tsx.
		env: { ...process.env, TASDEER_IMAGE_WORKER_FROM: import.meta.env?.PROD ? 'build' : 'source' },
		execArgv: [],
		stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
	})
	running = child
	let planned = new Map<string, PlannedImage>()
	let resolvePlan: (images: PlannedImage[]) => void
	let rejectPlan: (error: Error) => void
	const plan = new Promise<PlannedImage[]>((resolve, reject) => {
		resolvePlan = resolve
		rejectPlan = reject
	})
	// Handled here too: a restart that only finishes the pictures never waits for the plan.
	plan.catch(() => {})
	let recorded = 0
	let writes = Promise.resolve()
	const done = new Promise<void>((resolve) => {
		let finished = false
		const finish = (error?: Error) => {
			if (finished) return
			finished = true
			if (error) onError(error)
			rejectPlan(error ?? new Error('The demo image worker ended without a plan'))
			// Whatever is still missing now stays missing until the next start tries again: a 404.
			void writes.finally(() => {
				settleAllImages()
				resolve()
			})
		}
		child.on('message', (message: WorkerMessage) => {
			if (message.type === 'plan') {
				planned = new Map(message.images.map((image) => [image.key, image]))
				markImagesPending(planned.keys())
				resolvePlan(message.images)
			} else if (message.type === 'stored') {
				const image = planned.get(message.key)
				if (!image) return
				writes = writes.then(async () => {
					try {
						await recordImage(message.key, message.manifest, {
							originalName: image.name,
							altAr: image.alt.ar,
							altEn: image.alt.en,
							bytes: image.bytes,
						})
						settleImage(message.key)
						recorded++
						if (recorded % 25 === 0 || recorded === planned.size) log(`demo images: ${recorded}/${planned.size}`)
					} catch (error) {
						onError(error instanceof Error ? error : new Error(String(error)))
					}
				})
			} else if (message.type === 'done') {
				log(`demo images done in ${(message.ms / 1000).toFixed(1)} s (${message.encoded} encoded, ${message.copied} copied from the picture cache, ${message.stored} already stored)`)
			} else if (message.type === 'failed') {
				finish(new Error(`The demo image worker failed: ${message.message}`))
			}
		})
		child.on('error', (error) => finish(error))
		child.on('exit', (code, signal) => {
			if (running === child) running = undefined
			finish(code === 0 ? undefined : new Error(`The demo image worker stopped (${signal ?? `exit code ${code}`})`))
		})
	})
	return { plan, done, stop: () => void child.kill() }
}

/** Stops a worker still running (the server is shutting down; the next start finishes the pictures). */
export function stopDemoImageWorker() {
	running?.kill()
}
