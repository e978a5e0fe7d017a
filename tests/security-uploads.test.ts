import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrateAuth } from '#app/server/auth.server.ts'
import { signInWithPassword } from '#app/server/sign-in.server.ts'
import { createUser } from '#app/server/staff-admin.server.ts'
import { parseConfig, setConfig } from '#app/server/config.server.ts'
import { db } from '#app/server/db/db.server.ts'
import { mediaLimits } from '#app/server/media.server.ts'
import { documentLimits } from '#app/server/documents.server.ts'
import { certificatePdf, hostileCertificatePdf } from '#tests/pdf-fixtures.ts'
import { pdfText } from '#tests/pdf.ts'
import { PDFDocument, PDFName } from 'pdf-lib'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { callRoute, loadRoute } from '#tests/route-table.ts'

/**
 * Uploads through the real route (/admin/media/upload, multipart, signed in): what is not an image,
 * polyglots, decompression bombs and oversize files are refused with a clear message and leave no
 * row and no file; what is accepted is re-encoded, so no byte of a hidden payload is ever served.
 */
const BASE = 'http://localhost:3000'
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasdeer-upload-sec-'))
setConfig(parseConfig({ ...process.env, NODE_ENV: 'test', PUBLIC_URL: BASE, PORT: '3000', DATA_DIR: dataDir }))
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

const script = '<script>alert(document.cookie)</script><html><body onload="alert(1)">'

function pngClaiming(width: number, height: number) {
	const chunk = (type: string, data: Buffer) => {
		const length = Buffer.alloc(4)
		length.writeUInt32BE(data.length)
		const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
		const crc = Buffer.alloc(4)
		crc.writeUInt32BE(zlib.crc32(body))
		return Buffer.concat([length, body, crc])
	}
	const ihdr = Buffer.alloc(13)
	ihdr.writeUInt32BE(width, 0)
	ihdr.writeUInt32BE(height, 4)
	ihdr.writeUInt8(8, 8)
	ihdr.writeUInt8(2, 9)
	return Buffer.concat([
		Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
		chunk('IHDR', ihdr),
		chunk('IDAT', zlib.deflateSync(Buffer.alloc(4096))),
		chunk('IEND', Buffer.alloc(0)),
	])
}

