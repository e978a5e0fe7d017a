import { z } from 'zod'
import { mediaKey } from './images.ts'
import { code, field, languagePanelFields } from './validation.ts'
import { isRecordId } from './record-id.ts'

/** Limits of the category form (one place for the inputs' attributes and the server's check). */
export const categoryLimits = { name: 120, description: 2000, displayOrder: 10_000 } as const

/** An id picked from a list: '' (none) or a positive whole number. */
const optionalId = z
	.string()
	.trim()
	.default('')
	.refine((value) => value === '' || isRecordId(value), code('oneOf'))
	.transform((value) => (value === '' ? null : Number(value)))

/**
 * The category form, used by the page (attributes, messages) and the actions (the real check).
 * `displayOrder` is the 1-based position among the siblings; empty means "at the end".
 */
export const categorySchema = z.object({
	...languagePanelFields(
		{ headline: ['nameAr', 'nameEn'], summary: ['descriptionAr', 'descriptionEn'] },
		{ headline: categoryLimits.name, summary: categoryLimits.description },
	),
	parentId: optionalId,
	displayOrder: z
		.preprocess(
			(value) => (value === undefined || value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value),
			field.number({ integer: true, min: 1, max: categoryLimits.displayOrder }).optional(),
		)
		.transform((value) => value ?? null),
	imageUrl: z
		.string()
		.trim()
		.default('')
		.refine((value) => value === '' || mediaKey(value) !== null, code('invalid'))
		.transform((value) => (value === '' ? null : value)),
	isActive: field.checkbox(),
})

export type CategoryInput = z.infer<typeof categorySchema>
export type CategoryFields = keyof CategoryInput
export const categoryFields = Object.keys(categorySchema.shape) as CategoryFields[]

/** The submitted values as strings, to show a refused form again exactly as it was typed. */
export type CategoryValues = Partial<Record<CategoryFields, string>>

/** The ways a category moves in the hierarchy manager. */
export const categoryMoveKinds = ['up', 'down', 'into', 'before', 'after'] as const
export type CategoryMoveKind = (typeof categoryMoveKinds)[number]

/** A destination picked in the hierarchy manager: 'root' is the top level; '' means none was chosen. */
const destination = z
	.string()
	.trim()
	.default('')
	.refine((value) => value === '' || value === 'root' || isRecordId(value), code('oneOf'))
	.transform((value) => (value === '' ? undefined : value === 'root' ? null : Number(value)))

/**
 * A move request: `up`/`down` swap with the neighbouring sibling; `into` appends to the children of
 * `targetId` ('root': the top level); `before`/`after` make it the sibling just before/after `targetId`.
 */
export const categoryMoveSchema = z
	.object({
		id: optionalId.refine((id) => id !== null, code('required')),
		kind: z.enum(categoryMoveKinds, code('oneOf')),
		targetId: destination,
	})
	.superRefine((move, context) => {
		const needsTarget = move.kind === 'into' ? move.targetId === undefined : move.kind !== 'up' && move.kind !== 'down' && typeof move.targetId !== 'number'
		if (needsTarget) context.addIssue({ code: 'custom', message: code('required'), path: ['targetId'] })
	})
	.transform((move) => ({ id: move.id!, kind: move.kind, targetId: move.targetId ?? null }))

export type CategoryMove = z.infer<typeof categoryMoveSchema>
