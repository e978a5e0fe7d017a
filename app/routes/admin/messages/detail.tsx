import { Runs, ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { Mail, Phone, TriangleAlert } from 'lucide-react'
import type { ReactNode } from 'react'
import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { usePosting } from '#app/components/admin/use-posting.ts'
import { adminStyles } from '#app/components/admin/admin-page.tsx'
import { ItemPage } from '#app/components/admin/item-page.tsx'
import { LeadSourcePanel } from '#app/components/admin/messages/lead-source-panel.tsx'
import { MessageActions, SpamReason, StatusBadge } from '#app/components/admin/messages/message-parts.tsx'
import { QuoteLinesTable } from '#app/components/admin/messages/quote-lines.tsx'
import { formatDate } from '#app/i18n/format.ts'
import type { MessageListItem } from '#app/lib/messages.ts'
import { adminAction, requireItem } from '#app/server/admin-action.server.ts'
import { openMessage, submitMessageAction } from '#app/server/messages.server.ts'
import type { Route } from './+types/detail'
import { staffTitle } from '#app/components/admin/staff-title.ts'

/** Opening an unread message marks it read, as a mail inbox does (decision 0009). */
export async function loader({ request, params }: Route.LoaderArgs) {
	const message = await requireItem(request, params, openMessage)
	return { message }
}

export async function action(args: Route.ActionArgs) {
	return adminAction(args, { notFound: 'messages.error.notFound', failed: 'messages.error.update' }, ({ fields, id, user }) =>
		submitMessageAction({ ...fields, id: String(id) }, { actor: user }),
	)
}

/** A refused change (another staff member archived it meanwhile) still shows the message as it now is. */
export function shouldRevalidate() {
	return true
}

export function meta({ matches, data }: Route.MetaArgs): Route.MetaDescriptors {
	return staffTitle(matches, 'messages.title', data?.message.name)
}

/** A reply that quotes the message, ready in the staff member's mail program. */
function replyHref(message: MessageListItem, subject: string) {
	const quoted = message.message.slice(0, 1500).split(/\r?\n/).map((line) => `> ${line}`).join('\n')
	return `mailto:${message.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(`\n\n${quoted}`)}`
}

export default function MessageDetail({ loaderData, actionData }: Route.ComponentProps) {
	const { t, lang, timeZone } = useAdminI18n()
	const { message } = loaderData
	const posting = usePosting()
	const date = (iso: string) => formatDate(iso, lang, { timeZone, dateStyle: 'full', timeStyle: 'short' })
	const replySubject = message.subject ? t('messages.detail.replySubject', { subject: message.subject }) : t('messages.detail.replyDefaultSubject')
	const notGiven = <span className="text-ink-500">{t('messages.detail.notGiven')}</span>
	const bodyLabel = message.kind === 'quote' ? t('messages.quote.note') : t('messages.detail.message')

	return (
		<ItemPage
			title={message.subject || (message.kind === 'quote' ? t('messages.kind.quote') : t('messages.detail.noSubject'))}
			description={t('messages.detail.received', { date: date(message.createdAt) })}
			back={{ to: '/admin/messages', label: t('messages.detail.backToList') }}
			reply={actionData}
		>
			{message.spamReason !== null ? (
				<div role="note" className="flex items-start gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-900">
					<TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
					<div className="space-y-1">
						<p className="font-semibold">{t('messages.detail.spamWarning')}</p>
						<SpamReason reason={message.spamReason} />
					</div>
				</div>
			) : null}
			<article className={`${adminStyles.card} overflow-hidden`} data-testid="message-detail">
				<header className="border-sand-100 flex flex-wrap items-start justify-between gap-4 border-b px-6 py-5">
					<div className="min-w-0">
						<p className="text-ink-500 text-xs font-semibold">{t('messages.detail.from')}</p>
						<h2 className="text-ink-950 mt-0.5 text-lg font-bold">
							<bdi><ScriptRuns text={message.name} /></bdi>
						</h2>
						<a href={`mailto:${message.email}`} className="text-brand-800 text-sm hover:underline" data-testid="message-email">
							<bdi lang="en" dir="ltr"><ScriptRuns text={message.email} /></bdi>
						</a>
					</div>
					<StatusBadge status={message.status} />
				</header>
				<div className="grid gap-6 px-6 py-5 lg:grid-cols-[minmax(0,1fr)_18rem]">
					<section aria-label={bodyLabel}>
						<h3 className="text-ink-500 text-xs font-semibold">{bodyLabel}</h3>
						<p className="text-parent-start text-ink-900 mt-2 text-base leading-relaxed break-words whitespace-pre-wrap" dir="auto" data-testid="message-body">
							{message.message ? <ScriptRuns text={message.message} /> : notGiven}
						</p>
					</section>
					<dl className="bg-sand-50 border-sand-100 grid content-start gap-3 rounded-xl border p-4 text-sm">
						<Detail label={t('messages.detail.email')}>
							<bdi lang="en" dir="ltr"><ScriptRuns text={message.email} /></bdi>
						</Detail>
						<Detail label={t('messages.detail.phone')}>
							{message.phone ? (
								<a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`} className="text-brand-800 hover:underline" data-testid="message-phone">
									<bdi lang="en" dir="ltr"><ScriptRuns text={message.phone} /></bdi>
								</a>
							) : (
								notGiven
							)}
						</Detail>
						<Detail label={t('messages.detail.country')}>{message.country ? <bdi><ScriptRuns text={message.country} /></bdi> : notGiven}</Detail>
						<Detail label={t('messages.detail.service')}>
							{message.kind === 'quote' ? t('messages.kind.quote') : t(`messages.service.${message.service as 'other'}`)}
						</Detail>
						<Detail label={t('messages.detail.language')}>{message.language === 'en' ? t('common.english') : t('common.arabic')}</Detail>
						<Detail label={t('messages.detail.date')}>
							<time dateTime={message.createdAt}>{date(message.createdAt)}</time>
						</Detail>
						<Detail label={t('messages.detail.updated')}>
							<time dateTime={message.updatedAt}>{date(message.updatedAt)}</time>
						</Detail>
					</dl>
				</div>
				{message.kind === 'quote' ? <QuoteLinesTable lines={message.lines} /> : null}
				<LeadSourcePanel lead={message.lead} />
				<footer className="border-sand-100 bg-sand-50/60 flex flex-wrap items-center gap-2 border-t px-6 py-4">
					<a href={replyHref(message, replySubject)} className={adminStyles.primaryButton} data-testid="message-reply">
						<Mail aria-hidden className="size-4" />
						{t('messages.detail.reply')}
					</a>
					{message.phone ? (
						<a href={`tel:${message.phone.replace(/[^\d+]/g, '')}`} className={adminStyles.secondaryButton}>
							<Phone aria-hidden className="size-4" />
							{t('messages.detail.call')}
						</a>
					) : null}
					<div className="ms-auto">
						<MessageActions message={message} busy={posting} size="large" />
					</div>
				</footer>
			</article>
		</ItemPage>
	)
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
	return (
		<div>
			<dt className="text-ink-500 text-xs font-semibold"><Runs>{label}</Runs></dt>
			<dd className="text-ink-900 mt-0.5 break-words">{children}</dd>
		</div>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
