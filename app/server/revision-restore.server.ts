import type { AdminKey } from '#app/i18n/admin/index.ts'
import type { Outcome } from './admin-action.server.ts'
import { getRevision, type RevisionItemType, type RevisionState, revisionNamesDeletedImage } from './revisions.server.ts'

/**
 * The steps every restore takes (decision 0043), whatever the item, in this order: the item and the
 * revision must exist (the item's own "not found" first); a revision that says what the item says
 * now changes nothing; one naming an image deleted from the library is refused; then the item's
 * module submits the revision's values to the item's own save and words its refusals. A restore that
 * saved says which revision came back.
 */
export async function restoreRevision<Item>(
	item: { type: RevisionItemType; id: string | number; number: number; notFound: AdminKey },
	steps: {
		/** The item as it is now; null when it does not exist. */
		load: () => Promise<Item | null>
		/** Whether the revision says what the item says now (nothing to restore). */
		sameAsNow: (current: Item, state: RevisionState) => boolean
		/** The item's own save of the revision's values: a refusal (or "same as now"), or null once saved. */
		save: (current: Item, state: RevisionState) => Promise<Outcome | null>
	},
): Promise<Outcome> {
	const [current, revision] = await Promise.all([steps.load(), getRevision(item.type, item.id, item.number)])
	if (!current) return { ok: false, status: 404, message: item.notFound }
	if (!revision) return { ok: false, status: 404, message: 'revisions.notFound' }
	if (steps.sameAsNow(current, revision.state)) return { ok: true, message: 'revisions.sameAsNow' }
	if (await revisionNamesDeletedImage(item.type, item.id, revision)) return { ok: false, status: 409, message: 'revisions.imageDeleted' }
	return (await steps.save(current, revision.state)) ?? { ok: true, message: { key: 'revisions.restored', params: { revision: String(item.number) } } }
}

/** A kept value as form text (a field a revision lacks, or holds as another type, is empty). */
export const revisionText = (value: unknown) => (typeof value === 'string' ? value : '')

/** A save's refusal of a restore: the address is another item's now, or the revision no longer passes the item's rules. */
export const restoreRefused = (slugTaken: boolean): Outcome => ({ ok: false, status: 409, message: slugTaken ? 'revisions.slugTaken' : 'revisions.invalid' })
