/**
 * `npm run bench:page-weight`: JavaScript and CSS (gzip) of the first load of public pages, in a
 * real browser, against the framework floor of the same build.
 *
 * - First load: every script and stylesheet Chromium fetches for the page until the network is
 *   idle (modulepreloads, the route manifest, anything imported at start-up), each counted once
 *   at its gzip size (zlib level 6, what the server's compression sends).
 * - Framework floor: the JS every route of this build loads before its own module, read from the
 *   build's route manifest: the client entry (React, ReactDOM, React Router's hydration) with its
 *   imports, and the root route (document shell, i18n provider, crash screen) with its imports.
 *   An empty route would add only its own module (a few hundred bytes). The route manifest file is
 *   not counted: with lazy route discovery the page inlines the part it needs and never fetches
 *   it (the browser run below shows it). The not-found page is printed for comparison, but it sits
 *   under the site layout (header, footer, consent, analytics), so it is not "empty".
 * - Admin code: the chunks that only back-office and sign-in routes import (from the same
 *   manifest) must not be fetched by any public page.
 * Bar (ARCHITECTURE.md "Performance bars"): home JS at most 1.2 x the floor.
 */
import fs from 'node:fs'
import path from 'node:path'
import vm from 'node:vm'
import zlib from 'node:zlib'
import { chromium } from 'playwright-core'
import {
	ensureBuild,
	firstLink,
	kb,
	machineLine,
	ports,
	printTable,
	root,
	runBench,
	startServer,
	verdict,
} from './lib.ts'

interface RouteEntry {
	id: string
	module: string
	imports?: string[]
	css?: string[]
}
interface Manifest {
	entry: { module: string; imports: string[] }
	routes: Record<string, RouteEntry>
}

const assetsDir = path.join(root, 'build/client')
const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(assetsDir, file))).length

function readManifest(): Manifest {
	const dir = path.join(assetsDir, 'assets')
	const file = fs.readdirSync(dir).find((name) => /^manifest-[\w-]+\.js$/.test(name))
	if (!file) throw new Error('no route manifest in build/client/assets')
	const context = { window: {} as { __reactRouterManifest?: Manifest } }
	vm.runInNewContext(fs.readFileSync(path.join(dir, file), 'utf8'), context)
	const manifest = context.window.__reactRouterManifest
	if (!manifest) throw new Error(`${file} did not define the route manifest`)
	return manifest
}

const moduleSet = (route: RouteEntry | undefined) => (route ? [route.module, ...(route.imports ?? [])] : [])
const isStaffRoute = (id: string) => id.startsWith('routes/admin/') || id.startsWith('routes/auth/')

interface Load {
	js: Map<string, number>
	css: Map<string, number>
	html: number
	/** Scripts and styles of 1 KB or more (compression's threshold) that came without Content-Encoding. */
	uncompressed: string[]
}

