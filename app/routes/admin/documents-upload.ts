import { requireStaffUpload } from '#app/server/admin-action.server.ts'
import { DocumentError, documentLimits, storeDocument } from '#app/server/documents.server.ts'
import { readUploadedFile } from '#app/server/forms.server.ts'
import { staffTexts } from '#app/server/staff-lang.server.ts'
import type { Route } from './+types/documents-upload'

/**
 * POST /admin/documents/upload (multipart, field "file"): a certification's PDF, checked, rewritten
 * without active content and stored (decision 0051); answers { url, name, bytes, pages }, or
 * { error } in the staff language.
 */
export async function action({ request }: Route.ActionArgs) {
	const user = await requireStaffUpload(request)
	const t = staffTexts(request)
	const refuse = (message: string, status = 400) => Response.json({ error: message }, { status })
	const file = await readUploadedFile(request, documentLimits.maxBytes)
	if (file === 'too_large') return refuse(t['products.document.tooLarge'], 413)
	if (file === 'unreadable') return refuse(t['products.document.failed'])
	if (file === 'missing') return refuse(t['products.document.notPdf'])
	try {
		const stored = await storeDocument(Buffer.from(await file.arrayBuffer()), { originalName: file.name, createdBy: user.id })
		return Response.json(stored)
	} catch (error) {
		if (error instanceof DocumentError) {
			const message = { too_large: t['products.document.tooLarge'], encrypted: t['products.document.encrypted'], not_pdf: t['products.document.notPdf'] }[error.problem]
			return refuse(message, error.problem === 'too_large' ? 413 : 400)
		}
		throw error
	}
}
