import crypto from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import type sharpLibrary from 'sharp'
import type { Metadata, OutputInfo } from 'sharp'
import { type ImageFormat, imageWidths, mediaUrl, shareImageFile, shareImageSize, shareImageType } from '#app/lib/images.ts'
import { type AppConfig, getConfig } from './config.server.ts'
import { S3Storage } from './media-s3.server.ts'
import type { MediaStorage } from './media-storage.server.ts'
import { db, nowIso } from './db/db.server.ts'
import type { Insertable } from 'kysely'
import type { MediaTable } from './db/schema.ts'

export { imageWidths }

/**
 * sharp (libvips) is loaded by the first picture this process reads or writes, not at start: loaded,
 * it holds about 30 MB resident that a server which only answers pages never uses (decision 0050).
 */
let sharpLoaded: Promise<typeof sharpLibrary> | undefined
export function loadSharp(): Promise<typeof sharpLibrary> {
	sharpLoaded ??= import('sharp').then((module) => module.default)
	return sharpLoaded
}

/**
 * The image pipeline: every image that enters the site (admin upload or demo seed) is decoded by
 * sharp, auto-rotated, stripped of metadata and re-encoded to WebP and AVIF at fixed widths. The
 * original bytes are never served, so a crafted file cannot reach a visitor's browser.
 */

export type MediaErrorCode = 'not_an_image' | 'too_large' | 'too_many_pixels'

export class MediaError extends Error {
	override name = 'MediaError'
	constructor(
		readonly code: MediaErrorCode,
		message: string,
	) {
		super(message)
	}
}

export const mediaLimits = {
	/** Bytes of an upload; checked before anything is decoded. */
	maxBytes: 10 * 1024 * 1024,
	/** Pixels an image may declare; a decompression bomb declares far more than it weighs. */
	maxPixels: 40_000_000,
}

/**
 * Encoder settings, measured on the 2-core build machine (one 1600 px illustration, all four widths,
 * one thread): WebP q78 at effort 4 ≈ 330 ms, at effort 2 ≈ 180 ms for 6 % more bytes; AVIF q50
 * 4:2:0 at effort 0 ≈ 260 ms, effort 1 ≈ 550 ms (10–30 % smaller), effort 2 ≈ 1.1 s (a further
 * ≤ 5 %), effort 4 ≈ 5 s for the 1600 px file alone. The demo seed stores ~140 pictures, so the
 * cheap settings win; only the 400 px file, 3 % of the pixels, gets effort 1. 4:2:0 chroma (sharp
 * defaults to 4:4:4) is both faster and smaller. Changing any of this changes the files, so bump
 * `pipelineVersion` with it.
 */
const webpOptions = { quality: 78, effort: 2 } as const
const avifOptions = (width: number) =>
	({ quality: 50, effort: width <= 400 ? 1 : 0, chromaSubsampling: '4:2:0' }) as const
const pipelineVersion = 1
const largestWidth = imageWidths[imageWidths.length - 1]!

/** Formats sharp may decode for us; anything else (PDF, raw camera files, …) is refused. */
const acceptedFormats: Record<string, string> = {
	jpeg: 'image/jpeg',
	png: 'image/png',
	webp: 'image/webp',
	gif: 'image/gif',
	avif: 'image/avif',
	heif: 'image/heif',
	tiff: 'image/tiff',
	svg: 'image/svg+xml',
}

export interface StoredImage {
	id: number
	url: string
	width: number
	height: number
}

export interface StoreImageOptions {
	originalName: string
	altAr?: string
	altEn?: string
	createdBy?: string | null
	/** Overrides `mediaLimits.maxBytes` (e.g. a tighter limit for one form). */
	maxBytes?: number
	/** Encoded files kept outside the data directory: the demo seed's (decision 0058), never an upload's. */
	cache?: MediaStorage
}

export interface MediaVariant {
	format: ImageFormat
	/** The nominal width of the file name; the pixels are fewer when the original was smaller. */
	width: number
	/** Storage path: `<storage key>/<width>.<format>`. */
	key: string
	bytes: number
}

// ---------------------------------------------------------------------------------------------
// Storage

const keyPattern = /^[a-f0-9]{8,64}$/
const filePattern = /^[a-z0-9]+\.[a-z0-9]+$/

/** Keys and file names come from URLs too: anything else must never become a path. */
function assertSafeName(key: string, file: string) {
	if (!keyPattern.test(key) || !filePattern.test(file)) throw new Error(`Invalid media path: ${key}/${file}`)
}

export class LocalDiskStorage implements MediaStorage {
	constructor(readonly root: string) {}

