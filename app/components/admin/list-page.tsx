import type { ComponentProps, ReactNode } from 'react'
import { AdminPage, adminStyles } from './admin-page.tsx'
import { DataTable } from './data-table.tsx'
import { ListPagination } from './list-pagination.tsx'
import { NewLink } from './title-links.tsx'

/** The frame of a list screen: its title, the link to a new item, then the list. */
export function ListPage({
	title,
	description,
	newItem,
	children,
}: {
	title: string
	description: string
	newItem: { to: string; label: string; testId: string }
	children: ReactNode
}) {
	return (
		<AdminPage
			title={title}
			description={description}
			actions={
				<NewLink to={newItem.to} testId={newItem.testId}>
					{newItem.label}
				</NewLink>
			}
		>
			{children}
		</AdminPage>
	)
}

/** A list's card: how many items there are (or were found) above the table or grid. */
export function CountedCard({ count, live = false, testId, children }: { count: ReactNode; live?: boolean; testId: string; children: ReactNode }) {
	return (
		<div className={adminStyles.card}>
			<p className="text-ink-500 border-sand-100 border-b px-4 py-3 text-sm" aria-live={live ? 'polite' : undefined} data-testid={testId}>
				{count}
			</p>
			{children}
		</div>
	)
}

/**
 * A paged list's body: the counted card holding the one table, then the page links. `list` is the
 * page as the loader read it (`loadListPage`): one that could not be read shows the table's error line.
 */
export function PagedTable<T>({
	list,
	count,
	live,
	testId,
	...table
}: {
	list: { items: T[]; page: number; pageCount: number; loadError?: boolean }
	count: ReactNode
	live?: boolean
	/** The count line's test hook. */
	testId: string
} & Omit<ComponentProps<typeof DataTable<T>>, 'rows' | 'state'>) {
	return (
		<>
			<CountedCard count={count} live={live} testId={testId}>
				<DataTable {...table} rows={list.items} state={list.loadError ? 'error' : 'ready'} />
			</CountedCard>
			<ListPagination page={list.page} pageCount={list.pageCount} />
		</>
	)
}
