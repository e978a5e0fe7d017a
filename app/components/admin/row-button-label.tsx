import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import type { LucideIcon } from 'lucide-react'

/**
 * What a table row's button shows: its icon, its full name for screen readers ("Delete the
 * redirect /old"), and a short word on the widest screens only, where the columns leave room.
 */
export function RowButtonLabel({ Icon, name, word }: { Icon: LucideIcon; name: string; word: string }) {
	return (
		<>
			<Icon aria-hidden className="size-4" />
			<span className="sr-only">
				<ScriptRuns text={name} />
			</span>
			<span aria-hidden className="max-xl:hidden">
				{word}
			</span>
		</>
	)
}