	filePath(key: string, file: string): string {
		assertSafeName(key, file)
		return path.join(this.root, key, file)
	}

	async put(key: string, file: string, data: Buffer, _contentType?: string): Promise<void> {
		const target = this.filePath(key, file)
		await fs.mkdir(path.dirname(target), { recursive: true })
		// Write then rename, so a reader never sees half a file and a crash leaves no torn one.
		const temporary = `${target}.${crypto.randomBytes(4).toString('hex')}.tmp`
		await fs.writeFile(temporary, data)
		await fs.rename(temporary, target)
	}

	async has(key: string, file: string): Promise<boolean> {
		if (!keyPattern.test(key) || !filePattern.test(file)) return false
		return fs.access(this.filePath(key, file)).then(
			() => true,
			() => false,
		)
	}

	async get(key: string, file: string): Promise<Buffer | null> {
		if (!keyPattern.test(key) || !filePattern.test(file)) return null
		return fs.readFile(this.filePath(key, file)).catch(() => null)
	}

	async delete(key: string, file: string): Promise<void> {
		await fs.rm(this.filePath(key, file), { force: true })
	}
}

let configuredStorage: MediaStorage | undefined
let fromConfig: { config: AppConfig; storage: MediaStorage } | undefined

/**
 * The storage in use: the one set by `setMediaStorage`, else the S3-compatible bucket when S3_* is
 * configured, else `<DATA_DIR>/media` on disk.
 */
export function mediaStorage(): MediaStorage {
	if (configuredStorage) return configuredStorage
	const config = getConfig()
	if (fromConfig?.config !== config) {
		const s3 = config.s3
		fromConfig = { config, storage: s3 ? new S3Storage(s3) : new LocalDiskStorage(path.join(config.dataDir, 'media')) }
	}
	return fromConfig.storage
}

const servedTypes: Record<string, string> = { webp: 'image/webp', avif: 'image/avif', json: 'application/json', jpg: shareImageType }

export type MediaFileAnswer = { kind: 'redirect'; location: string } | { kind: 'file'; data: Buffer; contentType: string } | { kind: 'missing' }

/**
 * What `GET /media/<key>/<file>` answers when the files are in a bucket (the local disk is served
 * by express.static): a redirect to S3_PUBLIC_URL when the bucket is public, else the bytes read
 * through this server. Either way the answer is immutable: a key is a content hash.
 */
export async function readMediaFile(key: string, file: string): Promise<MediaFileAnswer> {
	const extension = file.split('.').pop() ?? ''
	if (!keyPattern.test(key) || !filePattern.test(file) || !servedTypes[extension]) return { kind: 'missing' }
	if (file === shareImageFile) {
		const data = await ensureShareImage(key)
		if (!data) return { kind: 'missing' }
		const publicUrl = getConfig().s3?.publicUrl
		return publicUrl ? { kind: 'redirect', location: `${publicUrl}/${key}/${file}` } : { kind: 'file', data, contentType: shareImageType }
	}
	const publicUrl = getConfig().s3?.publicUrl
	if (publicUrl) return { kind: 'redirect', location: `${publicUrl}/${key}/${file}` }
	const data = await mediaStorage().get(key, file)
	return data ? { kind: 'file', data, contentType: servedTypes[extension] } : { kind: 'missing' }
}

/**
 * The share picture of a stored image (`/media/<key>/share.jpg`, app/lib/images.ts), made from its
 * largest variant the first time it is asked for and kept beside the others, so images stored
 * before it existed get one too. Null when the image is not stored.
 */
export async function ensureShareImage(key: string): Promise<Buffer | null> {
	if (!keyPattern.test(key)) return null
	const storage = mediaStorage()
	const kept = await storage.get(key, shareImageFile)
	if (kept) return kept
	const source = await storage.get(key, `${largestWidth}.webp`)
	if (!source) return null
	const sharp = await loadSharp()
	const { width: sourceWidth } = await sharp(source).metadata()
	const { width, height } = shareImageSize(sourceWidth ?? largestWidth)
	// 'attention' keeps the busiest part of the picture when the card's 1.91:1 cuts it.
	const data = await sharp(source)
		.resize({ width, height, fit: 'cover', position: sharp.strategy.attention })
		.flatten({ background: '#ffffff' })
		.jpeg({ quality: 82, mozjpeg: true })
		.toBuffer()
	await storage.put(key, shareImageFile, data, shareImageType)
	return data
}

export function setMediaStorage(storage: MediaStorage | undefined) {
	configuredStorage = storage
}

