import { csvResponse } from '#app/lib/csv.ts'
import { subscriberFilterParams } from '#app/lib/subscriber-schema.ts'
import { requireStaff } from '#app/server/admin-action.server.ts'
import { staffLang } from '#app/server/staff-lang.server.ts'
import { exportSubscribersCsv } from '#app/server/subscribers.server.ts'
import type { Route } from './+types/export'

/** Every subscriber that matches the list's filters (all pages) as a CSV download. */
export async function loader({ request }: Route.LoaderArgs) {
	await requireStaff(request)
	const body = await exportSubscribersCsv(subscriberFilterParams(new URL(request.url)), staffLang(request))
	return csvResponse(body, `subscribers-${new Date().toISOString().slice(0, 10)}.csv`)
}
