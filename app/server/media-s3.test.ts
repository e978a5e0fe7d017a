import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { type S3TestServer, startS3TestServer } from '#tests/s3-test-server.ts'
import { parseConfig, setConfig } from './config.server.ts'
import { S3Error, S3Storage } from './media-s3.server.ts'
import { LocalDiskStorage, imageWidths, mediaStorage, readMediaFile, setMediaStorage, storeImage } from './media.server.ts'

/**
 * Media in an S3-compatible bucket, against an in-process S3 server that verifies every request's
 * Signature V4 (tests/s3-test-server.ts).
 */
let s3: S3TestServer
const KEY = '0123456789abcdef'

const env = () => ({
	...process.env,
	NODE_ENV: 'test',
	S3_ENDPOINT: s3.endpoint,
	S3_BUCKET: s3.bucket,
	S3_REGION: s3.region,
	S3_ACCESS_KEY_ID: s3.accessKeyId,
	S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
})

const storageFor = (overrides: Partial<ConstructorParameters<typeof S3Storage>[0]> = {}) =>
	new S3Storage({ endpoint: s3.endpoint, bucket: s3.bucket, region: s3.region, accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, ...overrides })

beforeAll(async () => {
	s3 = await startS3TestServer()
})
afterAll(async () => {
	setMediaStorage(undefined)
	await s3?.stop()
})

