import { TriangleAlert } from 'lucide-react'
import { type ComponentProps, type Ref, useCallback, useEffect, useRef } from 'react'
import { Form, type Location, useBlocker, useNavigation } from 'react-router'
import { formSnapshot } from '#app/lib/form-snapshot.ts'
import { useAdminI18n } from './admin-i18n.tsx'
import { adminStyles } from './admin-page.tsx'

/** Link state of a deliberate "throw my edits away" (the forms' Cancel): no warning. */
export const discardChanges = { discardChanges: true } as const

const discards = (location: Location) => (location.state as typeof discardChanges | null)?.discardChanges === true

/**
 * Every back-office edit form (decision 0019):
 * - while its save is under way (sent, then the page's data reloading) its fields are disabled, so
 *   nothing can be typed that the refreshed form would then replace with what is stored;
 * - leaving it with unsaved changes asks first: a link, the back button, another form (sign-out,
 *   language), a reload or closing the tab. Its own save, a confirmed delete and its Cancel leave
 *   without asking. "Unsaved" means the form would send something else than it did when it showed
 *   what is stored; the caller remounts it (a `key` from the stored row's version) after a save.
 *   A save sent and not yet answered makes a reload or a closed tab ask too: that would cancel it.
 */
export function EditForm({
	saving,
	children,
	ref,
	className,
	...props
}: Omit<ComponentProps<typeof Form>, 'className'> & { saving: boolean; className?: string; ref?: Ref<HTMLFormElement> }) {
	const form = useRef<HTMLFormElement | null>(null)
	const setRef = useCallback(
		(node: HTMLFormElement | null) => {
			form.current = node
			if (typeof ref === 'function') ref(node)
			else if (ref) ref.current = node
		},
		[ref],
	)
	return (
		<Form ref={setRef} {...props}>
			{/* The form's layout lives on the fieldset, its one box. */}
			<fieldset disabled={saving} aria-busy={saving || undefined} className={`min-w-0 ${className ?? ''}`}>
				{children}
			</fieldset>
			<UnsavedChangesGuard form={form} saving={saving} />
			<FocusAfterSave form={form} saving={saving} />
		</Form>
	)
}

/**
 * The control a save was sent with: its name and value (a save button's), else its place in the
 * form. While saving, the fields are disabled and a saved form is drawn anew (its key is the stored
 * row's version), so the focus of a keyboard user falls to the page's body; once the form is usable
 * again it goes back to the same control. By name first: parts of a form drawn after it (a rich-text
 * editor's toolbar) move the places. A module variable, since the form that sent it may not be the
 * one that is drawn after. Used once: dropped when the focus was not lost, or when the staff member
 * clicked or moved the focus since the save was sent.
 */
let focusAfterSave: { index: number; name: string; value: string } | null = null

function FocusAfterSave({ form, saving }: { form: { current: HTMLFormElement | null }; saving: boolean }) {
	useEffect(() => {
		const onSubmit = (event: SubmitEvent) => {
			if (!form.current || event.target !== form.current) return
			const control = (event.submitter ?? document.activeElement) as HTMLButtonElement | null
			const index = control ? Array.from(form.current.elements).indexOf(control) : -1
			focusAfterSave = index >= 0 ? { index, name: control?.name ?? '', value: control?.value ?? '' } : null
		}
		// The staff member put the focus somewhere themselves since (a click in the editor while the
		// save was under way): theirs wins, or their next keys would press the save button.
		const userMoved = () => {
			focusAfterSave = null
		}
		window.addEventListener('submit', onSubmit, true)
		window.addEventListener('pointerdown', userMoved, true)
		window.addEventListener('focusin', userMoved, true)
		return () => {
			window.removeEventListener('submit', onSubmit, true)
			window.removeEventListener('pointerdown', userMoved, true)
			window.removeEventListener('focusin', userMoved, true)
		}
	}, [form])
	useEffect(() => {
		if (saving || focusAfterSave === null || !form.current) return
		const lost = !document.activeElement || document.activeElement === document.body
		const { index, name, value } = focusAfterSave
		const elements = Array.from(form.current.elements) as HTMLButtonElement[]
		const control = (name ? elements.find((element) => element.name === name && element.value === value) : undefined) ?? elements[index]
		focusAfterSave = null
		if (lost && control) control.focus()
	}, [form, saving])
	return null
}

function snapshotOf(form: HTMLFormElement) {
	return formSnapshot(new FormData(form))
}

