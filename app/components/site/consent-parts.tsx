import { ConsentGatedTags } from '#app/components/third-party-tags.tsx'
import type { TagConfig } from '#app/lib/tag-config.ts'
import { ConsentBanner } from './consent.tsx'

export { consentStore } from './consent.tsx'

/** What a site that needs consent adds to every page: the banner and the tags that wait for it. */
export function ConsentParts({ tags }: { tags: TagConfig | null }) {
	return (
		<>
			<ConsentGatedTags tags={tags} />
			<ConsentBanner />
		</>
	)
}