// ---------------------------------------------------------------------------------------------
// Pipeline

const contentTypes: Record<ImageFormat, string> = { webp: 'image/webp', avif: 'image/avif' }
const manifestFile = 'manifest.json'

/** Written last, so its presence means every variant of the key is complete. */
interface Manifest {
	version: number
	mimeType: string
	width: number
	height: number
	variants: MediaVariant[]
}

/** A short content hash: the same bytes stored twice are one image. */
export function contentKey(input: Buffer): string {
	return crypto.createHash('sha256').update(input).digest('hex').slice(0, 16)
}

interface Probe {
	mimeType: string
	/** Pixels of the decoded image, after EXIF rotation (and SVG scaling). */
	width: number
	height: number
	density?: number
}

async function probe(input: Buffer, maxPixels: number): Promise<Probe> {
	const sharp = await loadSharp()
	let metadata: Metadata
	try {
		// Header only, no pixel limit yet: the limit is checked below with a precise error code.
		metadata = await sharp(input, { limitInputPixels: false }).metadata()
	} catch {
		throw new MediaError('not_an_image', 'The file is not an image that can be read.')
	}
	const format =
		metadata.format === 'heif' && metadata.compression === 'av1' ? 'avif' : (metadata.format as string)
	const mimeType = acceptedFormats[format]
	const { width, height } = metadata
	if (!mimeType || !width || !height)
		throw new MediaError('not_an_image', 'The file is not an image that can be read.')
	if (width * height > maxPixels) {
		throw new MediaError(
			'too_many_pixels',
			`The image is ${width} × ${height} pixels; at most ${maxPixels} pixels are accepted.`,
		)
	}
	if (format !== 'svg') {
		// EXIF orientations 5 to 8 turn the picture a quarter: width and height swap.
		const turned = (metadata.orientation ?? 1) >= 5
		return { mimeType, width: turned ? height : width, height: turned ? width : height }
	}
	// A vector scales without loss: render it at the largest served width (never past the limit).
	const scale = Math.min(Math.max(1, largestWidth / width), Math.sqrt(maxPixels / (width * height)))
	return {
		mimeType,
		width: Math.round(width * scale),
		height: Math.round(height * scale),
		density: 72 * scale,
	}
}

async function encode(
	input: Buffer,
	key: string,
	storage: MediaStorage,
	maxPixels: number,
): Promise<Manifest> {
	const { mimeType, width, height, density } = await probe(input, maxPixels)
	const sharp = await loadSharp()
	let master: { data: Buffer; info: OutputInfo }
	try {
		// Decode once, at the largest served width, and derive the smaller widths from that.
		master = await sharp(input, { limitInputPixels: maxPixels, ...(density ? { density } : {}) })
			.rotate()
			.resize({ width: largestWidth, withoutEnlargement: true })
			.raw({ depth: 'uchar' })
			.toBuffer({ resolveWithObject: true })
	} catch (error) {
		if (error instanceof Error && /pixel limit/i.test(error.message)) {
			throw new MediaError('too_many_pixels', 'The image has more pixels than are accepted.')
		}
		throw new MediaError('not_an_image', 'The file is not an image that can be read.')
	}
	const { data, info } = master
	const raw = { width: info.width, height: info.height, channels: info.channels as 1 | 2 | 3 | 4 }
	const variants: MediaVariant[] = []
	for (const variantWidth of imageWidths) {
		const resized = () => sharp(data, { raw }).resize({ width: variantWidth, withoutEnlargement: true })
		const [webp, avif] = await Promise.all([
			resized().webp(webpOptions).toBuffer(),
			resized().avif(avifOptions(variantWidth)).toBuffer(),
		])
		for (const [format, bytes] of [
			['webp', webp],
			['avif', avif],
		] as const) {
			const file = `${variantWidth}.${format}`
			await storage.put(key, file, bytes, contentTypes[format])
			variants.push({ format, width: variantWidth, key: `${key}/${file}`, bytes: bytes.length })
		}
	}
	const manifest: Manifest = { version: pipelineVersion, mimeType, width, height, variants }
	await storage.put(key, manifestFile, Buffer.from(JSON.stringify(manifest)), 'application/json')
	return manifest
}

async function readManifest(storage: MediaStorage, key: string): Promise<Manifest | null> {
	const bytes = await storage.get(key, manifestFile)
	if (!bytes) return null
	try {
		const manifest = JSON.parse(bytes.toString('utf8')) as Manifest
		return manifest.version === pipelineVersion ? manifest : null
	} catch {
		return null
	}
}

