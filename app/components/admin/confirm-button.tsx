import { AnswerButtons } from '#app/components/ui/answer-buttons.tsx'
import { Runs } from '#app/components/ui/script-runs.tsx'
import { Trash2 } from 'lucide-react'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { Form } from 'react-router'
import { useAdminI18n } from './admin-i18n.tsx'
import { adminStyles } from './admin-page.tsx'
import { RowButtonLabel } from './row-button-label.tsx'
import { usePosting } from './use-posting.ts'

/**
 * A destructive action behind a confirmation: the button opens a modal dialog; only its confirm
 * button submits the surrounding form (`form` id) with the given intent. The dialog exists only
 * while it is open, so a long list of rows does not carry one hidden dialog per row.
 */
export function ConfirmButton({
	form,
	name = 'intent',
	value,
	message,
	children,
	className,
	disabled,
}: {
	form: string
	name?: string
	value: string
	message?: string
	children: ReactNode
	className?: string
	disabled?: boolean
}) {
	const { t } = useAdminI18n()
	const [open, setOpen] = useState(false)
	const dialog = useRef<HTMLDialogElement>(null)
	const opener = useRef<HTMLButtonElement>(null)
	useEffect(() => {
		if (open) dialog.current?.showModal()
	}, [open])
	// The browser closes the dialog on Escape at once but reports it (the close event) a moment
	// later: a quick Enter on the opener in between opens it again here, and the late report, finding
	// it open, changes nothing.
	const openDialog = () => {
		if (open && dialog.current && !dialog.current.open) dialog.current.showModal()
		else setOpen(true)
	}
	const closed = () => {
		if (dialog.current?.open) return
		setOpen(false)
		opener.current?.focus()
	}
	const close = () => dialog.current?.close()
	return (
		<>
			<button
				ref={opener}
				type="button"
				className={className}
				disabled={disabled}
				onClick={openDialog}
			>
				{children}
			</button>
			{open ? (
				<dialog
					ref={dialog}
					onClose={closed}
					className="m-auto w-[min(28rem,92vw)] rounded-2xl p-0 shadow-2xl backdrop:bg-black/40"
					aria-label={t('common.confirm')}
				>
					<div className="p-6">
						<p className="text-ink-800">{message ?? t('common.confirmDelete')}</p>
						<AnswerButtons
							className="mt-6 flex justify-end gap-2"
							answers={[
								{ label: t('common.cancel'), onClick: close, className: 'border-sand-300 hover:bg-sand-100 rounded-lg border px-4 py-2 text-sm font-semibold' },
								{
									label: t('common.confirm'),
									type: 'submit',
									form,
									name,
									value,
									// Closing after the click lets the browser submit first (a removed button submits nothing).
									onClick: () => setTimeout(close),
									testId: 'confirm-submit',
									className: 'rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700',
								},
							]}
						/>
					</div>
				</dialog>
			) : null}
		</>
	)
}

/**
 * What the danger panel of an edit form holds: a line on what deleting does, and the delete button
 * (behind a confirmation) that submits the form's separate delete form.
 */
export function DeleteWithConfirm({ form, hint, message }: { form: string; hint: string; message: string }) {
	const { t } = useAdminI18n()
	return (
		<>
			<p className="text-ink-500 text-sm"><Runs>{hint}</Runs></p>
			<ConfirmButton
				form={form}
				value="delete"
				message={message}
				className={`${adminStyles.dangerButton} w-full`}
			>
				<Trash2 aria-hidden className="size-4" />
				{t('common.delete')}
			</ConfirmButton>
		</>
	)
}

/**
 * A table row's delete button (behind a confirmation) in its own form, which sends the row's `id`
 * with the intent "delete"; it waits while a form of the screen is on its way.
 */
export function RowDeleteButton({
	form,
	id,
	name,
	message,
	wordFrom,
}: {
	/** The form's id, unique on the screen. */
	form: string
	id: string | number
	/** The button's full name for screen readers ("Delete the redirect /old"). */
	name: string
	message: string
	wordFrom?: 'sm' | 'xl'
}) {
	const { t } = useAdminI18n()
	const posting = usePosting()
	return (
		<Form method="post" id={form} preventScrollReset>
			<input type="hidden" name="id" value={id} />
			<ConfirmButton form={form} value="delete" message={message} className={adminStyles.dangerButton} disabled={posting}>
				<RowButtonLabel Icon={Trash2} name={name} word={t('common.delete')} wordFrom={wordFrom} />
			</ConfirmButton>
		</Form>
	)
}
