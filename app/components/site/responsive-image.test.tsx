import { renderToStaticMarkup, renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ResponsiveImage } from './responsive-image.tsx'

function imgOf(markup: string) {
	const img = markup.match(/<img [^>]*>/)?.[0]
	if (!img) throw new Error(`no <img> in ${markup}`)
	return img
}

describe('ResponsiveImage', () => {
	it('starts the hero early and with high priority, without holding the first paint for its decode', () => {
		const img = imgOf(
			renderToStaticMarkup(
				<ResponsiveImage src="/media/abc123/800.webp" alt="Rice" sizes="100vw" priority />,
			),
		)
		expect(img).toContain('loading="eager"')
		expect(img).toContain('fetchPriority="high"')
		// Decoded in the frame (`sync`), an AVIF kept the text of the page off the screen until it was
		// decoded: first paints 56–64 ms later at 4 × CPU (decision 0016, "Later (session 26)").
		expect(img).toContain('decoding="async"')
	})

	it('leaves every other image lazy, at the default priority, decoded off the frame', () => {
		const img = imgOf(
			renderToStaticMarkup(<ResponsiveImage src="/media/abc123/800.webp" alt="" sizes="50vw" />),
		)
		expect(img).toContain('loading="lazy"')
		expect(img).toContain('fetchPriority="auto"')
		expect(img).toContain('decoding="async"')
	})

	it('asks for low priority for a secondary picture, so the one the page is about gets the connection first', () => {
		const img = imgOf(
			renderToStaticMarkup(<ResponsiveImage src="/media/abc123/400.webp" alt="" sizes="120px" secondary />),
		)
		expect(img).toContain('loading="lazy"')
		expect(img).toContain('fetchPriority="low"')
	})

	it('keeps the high priority to the screens named, through a preload the browser matches to the picture', () => {
		const markup = renderToString(
			<html>
				<head />
				<body>
					<ResponsiveImage
						src="/media/20e7a22362af710e"
						alt="A ship"
						sizes="(min-width: 1024px) 30vw, 60vw"
						priority
						priorityMedia="(min-width: 640px)"
						fill
					/>
				</body>
			</html>,
		)
		const link = markup.match(/<head>(<link [^>]*>)<\/head>/)?.[1]
		expect(link).toBeDefined()
		expect(link).toContain('rel="preload"')
		expect(link).toContain('as="image"')
		expect(link).toContain('fetchPriority="high"')
		expect(link).toContain('media="(min-width: 640px)"')
		// The same candidates and sizes as the picture's AVIF source, so the browser fetches one file for both.
		const source = markup.match(/<source type="image\/avif" srcSet="([^"]+)" sizes="([^"]+)"/)
		expect(source).not.toBeNull()
		expect(link).toContain(`imageSrcSet="${source![1]}"`)
		expect(link).toContain(`imageSizes="${source![2]}"`)
		expect(link).toContain('type="image/avif"')
		// Elsewhere (a phone, where the picture starts at or below the fold) it comes after what the first paint needs.
		const img = imgOf(markup)
		expect(img).toContain('loading="eager"')
		expect(img).toContain('fetchPriority="low"')
	})
})
