import { useEffect, useState } from 'react'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import type { TagConfig } from '#app/lib/tag-config.ts'

/**
 * The consent code (banner, store, gated tags) is its own chunk, fetched after hydration and only
 * by a site that has something needing consent: most pages of most sites never load it (decision
 * 0029, "Later (session 42)"). Nothing of it is in the server's HTML either way: the banner waits
 * for the visitor's choice, read in the browser.
 */
const loadConsent = () => import('./consent-parts.tsx')

type ConsentModule = Awaited<ReturnType<typeof loadConsent>>

/**
 * The banner and the consent-gated tags, once their code is here. If it cannot be fetched (a
 * deployment replaced it), no banner and no tags: no choice means no tags.
 */
export function DeferredConsent({ tags }: { tags: TagConfig | null }) {
	const [consent, setConsent] = useState<ConsentModule | null>(null)
	useEffect(() => {
		let current = true
		loadConsent().then(
			(module) => current && setConsent(module),
			() => {},
		)
		return () => {
			current = false
		}
	}, [])
	return consent ? <consent.ConsentParts tags={tags} /> : null
}

/** The footer's "cookie settings" link: reopens the choice. */
export function CookieSettingsButton({ className }: { className?: string }) {
	const { t } = useI18n()
	return (
		<button
			type="button"
			onClick={() => void loadConsent().then(({ consentStore }) => consentStore()?.openSettings(), () => {})}
			className={className}
			data-testid="cookie-settings"
		>
			{t('consent.settings')}
		</button>
	)
}
