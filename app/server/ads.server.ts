import { db } from './db/db.server.ts'
import type { AdCodeType } from './db/schema.ts'

export interface PlacedCode {
	id: number
	code: string
}

/** Enabled codes of one type, oldest first (spec section 7), as the server places them in pages. */
export async function listEnabledCodesByType(type: AdCodeType): Promise<PlacedCode[]> {
	return db()
		.selectFrom('advertising_codes')
		.select(['id', 'code'])
		.where('type', '=', type)
		.where('enabled', '=', true)
		.orderBy('created_at', 'asc')
		.orderBy('id', 'asc')
		.execute()
}
