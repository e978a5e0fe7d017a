import { History, RotateCcw } from 'lucide-react'
import { useId } from 'react'
import { Form } from 'react-router'
import { Runs } from '#app/components/ui/script-runs.tsx'
import { type DiffPart, diffSide, type RevisionFieldDiff } from '#app/lib/revision-diff.ts'
import { useAdminI18n } from '../admin-i18n.tsx'
import { AdminPage, adminStyles } from '../admin-page.tsx'
import { BackLink } from '../title-links.tsx'
import { ConfirmButton } from '../confirm-button.tsx'
import { ReplyBanner } from '../reply-banner.tsx'

/**
 * An item's history (decision 0043), the same on every item's screen: the revisions (who, when,
 * what changed), a choice of two to compare (a GET form: the comparison has its own address), the
 * comparison side by side (stacked on phones), each field in its own language and direction, and a
 * restore button per earlier revision behind a confirmation.
 */

export interface RevisionRow {
	number: number
	changed: string[]
	authorName: string | null
	restoredFrom: number | null
	createdAt: string
}

export interface RevisionComparison {
	from: number
	to: number
	fields: RevisionFieldDiff[]
}

export function RevisionHistory({ revisions, compare, label }: { revisions: RevisionRow[]; compare: RevisionComparison | null; label: (field: string) => string }) {
	const { t, dateTime } = useAdminI18n()
	const restoreForm = useId()
	if (revisions.length === 0) return <p className={`${adminStyles.card} text-ink-600 p-5 text-sm`}>{t('revisions.empty')}</p>
	const newest = revisions[0]!.number
	return (
		<>
			{compare ? <Comparison compare={compare} label={label} /> : <p className={`${adminStyles.card} text-ink-600 p-5 text-sm`}>{t('revisions.fewer')}</p>}
			<section className={adminStyles.card} aria-labelledby={`${restoreForm}-title`}>
				<div className="flex flex-wrap items-center justify-between gap-2 p-5 pb-3">
					<h2 id={`${restoreForm}-title`} className="text-brand-950 text-base font-bold">
						{t('revisions.listLabel')} <span className="text-ink-500 text-sm font-normal">({t('revisions.count', { count: revisions.length })})</span>
					</h2>
					{revisions.length > 1 ? <p className="text-ink-500 text-xs">{t('revisions.compareHint')}</p> : null}
				</div>
				<Form method="get" preventScrollReset>
					<ol className="divide-sand-100 divide-y" data-testid="revision-list">
						{revisions.map((revision) => (
							<li key={revision.number} className="flex flex-wrap items-start gap-x-4 gap-y-2 px-5 py-3" data-testid={`revision-${revision.number}`}>
								<div className="min-w-0 flex-1 basis-60">
									<p className="text-ink-900 text-sm font-semibold">
										{t('revisions.number', { revision: revision.number })}
										{revision.number === newest ? <span className="bg-brand-50 text-brand-800 ms-2 rounded-full px-2 py-0.5 text-xs">{t('revisions.current')}</span> : null}
									</p>
									<p className="text-ink-600 text-xs">
										<time dateTime={revision.createdAt}>{dateTime(revision.createdAt)}</time>
										{' · '}
										<Runs>{revision.authorName ?? t('revisions.unknownAuthor')}</Runs>
									</p>
									<p className="text-ink-700 mt-1 text-xs">
										<Runs>{changedText(revision, label, t)}</Runs>
									</p>
								</div>
								{revisions.length > 1 ? (
									<div className="flex items-center gap-3 text-xs">
										<label className="flex items-center gap-1">
											<input type="radio" name="from" value={revision.number} defaultChecked={compare?.from === revision.number} aria-label={`${t('revisions.older')}: ${t('revisions.number', { revision: revision.number })}`} />
											{t('revisions.older')}
										</label>
										<label className="flex items-center gap-1">
											<input type="radio" name="to" value={revision.number} defaultChecked={compare?.to === revision.number} aria-label={`${t('revisions.newer')}: ${t('revisions.number', { revision: revision.number })}`} />
											{t('revisions.newer')}
										</label>
									</div>
								) : null}
								{revision.number !== newest ? (
									<ConfirmButton form={restoreForm} name="revision" value={String(revision.number)} message={t('revisions.confirmRestore', { revision: revision.number })} className={adminStyles.secondaryButton}>
										<RotateCcw aria-hidden className="size-4" />
										{t('revisions.restore', { revision: revision.number })}
									</ConfirmButton>
								) : null}
							</li>
						))}
					</ol>
					{revisions.length > 1 ? (
						<div className="border-sand-100 border-t p-5">
							<button type="submit" className={adminStyles.primaryButton}>
								<History aria-hidden className="size-4" />
								{t('revisions.compare')}
							</button>
						</div>
					) : null}
				</Form>
			</section>
			<Form method="post" id={restoreForm} className="hidden" />
		</>
	)
}

