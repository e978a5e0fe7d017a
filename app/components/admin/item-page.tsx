import type { ReactNode } from 'react'
import { AdminPage } from './admin-page.tsx'
import { ReplyBanner } from './reply-banner.tsx'
import { BackLink, HistoryLink } from './title-links.tsx'

/**
 * The frame of a screen of one item (a new one, or one opened from its list): its title, the way
 * back to the list (and to a saved item's history, and its own links), what the last action
 * answered (or the flash that led here), then the item.
 */
export function ItemPage({
	title,
	description,
	back,
	history,
	actions,
	reply,
	children,
}: {
	title: string
	description?: string
	back: { to: string; label: string }
	/** The item's history screen. */
	history?: string
	/** The item's other links and buttons of the title row. */
	actions?: ReactNode
	reply: Parameters<typeof ReplyBanner>[0]['reply']
	children: ReactNode
}) {
	const links = (
		<>
			<BackLink to={back.to}>{back.label}</BackLink>
			{history ? <HistoryLink to={history} /> : null}
			{actions}
		</>
	)
	return (
		<AdminPage title={title} description={description} actions={links}>
			<ReplyBanner reply={reply} />
			{children}
		</AdminPage>
	)
}