describe('S3Storage', () => {
	it('puts, reads, checks and deletes objects with signed path-style requests', async () => {
		const storage = storageFor()
		const bytes = Buffer.from('RIFF-not-really-webp-but-bytes')
		const before = s3.requests.length
		await storage.put(KEY, '400.webp', bytes, 'image/webp')
		const put = s3.requests[before]!
		expect(put).toMatchObject({ method: 'PUT', path: `/${s3.bucket}/${KEY}/400.webp`, status: 200 })
		expect(put.authorization).toMatch(new RegExp(`^AWS4-HMAC-SHA256 Credential=${s3.accessKeyId}/\\d{8}/${s3.region}/s3/aws4_request, SignedHeaders=[^,]*host[^,]*x-amz-content-sha256[^,]*x-amz-date, Signature=[0-9a-f]{64}$`))
		expect(put.amzDate).toMatch(/^\d{8}T\d{6}Z$/)
		// The payload itself is signed, not UNSIGNED-PAYLOAD.
		expect(put.contentSha256).toMatch(/^[0-9a-f]{64}$/)
		expect(s3.objects.get(`${KEY}/400.webp`)).toEqual({ body: bytes, contentType: 'image/webp', cacheControl: 'public, max-age=31536000, immutable' })

		expect(await storage.get(KEY, '400.webp')).toEqual(bytes)
		expect(await storage.has(KEY, '400.webp')).toBe(true)
		expect(await storage.has(KEY, '800.webp')).toBe(false)
		expect(await storage.get(KEY, '800.webp')).toBeNull()

		await storage.delete(KEY, '400.webp')
		expect(s3.objects.has(`${KEY}/400.webp`)).toBe(false)
		expect(await storage.get(KEY, '400.webp')).toBeNull()
		// Deleting what is gone is fine.
		await storage.delete(KEY, '400.webp')
		expect(s3.requests.slice(before).every((request) => request.authorization?.startsWith('AWS4-HMAC-SHA256 '))).toBe(true)
	})

	it('fails loudly when the bucket refuses: wrong secret, wrong region, unknown bucket', async () => {
		const wrongSecret = storageFor({ secretAccessKey: 'not-the-secret' })
		const error = await wrongSecret.put(KEY, '400.webp', Buffer.from('x'), 'image/webp').catch((e: unknown) => e)
		expect(error).toBeInstanceOf(S3Error)
		expect(error).toMatchObject({ status: 403, code: 'SignatureDoesNotMatch' })
		await expect(storageFor({ region: 'us-west-2' }).get(KEY, '400.webp')).rejects.toMatchObject({ code: 'AuthorizationHeaderMalformed' })
		await expect(storageFor({ bucket: 'another-bucket' }).put(KEY, '400.webp', Buffer.from('x'), 'image/webp')).rejects.toMatchObject({ status: 404, code: 'NoSuchBucket' })
		await expect(storageFor({ bucket: 'another-bucket' }).get(KEY, '400.webp')).rejects.toMatchObject({ code: 'NoSuchBucket' })
		expect(s3.objects.has(`${KEY}/400.webp`)).toBe(false)
	})

	it('retries a passing server error, and reports one that lasts', async () => {
		const storage = storageFor({ retries: 2 })
		s3.failNext(1)
		await storage.put(KEY, '800.avif', Buffer.from('avif'), 'image/avif')
		expect(s3.objects.get(`${KEY}/800.avif`)?.body.toString()).toBe('avif')
		s3.failNext(5)
		await expect(storage.get(KEY, '800.avif')).rejects.toMatchObject({ status: 500, code: 'InternalError' })
		s3.failNext(0)
	})

	it('never turns a crafted key or file name into an object path', async () => {
		const storage = storageFor()
		const before = s3.requests.length
		expect(await storage.has('..', 'passwd')).toBe(false)
		expect(await storage.get(KEY, '../../x.webp')).toBeNull()
		await expect(storage.put('../other-bucket', 'x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/Invalid media path/)
		expect(s3.requests.length).toBe(before)
	})
})

describe('S3 configuration', () => {
	it('is used by the pipeline only when every S3 variable is set', () => {
		setMediaStorage(undefined)
		setConfig(parseConfig({ ...process.env, NODE_ENV: 'test', DATA_DIR: '/tmp/tasdeer-s3-config' }))
		expect(mediaStorage()).toBeInstanceOf(LocalDiskStorage)
		const config = parseConfig(env())
		expect(config.s3).toEqual({ endpoint: s3.endpoint, bucket: s3.bucket, region: s3.region, accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey, publicUrl: null })
		setConfig(config)
		expect(mediaStorage()).toBeInstanceOf(S3Storage)
		expect(parseConfig({ ...env(), S3_PUBLIC_URL: 'https://cdn.example.com/media/' }).s3?.publicUrl).toBe('https://cdn.example.com/media')
	})

	it('names what is missing or wrong', () => {
		expect(() => parseConfig({ S3_BUCKET: 'media' })).toThrow(/S3_ENDPOINT: required for S3 media storage[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/)
		expect(() => parseConfig({ ...env(), S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET: must be a bucket name/)
		expect(() => parseConfig({ ...env(), S3_ENDPOINT: 's3.example.com' })).toThrow(/S3_ENDPOINT/)
		expect(() => parseConfig({ S3_PUBLIC_URL: 'https://cdn.example.com' })).toThrow(/S3_PUBLIC_URL: only applies with S3 media storage/)
	})
})

describe.each(testDialects)('the image pipeline on S3 (%s)', (dialect) => {
	withTestDatabase(dialect)

	beforeAll(() => {
		setMediaStorage(undefined)
		setConfig(parseConfig(env()))
	})

	it('stores every variant and the manifest in the bucket, serves them through /media, and reuses them', async () => {
		const input = await sharp({ create: { width: 900, height: 600, channels: 3, background: { r: 30, g: 90, b: 60 + dialect.length } } }).png().toBuffer()
		const stored = await storeImage(input, { originalName: 'crate.png' })
		expect(stored).toMatchObject({ width: 900, height: 600 })
		const key = stored.url.replace('/media/', '')
		const files = [...s3.objects.keys()].filter((name) => name.startsWith(`${key}/`)).map((name) => name.slice(key.length + 1))
		expect(files.sort()).toEqual([...imageWidths.flatMap((width) => [`${width}.avif`, `${width}.webp`]), 'manifest.json'].sort())
		const webp = s3.objects.get(`${key}/800.webp`)!
		expect(webp.contentType).toBe('image/webp')
		expect((await sharp(webp.body).metadata()).format).toBe('webp')

		// Read through this server when the bucket is private…
		const answer = await readMediaFile(key, '800.webp')
		expect(answer).toEqual({ kind: 'file', data: webp.body, contentType: 'image/webp' })
		expect(await readMediaFile(key, '999.webp')).toEqual({ kind: 'missing' })
		expect(await readMediaFile('../../x', '800.webp')).toEqual({ kind: 'missing' })

		// …and the same bytes again are one image: nothing is encoded or written twice.
		const puts = s3.requests.filter((request) => request.method === 'PUT').length
		expect(await storeImage(input, { originalName: 'again.png' })).toEqual(stored)
		expect(s3.requests.filter((request) => request.method === 'PUT').length).toBe(puts)

		// A public bucket: /media redirects to it.
		setConfig(parseConfig({ ...env(), S3_PUBLIC_URL: 'https://cdn.example.com/media' }))
		expect(await readMediaFile(key, '800.webp')).toEqual({ kind: 'redirect', location: `https://cdn.example.com/media/${key}/800.webp` })
		setConfig(parseConfig(env()))
	})
})
