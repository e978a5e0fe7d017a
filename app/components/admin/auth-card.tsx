import { Alert } from '#app/components/ui/alert.tsx'
import { Runs } from '#app/components/ui/script-runs.tsx'
import type { ReactNode } from 'react'
import { Form, useNavigation, useSearchParams } from 'react-router'
import { LogoMark } from '../site/logo.tsx'

export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
	return (
		<div className="shadow-lift rounded-3xl bg-white p-8">
			<div className="flex items-center gap-3">
				<LogoMark className="size-11" />
				<div>
					<h1 className="text-brand-950 text-xl font-bold"><Runs>{title}</Runs></h1>
					{subtitle ? <p className="text-ink-500 text-sm">{subtitle}</p> : null}
				</div>
			</div>
			<div className="mt-7">{children}</div>
		</div>
	)
}

/** A sign-in screen's submit button: it waits while its form is on its way, showing `busyText` meanwhile when given. */
export function AuthSubmit({ children, busyText }: { children: ReactNode; busyText?: string }) {
	const busy = useNavigation().state === 'submitting'
	return (
		<button type="submit" disabled={busy} className="bg-brand-700 hover:bg-brand-800 w-full rounded-xl py-3 font-semibold text-white disabled:opacity-60">
			{busy && busyText ? busyText : children}
		</button>
	)
}

/**
 * A sign-in step's form (a code, a new password): the reason the last try was refused, the step's
 * fields, then its submit button.
 */
export function AuthForm({
	error,
	errorTestId,
	submit,
	noValidate,
	children,
}: {
	/** Why the server refused the last try. */
	error: string | undefined
	errorTestId?: string
	submit: string
	/** The server checks the fields and says what is wrong in the staff member's language. */
	noValidate?: boolean
	children: ReactNode
}) {
	return (
		<Form method="post" noValidate={noValidate} className="space-y-5">
			{error ? (
				<Alert tone="error" testId={errorTestId}>
					{error}
				</Alert>
			) : null}
			{children}
			<AuthSubmit>{submit}</AuthSubmit>
		</Form>
	)
}

/**
 * Where to go once signed in, carried from the address (`?redirectTo=`) through each sign-in form:
 * the back office's home when none is given. The actions check it (`safeRedirect`).
 */
export function RedirectToField() {
	const [params] = useSearchParams()
	return <input type="hidden" name="redirectTo" value={params.get('redirectTo') ?? '/admin'} />
}
