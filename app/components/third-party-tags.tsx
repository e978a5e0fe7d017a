import { useEffect } from 'react'
import type { TagConfig } from '#app/lib/tag-config.ts'
import { useConsentState } from './site/consent.tsx'

/**
 * Everything that waits for the visitor's consent: the tag manager and pixel configured in the
 * site settings (ids validated on the server) and the advertising codes marked as needing it.
 * Nothing happens before the visitor accepts.
 */
export function ConsentGatedTags({ tags }: { tags: TagConfig | null }) {
	const { choice } = useConsentState()
	useEffect(() => {
		if (choice !== 'granted') return
		void import('./tag-activation.ts').then(({ activateConsentCodes, activateTags }) => {
			activateConsentCodes()
			if (tags) activateTags(tags)
		})
	}, [choice, tags])
	return null
}
