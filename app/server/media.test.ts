import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testDialects, withTestDatabase } from '#tests/db.ts'
import { refusalOf } from '#tests/refusal.ts'
import { parseConfig, setConfig } from './config.server.ts'
import { db } from './db/db.server.ts'
import { encodeImage, ensureShareImage, imageWidths, LocalDiskStorage, MediaError, type MediaVariant, readMediaFile, setMediaStorage, storeImage } from './media.server.ts'
import { shareImage } from './share-images.server.ts'

let dataDir: string
beforeAll(() => {
	dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tasdeer-media-'))
	setConfig(parseConfig({ ...process.env, DATA_DIR: dataDir }))
})
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

/** A small photo-like PNG whose bytes differ per call site (`seed`), so tests do not share rows. */
function png(width: number, height: number, seed: number) {
	return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 148 - seed, b: 46 } } })
		.composite([
			{
				input: Buffer.from(
					`<svg width="${width}" height="${height}"><circle cx="${width / 2}" cy="${height / 2}" r="${height / 3}" fill="#1f4d3a"/></svg>`,
				),
			},
		])
		.png()
		.toBuffer()
}

const refusal = refusalOf(MediaError)

async function expectMediaError(promise: Promise<unknown>, code: MediaError['code']) {
	expect((await refusal(promise)).code).toBe(code)
}

/** A PNG made of a valid header that claims `width` × `height` and almost no data. */
function pngHeaderOnly(width: number, height: number) {
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
	ihdr.writeUInt8(8, 8) // bit depth
	ihdr.writeUInt8(2, 9) // truecolour
	return Buffer.concat([
		Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
		chunk('IHDR', ihdr),
		chunk('IDAT', zlib.deflateSync(Buffer.alloc(1024))),
		chunk('IEND', Buffer.alloc(0)),
	])
}

