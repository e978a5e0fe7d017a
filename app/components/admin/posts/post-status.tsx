import { type PillTone, StatePill } from '#app/components/admin/state-pill.tsx'
import { type PostDisplayStatus, displayStatus } from '#app/lib/post-schema.ts'

export { type PostDisplayStatus, displayStatus }

const tones: Record<PostDisplayStatus, PillTone> = { draft: 'draft', published: 'live', scheduled: 'waiting', unpublished: 'down' }

export function PostStatusBadge({ status }: { status: PostDisplayStatus }) {
	return <StatePill tone={tones[status]} label={`posts.status.${status}`} dot="bg-current opacity-70" testId="post-status" />
}
