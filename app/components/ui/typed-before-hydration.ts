import { type RefObject, useEffect, useLayoutEffect } from 'react'

/**
 * On a slow phone the server's form is on screen, and typed into, before the scripts run. React
 * 19.3 then loses that typing: hydration writes a textarea's server text back over what was typed,
 * and a controlled field's first re-render writes its state (the server's value) into the element.
 * So the typed values are noted just before hydration (`noteTypedFields`, from entry.client),
 * adopted by controlled fields on mount (the hooks below), and written back into any uncontrolled
 * field that lost them (`RestoreTypedFields`).
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const typed = new Map<Field, string>()

/** The value of a field as a form would submit it; a checkbox or radio is 'on' or ''. */
function liveValue(field: Field) {
	return field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio') ? (field.checked ? 'on' : '') : field.value
}

function changedFromServer(field: Field) {
	if (field instanceof HTMLSelectElement) return Array.from(field.options).some((option) => option.selected !== option.defaultSelected)
	if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) return field.checked !== field.defaultChecked
	return field.value !== field.defaultValue
}

/** Notes every field whose value differs from the one the server sent. Call before hydrateRoot. */
export function noteTypedFields(root: ParentNode = document) {
	for (const field of Array.from(root.querySelectorAll<Field>('input, textarea, select'))) {
		if (field.type !== 'hidden' && field.type !== 'file' && changedFromServer(field)) typed.set(field, liveValue(field))
	}
}

/** What was typed into the field before hydration, or else its value now. */
function valueTypedInto(field: Field) {
	return typed.get(field) ?? liveValue(field)
}

/** A controlled field adopts, on mount, what was typed into it before hydration. */
export function useTypedBeforeHydration(field: RefObject<Field | null>, value: string, adopt: (typed: string) => void) {
	useLayoutEffect(() => {
		const element = field.current
		if (!element) return
		const early = valueTypedInto(element)
		if (early !== value) adopt(early)
		// Once, on mount: afterwards the state owns the field.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [])
}

/** The same for a whole controlled form, handed over together so the state changes once. */
export function useFormTypedBeforeHydration(form: RefObject<HTMLFormElement | null>, values: Record<string, string | undefined>, adopt: (typed: Record<string, string>) => void) {
	useLayoutEffect(() => {
		const changed: Record<string, string> = {}
		for (const element of Array.from(form.current?.elements ?? [])) {
			if (!(element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement)) continue
			// Radio groups keep their choice through hydration, and name several elements.
			if (!(element.name in values) || element.type === 'hidden' || element.type === 'radio') continue
			const early = valueTypedInto(element)
			if (early !== (values[element.name] ?? '')) changed[element.name] = early
		}
		if (Object.keys(changed).length > 0) adopt(changed)
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [])
}

/** What was typed into the field before hydration, if anything: for a field read once on mount. */
export function typedBeforeHydration(field: Field | null) {
	return field ? typed.get(field) : undefined
}

/**
 * Rendered beside the router: after hydration (and the controlled fields' adoption), writes the
 * typed values back into uncontrolled fields that lost them, then forgets them all.
 */
export function RestoreTypedFields() {
	useEffect(() => {
		for (const [field, value] of typed) {
			if (!field.isConnected || liveValue(field) === value) continue
			if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) field.checked = value === 'on'
			else field.value = value
		}
		typed.clear()
	}, [])
	return null
}