describe.each(testDialects)('storeImage on %s', (dialect) => {
	withTestDatabase(dialect)
	const files = (key: string) => fs.readdirSync(path.join(dataDir, 'media', key)).sort()
	const keyOf = (url: string) => url.replace('/media/', '')

	it('stores every WebP and AVIF width and a media row', async () => {
		const input = await png(1000, 750, dialect === 'sqlite' ? 1 : 2)
		const stored = await storeImage(input, {
			originalName: 'C:\\photos\\rice.png',
			altAr: 'أرز',
			altEn: 'Rice',
			createdBy: 'u1',
		})
		expect(stored.url).toMatch(/^\/media\/[a-f0-9]{16}$/)
		expect(stored.url.slice('/media/'.length)).toBe(
			crypto.createHash('sha256').update(input).digest('hex').slice(0, 16),
		)
		expect({ width: stored.width, height: stored.height }).toEqual({ width: 1000, height: 750 })

		const key = keyOf(stored.url)
		const expected = imageWidths.flatMap((w) => [`${w}.avif`, `${w}.webp`])
		expect(files(key)).toEqual([...expected, 'manifest.json'].sort())
		// A smaller original still gets every file name, never enlarged.
		const widest = await sharp(path.join(dataDir, 'media', key, '1600.webp')).metadata()
		expect(widest.width).toBe(1000)
		const small = await sharp(path.join(dataDir, 'media', key, '400.avif')).metadata()
		expect({ width: small.width, height: small.height }).toEqual({ width: 400, height: 300 })

		const row = await db()
			.selectFrom('media')
			.selectAll()
			.where('id', '=', stored.id)
			.executeTakeFirstOrThrow()
		expect(row).toMatchObject({
			storage_key: key,
			original_name: 'rice.png',
			mime_type: 'image/png',
			bytes: input.length,
			alt_ar: 'أرز',
			alt_en: 'Rice',
			created_by: 'u1',
		})
		const variants = JSON.parse(row.variants) as MediaVariant[]
		expect(variants).toHaveLength(imageWidths.length * 2)
		expect(variants.every((v) => v.bytes > 0 && v.key.startsWith(`${key}/`))).toBe(true)
	})

	it('stores the same bytes once, and restores missing files', async () => {
		const input = await png(300, 200, dialect === 'sqlite' ? 3 : 4)
		const first = await storeImage(input, { originalName: 'a.png' })
		const second = await storeImage(input, { originalName: 'b.png' })
		expect(second).toEqual(first)
		const rows = await db()
			.selectFrom('media')
			.select('id')
			.where('storage_key', '=', keyOf(first.url))
			.execute()
		expect(rows).toHaveLength(1)

		fs.rmSync(path.join(dataDir, 'media', keyOf(first.url)), { recursive: true })
		expect(await storeImage(input, { originalName: 'a.png' })).toEqual(first)
		expect(files(keyOf(first.url))).toHaveLength(imageWidths.length * 2 + 1)
	})

	it('turns an EXIF-rotated photo upright and strips its metadata', async () => {
		const input = await sharp(await png(400, 200, dialect === 'sqlite' ? 5 : 6))
			.jpeg()
			.withMetadata({ orientation: 6 })
			.toBuffer()
		const stored = await storeImage(input, { originalName: 'phone.jpg' })
		expect({ width: stored.width, height: stored.height }).toEqual({ width: 200, height: 400 })
		const out = await sharp(path.join(dataDir, 'media', keyOf(stored.url), '400.webp')).metadata()
		expect({ width: out.width, height: out.height, exif: out.exif, orientation: out.orientation }).toEqual({
			width: 200,
			height: 400,
			exif: undefined,
			orientation: undefined,
		})
	})

	it('renders an SVG to raster files at the largest width', async () => {
		const svg = Buffer.from(
			`<svg xmlns="http://www.w3.org/2000/svg" width="160" height="90"><rect width="160" height="90" fill="#c8942e"/><!-- ${dialect} --></svg>`,
		)
		const stored = await storeImage(svg, { originalName: 'banner.svg' })
		expect({ width: stored.width, height: stored.height }).toEqual({ width: 1600, height: 900 })
		const row = await db()
			.selectFrom('media')
			.select('mime_type')
			.where('id', '=', stored.id)
			.executeTakeFirstOrThrow()
		expect(row.mime_type).toBe('image/svg+xml')
		expect(fs.existsSync(path.join(dataDir, 'media', keyOf(stored.url), 'banner.svg'))).toBe(false)
	})

	it('refuses what is not an image', async () => {
		await expectMediaError(
			storeImage(Buffer.from('hello, this is a text file\n'), { originalName: 'x.png' }),
			'not_an_image',
		)
		await expectMediaError(storeImage(crypto.randomBytes(4096), { originalName: 'x.jpg' }), 'not_an_image')
		await expectMediaError(storeImage(Buffer.alloc(0), { originalName: 'x.jpg' }), 'not_an_image')
		await expectMediaError(
			storeImage(Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n'), { originalName: 'x.pdf' }),
			'not_an_image',
		)
		// A truncated PNG: a valid header, then nothing.
		const truncated = (await png(600, 400, 7)).subarray(0, 120)
		await expectMediaError(storeImage(truncated, { originalName: 'cut.png' }), 'not_an_image')
		expect(
			await db()
				.selectFrom('media')
				.select('id')
				.where('original_name', 'in', ['x.png', 'x.jpg', 'x.pdf', 'cut.png'])
				.execute(),
		).toEqual([])
	})

	it('refuses a file over the byte limit before decoding it', async () => {
		await expectMediaError(
			storeImage(crypto.randomBytes(10 * 1024 * 1024 + 1), { originalName: 'big.jpg' }),
			'too_large',
		)
		await expectMediaError(
			storeImage(await png(300, 200, 8), { originalName: 'small.png', maxBytes: 100 }),
			'too_large',
		)
	})

	it('refuses images that claim too many pixels (decompression bombs)', async () => {
		await expectMediaError(
			storeImage(pngHeaderOnly(50_000, 50_000), { originalName: 'bomb.png' }),
			'too_many_pixels',
		)
		const svg = Buffer.from(
			'<svg xmlns="http://www.w3.org/2000/svg" width="50000" height="50000"><rect width="10" height="10"/></svg>',
		)
		await expectMediaError(storeImage(svg, { originalName: 'bomb.svg' }), 'too_many_pixels')
	})
})

describe.each(testDialects)('share pictures on %s', (dialect) => {
	withTestDatabase(dialect)

	it('makes a 1200 × 630 JPEG of a wide image on first request, keeps it, and describes it for the cards', async () => {
		const stored = await storeImage(await png(2400, 1800, 40), { originalName: 'rice.png', altEn: 'Rice sacks', altAr: 'أكياس أرز' })
		const key = stored.url.split('/').pop()!
		const answer = await readMediaFile(key, 'share.jpg')
		expect(answer.kind).toBe('file')
		const data = (answer as { data: Buffer; contentType: string }).data
		expect((answer as { contentType: string }).contentType).toBe('image/jpeg')
		const meta = await sharp(data).metadata()
		expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1200, 630])
		// Kept: the next answer is the same file, read back.
		expect(fs.existsSync(path.join(dataDir, 'media', key, 'share.jpg'))).toBe(true)
		expect((await ensureShareImage(key))!.equals(data)).toBe(true)
		// What the page's meta tags say matches the file.
		expect(await shareImage(stored.url, 'fallback', 'en')).toEqual({
			url: `${stored.url}/share.jpg`,
			width: 1200,
			height: 630,
			type: 'image/jpeg',
			alt: 'Rice sacks',
		})
		expect((await shareImage(stored.url, 'fallback', 'ar'))?.alt).toBe('أكياس أرز')
	})

	it('never enlarges a small image, and the meta tags give the size of the file', async () => {
		const stored = await storeImage(await png(640, 640, 41), { originalName: 'small.png' })
		const key = stored.url.split('/').pop()!
		const meta = await sharp((await ensureShareImage(key))!).metadata()
		expect([meta.width, meta.height]).toEqual([640, 336])
		expect(await shareImage(stored.url, 'Small', 'en')).toMatchObject({ width: 640, height: 336, alt: 'Small' })
	})

	it('answers nothing for an image that is not stored, and passes other addresses on', async () => {
		expect(await ensureShareImage('0123456789abcdef')).toBeNull()
		expect((await readMediaFile('0123456789abcdef', 'share.jpg')).kind).toBe('missing')
		expect(await shareImage('/media/0123456789abcdef', 'x', 'en')).toBeUndefined()
		expect(await shareImage('https://cdn.example/card.png', 'Card', 'en')).toEqual({ url: 'https://cdn.example/card.png', alt: 'Card' })
		expect(await shareImage('', 'x', 'en')).toBeUndefined()
	})
})

