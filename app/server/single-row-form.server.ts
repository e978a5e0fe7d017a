import type { AdminKey } from '#app/i18n/admin/index.ts'
import { sentFieldsWithBlanks } from '#app/lib/sent-fields.ts'
import type { ZodType } from 'zod'
import { type ActionOptions, type Message, type Outcome, refusedForm } from './admin-action.server.ts'
import type { Actor } from './activity.server.ts'

/**
 * The form of a single-row screen (the site settings, SEO), whose save writes the whole record:
 * its options in the action kernel (a refused form shows again what was sent) and the save of a
 * valid form, whose `changed` names what the save changed.
 */
export function singleRowForm<Input extends Record<string, unknown>, Changed>(spec: {
	schema: ZodType<Input>
	fields: readonly (keyof Input & string)[]
	/** The text of an unexpected failure. */
	failed: AdminKey
	save: (input: Input, actor: Actor) => Promise<Changed[]>
	saved: (changed: Changed[]) => Message
}) {
	const form: ActionOptions<Record<keyof Input & string, string>> = { values: (fields) => sentFieldsWithBlanks(fields, spec.fields), failed: spec.failed }
	async function save(fields: Record<string, string>, options: { actor: Actor }): Promise<Outcome & { changed?: Changed[] }> {
		const parsed = spec.schema.safeParse(fields)
		if (!parsed.success) return refusedForm(parsed.error)
		const changed = await spec.save(parsed.data, options.actor)
		return { ok: true, changed, message: spec.saved(changed) }
	}
	return { form, save }
}