async function main() {
	console.log(`Page weight (${machineLine()})`)
	ensureBuild()
	const manifest = readManifest()

	const floorFiles = [
		...new Set([manifest.entry.module, ...manifest.entry.imports, ...moduleSet(manifest.routes.root)]),
	]
	const floor = floorFiles.reduce((sum, file) => sum + gzipSize(file), 0)
	const publicModules = new Set([
		...floorFiles,
		...Object.values(manifest.routes)
			.filter((r) => !isStaffRoute(r.id))
			.flatMap(moduleSet),
	])
	const adminOnly = new Set(
		Object.values(manifest.routes)
			.filter((r) => isStaffRoute(r.id))
			.flatMap(moduleSet)
			.filter((file) => !publicModules.has(file)),
	)
	const adminBytes = [...adminOnly].reduce((sum, file) => sum + gzipSize(file), 0)
	console.log(
		`  build: ${Object.keys(manifest.routes).length} routes; ${adminOnly.size} chunks (${kb(adminBytes)} gzip) are imported only by back-office and sign-in routes`,
	)

	const server = await startServer({ port: ports[0]!, name: 'weight' })
	const product = await firstLink(server.url, '/products', '/products/')
	const post = await firstLink(server.url, '/blog', '/blog/')
	const pages = [
		['home', '/'],
		['home', '/en'],
		['product', product],
		['product', `/en${product}`],
		['blog post', post],
		['blog post', `/en${post}`],
		['contact', '/contact'],
		['contact', '/en/contact'],
		['not-found (site layout, no content)', '/this-page-does-not-exist'],
	] as const

	const browser = await chromium.launch({
		executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
		args: [
			'--no-sandbox',
			'--disable-gpu',
			'--disable-background-networking',
			'--disable-component-update',
			'--disable-sync',
			'--no-first-run',
		],
	})
	const loads = new Map<string, Load>()
	try {
		for (const [, pagePath] of pages) {
			const context = await browser.newContext({ viewport: { width: 375, height: 800 } })
			const page = await context.newPage()
			const load: Load = { js: new Map(), css: new Map(), html: 0, uncompressed: [] }
			page.on('response', async (response) => {
				const url = new URL(response.url())
				if (url.origin !== server.url) return
				const type = response.request().resourceType()
				const body = await response.body().catch(() => undefined)
				if (!body) return
				const size = zlib.gzipSync(body).length
				const encoded = Boolean((await response.allHeaders())['content-encoding'])
				if (type !== 'document' && !encoded && body.length >= 1024 && /\.(js|css)$/.test(url.pathname))
					load.uncompressed.push(url.pathname)
				if (type === 'document') load.html = size
				else if (url.pathname.endsWith('.js')) load.js.set(url.pathname, size)
				else if (url.pathname.endsWith('.css') || type === 'stylesheet') load.css.set(url.pathname, size)
			})
			await page.goto(server.url + pagePath, { waitUntil: 'networkidle' })
			await page.waitForTimeout(500)
			await context.close()
			loads.set(pagePath, load)
		}
	} finally {
		await browser.close()
	}

	const sum = (map: Map<string, number>) => [...map.values()].reduce((a, b) => a + b, 0)
	const rows = pages.map(([name, pagePath]) => {
		const load = loads.get(pagePath)!
		const leaked = [...load.js.keys()].filter((file) => adminOnly.has(file))
		const js = sum(load.js)
		return {
			page: name,
			path: pagePath,
			'JS files': load.js.size,
			'JS gzip': kb(js),
			'x floor': (js / floor).toFixed(2),
			'over floor': kb(js - floor),
			'CSS gzip': kb(sum(load.css)),
			'HTML gzip': kb(load.html),
			'uncompressed >= 1 KB': load.uncompressed.length,
			'admin chunks': leaked.length ? leaked.join(' ') : 'none',
		}
	})
	printTable(rows, 'First load (gzip, level 6)')
	printTable(
		floorFiles
			.map((file) => ({ 'floor file': file, gzip: kb(gzipSize(file)) }))
			.concat([{ 'floor file': 'total', gzip: kb(floor) }]),
		'Framework floor: client entry and root route with their imports (loaded by every route of this build)',
	)

	const homeJs = Math.max(sum(loads.get('/')!.js), sum(loads.get('/en')!.js))
	const leaks = rows.filter((row) => row['admin chunks'] !== 'none')
	if (leaks.length)
		console.log(
			`\nAdmin code on public pages: ${leaks.map((r) => `${r.path}: ${r['admin chunks']}`).join('; ')}`,
		)
	const uncompressed = [...loads.values()].reduce((n, load) => n + load.uncompressed.length, 0)
	if (uncompressed)
		console.log(
			`\n${uncompressed} script/style responses of 1 KB or more came without Content-Encoding (the sizes above are what compression would send)`,
		)
	const pass = homeJs <= 1.2 * floor && leaks.length === 0
	return verdict(
		'page weight',
		pass,
		`home JS ${kb(homeJs)} = ${(homeJs / floor).toFixed(2)} x floor ${kb(floor)} (bar 1.2 x = ${kb(1.2 * floor)}); admin chunks on public pages: ${leaks.length ? leaks.length : 'none'}; uncompressed scripts/styles >= 1 KB: ${uncompressed}`,
	)
}

runBench(main)
