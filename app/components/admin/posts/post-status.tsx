import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { StatePill } from '#app/components/admin/state-pill.tsx'
import { type PostDisplayStatus, displayStatus } from '#app/lib/post-schema.ts'

export { type PostDisplayStatus, displayStatus }

const tones: Record<PostDisplayStatus, string> = {
	draft: 'bg-sand-100 text-ink-700 ring-sand-300',
	published: 'bg-brand-50 text-brand-800 ring-brand-200',
	scheduled: 'bg-grain-50 text-grain-800 ring-grain-200',
	unpublished: 'bg-red-50 text-red-800 ring-red-200',
}

export function PostStatusBadge({ status }: { status: PostDisplayStatus }) {
	const { t } = useAdminI18n()
	return (
		<StatePill tone={tones[status]} dot="bg-current opacity-70" testId="post-status">
			{t(`posts.status.${status}`)}
		</StatePill>
	)
}
