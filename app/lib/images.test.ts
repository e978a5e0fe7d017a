import { describe, expect, it } from 'vitest'
import { imageWidths, mediaKey, mediaVariantUrl, responsiveImage, shareImageSize, shareImageUrl } from './images.ts'

describe('responsiveImage', () => {
	const url = '/media/0123456789abcdef'

	it('derives AVIF and WebP srcsets for every width of a media URL', () => {
		const image = responsiveImage(url, '(min-width: 768px) 50vw, 100vw')
		expect(image.src).toBe('/media/0123456789abcdef/800.webp')
		expect(image.sizes).toBe('(min-width: 768px) 50vw, 100vw')
		expect(image.srcSetWebp).toBe(
			'/media/0123456789abcdef/400.webp 400w, /media/0123456789abcdef/800.webp 800w, ' +
				'/media/0123456789abcdef/1200.webp 1200w, /media/0123456789abcdef/1600.webp 1600w',
		)
		expect(image.srcSetAvif?.split(', ')).toEqual(imageWidths.map((w) => `${url}/${w}.avif ${w}w`))
	})

	it('passes any other URL through as src only', () => {
		for (const other of [
			'https://cdn.example.com/rice.jpg',
			'/images/placeholder.svg',
			'/media/0123456789abcdef/800.webp',
			'/media/NOT-A-KEY',
			'/media/',
			'',
		]) {
			const image = responsiveImage(other, '100vw')
			expect(image).toEqual({ src: other, sizes: '100vw' })
		}
	})
})

describe('mediaKey', () => {
	it('reads the key of a media URL and nothing else', () => {
		expect(mediaKey('/media/0123456789abcdef')).toBe('0123456789abcdef')
		expect(mediaKey('/media/0123456789abcdef?x=1')).toBeNull()
		expect(mediaKey('/media/../etc/passwd')).toBeNull()
		expect(mediaKey('https://example.com/media/0123456789abcdef')).toBeNull()
	})

	it('builds variant URLs', () => {
		expect(mediaVariantUrl('/media/00ff00ff00ff00ff', 1600, 'avif')).toBe('/media/00ff00ff00ff00ff/1600.avif')
	})
})

describe('share pictures', () => {
	it('are 1200 × 630 where the source is that wide, the same shape and never enlarged below', () => {
		expect(shareImageSize(1600)).toEqual({ width: 1200, height: 630 })
		expect(shareImageSize(1200)).toEqual({ width: 1200, height: 630 })
		expect(shareImageSize(800)).toEqual({ width: 800, height: 420 })
		expect(shareImageSize(1)).toEqual({ width: 1, height: 1 })
		expect(shareImageUrl('/media/0123456789abcdef')).toBe('/media/0123456789abcdef/share.jpg')
	})
})
