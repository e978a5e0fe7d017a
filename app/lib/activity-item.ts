/** A row of the activity log as the back-office shows it (the activity screen, the dashboard). */
export interface ActivityItem {
	id: number
	action: 'create' | 'update' | 'delete'
	entityType: string
	entityId: string
	details: Record<string, unknown> | null
	userEmail: string | null
	userName: string | null
	createdAt: string
}
