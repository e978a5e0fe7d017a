/**
 * What an update changed, as the activity log keeps it (decision 0019): each changed field with its
 * value before and after, worked out when the change is written (a later edit cannot rewrite the
 * record of an earlier one). Values are compared in full; the log keeps a readable short form.
 */

/** The `event` of the activity row the site writes when a scheduled post goes live (decision 0042). */
export const scheduledLiveEvent = 'published_on_schedule'

export type ChangeValue = string | number | boolean | null

export interface FieldChange {
	field: string
	from: ChangeValue
	to: ChangeValue
}

/** How much of a long text the log keeps (a body or a code is summarised, not copied). */
export const changeTextLimit = 160

/** A value as the log keeps it: text shortened to the limit (with an ellipsis), the rest as is. */
export function shortValue(value: unknown): ChangeValue {
	if (value === null || value === undefined) return null
	if (typeof value === 'boolean' || typeof value === 'number') return value
	const text = (value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : JSON.stringify(value)).replace(/\s+/g, ' ').trim()
	if (text === '') return null
	const chars = Array.from(text)
	return chars.length > changeTextLimit ? `${chars.slice(0, changeTextLimit - 1).join('')}…` : text
}

function comparable(value: unknown): string {
	if (value === undefined || value === null || value === '') return ''
	return typeof value === 'string' ? value : JSON.stringify(value)
}

/**
 * The fields whose value differs between `before` and `after` (all of `after`'s keys, or `fields`),
 * in that order. Empty text and null are the same ("nothing"). An empty list: nothing changed, and
 * nothing is to be written or logged.
 */
export function fieldChanges(before: Record<string, unknown>, after: Record<string, unknown>, fields: readonly string[] = Object.keys(after)): FieldChange[] {
	const changes: FieldChange[] = []
	for (const field of fields) {
		if (comparable(before[field]) === comparable(after[field])) continue
		let from = shortValue(before[field])
		let to = shortValue(after[field])
		// A long text changed past the part kept: keep the part around the first difference instead.
		if (typeof from === 'string' && from === to) {
			const [a, b] = [Array.from(String(before[field]).replace(/\s+/g, ' ').trim()), Array.from(String(after[field]).replace(/\s+/g, ' ').trim())]
			let first = 0
			while (first < a.length && a[first] === b[first]) first++
			const start = Math.max(0, first - 40)
			from = shortValue(`…${a.slice(start).join('')}`)
			to = shortValue(`…${b.slice(start).join('')}`)
		}
		changes.push({ field, from, to })
	}
	return changes
}

/** The changes kept in an activity row's details, whatever their age (older rows list only `changed` names). */
export function changesOf(details: Record<string, unknown> | null): { changes: FieldChange[]; names: string[] } {
	if (!details) return { changes: [], names: [] }
	const changes = Array.isArray(details.changes)
		? details.changes.filter(
				(change): change is FieldChange =>
					typeof change === 'object' && change !== null && typeof (change as FieldChange).field === 'string',
			)
		: []
	const names = changes.length ? changes.map((change) => change.field) : Array.isArray(details.changed) ? details.changed.filter((name): name is string => typeof name === 'string') : []
	return { changes, names }
}
