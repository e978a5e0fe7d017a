import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { ArrowRight, Download, History, Plus } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { useAdminI18n } from './admin-i18n.tsx'
import { adminStyles } from './admin-page.tsx'

/** The links of a screen's title row: back to where the item is listed, to a new item, to an item's history, and to a download of the list. */

/** Back to a list (or to the item's edit screen); the arrow points back in either reading direction. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
	return (
		<Link to={to} className={adminStyles.secondaryButton}>
			<ArrowRight aria-hidden className="size-4 ltr:rotate-180" />
			{children}
		</Link>
	)
}

/** To the screen that creates a new item of a list. */
export function NewLink({ to, testId, children }: { to: string; testId?: string; children: ReactNode }) {
	return (
		<Link to={to} className={adminStyles.primaryButton} data-testid={testId}>
			<Plus aria-hidden className="size-4" />
			{children}
		</Link>
	)
}

/** The edit screen's way to its history. */
export function HistoryLink({ to }: { to: string }) {
	const { t } = useAdminI18n()
	return (
		<Link to={to} className={adminStyles.secondaryButton}>
			<History aria-hidden className="size-4" />
			{t('revisions.open')}
		</Link>
	)
}

/** Downloads the list as a file (its filters applied where the address carries them). */
export function ExportLink({ href, label, hint, testId }: { href: string; label: string; hint?: string; testId: string }) {
	return (
		<a href={href} download className={adminStyles.secondaryButton} title={hint} data-testid={testId}>
			<Download aria-hidden className="size-4" />
			<ScriptRuns text={label} />
		</a>
	)
}