describe('LocalDiskStorage', () => {
	it('never turns a crafted key or file name into a path', async () => {
		const storage = new LocalDiskStorage(path.join(os.tmpdir(), 'tasdeer-media-storage'))
		expect(await storage.has('..', 'passwd')).toBe(false)
		expect(await storage.get('0123456789abcdef', '../../x.webp')).toBeNull()
		await expect(storage.put('../../etc', 'x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow()
		await expect(storage.delete('..', 'passwd')).rejects.toThrow()
	})

	it('deletes a file, and deleting one that is gone is not an error', async () => {
		const storage = new LocalDiskStorage(fs.mkdtempSync(path.join(os.tmpdir(), 'tasdeer-media-delete-')))
		await storage.put('0123456789abcdef', '400.webp', Buffer.from('webp'), 'image/webp')
		expect(await storage.has('0123456789abcdef', '400.webp')).toBe(true)
		await storage.delete('0123456789abcdef', '400.webp')
		expect(await storage.has('0123456789abcdef', '400.webp')).toBe(false)
		await storage.delete('0123456789abcdef', '400.webp')
		fs.rmSync(storage.root, { recursive: true, force: true })
	})
})

describe('a cache of encoded pictures (the demo seed’s, decision 0058)', () => {
	const directories: string[] = []
	const directory = (name: string) => {
		const made = fs.mkdtempSync(path.join(os.tmpdir(), `tasdeer-media-${name}-`))
		directories.push(made)
		return made
	}
	afterAll(() => {
		setMediaStorage(undefined)
		for (const made of directories) fs.rmSync(made, { recursive: true, force: true })
	})
	const filesOf = (root: string, key: string) => fs.readdirSync(path.join(root, key)).sort()

	it('keeps what it encodes, and a new data directory copies those files instead of encoding', async () => {
		const cache = new LocalDiskStorage(directory('cache'))
		const input = await png(900, 600, 41)
		const first = new LocalDiskStorage(directory('first'))
		setMediaStorage(first)
		const encoded = await encodeImage(input, { cache })
		expect(encoded.from).toBe('encoded')
		expect(filesOf(cache.root, encoded.key)).toEqual(filesOf(first.root, encoded.key))
		expect(filesOf(cache.root, encoded.key)).toHaveLength(imageWidths.length * 2 + 1)

		// A byte changed in the cache (same length) shows up in the new directory: it was copied, not encoded.
		const marked = Buffer.from(fs.readFileSync(path.join(cache.root, encoded.key, '400.webp')))
		marked[marked.length - 1] = marked.at(-1)! ^ 0xff
		fs.writeFileSync(path.join(cache.root, encoded.key, '400.webp'), marked)
		const second = new LocalDiskStorage(directory('second'))
		setMediaStorage(second)
		const copied = await encodeImage(input, { cache })
		expect(copied).toEqual({ key: encoded.key, manifest: encoded.manifest, from: 'cache' })
		expect(fs.readFileSync(path.join(second.root, encoded.key, '400.webp')).equals(marked)).toBe(true)
		expect(filesOf(second.root, encoded.key)).toEqual(filesOf(cache.root, encoded.key))

		// Stored already: neither copied nor encoded.
		expect((await encodeImage(input, { cache })).from).toBe('stored')
	})

	it('encodes again when the cached copy is not whole or is of an older pipeline', async () => {
		const cache = new LocalDiskStorage(directory('partial-cache'))
		const input = await png(700, 500, 42)
		setMediaStorage(new LocalDiskStorage(directory('partial-first')))
		const { key } = await encodeImage(input, { cache })

		fs.rmSync(path.join(cache.root, key, '800.avif'))
		const missing = new LocalDiskStorage(directory('partial-second'))
		setMediaStorage(missing)
		expect((await encodeImage(input, { cache })).from).toBe('encoded')
		// …and the encode made the cached copy whole again.
		expect(fs.existsSync(path.join(cache.root, key, '800.avif'))).toBe(true)

		const manifestPath = path.join(cache.root, key, 'manifest.json')
		fs.writeFileSync(manifestPath, JSON.stringify({ ...JSON.parse(fs.readFileSync(manifestPath, 'utf8')), version: 0 }))
		setMediaStorage(new LocalDiskStorage(directory('partial-third')))
		expect((await encodeImage(input, { cache })).from).toBe('encoded')
		expect(JSON.parse(fs.readFileSync(manifestPath, 'utf8')).version).not.toBe(0)
	})

	it('a cache that cannot be written costs nothing but the time', async () => {
		// A file where the cache's directory should be: every write to it fails.
		const blocked = path.join(directory('blocked'), 'not-a-directory')
		fs.writeFileSync(blocked, 'a file')
		const storage = new LocalDiskStorage(directory('blocked-media'))
		setMediaStorage(storage)
		const encoded = await encodeImage(await png(600, 400, 43), { cache: new LocalDiskStorage(blocked) })
		expect(encoded.from).toBe('encoded')
		expect(filesOf(storage.root, encoded.key)).toHaveLength(imageWidths.length * 2 + 1)
	})
})
