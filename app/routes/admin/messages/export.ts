import { csvResponse } from '#app/lib/csv.ts'
import { messageSortParam, messageViewParam } from '#app/lib/messages.ts'
import { requireStaff } from '#app/server/admin-action.server.ts'
import { exportMessagesCsv } from '#app/server/messages.server.ts'
import { staffLang } from '#app/server/staff-lang.server.ts'
import type { Route } from './+types/export'

/** The inbox rows the screen shows (same view, search and sort) as a CSV download. */
export async function loader({ request }: Route.LoaderArgs) {
	await requireStaff(request)
	const params = new URL(request.url).searchParams
	const view = messageViewParam(params.get('view'))
	const body = await exportMessagesCsv({
		view,
		query: (params.get('q') ?? '').slice(0, 100),
		sort: messageSortParam(params.get('sort'), params.get('dir')),
		lang: staffLang(request),
	})
	return csvResponse(body, `messages-${view}-${new Date().toISOString().slice(0, 10)}.csv`)
}
