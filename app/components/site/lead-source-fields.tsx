import { useEffect, useRef } from 'react'
import { leadFieldValues, readLeadVisit, tabStorage } from '#app/lib/lead-visit.ts'

const emptyValues = leadFieldValues(null)

/**
 * The visit this enquiry belongs to, as hidden fields of the form (decision 0038), read from this
 * tab's session storage when the form is sent: the page's own view is counted after the form has
 * mounted (the tracker's effect runs after its children's). The server renders them empty (public
 * pages are cached and the same for everyone), so a form sent without JavaScript carries none and
 * the server records only what it knows itself.
 */
export function LeadSourceFields() {
	const first = useRef<HTMLInputElement>(null)
	useEffect(() => {
		const form = first.current?.form
		if (!form) return
		// A listener on the form itself runs before the router's submit handler (delegated to the root).
		const fill = () => {
			for (const [name, value] of Object.entries(leadFieldValues(readLeadVisit(tabStorage())))) {
				const input = form.elements.namedItem(name)
				if (input instanceof HTMLInputElement) input.value = value
			}
		}
		form.addEventListener('submit', fill)
		return () => form.removeEventListener('submit', fill)
	}, [])
	return (
		<>
			{Object.keys(emptyValues).map((name, index) => (
				<input key={name} ref={index === 0 ? first : undefined} type="hidden" name={name} defaultValue="" />
			))}
		</>
	)
}
