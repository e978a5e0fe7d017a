import crypto from 'node:crypto'
import { AwsClient } from 'aws4fetch'
import type { MediaStorage } from './media-storage.server.ts'

/**
 * Media files in an S3-compatible bucket (AWS S3, Cloudflare R2, MinIO, Backblaze B2, DigitalOcean
 * Spaces…), for deployments with several instances or no persistent disk. Requests are signed
 * with AWS Signature V4 (aws4fetch) and use path-style URLs (`<endpoint>/<bucket>/<key>/<file>`),
 * which every S3-compatible service accepts. Objects are written with their content type and a
 * one-year immutable cache header: a key is a content hash, so a file never changes.
 */
export interface S3Options {
	endpoint: string
	bucket: string
	region: string
	accessKeyId: string
	secretAccessKey: string
	/** A folder of the bucket the files go under (documents keep to `documents/`, apart from the images). */
	prefix?: string
	/** Retries of a failed request (5xx or network) before giving up; aws4fetch doubles the wait. */
	retries?: number
}

export class S3Error extends Error {
	override name = 'S3Error'
	constructor(
		readonly operation: string,
		readonly status: number,
		readonly code: string | null,
		message: string,
	) {
		super(message)
	}
}

const keyPattern = /^[a-f0-9]{8,64}$/
const filePattern = /^[a-z0-9]+\.[a-z0-9]+$/

export class S3Storage implements MediaStorage {
	private readonly client: AwsClient
	private readonly base: string

	constructor(readonly options: S3Options) {
		this.client = new AwsClient({
			accessKeyId: options.accessKeyId,
			secretAccessKey: options.secretAccessKey,
			service: 's3',
			region: options.region,
			retries: options.retries ?? 2,
			initRetryMs: 100,
		})
		const prefix = options.prefix ? `/${encodeURIComponent(options.prefix)}` : ''
		this.base = `${options.endpoint.replace(/\/+$/, '')}/${encodeURIComponent(options.bucket)}${prefix}`
	}

	/** The object's URL (path style). Keys and file names are checked: they also come from URLs. */
	objectUrl(key: string, file: string): string {
		if (!keyPattern.test(key) || !filePattern.test(file)) throw new Error(`Invalid media path: ${key}/${file}`)
		return `${this.base}/${key}/${file}`
	}

	private async fail(operation: string, key: string, file: string, response: Response): Promise<never> {
		const text = await response.text().catch(() => '')
		const code = /<Code>([^<]+)<\/Code>/.exec(text)?.[1] ?? null
		const message = /<Message>([^<]+)<\/Message>/.exec(text)?.[1] ?? response.statusText
		throw new S3Error(operation, response.status, code, `S3 ${operation} ${this.options.bucket}/${key}/${file} failed: ${response.status} ${code ?? ''} ${message}`.trim())
	}

	async put(key: string, file: string, data: Buffer, contentType: string): Promise<void> {
		const url = this.objectUrl(key, file)
		const response = await this.client.fetch(url, {
			method: 'PUT',
			body: new Uint8Array(data),
			headers: {
				'Content-Type': contentType,
				'Cache-Control': 'public, max-age=31536000, immutable',
				// The payload is signed too, so the bucket refuses bytes changed on the way.
				'X-Amz-Content-Sha256': crypto.createHash('sha256').update(data).digest('hex'),
			},
		})
		if (!response.ok) await this.fail('PUT', key, file, response)
		await response.body?.cancel()
	}

	async has(key: string, file: string): Promise<boolean> {
		if (!keyPattern.test(key) || !filePattern.test(file)) return false
		const response = await this.client.fetch(this.objectUrl(key, file), { method: 'HEAD' })
		if (response.status === 404) return false
		if (!response.ok) await this.fail('HEAD', key, file, response)
		return true
	}

	async get(key: string, file: string): Promise<Buffer | null> {
		if (!keyPattern.test(key) || !filePattern.test(file)) return null
		const response = await this.client.fetch(this.objectUrl(key, file), { method: 'GET' })
		if (response.status === 404) {
			// A missing object is an answer; a missing bucket is a configuration error.
			const text = await response.text().catch(() => '')
			if (/<Code>NoSuchBucket<\/Code>/.test(text)) throw new S3Error('GET', 404, 'NoSuchBucket', `S3 bucket ${this.options.bucket} does not exist`)
			return null
		}
		if (!response.ok) await this.fail('GET', key, file, response)
		return Buffer.from(await response.arrayBuffer())
	}

	async delete(key: string, file: string): Promise<void> {
		const response = await this.client.fetch(this.objectUrl(key, file), { method: 'DELETE' })
		// Deleting what is not there is done too.
		if (!response.ok && response.status !== 404) await this.fail('DELETE', key, file, response)
		await response.body?.cancel()
	}
}
