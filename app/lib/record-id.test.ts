import { describe, expect, it } from 'vitest'
import { categorySchema } from './category-schema.ts'
import { isRecordId, recordIdField, recordIdParam } from './record-id.ts'

describe('record ids: one reading for URLs, forms and picked lists', () => {
	it('takes digits only, without a leading zero', () => {
		expect(['1', '12', '999999999999999'].map(isRecordId)).toEqual([true, true, true])
		expect(['', '0', '012', '1e3', '-4', '12abc', ' 7', '1.0', '9999999999999999'].map(isRecordId)).toEqual(Array(9).fill(false))
		expect([recordIdParam('42'), recordIdParam('1e3'), recordIdParam(null), recordIdParam(undefined)]).toEqual([42, null, null, null])
		expect(recordIdField().safeParse('7')).toMatchObject({ success: true, data: 7 })
		expect(recordIdField().safeParse('0x10').success).toBe(false)
	})

	it("reads a category's parent the same way", () => {
		const parent = (parentId: string) => categorySchema.shape.parentId.safeParse(parentId)
		expect(parent('12')).toMatchObject({ success: true, data: 12 })
		expect(parent('')).toMatchObject({ success: true, data: null })
		expect(parent('1e3').success).toBe(false)
	})
})
