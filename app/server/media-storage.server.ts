/**
 * Where encoded files live: `<DATA_DIR>/media` on the local disk (LocalDiskStorage), or an
 * S3-compatible bucket when S3_* is configured (S3Storage in media-s3.server.ts).
 */
export interface MediaStorage {
	put(key: string, file: string, data: Buffer, contentType: string): Promise<void>
	has(key: string, file: string): Promise<boolean>
	get(key: string, file: string): Promise<Buffer | null>
	/** Removes a file; removing one that is not there is not an error. */
	delete(key: string, file: string): Promise<void>
}
