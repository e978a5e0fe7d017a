import type { ComponentProps, ReactNode } from 'react'
import type { AdminKey } from '#app/i18n/admin/index.ts'
import { useAdminI18n } from './admin-i18n.tsx'
import { AdminPage, adminStyles } from './admin-page.tsx'
import { DataTable } from './data-table.tsx'
import { FilterBar } from './filter-bar.tsx'
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

/** The texts a filtered list's section of the dictionary holds (`<section>.filter`, …). */
type FilteredListText = 'filter' | 'clearFilters' | 'tableLabel' | 'error.load' | 'empty'

/** The admin areas whose dictionary holds every text of a filtered list. */
type FilteredListSection = {
	[Key in AdminKey]: Key extends `${infer Section}.tableLabel` ? (`${Section}.${FilteredListText}` extends AdminKey ? Section : never) : never
}[AdminKey]

/**
 * The body of a list screen narrowed by a filter bar (redirects, subscribers): the bar with its
 * fields (`children`), then the paged table. Its texts, the link that clears the filters
 * (`/admin/<section>`) and its test hooks (`<section>-table`, `<section>-count`, …) follow the
 * section's name. The count line is live, since filtering changes it, and a filter that finds
 * nothing says so rather than that the list is empty.
 */
export function FilteredTable<T>({
	section,
	filtered,
	children,
	...table
}: {
	section: FilteredListSection
	filtered: boolean
	/** The filter bar's fields. */
	children: ReactNode
} & Omit<ComponentProps<typeof PagedTable<T>>, 'live' | 'testId' | 'label' | 'errorText' | 'empty' | 'name'>) {
	const { t } = useAdminI18n()
	return (
		<>
			<FilterBar submitLabel={t(`${section}.filter`)} clearTo={`/admin/${section}`} clearLabel={t(`${section}.clearFilters`)} filtered={filtered}>
				{children}
			</FilterBar>
			<PagedTable
				{...table}
				live
				testId={`${section}-count`}
				label={t(`${section}.tableLabel`)}
				errorText={t(`${section}.error.load`)}
				empty={filtered ? t('common.noResults') : t(`${section}.empty`)}
				name={section}
			/>
		</>
	)
}
