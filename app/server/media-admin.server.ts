import type { Lang } from '#app/i18n/lang.ts'
import { type MediaUse, mediaAltSchema } from '#app/lib/media-schema.ts'
import { fieldErrorCodes } from '#app/lib/validation.ts'
import type { Actor } from './activity.server.ts'
import type { Outcome } from './admin-action.server.ts'
import { deleteMedia, replaceMediaFile, saveMediaAlt } from './media-library.server.ts'

/**
 * The media library's submissions, answered as codes (decision 0027): the action kernel chooses the
 * words in the staff member's language.
 */

/** The items that use an image, named in the staff member's language (a refused delete says them). */
export function namesOfUses(uses: MediaUse[], lang: Lang, settingsName: { settings: string; seo: string }): string {
	return uses.map((use) => (use.kind === 'settings' ? (use.id === 1 ? settingsName.seo : settingsName.settings) : lang === 'ar' ? use.nameAr : use.nameEn)).join(lang === 'ar' ? '، ' : ', ')
}

async function remove(id: number | null, actor: Actor, t: (key: 'media.use.settings' | 'media.use.seo') => string, lang: Lang, redirectTo?: string): Promise<Outcome> {
	if (id === null) return { ok: false, status: 404, message: 'media.error.notFound' }
	const result = await deleteMedia(id, actor)
	if (result.ok) return { ok: true, message: { key: 'media.deleted', params: { name: result.name } }, ...(redirectTo ? { redirectTo } : {}) }
	if (result.code === 'not_found') return { ok: false, status: 404, message: 'media.error.notFound' }
	const names = namesOfUses(result.uses, lang, { settings: t('media.use.settings'), seo: t('media.use.seo') })
	return { ok: false, status: 409, message: { key: 'media.error.inUse', params: { count: result.uses.length, names } } }
}

export interface MediaActionContext {
	actor: Actor
	lang: Lang
	t: (key: 'media.use.settings' | 'media.use.seo') => string
}

/** The image screen's submissions: its alt text, a new file, or delete. */
export async function submitMediaForm(id: number | null, fields: Record<string, string>, context: MediaActionContext): Promise<Outcome> {
	if (id === null) return { ok: false, status: 404, message: 'media.error.notFound' }
	if (fields.intent === 'delete') return remove(id, context.actor, context.t, context.lang, '/admin/media')
	if (fields.intent === 'replace') {
		const result = await replaceMediaFile(id, fields.url ?? '', context.actor)
		if (result.ok) return { ok: true, message: 'media.replaced' }
		if (result.code === 'not_found') return { ok: false, status: 404, message: 'media.error.notFound' }
		return { ok: false, status: 400, message: 'media.error.uploadMissing' }
	}
	const parsed = mediaAltSchema.safeParse(fields)
	if (!parsed.success) return { ok: false, status: 400, message: 'common.fixErrors', errors: fieldErrorCodes(parsed.error) }
	if (!(await saveMediaAlt(id, parsed.data, context.actor))) return { ok: false, status: 404, message: 'media.error.notFound' }
	return { ok: true, message: 'media.saved' }
}
