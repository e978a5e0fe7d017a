import { isStaffPath } from '#app/i18n/lang.ts'
import { withTimeout } from '#app/lib/with-timeout.ts'
import {
	invalidTagIds,
	mergeOrigins,
	type TagConfig,
	tagConfigFrom,
	type TagOrigins,
	tagOrigins,
} from '#app/lib/tag-config.ts'
import { enabledCodeOrigins } from './advertising-codes.server.ts'
import { logger } from './logger.server.ts'
import { getSiteSettings } from './settings.server.ts'

const warned = new Set<string>()

/**
 * The third-party tags the public pages load (after consent): validated ids from the cached site
 * settings, or null. A malformed id is left out, with one warning in the log per value.
 */
export async function getTagConfig(): Promise<TagConfig | null> {
	// Tag ids are language-neutral settings: either language's cached copy holds them.
	const settings = await getSiteSettings('ar')
	for (const key of invalidTagIds(settings)) {
		const value = settings[key as 'google_analytics_id' | 'facebook_pixel_id']
		if (warned.has(`${key}=${value}`)) continue
		warned.add(`${key}=${value}`)
		logger.warn({ setting: key, value: value.slice(0, 60) }, 'ignoring a malformed third-party tag id')
	}
	return tagConfigFrom(settings)
}

const none = tagOrigins(null)
/** How long a response waits for settings that are not cached yet before going out with the base policy. */
const settingsWaitMs = 1000

/**
 * The CSP origins for one request: the configured tags' and the enabled codes' (decision 0021) on
 * public pages, none elsewhere (the
 * back-office, the API, health checks and media never load them). Reads the cached settings;
 * a database that does not answer in time costs the tags, never the response.
 */
export async function cspOriginsFor(pathname: string): Promise<TagOrigins> {
	return (await cspOriginsOf(pathname)).origins
}

/**
 * The same, and whether they are the settings' own (`settled`) or the base policy a database that
 * did not answer left: an answer's headers reused for later ones (kept-answer.server.ts) must not
 * be a fallback.
 */
export async function cspOriginsOf(pathname: string): Promise<{ origins: TagOrigins; settled: boolean }> {
	if (isStaffPath(pathname) || /^\/(api|healthz|readyz|media|assets)(\/|$)/.test(pathname)) return { origins: none, settled: true }
	const fallback = { origins: none, settled: false }
	try {
		const origins = Promise.all([getTagConfig(), enabledCodeOrigins()]).then(([config, codes]) => ({ origins: mergeOrigins(tagOrigins(config), codes), settled: true }))
		return await withTimeout(origins, settingsWaitMs, () => fallback)
	} catch {
		return fallback
	}
}
