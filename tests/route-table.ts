import path from 'node:path'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import routes from '#app/routes.ts'

/**
 * The application's route table as flat { path, file } rows, for the tests that enumerate routes
 * (a route added later is covered without anyone remembering to add it).
 */
export interface RouteRow {
	path: string
	file: string
}

function flatten(entries: RouteConfigEntry[], prefix = ''): RouteRow[] {
	return entries.flatMap((entry) => {
		const full = entry.path ? `${prefix}/${entry.path}`.replace(/\/+/g, '/') : prefix
		return [{ path: full || '/', file: entry.file }, ...flatten(entry.children ?? [], full)]
	})
}

export const routeTable: RouteRow[] = flatten(routes as RouteConfigEntry[])

export type RouteModule = { loader?: (args: unknown) => unknown; action?: (args: unknown) => unknown }

export const loadRoute = (file: string) => import(/* @vite-ignore */ path.resolve('app', file)) as Promise<RouteModule>

/** What a loader or action answered: a Response, `data(…, { status })`, a thrown redirect or plain data (200). */
export async function callRoute(
	fn: (args: unknown) => unknown,
	request: Request,
	{ params = {}, clientIp = '192.0.2.1' }: { params?: Record<string, string>; clientIp?: string } = {},
): Promise<{ status: number; body: unknown; headers: Headers }> {
	const settle = (value: unknown) => {
		if (value instanceof Response) return { status: value.status, body: value, headers: value.headers }
		if (value && typeof value === 'object' && 'init' in value && 'data' in value) {
			const init = (value as { init?: ResponseInit | null }).init
			return { status: init?.status ?? 200, body: (value as { data: unknown }).data, headers: new Headers(init?.headers) }
		}
		return { status: 200, body: value, headers: new Headers() }
	}
	try {
		return settle(await fn({ request, params, context: { nonce: '', clientIp } }))
	} catch (thrown) {
		if (thrown instanceof Response || (thrown && typeof thrown === 'object' && 'init' in thrown)) return settle(thrown)
		throw thrown
	}
}
