import { type Video, videoOf, videoPlayerUrl, videoProviderNames, videoWatchUrl } from './video-embed.ts'

/**
 * Passes over a body the sanitiser has already cleaned (app/server/html.server.ts): each reads only
 * the exact markup the sanitiser writes (a video's `figure` with its two attributes in that order,
 * `<table>`), so what they add is built from checked values, never from the author's markup.
 */

/** A video's figure as the sanitiser writes it, without another figure inside. */
const videoFigure = /<figure data-video-provider="([a-z]+)" data-video-id="([\w-]+)">((?:(?!<\/?figure\b)[\s\S])*)<\/figure>/g

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')
const escapeText = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

function eachVideo(html: string, render: (video: Video) => string): string {
	return html.replace(videoFigure, (whole, provider: string, id: string) => {
		const video = videoOf(provider, id)
		return video ? render(video) : whole
	})
}

/** As stored: the provider and id, and a link to the video's page (whatever the figure held). */
export function storedVideoFigures(html: string): string {
	return eachVideo(html, (video) => {
		const watch = videoWatchUrl(video)
		return `<figure data-video-provider="${video.provider}" data-video-id="${video.id}"><a href="${watch}">${watch}</a></figure>`
	})
}

export interface VideoTexts {
	/** "Play video" in the page's language. */
	play: string
	/** What the click does, with `{provider}` where the provider's name goes (isolated, in English). */
	note: string
}

/**
 * As shown to visitors: a "Play video" link to the video's page (it works without script). The
 * page's script (app/lib/video-play.ts) swaps it for the privacy-mode player on a click, so nothing
 * is requested from the provider before the visitor asks for the video.
 */
export function publicVideoFigures(html: string, texts: VideoTexts): string {
	return eachVideo(html, (video) => {
		const name = videoProviderNames[video.provider]
		return (
			`<figure class="video-embed" data-video-provider="${video.provider}" data-video-id="${video.id}">` +
			`<a class="video-play" href="${escapeAttribute(videoWatchUrl(video))}" data-video-play="${escapeAttribute(videoPlayerUrl(video))}" target="_blank" rel="noopener noreferrer">` +
			`<span class="video-play-icon" aria-hidden="true"></span><span class="video-play-label">${escapeText(texts.play)}</span>` +
			`<span class="video-play-provider" lang="en" dir="ltr">${name}</span></a>` +
			`<figcaption class="video-note">${escapeText(texts.note).replace('{provider}', `<bdi lang="en" dir="ltr">${name}</bdi>`)}</figcaption></figure>`
		)
	})
}

/**
 * Tables scroll sideways inside their own region on a narrow screen instead of widening the page:
 * the region is focusable (a keyboard scrolls it) and named, "Table 1", "Table 2"… in the page's
 * language.
 */
export function scrollableTables(html: string, label: (n: number) => string): string {
	let n = 0
	return html
		.replace(/<table\b/g, () => `<div class="table-scroll" role="region" tabindex="0" aria-label="${escapeAttribute(label(++n))}"><table`)
		.replace(/<\/table>/g, '</table></div>')
}
