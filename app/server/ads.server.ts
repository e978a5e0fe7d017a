import { cached } from './cache.server.ts'
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

export interface PlacedCodes {
	header: string[]
	bodyStart: string[]
	bodyEnd: string[]
}

/** Every enabled code by placement; the data layer's `body` type goes before </body> with body_end. */
export function getPlacedCodes(): Promise<PlacedCodes> {
	return cached('ads', async () => {
		const rows = await db()
			.selectFrom('advertising_codes')
			.select(['code', 'type'])
			.where('enabled', '=', true)
			.orderBy('created_at', 'asc')
			.orderBy('id', 'asc')
			.execute()
		const of = (...types: string[]) => rows.filter((r) => types.includes(r.type)).map((r) => r.code)
		return { header: of('header'), bodyStart: of('body_start'), bodyEnd: of('body', 'body_end') }
	})
}
