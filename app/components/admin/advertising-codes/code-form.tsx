import { Runs, ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { CircleAlert, CircleCheck, TriangleAlert, X } from 'lucide-react'
import { useId, useMemo, useRef, useState } from 'react'
import { Link, useNavigation } from 'react-router'
import {
	advertisingCodeFormProblems,
	advertisingCodeIssueText,
	advertisingCodeLimits,
	advertisingCodeProblemText,
	type AdvertisingCodeInput,
	type AdvertisingCodeValues,
} from '#app/lib/advertising-code-schema.ts'
import { useTypedBeforeHydration } from '#app/components/ui/typed-before-hydration.ts'
import { adminAdvertisingCodeTypes, type AdvertisingCodeType, checkAdvertisingCode } from '#app/lib/advertising-code-validator.ts'
import { useAdminI18n } from '../admin-i18n.tsx'
import { adminStyles } from '../admin-page.tsx'
import { discardChanges, EditForm } from '../edit-form.tsx'
import { SaveCancel } from '../save-cancel.tsx'
import { Field } from '../../ui/field.tsx'
import { ValueOptions } from '../../ui/value-options.tsx'
import { HtmlEditor } from './html-editor.tsx'

/** A code as the form starts with it: an existing one, or the spec's defaults for a new one. */
export type AdvertisingCodeFormDefaults = AdvertisingCodeInput & { id?: number }

/** Spec section 4: empty name, code and platform; type header; enabled false. */
export const newAdvertisingCode: AdvertisingCodeFormDefaults = {
	name: '',
	code: '',
	platform: '',
	type: 'header',
	enabled: false,
	requiresConsent: false,
}

/**
 * The add / edit form: name, platform, placement, enabled, "requires visitor consent", and the HTML
 * editor with the validator's live result. Before sending, the same checks as the server run in the
 * spec's order and a refused code is not sent; the server checks again whatever the browser did.
 */
export function AdvertisingCodeForm({
	code,
	values,
	errors: serverErrors = {},
	closeTo,
}: {
	code: AdvertisingCodeFormDefaults
	/** What was submitted, after a refused save. */
	values?: AdvertisingCodeValues
	errors?: Record<string, string>
	/** Where cancel goes: the list, with the form closed. */
	closeTo: string
}) {
	const { t, lang } = useAdminI18n()
	const navigation = useNavigation()
	const saving = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'save'
	const isNew = code.id === undefined
	const ids = { type: useId(), code: useId(), result: useId(), codeError: useId() }
	const [text, setText] = useState(values ? (values.code ?? '') : code.code)
	const [type, setType] = useState<string>(values?.type ?? code.type)
	const typeSelect = useRef<HTMLSelectElement>(null)
	useTypedBeforeHydration(typeSelect, type, setType)
	const [clientErrors, setClientErrors] = useState<Record<string, string> | null>(null)
	const errors = clientErrors ?? serverErrors
	const check = useMemo(() => checkAdvertisingCode(text, type), [text, type])
	const touched = text !== '' || Boolean(values) || !isNew
	const ticked = (key: 'enabled' | 'requiresConsent') => (values ? values[key] === 'on' : code[key])
	const typeChoices: string[] = code.type === 'body' ? [...adminAdvertisingCodeTypes, 'body'] : [...adminAdvertisingCodeTypes]

	return (
		<section
			className={`${adminStyles.card} p-5 sm:p-6`}
			aria-labelledby="advertising-code-form-title"
			data-testid="advertising-code-form"
		>
			<div className="mb-5 flex items-center justify-between gap-3">
				<h2 id="advertising-code-form-title" className="text-brand-950 text-lg font-bold">
					{isNew ? t('advertising.form.newTitle') : t('advertising.form.editTitle')}
				</h2>
				<Link
					to={closeTo}
					state={discardChanges}
					className="text-ink-500 hover:bg-sand-100 rounded-lg p-2"
					aria-label={t('common.cancel')}
				>
					<X aria-hidden className="size-5" />
				</Link>
			</div>
			<EditForm
				saving={saving}
				method="post"
				noValidate
				aria-label={t('advertising.form.label')}
				className="space-y-5"
				onSubmit={(event) => {
					const data = new FormData(event.currentTarget)
					const submitted: AdvertisingCodeValues = {}
					for (const key of ['name', 'code', 'platform', 'type', 'enabled', 'requiresConsent'] as const) {
						const value = data.get(key)
						if (typeof value === 'string') submitted[key] = value
					}
					const problems = advertisingCodeFormProblems(submitted)
					if (problems.length === 0) return setClientErrors(null)
					event.preventDefault()
					const found: Record<string, string> = {}
					for (const problem of problems)
						found[problem.kind === 'field' ? problem.field : 'code'] = advertisingCodeProblemText(problem, t, lang)
					setClientErrors(found)
					// The first problem in the spec's order gets the focus.
					const first = problems[0]!
					const field = first.kind === 'field' ? first.field : 'code'
					const control = event.currentTarget.elements.namedItem(field)
					if (field === 'code' && !(control instanceof HTMLTextAreaElement && !control.hidden))
						event.currentTarget.querySelector<HTMLElement>('.cm-content')?.focus()
					else if (control instanceof HTMLElement) control.focus()
				}}
			>
				{code.id !== undefined ? <input type="hidden" name="id" value={code.id} /> : null}
				<div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
					<RequiredText name="name" label={t('advertising.field.name')} error={errors.name} defaultValue={values?.name ?? code.name} />
					<RequiredText
						name="platform"
						label={t('advertising.field.platform')}
						placeholder={t('advertising.field.platformHint')}
						error={errors.platform}
						defaultValue={values?.platform ?? code.platform}
					/>
					<div>
						<label htmlFor={ids.type} className="text-ink-800 mb-1.5 block text-sm font-semibold">
							{t('advertising.field.type')}
						</label>
						<select
							ref={typeSelect}
							id={ids.type}
							name="type"
							value={type}
							onChange={(event) => setType(event.currentTarget.value)}
							className={adminStyles.input}
							aria-invalid={errors.type ? true : undefined}
							data-testid="advertising-code-type"
						>
							<ValueOptions values={typeChoices} label={(choice) => t(`advertising.type.${choice as AdvertisingCodeType}`)} />
						</select>
						{errors.type ? <p className="mt-1.5 text-sm font-medium text-red-700">{errors.type}</p> : null}
					</div>
				</div>

				<div className="grid gap-3 sm:grid-cols-2">
					<Checkbox
						name="enabled"
						label={t('advertising.field.enabled')}
						hint={t('advertising.field.enabledHint')}
						defaultChecked={ticked('enabled')}
					/>
					<Checkbox
						name="requiresConsent"
						label={t('advertising.field.requiresConsent')}
						hint={t('advertising.field.requiresConsentHint')}
						defaultChecked={ticked('requiresConsent')}
					/>
				</div>

				<div>
					<label htmlFor={ids.code} className="text-ink-800 mb-1.5 block text-sm font-semibold">
						<ScriptRuns text={t('advertising.field.code')} />
						<span aria-hidden className="text-grain-600 ms-0.5">
							*
						</span>
					</label>
					<p className="text-ink-500 mb-2 text-xs">{t('advertising.field.codeHint')}</p>
					<HtmlEditor
						id={ids.code}
						name="code"
						value={text}
						onChange={(next) => {
							setText(next)
							if (clientErrors) setClientErrors(null)
						}}
						maxLength={advertisingCodeLimits.code}
						invalid={Boolean(errors.code)}
						describedBy={`${errors.code ? `${ids.codeError} ` : ''}${ids.result}`}
					/>
					{errors.code ? (
						<p
							id={ids.codeError}
							className="mt-1.5 text-sm font-medium text-red-700"
							data-testid="code-error"
						>
							{errors.code}
						</p>
					) : null}
				</div>

				<ValidationResult
					id={ids.result}
					touched={touched}
					isValid={check.isValid}
					errors={check.errors.map((issue) => advertisingCodeIssueText(issue, t))}
					warnings={check.warnings.map((issue) => advertisingCodeIssueText(issue, t))}
				/>

				<SaveCancel
					inPanel
					saving={saving}
					saveLabel={isNew ? t('advertising.create') : t('advertising.save')}
					cancelTo={closeTo}
					testId="advertising-code-save"
					cancelTestId="advertising-code-cancel"
				/>
			</EditForm>
		</section>
	)
}

/** A required line of text (the name, the platform), within its length limit. */
function RequiredText({
	name,
	label,
	placeholder,
	error,
	defaultValue,
}: {
	name: 'name' | 'platform'
	label: string
	placeholder?: string
	error?: string
	defaultValue: string
}) {
	return (
		<Field label={label} name={name} error={error} required>
			{(field) => (
				<input
					{...field}
					className={adminStyles.input}
					dir="auto"
					autoComplete="off"
					maxLength={advertisingCodeLimits[name]}
					placeholder={placeholder}
					defaultValue={defaultValue}
				/>
			)}
		</Field>
	)
}

/** The validator's live answer (spec section 2): a valid message, a list of errors, a list of warnings. */
function ValidationResult({
	id,
	touched,
	isValid,
	errors,
	warnings,
}: {
	id: string
	touched: boolean
	isValid: boolean
	errors: string[]
	warnings: string[]
}) {
	const { t } = useAdminI18n()
	return (
		<div id={id} aria-live="polite" className="space-y-2" data-testid="code-validation">
			<p className="sr-only">{t('advertising.validation.title')}</p>
			{!touched ? (
				<p className="text-ink-500 text-sm">{t('advertising.validation.pending')}</p>
			) : (
				<>
					{isValid ? (
						<p
							className="border-brand-200 bg-brand-50 text-brand-900 flex items-center gap-2 rounded-lg border px-3 py-2 text-sm font-semibold"
							data-testid="code-valid"
						>
							<CircleCheck aria-hidden className="size-4 shrink-0" />
							{t('advertising.validation.valid')}
						</p>
					) : null}
					<IssueList tone="error" items={errors} />
					<IssueList tone="warning" items={warnings} />
				</>
			)}
		</div>
	)
}

/** How each kind of finding is titled and marked. */
const issueTones = {
	error: { title: 'advertising.validation.errors', Icon: CircleAlert, colours: 'border-red-200 bg-red-50 text-red-800' },
	warning: { title: 'advertising.validation.warnings', Icon: TriangleAlert, colours: 'border-amber-200 bg-amber-50 text-amber-900' },
} as const

/** The validator's errors or warnings, titled; nothing when there are none. */
function IssueList({ tone, items }: { tone: keyof typeof issueTones; items: string[] }) {
	const { t } = useAdminI18n()
	const { title, Icon, colours } = issueTones[tone]
	if (items.length === 0) return null
	return (
		<div className={`rounded-lg border px-3 py-2 text-sm ${colours}`} data-testid={`code-${tone}s`}>
			<p className="flex items-center gap-2 font-semibold">
				<Icon aria-hidden className="size-4 shrink-0" />
				<Runs>{t(title)}</Runs>
			</p>
			<ul className="ms-6 mt-1 list-disc space-y-0.5">
				{items.map((item) => (
					<li key={item}>{item}</li>
				))}
			</ul>
		</div>
	)
}

function Checkbox({
	name,
	label,
	hint,
	defaultChecked,
}: {
	name: string
	label: string
	hint: string
	defaultChecked: boolean
}) {
	return (
		<label className={adminStyles.choice}>
			<input
				type="checkbox"
				name={name}
				defaultChecked={defaultChecked}
				className="accent-brand-700 mt-1 size-4 shrink-0"
				data-testid={`advertising-code-${name}`}
			/>
			<span>
				<span className="text-ink-900 block text-sm font-semibold"><Runs>{label}</Runs></span>
				<span className="text-ink-500 block text-xs"><Runs>{hint}</Runs></span>
			</span>
		</label>
	)
}
