import type http from 'node:http'
import path from 'node:path'
import { createRequestHandler } from '@react-router/express'
import express from 'express'
import 'react-router'
import { getConfig } from '#app/server/config.server.ts'
import { closeDatabase, openDatabase, installDatabase } from '#app/server/db/db.server.ts'
import { readiness } from '#app/server/health.server.ts'
import { migrateToLatest } from '#app/server/db/migrations.server.ts'
import { migrateAuth } from '#app/server/auth.server.ts'
import { issueSetupToken } from '#app/server/setup.server.ts'
import { logger } from '#app/server/logger.server.ts'
import { readMediaFile } from '#app/server/media.server.ts'
import { shareImageFile } from '#app/lib/images.ts'
import { encodeStage, keptPageAheadOfExpress, nonceAndHeadersStage, pageCacheStages } from '#app/server/response-pipeline.server.ts'
import { requestLog } from '#app/server/request-log.server.ts'
import { logPath } from '#app/lib/log-path.ts'
import { ensureSearchIndexes } from '#app/server/search.server.ts'
import { startAnalyticsRetention } from '#app/server/analytics-retention.server.ts'
import { startExpiryMail } from '#app/server/certification-alerts.server.ts'
import { startScheduledPublishing } from '#app/server/scheduled-publishing.server.ts'
import { startMediaCleanup } from '#app/server/media-cleanup.server.ts'
import { startRedirectJobs } from '#app/server/redirects.server.ts'
import { resumeDemoImages, seedDemoContentWhileImagesEncode, seedWhenEmpty } from '#app/server/seed/seed.server.ts'
import { stopDemoImageWorker } from '#app/server/seed/image-worker.server.ts'
import { isImagePending, pendingImageCount, placeholderImage, placeholderImageType } from '#app/server/media-pending.server.ts'

/**
 * The application (everything but listening): opened database, migrations, demo content on an
 * empty database, health check, security headers, media files and the React Router handler.
 * Vite bundles this file as the server build; server/index.js runs it.
 */
export interface AppOptions {
	/**
	 * Mounts the build's static files (server/index.js): after the security headers, so scripts,
	 * styles and public files carry them like every other response.
	 */
	mountStatic?: (app: express.Express) => void
}

