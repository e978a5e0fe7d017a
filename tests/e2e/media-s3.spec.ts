import { expect, test } from '@playwright/test'
import sharp from 'sharp'
import { type S3TestServer, startS3TestServer } from '../s3-test-server.ts'
import { type OwnServer, startOwnServer } from './own-server.ts'

/**
 * Media in an S3-compatible bucket, through the production server: an upload from the back-office
 * lands in the bucket (signed requests, verified by the in-process S3 server) and /media serves it
 * from there, or redirects to the bucket's public URL when one is configured.
 */
const admin = { email: 'media@s3.example', name: 'Media Admin', password: 'media-s3-password-42', role: 'admin' as const }

let s3: S3TestServer
const servers: OwnServer[] = []

test.beforeAll(async () => {
	s3 = await startS3TestServer()
})

test.afterAll(async () => {
	await Promise.all(servers.map((server) => server.stop()))
	await s3?.stop()
})

const s3Env = () => ({
	S3_ENDPOINT: s3.endpoint,
	S3_BUCKET: s3.bucket,
	S3_REGION: s3.region,
	S3_ACCESS_KEY_ID: s3.accessKeyId,
	S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
})

test('an uploaded image is stored in the bucket and served through /media, or from the public bucket URL', async ({ page }) => {
	test.setTimeout(90_000)
	const server = await startOwnServer(s3Env())
	servers.push(server)
	server.createStaff(admin)

	await page.goto(`${server.url}/login`)
	await page.locator('input[name=email]').fill(admin.email)
	await page.locator('input[name=password]').fill(admin.password)
	await page.getByTestId('login-form').getByRole('button').first().click()
	await expect(page).toHaveURL(`${server.url}/admin`)

	const picture = await sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 180, g: 120, b: 40 } } }).jpeg().toBuffer()
	const upload = await page.request.post(`${server.url}/admin/media/upload`, {
		headers: { origin: server.url },
		multipart: { file: { name: 'dates.jpg', mimeType: 'image/jpeg', buffer: picture } },
	})
	expect(upload.status()).toBe(200)
	const { url } = (await upload.json()) as { url: string }
	const key = url.replace('/media/', '')
	expect(s3.objects.has(`${key}/400.webp`)).toBe(true)
	expect(s3.objects.has(`${key}/manifest.json`)).toBe(true)
	expect(s3.requests.filter((request) => request.method === 'PUT').every((request) => request.status === 200 && request.authorization?.startsWith('AWS4-HMAC-SHA256 '))).toBe(true)

	const served = await page.request.get(`${server.url}${url}/400.webp`)
	expect(served.status()).toBe(200)
	expect(served.headers()['content-type']).toBe('image/webp')
	expect(served.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
	expect(Buffer.from(await served.body())).toEqual(s3.objects.get(`${key}/400.webp`)!.body)
	expect((await page.request.get(`${server.url}${url}/999.webp`)).status()).toBe(404)
	expect((await page.request.get(`${server.url}/media/..%2F..%2Fetc/passwd`)).status()).toBe(404)

	// The same bucket, public behind a CDN: /media redirects there (and the CSP allows its images).
	const publicServer = await startOwnServer({ ...s3Env(), S3_PUBLIC_URL: 'https://cdn.tasdeer.example/media' })
	servers.push(publicServer)
	const redirected = await page.request.get(`${publicServer.url}${url}/800.avif`, { maxRedirects: 0 })
	expect(redirected.status()).toBe(301)
	expect(redirected.headers()['location']).toBe(`https://cdn.tasdeer.example/media/${key}/800.avif`)
	expect(redirected.headers()['content-security-policy']).toMatch(/img-src [^;]*https:\/\/cdn\.tasdeer\.example/)
})
