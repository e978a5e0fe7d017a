import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import type { LucideIcon } from 'lucide-react'

/** Where the short word shows: the classes that hide it below that width (written out whole, so Tailwind finds every class). */
const wordHiddenBelow = { sm: 'max-sm:hidden', xl: 'max-xl:hidden' } as const

/**
 * What a table row's button shows: its icon, its full name for screen readers ("Delete the
 * redirect /old"), and a short word on the widest screens only, where the columns leave room
 * (`wordFrom`: from the small width up in a table of few columns).
 */
export function RowButtonLabel({ Icon, name, word, wordFrom = 'xl' }: { Icon: LucideIcon; name: string; word: string; wordFrom?: keyof typeof wordHiddenBelow }) {
	return (
		<>
			<Icon aria-hidden className="size-4" />
			<span className="sr-only">
				<ScriptRuns text={name} />
			</span>
			<span aria-hidden className={wordHiddenBelow[wordFrom]}>
				{word}
			</span>
		</>
	)
}