export async function createApp({ mountStatic }: AppOptions = {}) {
	const config = getConfig()
	const handle = openDatabase(config)
	installDatabase(handle)
	const applied = await migrateToLatest(handle.db, handle.dialect)
	if (applied.length) logger.info({ migrations: applied }, 'database migrated')
	await migrateAuth()
	if (!(await ensureSearchIndexes())) {
		logger.warn('PostgreSQL cannot provide the pg_trgm extension (its contrib package): product search reads the whole table, which slows down past a few thousand products. Install it (or let the database owner run `create extension pg_trgm`); the next start adds the indexes (decision 0017).')
	}
	// Demo pictures are made by a child process after the content is written (decision 0030).
	const log = (message: string) => logger.info(message)
	const imageError = (error: Error) => logger.error({ err: error }, 'demo pictures: the worker failed; the next start tries again')
	if (config.SEED_DEMO_CONTENT) {
		const summary = await seedWhenEmpty({ log, seed: async () => (await seedDemoContentWhileImagesEncode(log, imageError)).summary })
		if (summary) logger.info({ summary }, 'demo content loaded (its pictures are made in the background)')
		// Pictures a stopped server (or another instance still at work) left unrecorded are made here.
		else await resumeDemoImages(log, imageError)
	}

	// Raw analytics rows past the retention period are folded into daily figures (decision 0022).
	stopRetention = startAnalyticsRetention()
	// Administrators hear of certifications about to expire once a day (decision 0034).
	stopExpiryMail = startExpiryMail()
	// Scheduled posts go live on every instance's kept pages, sitemap and feeds (decision 0042).
	stopScheduledPublishing = startScheduledPublishing()
	// Redirect hits and not-found paths are saved in batches; old not-found paths pruned (decision 0039).
	stopRedirectJobs = startRedirectJobs()
	// Images nothing uses any more are removed after a grace period (decision 0044).
	stopMediaCleanup = startMediaCleanup()

	const setupToken = await issueSetupToken()
	if (setupToken) {
		logger.warn(
			`No staff account exists yet. Create the first administrator at ${config.publicUrl}/setup?token=${setupToken} (valid 24 hours, once) or with: npm run admin:create`,
		)
	}

	const app = express()
	app.disable('x-powered-by')
	app.set('trust proxy', config.TRUST_PROXY)
	// First, so the duration covers everything (kept pages, files, media and rendered pages alike).
	app.use(requestLog())
	// The response pipeline's Express stages (app/server/response-pipeline.server.ts, decision 0046):
	// 2 this answer's nonce and security headers; after the health checks, which never touch the
	// cache, 3 a kept page answered as it is, then 1 compression and the rest of 3.
	app.use(nonceAndHeadersStage())

	// Liveness: the process answers. Readiness: the database reads and commits a write (decision 0026).
	app.get('/healthz', (_req, res) => void res.set('Cache-Control', 'no-store').json({ status: 'ok' }))
	// `/readyz?pictures`: also not ready while demo pictures are being made (journeys and benches wait for them).
	app.get('/readyz', async (req, res) => {
		const state = await readiness((error, step) => logger.warn({ err: error, step }, 'readiness check failed'))
		const picturesPending = req.query.pictures !== undefined && pendingImageCount() > 0
		res
			.status(state.ready && !picturesPending ? 200 : 503)
			.set('Cache-Control', 'no-store')
			.json({
				status: state.ready ? 'ready' : 'unavailable',
				database: state.database,
				writes: state.writes,
				...(req.query.pictures !== undefined ? { picturesPending: pendingImageCount() } : {}),
			})
	})

	// Before the static files: a kept page is answered without a look at the disk.
	const pageCache = pageCacheStages()
	app.use(pageCache.beforeEncoding)
	app.use(encodeStage())
	app.use(pageCache.afterEncoding)
	mountStatic?.(app)

	// Media files are named by content hash, so they never change: cache them for a year.
	// A picture still being made (decision 0030) answers a placeholder, never kept by the browser.
	const mediaMissing = (key: string, res: express.Response) => {
		res.set('Cache-Control', 'no-store')
		if (isImagePending(key)) return void res.status(200).type(placeholderImageType).send(placeholderImage)
		res.status(404).type('text/plain').send('Not found')
	}
	const mediaFile = (file?: string): express.RequestHandler => async (req, res, next) => {
		try {
			const answer = await readMediaFile(String(req.params.key), file ?? String(req.params.file))
			if (answer.kind === 'missing') return mediaMissing(String(req.params.key), res)
			res.set('Cache-Control', 'public, max-age=31536000, immutable')
			if (answer.kind === 'redirect') return void res.redirect(301, answer.location)
			res.type(answer.contentType).send(answer.data)
		} catch (error) {
			next(error)
		}
	}
	// The share picture is made on its first request (from the stored image), wherever files live.
	app.get(`/media/:key/${shareImageFile}`, mediaFile(shareImageFile))
	if (config.s3) {
		// In a bucket: redirected to its public URL, or read through this server.
		app.get('/media/:key/:file', mediaFile())
		app.use('/media', (_req, res) => void res.status(404).set('Cache-Control', 'no-store').type('text/plain').send('Not found'))
	} else {
		app.use(
			'/media',
			express.static(path.join(config.dataDir, 'media'), { immutable: true, maxAge: '1y', index: false }),
			// A missing file answers here, with the security headers (Express's final handler would replace them).
			(req: express.Request, res: express.Response) => mediaMissing(req.path.split('/')[1] ?? '', res),
		)
	}

	app.use(
		createRequestHandler({
			build: () => import('virtual:react-router/server-build'),
			getLoadContext: (req, res) => ({ nonce: res.locals.nonce as string, clientIp: req.ip ?? '' }),
		}),
	)
	// An error outside React Router (media, a middleware): one JSON line, not Express's printed stack.
	app.use((error: unknown, req: express.Request, res: express.Response, _next: express.NextFunction) => {
		const status = typeof (error as { status?: unknown }).status === 'number' ? (error as { status: number }).status : 500
		if (status >= 500) logger.error({ method: req.method, path: logPath(req.originalUrl), err: error }, 'server error')
		if (res.headersSent) return void res.destroy()
		res.status(status).type('text/plain').set('Cache-Control', 'no-store').send(status >= 500 ? 'Internal Server Error' : 'Bad Request')
	})
	// A kept page answered once through all of the above is answered again before Express (decision 0030).
	const keptPage = keptPageAheadOfExpress()
	return (req: http.IncomingMessage, res: http.ServerResponse) => {
		if (!keptPage(req, res)) app(req, res)
	}
}

export { parseConfig } from '#app/server/config.server.ts'
export { guardOptionsFrom, guardServer, listenOptions, serverOptions } from '#app/server/request-guard.server.ts'
export { logger } from '#app/server/logger.server.ts'
export { runDemoImageWorker } from '#app/server/seed/image-worker.server.ts'

let stopRetention = async () => {}
let stopExpiryMail = async () => {}
let stopScheduledPublishing = async () => {}
let stopRedirectJobs = async () => {}
let stopMediaCleanup = async () => {}

export async function closeApp() {
	stopDemoImageWorker()
	await Promise.all([stopRetention(), stopExpiryMail(), stopScheduledPublishing(), stopRedirectJobs(), stopMediaCleanup()])
	await closeDatabase()
}
