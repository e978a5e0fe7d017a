import { uploadAction } from '#app/server/admin-action.server.ts'
import { MediaError, mediaLimits, storeImage } from '#app/server/media.server.ts'
import type { Route } from './+types/media-upload'

/**
 * POST /admin/media/upload (multipart, field "file"): decodes and re-encodes the image (WebP and
 * AVIF at four widths, metadata stripped) and answers { url }. Anything but an image is refused.
 */
export async function action({ request }: Route.ActionArgs) {
	return uploadAction(request, {
		maxBytes: mediaLimits.maxBytes,
		texts: {
			too_large: 'upload.tooLarge',
			unreadable: 'upload.failed',
			missing: 'upload.notImage',
			not_an_image: 'upload.notImage',
			too_many_pixels: 'upload.tooManyPixels',
		},
		store: async (bytes, file, createdBy) => {
			const stored = await storeImage(bytes, { originalName: file.name.slice(0, 200), createdBy })
			return { url: stored.url, width: stored.width, height: stored.height }
		},
		refusedAs: (error) => (error instanceof MediaError ? error.code : null),
	})
}
