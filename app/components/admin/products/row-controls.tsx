import { useRef, useState } from 'react'
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react'
import type { FieldErrors } from '#app/lib/validation.ts'
import { useAdminI18n } from '../admin-i18n.tsx'

const iconButton =
	'text-ink-500 hover:bg-sand-100 hover:text-ink-900 inline-flex size-8 items-center justify-center rounded-lg disabled:pointer-events-none disabled:opacity-30'

/** Move up, move down and remove, for one row of an ordered editor (specifications, gallery). */
export function RowControls({
	item,
	index,
	count,
	onMove,
	onRemove,
}: {
	/** The row's name as a person reads it ("Specification 2"), for the buttons' labels. */
	item: string
	index: number
	count: number
	onMove: (from: number, to: number) => void
	onRemove: (index: number) => void
}) {
	const { t } = useAdminI18n()
	return (
		<div className="flex items-center gap-0.5">
			<button type="button" className={iconButton} disabled={index === 0} onClick={() => onMove(index, index - 1)} aria-label={t('products.moveUp', { item })} title={t('products.moveUp', { item })}>
				<ArrowUp aria-hidden className="size-4" />
			</button>
			<button
				type="button"
				className={iconButton}
				disabled={index === count - 1}
				onClick={() => onMove(index, index + 1)}
				aria-label={t('products.moveDown', { item })}
				title={t('products.moveDown', { item })}
			>
				<ArrowDown aria-hidden className="size-4" />
			</button>
			<button
				type="button"
				className={`${iconButton} hover:bg-red-50 hover:text-red-700`}
				onClick={() => onRemove(index)}
				aria-label={t('products.remove', { item })}
				title={t('products.remove', { item })}
			>
				<Trash2 aria-hidden className="size-4" />
			</button>
		</div>
	)
}

/** A copy of the list with one item moved (out-of-range moves change nothing). */
export function move<T>(list: T[], from: number, to: number): T[] {
	if (to < 0 || to >= list.length) return list
	const next = [...list]
	const [item] = next.splice(from, 1)
	next.splice(to, 0, item as T)
	return next
}

/** The errors of one row (`specs.2.name_en` → `name_en`), so they stay with it when rows move. */
export function rowErrors(errors: FieldErrors, prefix: string): FieldErrors {
	return Object.fromEntries(Object.entries(errors).filter(([key]) => key.startsWith(prefix)).map(([key, value]) => [key.slice(prefix.length), value]))
}

export interface EditableRow<T> {
	/** Stable across moves, so typed text and errors stay with their row. */
	key: string
	value: T
	errors: FieldErrors
}

/**
 * The rows of a repeatable part of a form (`<field>.<position>.<name>`): each keeps its own errors
 * from the last refused save; rows are added, moved and removed in place.
 */
export function useEditableRows<T>(initial: T[], errors: FieldErrors, field: string, blank: T) {
	const next = useRef(initial.length)
	const [rows, setRows] = useState<EditableRow<T>[]>(() =>
		initial.map((value, i) => ({ key: `${field}-${i}`, value, errors: rowErrors(errors, `${field}.${i}.`) })),
	)
	return {
		rows,
		add: () => setRows((current) => [...current, { key: `${field}-${next.current++}`, value: blank, errors: {} }]),
		move: (from: number, to: number) => setRows((current) => move(current, from, to)),
		remove: (at: number) => setRows((current) => current.filter((_, i) => i !== at)),
	}
}

