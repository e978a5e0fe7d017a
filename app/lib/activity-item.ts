/** One entry of the activity log as the server reads it and the back-office table shows it. */
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