function UnsavedChangesGuard({ form, saving }: { form: { current: HTMLFormElement | null }; saving: boolean }) {
	const { t } = useAdminI18n()
	const baseline = useRef<string | null>(null)
	/** True during the dispatch of a submit that leaves on purpose (this form's save, a confirmed delete). */
	const leavingOnPurpose = useRef(false)

	// The form as mounted is the stored state. Taken once the first render's effects have settled
	// (editors write their starting values then) and outside a save: a form remounted while the page
	// data reloads is still disabled, and disabled fields send nothing.
	useEffect(() => {
		if (saving || baseline.current !== null) return
		const timer = setTimeout(() => {
			if (form.current) baseline.current = snapshotOf(form.current)
		})
		return () => clearTimeout(timer)
	}, [form, saving])

	useEffect(() => {
		const onSubmit = (event: SubmitEvent) => {
			const submitter = event.submitter as HTMLButtonElement | null
			if (event.target === form.current || (submitter?.name === 'intent' && submitter.value === 'delete')) leavingOnPurpose.current = true
		}
		// React Router decides on a submission while the event is dispatched (the document is React's
		// root); the window sees it first and last.
		const done = () => {
			leavingOnPurpose.current = false
		}
		window.addEventListener('submit', onSubmit, true)
		window.addEventListener('submit', done)
		return () => {
			window.removeEventListener('submit', onSubmit, true)
			window.removeEventListener('submit', done)
		}
	}, [form])

	const savingRef = useRef(saving)
	savingRef.current = saving
	// Sent and not answered yet. Unloading the page now (a reload, a closed tab) cancels the request
	// and the server may never get the save, so the browser asks. A link inside the back-office does
	// not: the request has left, the server finishes it, React Router only stops waiting for the
	// answer (and a dialog would vanish when the saved form is drawn anew, taking the click with it).
	const navigation = useNavigation()
	const sendingRef = useRef(false)
	sendingRef.current = saving && navigation.state === 'submitting'
	const unsaved = useCallback(
		() => !leavingOnPurpose.current && !savingRef.current && form.current !== null && baseline.current !== null && snapshotOf(form.current) !== baseline.current,
		[form],
	)

	const blocker = useBlocker(useCallback(({ nextLocation }: { nextLocation: Location }) => !discards(nextLocation) && unsaved(), [unsaved]))

	useEffect(() => {
		const onBeforeUnload = (event: BeforeUnloadEvent) => {
			if (!unsaved() && !sendingRef.current) return
			event.preventDefault()
			// Older browsers show the prompt only when a value is returned.
			event.returnValue = ''
		}
		window.addEventListener('beforeunload', onBeforeUnload)
		return () => window.removeEventListener('beforeunload', onBeforeUnload)
	}, [unsaved])

	const dialog = useRef<HTMLDialogElement>(null)
	const blocked = blocker.state === 'blocked'
	useEffect(() => {
		if (blocked && !dialog.current?.open) dialog.current?.showModal()
		if (!blocked && dialog.current?.open) dialog.current.close()
	}, [blocked])

	return (
		<dialog
			ref={dialog}
			// Escape or the Stay button: the navigation is called off.
			onClose={() => blocker.state === 'blocked' && blocker.reset()}
			aria-labelledby="unsaved-title"
			aria-describedby="unsaved-text"
			className="m-auto w-[min(28rem,92vw)] rounded-2xl p-0 shadow-2xl backdrop:bg-black/40"
			data-testid="unsaved-dialog"
		>
			{blocked ? (
				<div className="p-6">
					<h2 id="unsaved-title" className="text-ink-900 flex items-center gap-2 text-base font-bold">
						<TriangleAlert aria-hidden className="text-grain-600 size-5 shrink-0" />
						{t('common.unsaved.title')}
					</h2>
					<p id="unsaved-text" className="text-ink-700 mt-2 text-sm">
						{t('common.unsaved.text')}
					</p>
					<div className="mt-6 flex flex-wrap justify-end gap-2">
						<button type="button" autoFocus onClick={() => blocker.reset?.()} className={adminStyles.secondaryButton} data-testid="unsaved-stay">
							{t('common.unsaved.stay')}
						</button>
						<button
							type="button"
							onClick={() => blocker.proceed?.()}
							className="rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700"
							data-testid="unsaved-leave"
						>
							{t('common.unsaved.leave')}
						</button>
					</div>
				</div>
			) : null}
		</dialog>
	)
}
