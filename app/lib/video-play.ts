import { videoOf, videoPlayerUrl, videoProviderNames } from './video-embed.ts'

/**
 * Click-to-play for the videos of a post body (decision 0047): a click on a video's "Play video"
 * link (app/lib/body-embeds.ts) puts the provider's privacy-mode player in its place, started, and
 * moves the focus to it. Before that click nothing is requested from the provider; without script
 * the link opens the video's page. The player's address is made again from the figure's checked
 * provider and id, never read from the markup.
 */
export function playVideoOnClick(event: MouseEvent) {
	if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
	const link = event.target instanceof Element ? event.target.closest('a[data-video-play]') : null
	const figure = link?.closest('figure[data-video-provider]')
	const video = figure ? videoOf(figure.getAttribute('data-video-provider'), figure.getAttribute('data-video-id')) : null
	if (!link || !video) return
	event.preventDefault()
	const frame = document.createElement('iframe')
	frame.src = videoPlayerUrl(video)
	frame.title = `${link.querySelector('.video-play-label')?.textContent ?? ''} (${videoProviderNames[video.provider]})`
	frame.allow = 'autoplay; encrypted-media; fullscreen; picture-in-picture'
	frame.allowFullscreen = true
	frame.referrerPolicy = 'strict-origin-when-cross-origin'
	frame.className = 'video-frame'
	link.replaceWith(frame)
	frame.focus()
}
