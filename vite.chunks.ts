import path from 'node:path'
import type { GetManualChunk, ManualChunkMeta } from 'rollup'

/**
 * How the browser build groups our own modules (decision 0016).
 *
 * Left to itself, Rollup makes one chunk per distinct set of routes that share a module, so the
 * home page fetched some twenty small files (i18n context, nonce, headings, cards, helpers) before
 * it could paint; on a phone every file costs a round trip and gzip compresses each one alone.
 * - `framework`: React, React DOM and React Router, everything the client entry and the root route
 *   import from node_modules. Named explicitly because Rollup pulls unassigned dependencies of a
 *   manual chunk into it, which would put the framework inside `site`.
 * - `shell`: our modules the root route imports (crash screen, i18n context, nonce). Every route
 *   loads them with the framework, so they travel as one file.
 * - `site`: our modules that the site layout imports (every public page loads them: header, footer,
 *   consent, analytics) or that a third of the public routes import (icons, headings, breadcrumbs,
 *   SEO tags, images, formatting). One file, cached across the whole site.
 * Everything else keeps Rollup's default: a module only one route uses stays in that route's chunk,
 * a module a few pages share gets a chunk of its own,
 * and back-office code stays in back-office chunks (public pages never fetch them).
 */
export function appChunks(appDirectory: string): GetManualChunk {
	const app = path.resolve(appDirectory) + path.sep
	let plan: Map<string, Chunk> | undefined
	return (id, meta) => {
		plan ??= planChunks(app, meta)
		return plan.get(id)
	}
}

type Chunk = 'framework' | 'shell' | 'site'

const withoutQuery = (id: string) => id.split('?')[0]!

function planChunks(app: string, { getModuleIds, getModuleInfo }: ManualChunkMeta) {
	const ids = [...getModuleIds()]
	const ours = (id: string) => id.startsWith(app) && !id.includes(`${path.sep}node_modules${path.sep}`)
	const relative = (id: string) => path.relative(app, withoutQuery(id)).split(path.sep).join('/')
	const isRouteFile = (id: string) => ours(id) && /^(root\.tsx$|routes\/)/.test(relative(id))
	const isPublicRoute = (id: string) =>
		ours(id) && !id.includes('?') && /^routes\/[^/]+\.tsx$/.test(relative(id))

	/** Modules a module imports statically, directly or not, stopping at route modules. */
	function closure(start: string, follow: (id: string) => boolean) {
		const seen = new Set<string>()
		const stack = [start]
		while (stack.length) {
			const info = getModuleInfo(stack.pop()!)
			for (const next of info?.importedIds ?? []) {
				if (!follow(next) || seen.has(next) || isRouteFile(next)) continue
				seen.add(next)
				stack.push(next)
			}
		}
		return seen
	}

	const plan = new Map<string, Chunk>()
	const file = (name: string) => ids.find((id) => ours(id) && !id.includes('?') && relative(id) === name)
	const everything = () => true
	const startUp = [file('entry.client.tsx'), file('root.tsx')].filter((id) => id !== undefined)
	const shell = new Set<string>()
	for (const id of startUp.flatMap((start) => [...closure(start, everything)])) {
		if (!ours(id)) plan.set(id, 'framework')
		else if (!startUp.includes(id)) shell.add(id)
	}
	for (const id of shell) plan.set(id, 'shell')

	// Shared widely: what the site layout uses (every public page loads it) or a third of the pages.
	const publicRoutes = ids.filter(isPublicRoute)
	const routesUsing = new Map<string, string[]>()
	for (const route of publicRoutes) {
		for (const id of closure(route, ours)) routesUsing.set(id, [...(routesUsing.get(id) ?? []), relative(route)])
	}
	for (const [id, routes] of routesUsing) {
		const wide =
			routes.length >= publicRoutes.length / 3 ||
			routes.includes('routes/site-layout.tsx') ||
			// What the home page (most visitors' first) shares with any other page: one cached file, not
			// a small chunk per set of pages (an icon or two each).
			(routes.length > 1 && routes.includes('routes/home.tsx'))
		if (wide && !plan.has(id) && !/\.css($|\?)/.test(id)) plan.set(id, 'site')
	}
	return plan
}