function changedText(revision: RevisionRow, label: (field: string) => string, t: ReturnType<typeof useAdminI18n>['t']) {
	if (revision.changed.length === 0) return t('revisions.earlier')
	// The first revision with an author is the item's creation (one kept from before history has none).
	if (revision.number === 1 && revision.authorName !== null) return t('revisions.created')
	const fields = revision.changed.map(label).join(t('revisions.listSeparator'))
	return revision.restoredFrom ? `${t('revisions.restoredFrom', { revision: revision.restoredFrom })}: ${fields}` : fields
}

function Comparison({ compare, label }: { compare: RevisionComparison; label: (field: string) => string }) {
	const { t } = useAdminI18n()
	const changed = compare.fields.filter((field) => field.changed)
	const title = useId()
	return (
		<section className={`${adminStyles.card} space-y-5 p-5`} aria-labelledby={title} data-testid="revision-compare">
			<h2 id={title} className="text-brand-950 text-base font-bold">
				{t('revisions.comparing', { from: compare.from, to: compare.to })}
			</h2>
			{changed.length === 0 ? <p className="text-ink-600 text-sm">{t('revisions.noDifference')}</p> : null}
			{changed.map((field) => (
				<div key={field.name} className="space-y-2" data-testid={`diff-${field.name}`}>
					<h3 className="text-ink-800 text-sm font-semibold">{label(field.name)}</h3>
					<div className="grid gap-3 md:grid-cols-2">
						<Side parts={diffSide(field.parts, 'older')} field={field} heading={t('revisions.number', { revision: compare.from })} side="older" />
						<Side parts={diffSide(field.parts, 'newer')} field={field} heading={t('revisions.number', { revision: compare.to })} side="newer" />
					</div>
				</div>
			))}
		</section>
	)
}

function Side({ parts, field, heading, side }: { parts: DiffPart[]; field: RevisionFieldDiff; heading: string; side: 'older' | 'newer' }) {
	const { t } = useAdminI18n()
	return (
		<div className="border-sand-200 min-w-0 rounded-lg border" data-testid={`diff-${field.name}-${side}`}>
			<p className="bg-sand-50 text-ink-500 border-sand-200 rounded-t-lg border-b px-3 py-1 text-xs font-semibold">{heading}</p>
			<p dir={field.dir} lang={field.lang} className="text-ink-900 px-3 py-2 text-sm leading-7 break-words whitespace-pre-wrap">
				{parts.length === 0 ? <span className="text-ink-500">{t('revisions.emptyValue')}</span> : null}
				{parts.map((part, index) =>
					part.change === 'removed' ? (
						<del key={index} className="rounded bg-red-100 text-red-900 decoration-red-700">{part.text}</del>
					) : part.change === 'added' ? (
						<ins key={index} className="rounded bg-green-100 text-green-900 decoration-green-700">{part.text}</ins>
					) : (
						<span key={index}>{part.text}</span>
					),
				)}
			</p>
		</div>
	)
}

/**
 * A whole history screen, the same for every item: its name under the title, the way back to its
 * edit screen, the restore's reply, and the history. `label` names a field in the staff language.
 */
export function HistoryScreen({
	itemName,
	backTo,
	reply,
	history,
	label,
}: {
	itemName: string
	backTo: string
	reply: Parameters<typeof ReplyBanner>[0]['reply']
	history: { revisions: RevisionRow[]; compare: RevisionComparison | null }
	label: (field: string) => string
}) {
	const { t } = useAdminI18n()
	return (
		<AdminPage title={t('revisions.title')} description={itemName} actions={<BackToEdit to={backTo} />}>
			<p className="text-ink-600 text-sm">{t('revisions.description')}</p>
			<ReplyBanner reply={reply} />
			<RevisionHistory revisions={history.revisions} compare={history.compare} label={label} />
		</AdminPage>
	)
}

/** The back link of a history screen, to the item's edit screen. */
export function BackToEdit({ to }: { to: string }) {
	const { t } = useAdminI18n()
	return <BackLink to={to}>{t('revisions.backToEdit')}</BackLink>
}
