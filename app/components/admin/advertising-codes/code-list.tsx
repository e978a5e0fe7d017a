import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { PencilLine, ShieldCheck, Trash2 } from 'lucide-react'
import { useId } from 'react'
import { Form, Link, useNavigation } from 'react-router'
import { formatDate, formatNumber } from '#app/i18n/format.ts'
import type { AdvertisingCode } from '#app/lib/advertising-code-schema.ts'
import { adminAdvertisingCodeTypes, type AdvertisingCodeType, codePreview } from '#app/lib/advertising-code-validator.ts'
import { useAdminI18n } from '../admin-i18n.tsx'
import { adminStyles } from '../admin-page.tsx'
import { ConfirmButton } from '../confirm-button.tsx'

type Section = (typeof adminAdvertisingCodeTypes)[number]

/** Tag names in a sentence (`<head>`, `</body>`) stay left-to-right inside Arabic text. */
function withIsolatedTags(text: string) {
	return text.split(/(<\/?[a-z]+>)/g).map((part, i) =>
		i % 2 === 1 ? (
			<bdi key={i} lang="en" dir="ltr" className="font-mono text-[0.92em]">
				{part}
			</bdi>
		) : (
			<ScriptRuns key={i} text={part} />
		),
	)
}

/** The section a code is listed in: the data layer's `body` is placed with body_end. */
const sectionOf = (type: AdvertisingCodeType): Section => (type === 'body' ? 'body_end' : type)

/** Codes grouped in the spec's three sections, each with its explanation. */
export function AdvertisingCodeSections({
	codes,
	editHref,
}: {
	codes: AdvertisingCode[]
	editHref: (id: number) => string
}) {
	return (
		<>
			{adminAdvertisingCodeTypes.map((section) => (
				<CodeSection
					key={section}
					section={section}
					codes={codes.filter((code) => sectionOf(code.type) === section)}
					editHref={editHref}
				/>
			))}
		</>
	)
}

function CodeSection({
	section,
	codes,
	editHref,
}: {
	section: Section
	codes: AdvertisingCode[]
	editHref: (id: number) => string
}) {
	const { t, lang } = useAdminI18n()
	const titleId = useId()
	return (
		<section
			className={`${adminStyles.card} overflow-hidden`}
			aria-labelledby={titleId}
			data-testid={`advertising-section-${section}`}
		>
			<header className="border-sand-200 bg-sand-50/60 border-b px-5 py-4 sm:px-6">
				<div className="flex flex-wrap items-baseline justify-between gap-2">
					<h2 id={titleId} className="text-brand-950 text-base font-bold">
						<ScriptRuns text={t(`advertising.section.${section}`)} />
					</h2>
					<span className="text-ink-500 text-xs font-semibold">
						<ScriptRuns text={t('advertising.sectionCount', { count: formatNumber(codes.length, lang) })} />
					</span>
				</div>
				<p className="text-ink-600 mt-1 max-w-3xl text-sm">
					{withIsolatedTags(t(`advertising.section.${section}.hint`))}
				</p>
			</header>
			{codes.length === 0 ? (
				<p className="text-ink-500 px-5 py-6 text-sm sm:px-6">{t('advertising.section.empty')}</p>
			) : (
				<ul className="divide-sand-100 divide-y">
					{codes.map((code) => (
						<CodeRow key={code.id} code={code} editHref={editHref(code.id)} />
					))}
				</ul>
			)}
		</section>
	)
}

