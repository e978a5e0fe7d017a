import type { ReactNode } from 'react'

/**
 * The options of a choice among fixed values (units, services, types): an empty one first when
 * `none` is given, then one per value with its label in the reader's language.
 */
export function ValueOptions<V extends string>({ values, label, none }: { values: readonly V[]; label: (value: V) => ReactNode; none?: string }) {
	return (
		<>
			{none === undefined ? null : <option value="">{none}</option>}
			{values.map((value) => (
				<option key={value} value={value}>
					{label(value)}
				</option>
			))}
		</>
	)
}
