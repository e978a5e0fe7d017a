import { csvResponse } from '#app/lib/csv.ts'
import { requireStaff } from '#app/server/admin-action.server.ts'
import { exportRedirectsCsv } from '#app/server/redirect-admin.server.ts'
import type { Route } from './+types/export'

/** Every redirect as a CSV file the import reads back (source, target, status, match, then figures). */
export async function loader({ request }: Route.LoaderArgs) {
	await requireStaff(request)
	return csvResponse(await exportRedirectsCsv(), `redirects-${new Date().toISOString().slice(0, 10)}.csv`)
}
