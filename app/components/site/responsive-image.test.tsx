import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { ResponsiveImage } from './responsive-image.tsx'

function imgOf(markup: string) {
	const img = markup.match(/<img [^>]*>/)?.[0]
	if (!img) throw new Error(`no <img> in ${markup}`)
	return img
}

describe('ResponsiveImage', () => {
	it('starts the hero early and with high priority, without holding the first paint for its decode', () => {
		const img = imgOf(renderToStaticMarkup(<ResponsiveImage src="/media/abc123/800.webp" alt="Rice" sizes="100vw" priority />))
		expect(img).toContain('loading="eager"')
		expect(img).toContain('fetchPriority="high"')
		// Decoded in the frame (`sync`), an AVIF kept the text of the page off the screen until it was
		// decoded: 50–170 ms later first paints at 4 × CPU (decision 0016, "Later (session 26)").
		expect(img).toContain('decoding="async"')
	})

	it('leaves every other image lazy, at the default priority, decoded off the frame', () => {
		const img = imgOf(renderToStaticMarkup(<ResponsiveImage src="/media/abc123/800.webp" alt="" sizes="50vw" />))
		expect(img).toContain('loading="lazy"')
		expect(img).toContain('fetchPriority="auto"')
		expect(img).toContain('decoding="async"')
	})
})
