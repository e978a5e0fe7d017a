import { describe, expect, it } from 'vitest'
import { parseVideoUrl, videoOf, videoPlayerUrl, videoWatchUrl } from './video-embed.ts'

describe('parseVideoUrl', () => {
	it('reads the addresses YouTube gives for a video', () => {
		for (const url of [
			'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
			'https://youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
			'http://m.youtube.com/watch?v=dQw4w9WgXcQ',
			'https://youtu.be/dQw4w9WgXcQ?si=abc',
			'youtu.be/dQw4w9WgXcQ',
			'https://www.youtube.com/embed/dQw4w9WgXcQ',
			'https://www.youtube.com/shorts/dQw4w9WgXcQ',
			'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
			'  https://www.youtube.com/live/dQw4w9WgXcQ  ',
		])
			expect(parseVideoUrl(url), url).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ' })
	})

	it('reads the addresses Vimeo gives for a video', () => {
		for (const url of ['https://vimeo.com/76979871', 'https://vimeo.com/channels/staffpicks/76979871', 'https://player.vimeo.com/video/76979871?h=abc', 'vimeo.com/76979871'])
			expect(parseVideoUrl(url), url).toEqual({ provider: 'vimeo', id: '76979871' })
	})

	it('refuses other hosts, look-alike hosts, other schemes and malformed ids', () => {
		for (const url of [
			'',
			'https://example.com/watch?v=dQw4w9WgXcQ',
			'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
			'https://evilyoutube.com/watch?v=dQw4w9WgXcQ',
			'javascript:alert(1)//youtube.com/watch?v=dQw4w9WgXcQ',
			'data:text/html,<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ">',
			'https://www.youtube.com/watch?v=dQw4w9WgXcQ"onload="x',
			'https://www.youtube.com/watch?v=short',
			'https://www.youtube.com/channel/UC123',
			'https://user:pass@www.youtube.com/watch?v=dQw4w9WgXcQ',
			'https://vimeo.com/about',
			'https://vimeo.com/76979871"><script>',
			'https://dailymotion.com/video/x7tgad0',
			'<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ"></iframe>',
		])
			expect(parseVideoUrl(url), url).toBeNull()
	})
})

describe('a stored video', () => {
	it('is checked by provider and id', () => {
		expect(videoOf('youtube', 'dQw4w9WgXcQ')).toEqual({ provider: 'youtube', id: 'dQw4w9WgXcQ' })
		expect(videoOf('youtube', 'dQw4w9WgXc"')).toBeNull()
		expect(videoOf('vimeo', 'abc')).toBeNull()
		expect(videoOf('evil', '12345678')).toBeNull()
		expect(videoOf(null, null)).toBeNull()
	})

	it('plays from the privacy-mode hosts, and links to its page', () => {
		expect(videoPlayerUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ' })).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1')
		expect(videoPlayerUrl({ provider: 'vimeo', id: '76979871' })).toBe('https://player.vimeo.com/video/76979871?dnt=1&autoplay=1')
		expect(videoWatchUrl({ provider: 'youtube', id: 'dQw4w9WgXcQ' })).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ')
		expect(videoWatchUrl({ provider: 'vimeo', id: '76979871' })).toBe('https://vimeo.com/76979871')
	})
})
