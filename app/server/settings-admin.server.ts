import { type FieldChange, fieldChanges } from '#app/lib/activity-changes.ts'
import {
	type SiteSettingsField,
	type StoredSetting,
	settingsFromInput,
	settingsToValues,
	siteSettingsFields,
	siteSettingsSchema,
	type SiteSettingsInput,
} from '#app/lib/settings-schema.ts'
import { type SiteSettingKey, allSiteSettingKeys, siteSettingKeys } from '#app/lib/site-settings.ts'
import { type Actor, logActivity } from './activity.server.ts'
import { invalidate } from './cache.server.ts'
import { db, nowIso } from './db/db.server.ts'
import { recordRevision } from './revisions.server.ts'
import { singleRowForm } from './single-row-form.server.ts'

/**
 * The back-office side of the site settings (key/value rows): what the form starts with, and the
 * save. A save writes only the keys whose value changed, with one activity-log row naming them, in
 * one transaction; then the public caches of both languages are dropped, so the next page shows it.
 */

export interface SettingsForEdit {
	values: Record<SiteSettingsField, string>
	/** The latest change of any setting (ISO), or null when none is stored. */
	updatedAt: string | null
}

/** Every setting as stored (not from the public cache), as the form's values. */
export async function getSettingsForEdit(): Promise<SettingsForEdit> {
	const rows = await db().selectFrom('site_settings').select(['key', 'value', 'value_en', 'updated_at']).execute()
	const stored: Partial<Record<SiteSettingKey, StoredSetting>> = {}
	let updatedAt: string | null = null
	for (const row of rows) {
		if (!(row.key in siteSettingKeys)) continue
		stored[row.key as SiteSettingKey] = { value: row.value, value_en: row.value_en }
		if (!updatedAt || row.updated_at > updatedAt) updatedAt = row.updated_at
	}
	return { values: settingsToValues(stored), updatedAt }
}

/** The stored rows as the form's values: the state a revision keeps (decision 0043). */
function storedValues(rows: { key: string; value: string; value_en: string | null }[]) {
	const stored: Partial<Record<SiteSettingKey, StoredSetting>> = {}
	for (const row of rows) if (row.key in siteSettingKeys) stored[row.key as SiteSettingKey] = { value: row.value, value_en: row.value_en }
	return settingsToValues(stored)
}

/**
 * Stores the settings of a valid form; answers the keys that changed (none: nothing written).
 * `restoredFrom`: the save writes back that revision (logged and kept as such).
 */
export async function saveSiteSettings(input: SiteSettingsInput, actor: Actor, options: { restoredFrom?: number } = {}): Promise<SiteSettingKey[]> {
	const next = settingsFromInput(input)
	const changed = await db()
		.transaction()
		.execute(async (trx) => {
			const rows = await trx.selectFrom('site_settings').select(['key', 'value', 'value_en']).execute()
			const before = new Map(rows.map((row) => [row.key, row]))
			const now = nowIso()
			const changed: SiteSettingKey[] = []
			const changes: FieldChange[] = []
			for (const key of allSiteSettingKeys) {
				const { value, value_en } = next[key]
				const old = before.get(key)
				changes.push(
					...fieldChanges({ [key]: old?.value, [`${key}_en`]: old?.value_en }, { [key]: value, [`${key}_en`]: value_en }),
				)
				// A missing row reads as empty (settings.server.ts), so an empty value changes nothing.
				if ((old?.value ?? '') === value && (old?.value_en ?? '') === (value_en ?? '')) continue
				await trx
					.insertInto('site_settings')
					.values({ key, value, value_en, updated_at: now })
					.onConflict((conflict) => conflict.column('key').doUpdateSet({ value, value_en, updated_at: now }))
					.execute()
				changed.push(key)
			}
			if (changed.length > 0) {
				const { restoredFrom } = options
				await logActivity(trx, { action: 'update', entityType: 'settings', entityId: 'site', details: { changed, changes, ...(restoredFrom ? { restoredFrom } : {}) }, actor })
				await recordRevision(trx, { type: 'settings', id: 'site', before: storedValues(rows), after: settingsToValues(next), author: actor, restoredFrom })
			}
			return changed
		})
	if (changed.length > 0) invalidate('settings')
	return changed
}

/** The site settings form in the action kernel, and its validated save (a save that changes nothing says so). */
export const { form: settingsForm, save: saveSettingsForm } = singleRowForm({
	schema: siteSettingsSchema,
	fields: siteSettingsFields,
	failed: 'settings.error.save',
	save: saveSiteSettings,
	saved: (changed) => (changed.length > 0 ? 'settings.saved' : 'settings.unchanged'),
})