function cleanName(name: string): string {
	return path
		.basename(name.replaceAll('\\', '/'))
		.replace(/\p{Cc}/gu, '')
		.slice(0, 200)
}

function toStored(row: { id: number; storage_key: string; width: number; height: number }): StoredImage {
	return { id: row.id, url: mediaUrl(row.storage_key), width: row.width, height: row.height }
}

/**
 * Copies an encoded image's files from one storage to another, manifest last (so the copy counts
 * only once it is whole); answers the manifest, or null when `from` holds no whole copy of the
 * current pipeline's files.
 */
export async function copyEncodedImage(key: string, from: MediaStorage, to: MediaStorage): Promise<Manifest | null> {
	const manifest = await readManifest(from, key)
	if (!manifest) return null
	for (const variant of manifest.variants) {
		const file = variant.key.slice(key.length + 1)
		const bytes = await from.get(key, file)
		if (!bytes || bytes.length !== variant.bytes) return null
		await to.put(key, file, bytes, contentTypes[variant.format])
	}
	await to.put(key, manifestFile, Buffer.from(JSON.stringify(manifest)), 'application/json')
	return manifest
}

/** Where an encoded image's files came from: already in storage, copied from a cache, or encoded now. */
export type EncodedFrom = 'stored' | 'cache' | 'encoded'

/**
 * Validates and encodes one image into storage under its content key; answers its manifest. Files
 * already there (a reseed into a new database) are reused: encoding is the slow part. With a
 * `cache` (the demo seed's, decision 0058), files found there are copied instead of encoded, and
 * what is encoded is copied there too. Throws `MediaError` for anything that is not an acceptable
 * image. Records nothing in the database (`recordImage` does): the demo seed encodes in a child
 * process and records in the server.
 */
export async function encodeImage(
	input: Buffer,
	opts: { maxBytes?: number; cache?: MediaStorage } = {},
): Promise<{ key: string; manifest: Manifest; from: EncodedFrom }> {
	const maxBytes = opts.maxBytes ?? mediaLimits.maxBytes
	if (input.length === 0) throw new MediaError('not_an_image', 'The file is empty.')
	if (input.length > maxBytes) {
		throw new MediaError(
			'too_large',
			`The file is ${input.length} bytes; at most ${maxBytes} bytes are accepted.`,
		)
	}
	const key = contentKey(input)
	const storage = mediaStorage()
	const kept = await readManifest(storage, key)
	if (kept) return { key, manifest: kept, from: 'stored' }
	const { cache } = opts
	const copied = cache ? await copyEncodedImage(key, cache, storage) : null
	if (copied) return { key, manifest: copied, from: 'cache' }
	const manifest = await encode(input, key, storage, mediaLimits.maxPixels)
	// The cache only saves time: a cache that cannot be written (a read-only disk) is not an error.
	if (cache) await copyEncodedImage(key, storage, cache).catch(() => null)
	return { key, manifest, from: 'encoded' }
}

export type { Manifest as ImageManifest }

/** The media row of an encoded image (kept if it exists: the same bytes are one image). */
export async function recordImage(
	key: string,
	manifest: Manifest,
	opts: StoreImageOptions & { bytes: number },
): Promise<StoredImage> {
	const select = () =>
		db().selectFrom('media').select(['id', 'storage_key', 'width', 'height']).where('storage_key', '=', key)
	const existing = await select().executeTakeFirst()
	if (existing) return toStored(existing)
	const row: Insertable<MediaTable> = {
		storage_key: key,
		original_name: cleanName(opts.originalName),
		mime_type: manifest.mimeType,
		width: manifest.width,
		height: manifest.height,
		bytes: opts.bytes,
		variants: JSON.stringify(manifest.variants),
		alt_ar: opts.altAr ?? '',
		alt_en: opts.altEn ?? '',
		created_by: opts.createdBy ?? null,
		created_at: nowIso(),
	}
	// Two uploads of the same bytes at once: the second insert yields to the first.
	await db()
		.insertInto('media')
		.values(row)
		.onConflict((conflict) => conflict.column('storage_key').doNothing())
		.execute()
	const stored = await select().executeTakeFirstOrThrow()
	return toStored(stored)
}

/**
 * Validates, encodes and records one image; returns its `/media/<key>` URL. Storing bytes that
 * are already stored returns the existing row (and restores its files if they went missing).
 * Throws `MediaError` for anything that is not an acceptable image.
 */
export async function storeImage(input: Buffer, opts: StoreImageOptions): Promise<StoredImage> {
	const { key, manifest } = await encodeImage(input, opts)
	return recordImage(key, manifest, { ...opts, bytes: input.length })
}