function CodeRow({ code, editHref }: { code: AdvertisingCode; editHref: string }) {
	const { t, lang, timeZone } = useAdminI18n()
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting' && navigation.formData?.get('id') === String(code.id)
	const deleteForm = `delete-code-${code.id}`
	return (
		<li className="px-5 py-4 sm:px-6" data-testid={`advertising-code-${code.id}`} id={`code-${code.id}`}>
			<div className="flex flex-wrap items-start gap-x-4 gap-y-3">
				<div className="min-w-0 flex-1 basis-64">
					<div className="flex flex-wrap items-center gap-2">
						<h3 className="text-ink-900 font-semibold">
							<bdi><ScriptRuns text={code.name} /></bdi>
						</h3>
						<span
							className={`rounded-full px-2 py-0.5 text-xs font-semibold ${code.enabled ? 'bg-brand-100 text-brand-800' : 'bg-sand-100 text-ink-600'}`}
							data-testid="advertising-code-status"
						>
							{code.enabled ? t('advertising.enabled') : t('advertising.disabled')}
						</span>
						{code.requiresConsent ? (
							<span className="bg-grain-50 text-grain-800 inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold">
								<ShieldCheck aria-hidden className="size-3.5" />
								{t('advertising.consentBadge')}
							</span>
						) : null}
						{code.type === 'body' ? (
							<span className="text-ink-500 text-xs">{withIsolatedTags(t('advertising.legacyBody'))}</span>
						) : null}
					</div>
					<p className="text-ink-500 mt-0.5 text-xs">
						<ScriptRuns text={t('advertising.platformLabel', { platform: '\u2068' + code.platform + '\u2069' })} /> ·{' '}
						<ScriptRuns text={t('advertising.addedOn', { date: formatDate(code.createdAt, lang, { timeZone, dateStyle: 'medium' }) })} />
					</p>
				</div>
				<div className="flex items-center gap-1">
					<Form method="post" preventScrollReset>
						<input type="hidden" name="id" value={code.id} />
						<input type="hidden" name="enabled" value={code.enabled ? 'false' : 'true'} />
						<button
							type="submit"
							name="intent"
							value="toggle"
							role="switch"
							aria-checked={code.enabled}
							aria-label={t('advertising.toggleLabel', { name: code.name })}
							title={t('advertising.toggleLabel', { name: code.name })}
							disabled={busy}
							className="focus-visible:ring-brand-200 me-2 inline-flex items-center rounded-full p-1 outline-none focus-visible:ring-4 disabled:opacity-60"
							data-testid="advertising-code-toggle"
						>
							<span
								className={`relative inline-flex h-6 w-11 shrink-0 items-center rounded-full transition-colors ${code.enabled ? 'bg-brand-600' : 'bg-sand-300'}`}
							>
								<span
									className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-all ${code.enabled ? 'start-[1.375rem]' : 'start-0.5'}`}
								/>
							</span>
						</button>
					</Form>
					<Link
						to={editHref}
						preventScrollReset
						className="text-ink-600 hover:bg-sand-100 hover:text-ink-900 inline-flex size-9 items-center justify-center rounded-lg"
						aria-label={t('advertising.editLabel', { name: code.name })}
						title={t('advertising.editLabel', { name: code.name })}
						data-testid="advertising-code-edit"
					>
						<PencilLine aria-hidden className="size-4" />
					</Link>
					<ConfirmButton
						form={deleteForm}
						value="delete"
						message={t('advertising.confirmDelete', { name: code.name })}
						className="text-ink-600 inline-flex size-9 items-center justify-center rounded-lg hover:bg-red-50 hover:text-red-700"
					>
						<Trash2 aria-hidden className="size-4" />
						<span className="sr-only"><ScriptRuns text={t('advertising.deleteLabel', { name: code.name })} /></span>
					</ConfirmButton>
					<Form method="post" id={deleteForm} className="hidden" preventScrollReset>
						<input type="hidden" name="id" value={code.id} />
					</Form>
				</div>
			</div>
			<pre
				lang="en" dir="ltr"
				aria-label={t('advertising.previewLabel')}
				className="bg-sand-50 text-ink-700 border-sand-200 mt-3 overflow-hidden rounded-lg border px-3 py-2 text-start font-mono text-xs leading-relaxed break-all whitespace-pre-wrap"
				data-testid="advertising-code-preview"
			>
				{codePreview(code.code)}
			</pre>
		</li>
	)
}
