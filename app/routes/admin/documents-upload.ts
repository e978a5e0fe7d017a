import { uploadAction } from '#app/server/admin-action.server.ts'
import { DocumentError, documentLimits, storeDocument } from '#app/server/documents.server.ts'
import type { Route } from './+types/documents-upload'

/**
 * POST /admin/documents/upload (multipart, field "file"): a certification's PDF, checked, rewritten
 * without active content and stored (decision 0051); answers { url, name, bytes, pages }, or
 * { error } in the staff language.
 */
export async function action({ request }: Route.ActionArgs) {
	return uploadAction(request, {
		maxBytes: documentLimits.maxBytes,
		texts: {
			too_large: 'products.document.tooLarge',
			unreadable: 'products.document.failed',
			missing: 'products.document.notPdf',
			not_pdf: 'products.document.notPdf',
			encrypted: 'products.document.encrypted',
		},
		store: (bytes, file, createdBy) => storeDocument(bytes, { originalName: file.name, createdBy }),
		refusedAs: (error) => (error instanceof DocumentError ? error.problem : null),
	})
}
