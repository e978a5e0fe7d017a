import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
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
		<span
			className={`inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[status]}`}
			data-testid="post-status"
		>
			<span aria-hidden className="size-1.5 rounded-full bg-current opacity-70" />
			{t(`posts.status.${status}`)}
		</span>
	)
}
