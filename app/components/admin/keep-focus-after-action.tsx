import { useEffect, useRef } from 'react'
import { useLocation, useNavigation } from 'react-router'

/** Where the focus was: the control, and its place in its row and among the rows. */
interface FocusPlace {
	control: HTMLElement
	row: Element | null
	indexInRow: number
	rowIndex: number
	rows: Element | null
}

const focusableSelector = 'a[href], button:not([disabled]), input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])'

/** What a click lands on to use it, disabled for now or not. */
const clickableSelector = 'a[href], button, input:not([type=hidden]), select, textarea, [contenteditable], [tabindex]:not([tabindex="-1"])'

/** The controls a keyboard reaches in a row, in order (those inside an open dialog excepted). */
function focusablesIn(element: Element) {
	return Array.from(element.querySelectorAll<HTMLElement>(focusableSelector)).filter(
		(control) => !control.closest('dialog') && control.checkVisibility({ visibilityProperty: true }),
	)
}

/** A row of a list or table: a table row, a list item, or an element that says it is one. */
const rowOf = (element: Element) => element.closest('tr, li, [data-row]')

function placeOf(control: HTMLElement): FocusPlace {
	const row = rowOf(control)
	const rows = row?.parentElement ?? null
	return {
		control,
		row,
		indexInRow: row ? focusablesIn(row).indexOf(control) : -1,
		rowIndex: row && rows ? Array.from(rows.children).indexOf(row) : -1,
		rows,
	}
}

const lost = () => !document.activeElement || document.activeElement === document.body

/**
 * After a row action (mark read, archive, delete, move) the control that was used is often gone or
 * disabled once the list is drawn again, and the browser drops the focus to the page's body: a
 * keyboard or screen-reader user starts again from the top. So, when a form sent from this screen
 * has been answered and the focus is lost, it goes to the same place if it is still there, else to
 * the control that took its place in the same row, else to the next row (or the last one, when the
 * row was the last), else to the screen's heading. A page change is left to `RouteAnnouncer`.
 */
export function KeepFocusAfterAction() {
	const navigation = useNavigation()
	const { pathname } = useLocation()
	const place = useRef<FocusPlace | null>(null)
	const sentFrom = useRef<string | null>(null)
	// The navigation as last rendered: a timer set after one answer must not act once the next
	// write has started (its effect's cleanup runs only after that write's render is committed).
	const state = useRef(navigation.state)
	state.current = navigation.state

	useEffect(() => {
		const main = document.getElementById('main')
		if (!main) return
		const noteFocus = (event: FocusEvent) => {
			const control = event.target
			// A confirmation dialog is part of the action: the place is the button that opened it.
			if (control instanceof HTMLElement && !control.closest('dialog')) place.current = placeOf(control)
		}
		// A click says where the staff member is, even on a control that cannot take the focus yet (a
		// field or editor disabled while a save is under way), and a click on nothing says nowhere:
		// the focus is not sent back to the button they pressed before.
		const notePointer = (event: PointerEvent) => {
			const target = event.target instanceof Element ? event.target : null
			if (target?.closest('dialog')) return
			const control = main.contains(target) ? target?.closest<HTMLElement>(clickableSelector) : null
			place.current = control ? placeOf(control) : null
		}
		main.addEventListener('focusin', noteFocus)
		document.addEventListener('pointerdown', notePointer, true)
		return () => {
			main.removeEventListener('focusin', noteFocus)
			document.removeEventListener('pointerdown', notePointer, true)
		}
	}, [])

	useEffect(() => {
		if (navigation.state === 'submitting' && navigation.formMethod !== 'GET') sentFrom.current = pathname
		if (navigation.state !== 'idle' || sentFrom.current === null) return
		const samePage = sentFrom.current === pathname
		sentFrom.current = null
		const last = place.current
		if (!samePage || !last) return
		// After the screen's own answers have placed the focus (a saved form's button, the first
		// field in error), which come in the same or the next frame.
		const timer = setTimeout(() => {
			// A save sent again at once disables its button, which drops the focus; that is not the
			// answer's doing, and sending it to the heading would scroll a long form to its top.
			if (state.current === 'idle' && lost()) focusNear(last)
		}, 100)
		return () => clearTimeout(timer)
	}, [navigation.state, navigation.formMethod, pathname])

	return null
}

/** The same control drawn anew (a form redrawn after its save): by test id, id, or name and value. */
function sameControl(control: HTMLElement) {
	const testId = control.getAttribute('data-testid')
	const name = control.getAttribute('name')
	const selector = testId ? `[data-testid="${CSS.escape(testId)}"]` : control.id ? `#${CSS.escape(control.id)}` : name ? `[name="${CSS.escape(name)}"][value="${CSS.escape(control.getAttribute('value') ?? '')}"]` : null
	const candidates = selector ? Array.from(document.querySelectorAll<HTMLElement>(`#main ${selector}`)) : []
	return candidates.length === 1 && focusablesIn(document.body).includes(candidates[0]!) ? candidates[0] : undefined
}

function focusNear({ control, row, indexInRow, rowIndex, rows }: FocusPlace) {
	let target: HTMLElement | undefined
	if (control.isConnected && focusablesIn(document.body).includes(control)) target = control
	else if (!row) target = sameControl(control)
	else if (row?.isConnected) {
		const controls = focusablesIn(row)
		target = controls[Math.min(Math.max(indexInRow, 0), controls.length - 1)]
	} else if (rows?.isConnected && rowIndex >= 0) {
		const siblings = Array.from(rows.children)
		const next = siblings.slice(rowIndex).concat(siblings.slice(0, rowIndex).reverse())
		target = next.map((sibling) => focusablesIn(sibling)[0]).find(Boolean)
	}
	if (!target) {
		const heading = document.querySelector<HTMLElement>('#main h1')
		if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
		target = heading ?? undefined
	}
	target?.focus()
}
