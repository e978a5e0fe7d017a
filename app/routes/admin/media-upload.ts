import { requireStaffUpload } from '#app/server/admin-action.server.ts'
import { readUploadedFile } from '#app/server/forms.server.ts'
import { MediaError, mediaLimits, storeImage } from '#app/server/media.server.ts'
import { staffTexts } from '#app/server/staff-lang.server.ts'
import type { Route } from './+types/media-upload'

/**
 * POST /admin/media/upload (multipart, field "file"): decodes and re-encodes the image (WebP and
 * AVIF at four widths, metadata stripped) and answers { url }. Anything but an image is refused.
 */
export async function action({ request }: Route.ActionArgs) {
	const user = await requireStaffUpload(request)
	const t = staffTexts(request)
	const refuse = (message: string, status = 400) => Response.json({ error: message }, { status })
	const file = await readUploadedFile(request, mediaLimits.maxBytes)
	if (file === 'too_large') return refuse(t['upload.tooLarge'], 413)
	if (file === 'unreadable') return refuse(t['upload.failed'])
	if (file === 'missing') return refuse(t['upload.notImage'])
	try {
		const stored = await storeImage(Buffer.from(await file.arrayBuffer()), { originalName: file.name.slice(0, 200), createdBy: user.id })
		return Response.json({ url: stored.url, width: stored.width, height: stored.height })
	} catch (error) {
		if (error instanceof MediaError) {
			const message = error.code === 'too_large' ? t['upload.tooLarge'] : error.code === 'too_many_pixels' ? t['upload.tooManyPixels'] : t['upload.notImage']
			return refuse(message, error.code === 'too_large' ? 413 : 400)
		}
		throw error
	}
}
