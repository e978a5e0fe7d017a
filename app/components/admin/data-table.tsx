import { LoaderCircle } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { adminStyles } from './admin-page.tsx'

export type Breakpoint = 'sm' | 'md' | 'lg' | 'xl' | '2xl'

// Written out whole, so Tailwind finds every class.
const shownFrom: Record<Breakpoint, string> = {
	sm: 'hidden sm:table-cell',
	md: 'hidden md:table-cell',
	lg: 'hidden lg:table-cell',
	xl: 'hidden xl:table-cell',
	'2xl': 'hidden 2xl:table-cell',
}
const foldedBelow: Record<Breakpoint, string> = { sm: 'sm:hidden', md: 'md:hidden', lg: 'lg:hidden', xl: 'xl:hidden', '2xl': '2xl:hidden' }
const breakpoints: Breakpoint[] = ['sm', 'md', 'lg', 'xl', '2xl']
const alignment = { start: 'text-start', center: 'text-center', end: 'text-end' } as const
/** The header look without its alignment, which each column sets. */
const th = adminStyles.th.replace('text-start', '')

export interface ColumnSort {
	/** This column's current order, or null while the list is sorted by another. */
	direction: 'asc' | 'desc' | null
	/** The list sorted by this column (the next direction). */
	to: string
	/** What following the link does, for the tooltip and screen readers. */
	title: string
	testId?: string
}

export interface DataColumn<T> {
	id: string
	header: ReactNode
	cell: (row: T) => ReactNode
	/**
	 * The column that takes the width the others leave (one per table). Its text must be cut, not
	 * wrapped or widened: use `Truncate` for names, titles and addresses.
	 */
	main?: boolean
	/** Shown as a column from this width up; narrower screens show it inside the main column's cell. */
	from?: Breakpoint
	/** What the main cell shows of this column on narrower screens (default: the cell); false: nothing. */
	folded?: ((row: T) => ReactNode) | false
	align?: keyof typeof alignment
	sort?: ColumnSort
	/** Extra classes for this column's cells. */
	className?: string
}

/**
 * The one table of the back-office lists. What every list gets from it:
 * - no sideways scrolling at any width: one main column takes the free width and cuts its text
 *   (with the full text on hover and focus, see `Truncate`), the others keep their content's width;
 * - a phone layout: columns marked `from` fold into the main cell below their width, so the key
 *   values and the row actions stay in view at 390 px;
 * - sortable headers as links (the order lives in the URL), with `aria-sort`;
 * - the loading, error and empty rows in the table's own frame.
 */
export function DataTable<T>({
	columns,
	rows,
	rowKey,
	rowProps,
	label,
	state = 'ready',
	loadingText,
	errorText,
	empty,
	name,
}: {
	columns: DataColumn<T>[]
	rows: readonly T[]
	rowKey: (row: T) => string | number
	rowProps?: (row: T) => { className?: string } & Record<`data-${string}`, string | number | undefined>
	/** The table's name for assistive technology. */
	label?: string
	state?: 'ready' | 'loading' | 'error'
	loadingText?: string
	errorText?: string
	empty: ReactNode
	/** Names the test hooks: `<name>-table` and its `<name>-empty`, `-loading` and `-error` rows. */
	name: string
}) {
	const main = columns.find((column) => column.main)
	const folded = columns.filter((column) => column.from && column.folded !== false)
	// The folded values' line is hidden from the widest width at which any column still folds.
	const foldedUntil = breakpoints.filter((bp) => folded.some((column) => column.from === bp)).at(-1)
	const cellClass = (column: DataColumn<T>) =>
		[
			column.main ? 'w-full max-w-0' : 'whitespace-nowrap',
			alignment[column.align ?? 'start'],
			column.from ? shownFrom[column.from] : '',
			column.className ?? '',
		].join(' ')
	const wide = (content: ReactNode, props: Record<string, unknown> = {}) => (
		<tr {...props}>
			<td colSpan={columns.length} className={`${adminStyles.td} text-ink-500 py-10 text-center whitespace-normal`}>
				{content}
			</td>
		</tr>
	)
	return (
		// `relative`: screen-reader-only texts of the row actions are placed inside the table's frame.
		<div className="relative">
			<table className={adminStyles.table} aria-label={label} aria-busy={state === 'loading' || undefined} data-testid={`${name}-table`}>
				<thead>
					<tr>
						{columns.map((column) => (
							<th
								key={column.id}
								scope="col"
								className={`${th} ${cellClass(column)}`}
								aria-sort={column.sort ? (column.sort.direction === 'asc' ? 'ascending' : column.sort.direction === 'desc' ? 'descending' : 'none') : undefined}
							>
								{column.sort ? <SortLink sort={column.sort}>{column.header}</SortLink> : column.header}
							</th>
						))}
					</tr>
				</thead>
				<tbody>
					{state === 'loading' ? (
						wide(
							<>
								<LoaderCircle aria-hidden className="me-2 inline size-5 animate-spin align-middle" />
								{loadingText}
							</>,
							{ 'data-testid': `${name}-loading` },
						)
					) : state === 'error' ? (
						<tr data-testid={`${name}-error`}>
							<td colSpan={columns.length} role="alert" className={`${adminStyles.td} py-10 text-center font-medium whitespace-normal text-red-700`}>
								{errorText}
							</td>
						</tr>
					) : rows.length === 0 ? (
						wide(empty, { 'data-testid': `${name}-empty` })
					) : (
						rows.map((row) => (
							<tr key={rowKey(row)} {...rowProps?.(row)}>
								{columns.map((column) => (
									<td key={column.id} className={`${adminStyles.td} ${cellClass(column)}`}>
										{column.cell(row)}
										{column === main && foldedUntil ? (
											<div className={`mt-1.5 flex flex-wrap items-center gap-x-3 gap-y-1.5 text-xs ${foldedBelow[foldedUntil]}`} data-testid="table-folded">
												{folded.map((other) => (
													<span key={other.id} className={`inline-flex min-w-0 items-center ${foldedBelow[other.from!]}`}>
														{other.folded ? other.folded(row) : other.cell(row)}
													</span>
												))}
											</div>
										) : null}
									</td>
								))}
							</tr>
						))
					)}
				</tbody>
			</table>
		</div>
	)
}

/**
 * The row actions' column: at the line's end, its buttons in a row, and in a column on phones so
 * the main column keeps the width.
 */
export function actionsColumn<T>(header: ReactNode, cell: (row: T) => ReactNode): DataColumn<T> {
	return {
		id: 'actions',
		header,
		align: 'end',
		className: 'px-2 sm:px-4',
		cell: (row) => <div className="flex items-center justify-end gap-1 max-sm:flex-col">{cell(row)}</div>,
	}
}

function SortLink({ sort, children }: { sort: ColumnSort; children: ReactNode }) {
	return (
		<Link to={sort.to} replace preventScrollReset className="hover:text-ink-900 inline-flex items-center gap-1 whitespace-nowrap" data-testid={sort.testId} title={sort.title}>
			{children}
			<span aria-hidden className={sort.direction ? 'text-brand-700' : 'text-ink-300'}>
				{sort.direction === 'asc' ? '▲' : sort.direction === 'desc' ? '▼' : '↕'}
			</span>
		</Link>
	)
}
