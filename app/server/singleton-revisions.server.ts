import type { RevisionFieldKind } from '#app/lib/revision-diff.ts'
import { seoFields, seoSchema } from '#app/lib/seo-schema.ts'
import { siteSettingsFields, siteSettingsSchema } from '#app/lib/settings-schema.ts'
import type { Actor } from './activity.server.ts'
import type { Outcome } from './admin-action.server.ts'
import { getRevision, revisionHistory, revisionNamesDeletedImage } from './revisions.server.ts'
import { saveSeoSettings } from './seo-admin.server.ts'
import { saveSiteSettings } from './settings-admin.server.ts'

/**
 * The history of the two single-row screens, the site settings and SEO (decision 0043). A revision
 * keeps the form's values, so a restore is the form submitted again with them: validated by the
 * form's schema and saved by the form's own save (activity, caches, a new revision).
 */

type Singleton = 'settings' | 'seo'

const ids = { settings: 'site', seo: 1 } as const

/** How a form field reads: `_ar` Arabic, `_en` English, the rest language-neutral. */
const kindOf = (name: string): RevisionFieldKind => (name.endsWith('_ar') ? 'ar' : name.endsWith('_en') ? 'en' : 'plain')
const fieldsOf = (names: readonly string[]) => names.map((name) => ({ name, kind: kindOf(name) }))
const fields = { settings: fieldsOf(siteSettingsFields), seo: fieldsOf(seoFields) }

export function singletonHistory(type: Singleton, chosen: { from?: number | null; to?: number | null }) {
	return revisionHistory(type, ids[type], fields[type], chosen)
}

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** Restores revision `number` of the settings or SEO as a new revision; refused (nothing written) when its values no longer pass the form. */
export async function restoreSingletonRevision(type: Singleton, number: number, actor: Actor): Promise<Outcome> {
	const revision = await getRevision(type, ids[type], number)
	if (!revision) return { ok: false, status: 404, message: 'revisions.notFound' }
	if (await revisionNamesDeletedImage(type, ids[type], revision)) return { ok: false, status: 409, message: 'revisions.imageDeleted' }
	const values = Object.fromEntries(fields[type].map(({ name }) => [name, text(revision.state[name])]))
	const changed =
		type === 'settings'
			? await parseAndSave(siteSettingsSchema.safeParse(values), (input) => saveSiteSettings(input, actor, { restoredFrom: number }))
			: await parseAndSave(seoSchema.safeParse(values), (input) => saveSeoSettings(input, actor, { restoredFrom: number }))
	if (changed === null) return { ok: false, status: 409, message: 'revisions.invalid' }
	if (changed === 0) return { ok: true, message: 'revisions.sameAsNow' }
	return { ok: true, message: { key: 'revisions.restored', params: { revision: String(number) } } }
}

async function parseAndSave<T>(parsed: { success: true; data: T } | { success: false }, save: (input: T) => Promise<readonly string[]>): Promise<number | null> {
	if (!parsed.success) return null
	return (await save(parsed.data)).length
}
