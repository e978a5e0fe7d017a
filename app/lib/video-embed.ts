/**
 * Videos in post bodies (decision 0047): from known providers only, stored as their provider and id
 * (never an author's iframe), shown to visitors as a link that becomes the provider's privacy-mode
 * player only when clicked. Pure and isomorphic: the editor, the sanitiser and the public page's
 * click-to-play all read it.
 */

export const videoProviders = ['youtube', 'vimeo'] as const
export type VideoProvider = (typeof videoProviders)[number]

export interface Video {
	provider: VideoProvider
	id: string
}

export const videoProviderNames: Record<VideoProvider, string> = { youtube: 'YouTube', vimeo: 'Vimeo' }

/** The only hosts a body's player comes from (the public pages' `frame-src`, decision 0041). */
export const videoFrameOrigins = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const

const idPatterns: Record<VideoProvider, RegExp> = { youtube: /^[\w-]{11}$/, vimeo: /^\d{6,12}$/ }

/** A provider and id as stored, checked; null for anything else. */
export function videoOf(provider: string | null | undefined, id: string | null | undefined): Video | null {
	if (!provider || !id || !(videoProviders as readonly string[]).includes(provider)) return null
	return idPatterns[provider as VideoProvider].test(id) ? { provider: provider as VideoProvider, id } : null
}

const youtubeHosts = /^(?:www\.|m\.|music\.)?(?:youtube\.com|youtube-nocookie\.com)$/

/**
 * The video a pasted or typed address names: YouTube (watch, youtu.be, embed, shorts, live, the
 * no-cookie host) or Vimeo (vimeo.com/<id>, channels, groups, the player); null for any other address.
 */
export function parseVideoUrl(value: string | null | undefined): Video | null {
	let url: URL
	try {
		const text = (value ?? '').trim()
		url = new URL(/^[a-z][\w+.-]*:/i.test(text) ? text : `https://${text}`)
	} catch {
		return null
	}
	if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
	if (url.username || url.password || (url.port && url.port !== '443' && url.port !== '80')) return null
	const host = url.hostname.toLowerCase()
	const parts = url.pathname.split('/').filter(Boolean)
	if (host === 'youtu.be') return videoOf('youtube', parts[0])
	if (youtubeHosts.test(host)) {
		if (parts[0] === 'watch' && parts.length === 1) return videoOf('youtube', url.searchParams.get('v'))
		if (['embed', 'shorts', 'live', 'v'].includes(parts[0] ?? '') && parts.length === 2) return videoOf('youtube', parts[1])
		return null
	}
	if (host === 'vimeo.com' || host === 'www.vimeo.com') {
		const id = parts.at(-1)
		const known = parts.length === 1 || (parts.length === 3 && (parts[0] === 'channels' || parts[0] === 'groups')) || (parts.length === 4 && parts[0] === 'groups' && parts[2] === 'videos')
		return known ? videoOf('vimeo', id) : null
	}
	if (host === 'player.vimeo.com' && parts[0] === 'video' && parts.length === 2) return videoOf('vimeo', parts[1])
	return null
}

/** The video's own page: where its link leads without script, and what the editor shows. */
export function videoWatchUrl({ provider, id }: Video): string {
	return provider === 'youtube' ? `https://www.youtube.com/watch?v=${id}` : `https://vimeo.com/${id}`
}

/** The privacy-mode player, started by the click that created it. */
export function videoPlayerUrl({ provider, id }: Video): string {
	return provider === 'youtube' ? `https://www.youtube-nocookie.com/embed/${id}?autoplay=1` : `https://player.vimeo.com/video/${id}?dnt=1&autoplay=1`
}
