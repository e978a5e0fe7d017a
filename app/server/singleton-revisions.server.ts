import type { RevisionFieldKind } from '#app/lib/revision-diff.ts'
import { seoFields, seoSchema } from '#app/lib/seo-schema.ts'
import { siteSettingsFields, siteSettingsSchema } from '#app/lib/settings-schema.ts'
import type { Actor } from './activity.server.ts'
import type { Outcome } from './admin-action.server.ts'
import { restoreRefused, restoreRevision, revisionText } from './revision-restore.server.ts'
import { revisionHistory } from './revisions.server.ts'
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

/** Restores revision `number` of the settings or SEO as a new revision; refused (nothing written) when its values no longer pass the form. */
export function restoreSingletonRevision(type: Singleton, number: number, actor: Actor): Promise<Outcome> {
	// The single row always exists; whether the revision changes it is the save's answer.
	return restoreRevision({ type, id: ids[type], number, notFound: 'revisions.notFound' }, {
		load: async () => fields[type],
		sameAsNow: () => false,
		save: async (form, state) => {
			const values = Object.fromEntries(form.map(({ name }) => [name, revisionText(state[name])]))
			const changed =
				type === 'settings'
					? await parseAndSave(siteSettingsSchema.safeParse(values), (input) => saveSiteSettings(input, actor, { restoredFrom: number }))
					: await parseAndSave(seoSchema.safeParse(values), (input) => saveSeoSettings(input, actor, { restoredFrom: number }))
			if (changed === null) return restoreRefused(false)
			return changed === 0 ? { ok: true, message: 'revisions.sameAsNow' } : null
		},
	})
}

async function parseAndSave<T>(parsed: { success: true; data: T } | { success: false }, save: (input: T) => Promise<readonly string[]>): Promise<number | null> {
	if (!parsed.success) return null
	return (await save(parsed.data)).length
}
