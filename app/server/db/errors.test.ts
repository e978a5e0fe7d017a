import { describe, expect, it } from 'vitest'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { db } from './db.server.ts'
import { isConstraintViolation } from './errors.server.ts'

const failure = async (write: () => Promise<unknown>) => {
	try {
		await write()
	} catch (error) {
		return error
	}
	throw new Error('the write was accepted')
}

describe('constraint violations', () => {
	it('answers false for anything that is not a refused write', () => {
		for (const value of [null, undefined, 'x', 23505, new Error('boom'), { code: 'ENOENT' }]) {
			expect(isConstraintViolation(value, 'unique')).toBe(false)
			expect(isConstraintViolation(value, 'foreign_key')).toBe(false)
		}
	})
})

describe.each(testDialects)('constraint violations on %s', (dialect) => {
	withTestDatabase(dialect)

	it('tells a taken unique value from a missing reference', async () => {
		await db().insertInto('p_categories').values({ slug: 'taken', name_ar: 'أ', name_en: 'A' }).execute()
		const duplicate = await failure(() => db().insertInto('p_categories').values({ slug: 'taken', name_ar: 'ب', name_en: 'B' }).execute())
		expect(isConstraintViolation(duplicate, 'unique')).toBe(true)
		expect(isConstraintViolation(duplicate, 'foreign_key')).toBe(false)
		const orphan = await failure(() => db().insertInto('products').values({ slug: 'orphan', name_ar: 'ج', name_en: 'C', category_id: 999_999 }).execute())
		expect(isConstraintViolation(orphan, 'foreign_key')).toBe(true)
		expect(isConstraintViolation(orphan, 'unique')).toBe(false)
	})
})
