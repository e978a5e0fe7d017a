import { fieldChanges } from '#app/lib/activity-changes.ts'
import { dictionaryFor } from '#app/i18n/dictionary.server.ts'
import type { Lang } from '#app/i18n/lang.ts'
import { type SeoFallback, type SeoField, type SeoInput, type SeoValues, seoFields, seoSchema } from '#app/lib/seo-schema.ts'
import { type Actor, logActivity } from './activity.server.ts'
import { invalidate } from './cache.server.ts'
import { getConfig } from './config.server.ts'
import { db, nowIso } from './db/db.server.ts'
import { toBool } from './db/schema.ts'
import { readSeoSettings, type SeoSettings } from './seo.server.ts'
import { getSiteSettings } from './settings.server.ts'
import { recordRevision } from './revisions.server.ts'
import { singleRowForm } from './single-row-form.server.ts'

/**
 * The back-office side of the SEO settings: the single row (id 1) is upserted whole with its
 * updated_at (SPEC section 7), with an activity-log row naming the changed fields, in one
 * transaction; then the `seo` cache is dropped, so page meta, robots.txt and the sitemap follow.
 */

export interface SeoForEdit {
	values: SeoValues
	/** null while no row was ever saved. */
	updatedAt: string | null
}

/** The form's values of stored settings: also the state a revision keeps (decision 0043). */
export function toValues(seo: SeoSettings): SeoValues {
	const values = {} as SeoValues
	for (const key of seoFields) values[key] = key === 'sitemap_enabled' ? (seo.sitemap_enabled ? 'on' : '') : String(seo[key] ?? '')
	return values
}

export async function getSeoForEdit(): Promise<SeoForEdit> {
	const stored = await db().selectFrom('seo_settings').select('updated_at').where('id', '=', 1).executeTakeFirst()
	return { values: toValues(await readSeoSettings()), updatedAt: stored?.updated_at ?? null }
}

/**
 * Upserts the whole row with a new updated_at; answers the fields that changed (logged, and kept as a
 * revision, when any did). `restoredFrom`: the save writes back that revision.
 */
export async function saveSeoSettings(input: SeoInput, actor: Actor, options: { restoredFrom?: number } = {}): Promise<SeoField[]> {
	const changed = await db()
		.transaction()
		.execute(async (trx) => {
			const before = await trx.selectFrom('seo_settings').selectAll().where('id', '=', 1).executeTakeFirst()
			const changed = seoFields.filter((key) =>
				!before ? true : key === 'sitemap_enabled' ? toBool(before.sitemap_enabled) !== input.sitemap_enabled : before[key] !== input[key],
			)
			const old: Record<string, unknown> = before ? { ...before, sitemap_enabled: toBool(before.sitemap_enabled) } : {}
			const changes = fieldChanges(old, input, changed)
			const row = { ...input, updated_at: nowIso() }
			await trx
				.insertInto('seo_settings')
				.values({ id: 1, ...row })
				.onConflict((conflict) => conflict.column('id').doUpdateSet(row))
				.execute()
			if (changed.length > 0) {
				const { restoredFrom } = options
				await logActivity(trx, { action: before ? 'update' : 'create', entityType: 'seo', entityId: 1, details: { changed, changes, ...(restoredFrom ? { restoredFrom } : {}) }, actor })
				const state = (row: Record<string, unknown>) => toValues({ ...row, sitemap_enabled: toBool(row.sitemap_enabled as boolean) } as unknown as SeoSettings)
				await recordRevision(trx, { type: 'seo', id: 1, before: before ? state(before) : null, after: state(input), author: actor, restoredFrom })
			}
			return changed
		})
	invalidate('seo')
	return changed
}

/** The SEO form in the action kernel, and its validated save. */
export const { form: seoForm, save: saveSeoForm } = singleRowForm({ schema: seoSchema, fields: seoFields, failed: 'seo.error.save', save: saveSeoSettings, saved: () => 'seo.saved' })

/** What the preview needs besides the form: the site settings' fallbacks per language and the public address. */
export async function getSeoFallbacks(): Promise<{ fallbacks: Record<Lang, SeoFallback>; publicUrl: string }> {
	const [ar, en] = await Promise.all([getSiteSettings('ar'), getSiteSettings('en')])
	const fallback = (settings: typeof ar, lang: Lang): SeoFallback => {
		const siteName = settings.company_name || dictionaryFor(lang)['meta.siteNameFallback']
		return { siteName, title: settings.meta_title || siteName, description: settings.meta_description, image: settings.og_image }
	}
	return { fallbacks: { ar: fallback(ar, 'ar'), en: fallback(en, 'en') }, publicUrl: getConfig().publicUrl.replace(/\/+$/, '') }
}
