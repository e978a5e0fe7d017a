import type { ComponentProps, ReactNode } from 'react'
import { useAdminI18n } from './admin-i18n.tsx'
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

/** The sections whose saved items have an edit screen and a history: their list is `/admin/<section>`, their texts `<section>.*`. */
type EditSection = 'posts' | 'categories' | 'products'

/** Each section's history screen of a saved item (routes.ts). */
const historyPath: Record<EditSection, (id: number) => string> = {
	posts: (id) => `/admin/posts/edit/${id}/history`,
	categories: (id) => `/admin/categories/edit/${id}/history`,
	products: (id) => `/admin/products/${id}/edit/history`,
}

/** The edit screen of a section's saved item: its section's title, the way back to its list, and its history. */
export function EditItemPage({ section, id, ...page }: { section: EditSection; id: number } & Omit<ComponentProps<typeof ItemPage>, 'title' | 'back' | 'history'>) {
	const { t } = useAdminI18n()
	return <ItemPage title={t(`${section}.editTitle`)} back={{ to: `/admin/${section}`, label: t(`${section}.backToList`) }} history={historyPath[section](id)} {...page} />
}
