// Serves a built framework floor: Express with compression, static assets, React Router's handler.
// node bench/floor/server.mjs <build dir> <port>
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import { createRequestHandler } from '@react-router/express'
import compression from 'compression'
import express from 'express'

const [buildDir, port] = process.argv.slice(2)
const build = await import(pathToFileURL(path.join(buildDir, 'server/index.js')).href)
const app = express()
app.disable('x-powered-by')
app.use(compression())
app.use('/assets', express.static(path.join(buildDir, 'client/assets'), { immutable: true, maxAge: '1y' }))
app.use(express.static(path.join(buildDir, 'client'), { maxAge: '1h' }))
// Lighthouse's SEO audit asks every origin for robots.txt: a plain "none" here, instead of the
// router's 404 with a logged stack trace on every audited run of the floor.
app.get('/robots.txt', (_request, response) => response.status(404).type('text/plain').end())
app.use(createRequestHandler({ build, mode: 'production' }))
const server = app.listen(Number(port), '127.0.0.1', () => console.log(`framework floor listening on ${port}`))
process.on('SIGTERM', () => server.close(() => process.exit(0)))
