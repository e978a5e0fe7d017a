import { vi } from 'vitest'
import { logActivity } from '#app/server/activity.server.ts'
import { db } from '#app/server/db/db.server.ts'

/**
 * Makes the next activity-log write fail (inside the writer's transaction), to prove that a write
 * and its log row commit or fail together. The error says 'log refused'.
 *
 * The test file must spy on the activity module, with the real code running underneath:
 * `vi.mock('#app/server/activity.server.ts', { spy: true })` (vi.mock only works in the test file).
 */
export function failNextActivityLog() {
	if (!vi.isMockFunction(logActivity)) {
		throw new Error("failNextActivityLog needs vi.mock('#app/server/activity.server.ts', { spy: true }) in the test file")
	}
	vi.mocked(logActivity).mockRejectedValueOnce(new Error('log refused'))
}

/** The activity log's rows about one kind of item, oldest first. */
export function activityLogRows(entityType: string) {
	return db().selectFrom('admin_activity_logs').selectAll().where('entity_type', '=', entityType).orderBy('id').execute()
}
