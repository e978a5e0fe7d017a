import { FieldError } from '#app/components/ui/field.tsx'
import { type LucideIcon, Plus } from 'lucide-react'
import { type ReactNode, useId } from 'react'
import type { AdminKey } from '#app/i18n/admin/index.ts'
import { useAdminI18n } from '../admin-i18n.tsx'
import { adminStyles } from '../admin-page.tsx'
import type { FieldErrors } from '#app/lib/validation.ts'
import { type EditableRow, RowControls, useEditableRows } from './row-controls.tsx'

/** What one repeatable list of the product form is: everything but its rows and how one is drawn. */
export interface RowListSettings<T> {
	/** The form field its rows are named under: `<field>.<position>.<cell>`. */
	field: string
	/** A new row's values. */
	blank: T
	/** Its texts: a row's name as a person reads it ("Specification {number}"), the line while there are none, the add button. */
	texts: { item: AdminKey; empty: AdminKey; add: AdminKey }
	/** The add button's icon. */
	addIcon?: LucideIcon
	max: number
	/** The stem of its test hooks: `<testId>-row` on each row, `add-<testId>` on the add button. */
	testId: string
}

/** What the form gives a list: its rows as last saved or sent, and the errors of the last refused save. */
export interface RowListData<T> {
	initial: T[]
	errors: FieldErrors
}

/**
 * The frame of a repeatable part of the product form (gallery, specifications, the export data's
 * lists): the rows of the form's `field` in their order (each with its errors from the last refused
 * save), a line while there are none, the list's own error and the add button (off at the limit). Each
 * row is drawn by `row`, given its name as a person reads it ("Specification 2") and its move and
 * remove buttons to place.
 */
export function RowList<T>({
	field,
	blank,
	texts,
	addIcon: AddIcon = Plus,
	max,
	testId,
	initial,
	errors,
	row,
}: RowListSettings<T> & RowListData<T> & { row: (row: EditableRow<T>, index: number, item: string, controls: ReactNode) => ReactNode }) {
	const { t } = useAdminI18n()
	const { rows, add, move, remove } = useEditableRows(initial, errors, field, blank)
	const error = errors[field]
	return (
		<div className="space-y-3">
			{rows.length === 0 ? <p className="text-ink-500 text-sm">{t(texts.empty)}</p> : null}
			<ol className="space-y-3">
				{rows.map((editable, index) => {
					const name = t(texts.item, { number: index + 1 })
					return (
						<li key={editable.key} className="border-sand-200 bg-sand-50/60 relative rounded-xl border p-3" data-testid={`${testId}-row`}>
							{row(editable, index, name, <RowControls item={name} index={index} count={rows.length} onMove={move} onRemove={remove} />)}
						</li>
					)
				})}
			</ol>
			{error ? (
				<p className="text-sm font-medium text-red-700" role="alert">
					{error}
				</p>
			) : null}
			<button type="button" onClick={add} className={adminStyles.secondaryButton} disabled={rows.length >= max} data-testid={`add-${testId}`}>
				<AddIcon aria-hidden className="size-4" />
				{t(texts.add)}
			</button>
		</div>
	)
}

/** A row's heading: its name, then what acts on it (its move and remove buttons, a shown/hidden flag). */
export function RowHeading({ item, children }: { item: string; children: ReactNode }) {
	return (
		<div className="mb-2 flex flex-wrap items-center justify-between gap-2">
			<p className="text-ink-700 text-sm font-semibold">{item}</p>
			{children}
		</div>
	)
}

/** One input of a row: a text typed in its direction, a number on the number pad, a date, or a choice. */
export interface RowCell<K extends string> {
	name: K
	label: AdminKey
	/** An Arabic text's 'rtl'; every other cell is left-to-right. */
	dir?: 'rtl'
	kind?: 'number' | 'date' | { options: readonly string[]; label: (option: string) => AdminKey; blank: string }
	max?: number
}

/**
 * The inputs of one row, named `<list>.<position>.<cell>` (what the schema's errors are keyed by),
 * each with its label and its own error wired for assistive technology.
 */
export function RowCells<K extends string>({
	list,
	index,
	cells,
	value,
	errors,
	max,
	className = 'grid gap-3 sm:grid-cols-2 2xl:grid-cols-4',
}: {
	list: string
	index: number
	cells: readonly RowCell<K>[]
	value: Record<K, string>
	errors: Record<string, string | undefined>
	/** The length of a text cell that gives none. */
	max: number
	className?: string
}) {
	const { t } = useAdminI18n()
	const id = useId()
	return (
		<div className={className}>
			{cells.map((cell) => {
				const inputId = `${id}-${cell.name}`
				const name = `${list}.${index}.${cell.name}`
				const error = errors[cell.name]
				const described = error ? { 'aria-invalid': true as const, 'aria-describedby': `${inputId}-error` } : {}
				const choice = typeof cell.kind === 'object' ? cell.kind : null
				return (
					<div key={cell.name}>
						<label htmlFor={inputId} className="text-ink-600 mb-1 block text-xs font-semibold">
							{t(cell.label)}
						</label>
						{choice ? (
							<select id={inputId} name={name} defaultValue={value[cell.name]} className={adminStyles.input} {...described}>
								{choice.options.map((option) => (
									<option key={option} value={option}>
										{t(choice.label(option))}
									</option>
								))}
							</select>
						) : (
							<input
								id={inputId}
								name={name}
								type={cell.kind === 'date' ? 'date' : 'text'}
								dir={cell.dir ?? 'ltr'}
								inputMode={cell.kind === 'number' ? 'decimal' : undefined}
								defaultValue={value[cell.name]}
								maxLength={cell.max ?? max}
								className={adminStyles.input}
								{...described}
							/>
						)}
						<FieldError id={`${inputId}-error`} error={error} small />
					</div>
				)
			})}
		</div>
	)
}