describe.each(testDialects)('uploads on %s', (dialect) => {
	withTestDatabase(dialect)
	let cookie = ''

	beforeAll(async () => {
		await migrateAuth()
		await createUser({ email: 'upload-editor@tasdeer.example', name: 'Editor', password: 'upload-editor-password-1', role: 'editor' })
		const result = await signInWithPassword(new Request(`${BASE}/login`, { method: 'POST', headers: { origin: BASE } }), {
			email: 'upload-editor@tasdeer.example',
			password: 'upload-editor-password-1',
			clientIp: '192.0.2.50',
		})
		if (result.status !== 'signed-in') throw new Error(result.status)
		cookie = result.headers
			.getSetCookie()
			.map((c) => c.split(';')[0])
			.join('; ')
	})

	async function upload(bytes: Buffer, name: string, type = 'image/png', route: 'media' | 'documents' = 'media', headers: Record<string, string> = { origin: BASE, cookie }) {
		const body = new FormData()
		body.set('file', new File([new Uint8Array(bytes)], name, { type }))
		const request = new Request(`${BASE}/admin/${route}/upload`, { method: 'POST', body, headers })
		const mod = await loadRoute(`routes/admin/${route}-upload.ts`)
		const { status, body: response } = await callRoute(mod.action!, request)
		// A refused sign-in or origin answers without a JSON body.
		const text = response instanceof Response ? await response.text() : ''
		return { status, json: (text.startsWith('{') ? JSON.parse(text) : {}) as { error?: string; url?: string; name?: string; pages?: number } }
	}

	const mediaFiles = () => {
		const root = path.join(dataDir, 'media')
		return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).filter((f) => String(f).includes('.')) : []
	}

	it('refuses what is not an image, whatever its name and declared type says', async () => {
		const cases: [Buffer, string, string][] = [
			[Buffer.from('<html><script>alert(1)</script></html>'), 'photo.png', 'image/png'],
			[Buffer.from('GIF89a<script>alert(1)</script>'), 'anim.gif', 'image/gif'],
			[Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj'), 'catalogue.jpg', 'image/jpeg'],
			[Buffer.from('MZ\x90\x00\x03\x00\x00\x00'), 'setup.webp', 'image/webp'],
			// A JPEG's first bytes, then a web page: the header alone does not make an image.
			[Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]), Buffer.from(script)]), 'polyglot.jpg', 'image/jpeg'],
			[Buffer.alloc(0), 'empty.png', 'image/png'],
		]
		const filesBefore = mediaFiles().length
		for (const [bytes, name, type] of cases) {
			const { status, json } = await upload(bytes, name, type)
			expect(status, name).toBe(400)
			expect(json.error, name).toBeTruthy()
		}
		expect(await db().selectFrom('media').select('id').execute()).toEqual([])
		expect(mediaFiles()).toHaveLength(filesBefore)
	})

	it('a real image with a page appended, or an SVG with script, is re-encoded: no payload byte survives', async () => {
		const jpeg = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#c8942e' } }).jpeg().toBuffer()
		const polyglot = Buffer.concat([jpeg, Buffer.from(script)])
		const svg = Buffer.from(
			`<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80" onload="alert(1)"><script>alert(2)</script><rect width="120" height="80" fill="#1f4d3a"/><foreignObject><body xmlns="http://www.w3.org/1999/xhtml"><iframe src="javascript:alert(3)"/></body></foreignObject></svg>`,
		)
		for (const [bytes, name, type] of [
			[polyglot, 'appended.jpg', 'image/jpeg'],
			[svg, 'scripted.svg', 'image/svg+xml'],
		] as const) {
			const { status, json } = await upload(bytes, name, type)
			expect(status, name).toBe(200)
			expect(json.url).toMatch(/^\/media\/[a-f0-9]+$/)
			const dir = path.join(dataDir, 'media', json.url!.replace('/media/', ''))
			const files = fs.readdirSync(dir)
			expect(files.length).toBeGreaterThan(0)
			for (const file of files) {
				const content = fs.readFileSync(path.join(dir, file))
				expect(content.includes('script'), file).toBe(false)
				expect(content.includes('alert'), file).toBe(false)
				if (file === 'manifest.json') continue
				expect(file).toMatch(/^\d+\.(webp|avif)$/)
				expect(['webp', 'heif']).toContain((await sharp(content).metadata()).format)
			}
		}
	})

	it('refuses decompression bombs: a few kilobytes that claim 50,000 × 50,000 pixels', async () => {
		const bomb = pngClaiming(50_000, 50_000)
		expect(bomb.length).toBeLessThan(10_000)
		const { status, json } = await upload(bomb, 'bomb.png')
		expect(status).toBe(400)
		expect(json.error).toBeTruthy()
		const svgBomb = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="100000" height="100000"><rect width="1" height="1"/></svg>')
		expect((await upload(svgBomb, 'bomb.svg', 'image/svg+xml')).status).toBe(400)
		expect(await db().selectFrom('media').select('id').where('original_name', 'in', ['bomb.png', 'bomb.svg']).execute()).toEqual([])
	})

	it('refuses oversize files with 413, declared or not', async () => {
		const big = Buffer.alloc(mediaLimits.maxBytes + 1024, 0xff)
		const { status, json } = await upload(big, 'huge.jpg', 'image/jpeg')
		expect(status).toBe(413)
		expect(json.error).toBeTruthy()
		// A chunked body with no length: cut off at the limit rather than buffered whole.
		let sent = 0
		const endless = new ReadableStream<Uint8Array>({
			pull(controller) {
				sent += 1 << 20
				controller.enqueue(new Uint8Array(1 << 20))
			},
		})
		const request = new Request(`${BASE}/admin/media/upload`, {
			method: 'POST',
			body: endless,
			headers: { origin: BASE, cookie, 'content-type': 'multipart/form-data; boundary=x' },
			duplex: 'half',
		} as RequestInit)
		const mod = await loadRoute('routes/admin/media-upload.ts')
		expect((await callRoute(mod.action!, request)).status).toBe(413)
		expect(sent).toBeLessThan(mediaLimits.maxBytes + 4 * (1 << 20))
	})

	describe('certification files (/admin/documents/upload)', () => {
		// The staff member chose English; the back-office's default, Arabic, is checked on its own below.
		const document = (bytes: Buffer, name: string, type = 'application/pdf', headers: Record<string, string> = { origin: BASE, cookie: `${cookie}; lang=en` }) => upload(bytes, name, type, 'documents', headers)
		const documentFiles = () => {
			const root = path.join(dataDir, 'documents')
			return fs.existsSync(root) ? fs.readdirSync(root, { recursive: true }).filter((f) => String(f).endsWith('.pdf')) : []
		}

		it('stores a PDF rewritten without its scripts, and answers its address, name and pages', async () => {
			const { status, json } = await document(await hostileCertificatePdf('Halal certificate'), 'شهادة حلال.pdf')
			expect(status).toBe(200)
			expect(json).toMatchObject({ url: expect.stringMatching(/^\/documents\/[a-f0-9]{16}\.pdf$/), name: 'شهادة حلال.pdf', pages: 1 })
			const stored = fs.readFileSync(path.join(dataDir, 'documents', json.url!.slice('/documents/'.length, -'.pdf'.length), 'document.pdf'))
			expect(pdfText(stored)).toContain('Halal certificate page 1')
			const reloaded = await PDFDocument.load(stored)
			expect(reloaded.catalog.get(PDFName.of('OpenAction'))).toBeUndefined()
		})

		it('refuses what is not a PDF, a protected PDF and an oversize file in the staff language, storing nothing', async () => {
			const before = { rows: await db().selectFrom('documents').select('id').execute(), files: documentFiles().length }
			const picture = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } }).png().toBuffer()
			const refused = [
				[await document(picture, 'scan.pdf'), 400, /not a PDF/],
				[await document(Buffer.from(script), 'certificate.pdf'), 400, /not a PDF/],
				[await document(await certificatePdf('locked', { ownerPassword: 'x' }), 'locked.pdf'), 400, /password-protected/],
				[await document(Buffer.alloc(documentLimits.maxBytes + 1024, 0x25), 'huge.pdf'), 413, /larger than the limit/],
			] as const
			for (const [{ status, json }, expected, message] of refused) {
				expect(status).toBe(expected)
				expect(json.error).toMatch(message)
			}
			// In Arabic, the back-office's language unless a staff member chose English.
			const arabic = await document(picture, 'scan.pdf', 'application/pdf', { origin: BASE, cookie })
			expect(arabic.json.error).toMatch(/PDF يمكن قراءته/)
			expect(await db().selectFrom('documents').select('id').execute()).toEqual(before.rows)
			expect(documentFiles()).toHaveLength(before.files)
		})

		it('is for signed-in staff on this site only', async () => {
			const pdf = await certificatePdf('anyone')
			const before = await db().selectFrom('documents').select('id').execute()
			// Signed out: the upload says so and what to do (a script sent it: a redirect would read as a failed upload).
			const signedOut = await document(pdf, 'a.pdf', 'application/pdf', { origin: BASE, cookie: 'lang=en' })
			expect(signedOut.status).toBe(401)
			expect(signedOut.json.error).toMatch(/session has ended/)
			const elsewhere = await document(pdf, 'a.pdf', 'application/pdf', { origin: 'https://evil.example', cookie })
			expect(elsewhere.status).toBe(403)
			expect(elsewhere.json.error).toBeTruthy()
			expect(await db().selectFrom('documents').select('id').execute()).toEqual(before)
		})
	})
})
