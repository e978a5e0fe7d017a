import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { structuredDataImageUrl } from '#app/lib/images.ts'
import { postSchema } from '#app/lib/post-schema.ts'
import { editorActor as actor } from '#tests/actors.ts'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { withTemporaryMediaStorage } from '#tests/media-storage.ts'
import { deleteMedia, getMediaItem, listMedia } from './media-library.server.ts'
import { storeImage } from './media.server.ts'
import { createPost, updatePost } from './post-admin.server.ts'

/**
 * A library image inserted into a post body by the editor (its 1200 px WebP, decision 0047) is in
 * use for the library (decision 0044): listed under posts, named as the post's use, not deletable,
 * and free again once the body no longer holds it.
 */

withTemporaryMediaStorage('media-body-usage')

const bodyWith = (src: string) =>
	`<p>جدول الأصناف</p><table><tbody><tr><th><p>الصنف</p></th></tr><tr><td><p><img src="${src}" alt="حقل أرز"></p></td></tr></tbody></table>` +
	'<figure data-video-provider="youtube" data-video-id="dQw4w9WgXcQ"><a href="https://www.youtube.com/watch?v=dQw4w9WgXcQ">v</a></figure>'
const input = (slug: string, bodyAr: string) =>
	postSchema.parse({ title_ar: 'حصاد', title_en: `Harvest ${slug}`, slug, excerpt_ar: 'ملخص', excerpt_en: 'Summary', body_ar: bodyAr, body_en: '<p>Text</p>', cover_image_url: '', status: 'draft', published_at: '', author_name: '' })

describe.each(testDialects)('a library image in a post body on %s', (dialect) => {
	withTestDatabase(dialect)

	it('is in use while the body holds it, and free once it does not', async () => {
		const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 120, g: 160, b: 40 } } }).png().toBuffer()
		const picture = await storeImage(png, { originalName: 'body-only.png', createdBy: actor.id })
		const result = await createPost(input('body-usage', bodyWith(structuredDataImageUrl(picture.url))), actor)
		if (!result.ok) throw new Error(result.error)

		expect((await getMediaItem(picture.id))?.uses).toEqual([{ kind: 'posts', id: result.id, nameAr: 'حصاد', nameEn: 'Harvest body-usage' }])
		expect((await listMedia({ q: '', use: 'posts' })).items.map((item) => item.id)).toContain(picture.id)
		expect((await listMedia({ q: '', use: 'unused' })).items.map((item) => item.id)).not.toContain(picture.id)
		expect(await deleteMedia(picture.id, actor)).toMatchObject({ ok: false, code: 'in_use' })

		const updated = await updatePost(result.id, input('body-usage', '<p>بلا صورة</p>'), actor)
		expect(updated.ok).toBe(true)
		expect((await getMediaItem(picture.id))?.uses).toEqual([])
		expect((await listMedia({ q: '', use: 'unused' })).items.map((item) => item.id)).toContain(picture.id)
	})
})
