import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { setDocumentStorage } from '#app/server/documents.server.ts'
import { LocalDiskStorage, setMediaStorage } from '#app/server/media.server.ts'

/**
 * Stores the test file's uploads in a folder of its own under the system's temporary folder (images,
 * and with `documents` certification files beside them, in `media/` and `documents/`), removed
 * after its tests. The returned object's `root` is that folder once made.
 */
export function withTemporaryMediaStorage(name: string, options: { documents?: boolean } = {}) {
	const folder = { root: '' }
	beforeAll(async () => {
		const root = (folder.root = await fs.mkdtemp(path.join(os.tmpdir(), `${name}-`)))
		setMediaStorage(new LocalDiskStorage(options.documents ? path.join(root, 'media') : root))
		if (options.documents) setDocumentStorage(new LocalDiskStorage(path.join(root, 'documents')))
	})
	afterAll(async () => {
		setMediaStorage(undefined)
		if (options.documents) setDocumentStorage(undefined)
		await fs.rm(folder.root, { recursive: true, force: true })
	})
	return folder
}
