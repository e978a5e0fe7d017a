import type { LucideIcon } from 'lucide-react'
import type { ReactNode } from 'react'
import { adminStyles } from './admin-page.tsx'

/**
 * A card of the account and staff screens holding one task (change your password, invite someone):
 * a heading with its icon, a line saying what it does, then its form. `id` names the heading.
 */
export function TaskCard({ id, icon: Icon, title, text, children }: { id: string; icon: LucideIcon; title: string; text: ReactNode; children: ReactNode }) {
	return (
		<section className={`${adminStyles.card} p-5`} aria-labelledby={`${id}-title`}>
			<h2 id={`${id}-title`} className="text-ink-900 flex items-center gap-2 font-semibold">
				<Icon aria-hidden className="text-grain-600 size-5" />
				{title}
			</h2>
			<p className="text-ink-600 mt-1 text-sm">{text}</p>
			{children}
		</section>
	)
}
