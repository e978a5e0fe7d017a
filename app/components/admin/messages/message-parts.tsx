import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { Archive, Ban, type LucideIcon, MailCheck, ShieldCheck } from 'lucide-react'
import { Form } from 'react-router'
import type { MessageListItem, MessageStatus } from '#app/lib/messages.ts'
import { canArchive, canMarkRead } from '#app/lib/messages.ts'
import { useAdminI18n } from '../admin-i18n.tsx'
import { adminStyles } from '../admin-page.tsx'
import { ConfirmButton } from '../confirm-button.tsx'
import { type PillTone, StatePill } from '../state-pill.tsx'
import { Truncate } from '../truncate.tsx'

const statusTones: Record<MessageStatus, PillTone> = { unread: 'attention', read: 'live', archived: 'aside' }

export function StatusBadge({ status }: { status: MessageStatus }) {
	const dot = status === 'unread' ? 'bg-grain-600' : undefined
	return <StatePill tone={statusTones[status]} label={`messages.status.${status}`} dot={dot} testId="message-status" />
}

/** What the contact form's checks wrote, in words a person understands (an unknown reason as stored). */
export function SpamReason({ reason }: { reason: string }) {
	const { t } = useAdminI18n()
	return (
		<span className="inline-flex items-start gap-1.5 text-xs font-medium text-red-800">
			<Ban aria-hidden className="mt-0.5 size-3.5 shrink-0" />
			<span>
				<span className="font-semibold">{t('messages.spamReason')}:</span> {reason === 'honeypot' ? t('messages.spam.honeypot') : <bdi><ScriptRuns text={reason} /></bdi>}
			</span>
		</span>
	)
}

const smallButton =
	'border-sand-300 text-ink-800 hover:bg-sand-100 inline-flex items-center justify-center gap-1.5 rounded-lg border bg-white px-2.5 py-1.5 text-xs font-semibold whitespace-nowrap transition-colors disabled:opacity-60'

/**
 * Mark read (only when unread), archive (when not archived, after a confirmation: it is final) and
 * "not spam" for a flagged message. Plain forms, so they work before the page's script loads.
 */
export function MessageActions({ message, busy, size = 'small' }: { message: MessageListItem; busy?: boolean; size?: 'small' | 'large' }) {
	const { t } = useAdminI18n()
	const formId = `message-actions-${message.id}`
	const button = size === 'small' ? smallButton : adminStyles.secondaryButton
	// In the table on a narrow screen the buttons show their icon only (the name stays for screen readers).
	const labelClass = size === 'small' ? 'max-md:sr-only' : ''
	const face = (Icon: LucideIcon, label: string) => (
		<>
			<Icon aria-hidden className="size-4" />
			<span className={labelClass}>{label}</span>
		</>
	)
	return (
		<Form method="post" id={formId} preventScrollReset className={`flex items-center gap-2 ${size === 'small' ? 'flex-wrap justify-end lg:flex-nowrap' : 'flex-wrap'}`}>
			<input type="hidden" name="id" value={message.id} />
			{message.spamReason !== null ? (
				<button type="submit" name="intent" value="not_spam" className={button} disabled={busy} data-testid="message-not-spam">
					{face(ShieldCheck, t('messages.action.notSpam'))}
				</button>
			) : null}
			{canMarkRead(message.status) ? (
				<button type="submit" name="intent" value="read" className={button} disabled={busy} data-testid="message-mark-read">
					{face(MailCheck, t('messages.action.markRead'))}
				</button>
			) : null}
			{canArchive(message.status) ? (
				<ConfirmButton form={formId} value="archive" message={t('messages.confirmArchive', { name: message.name })} className={button} disabled={busy}>
					{face(Archive, t('messages.action.archive'))}
				</ConfirmButton>
			) : null}
		</Form>
	)
}

/**
 * A message's subject and the start of its text on one line, subject first in the staff member's
 * reading direction. Each part takes its own direction and is cut at its own end, so an Arabic
 * subject before an English text (or the reverse) reads in order in both languages and the text
 * shows its beginning.
 */
export function MessagePreview({ subject, body, className = '' }: { subject: string; body: string; className?: string }) {
	return (
		<div className={`flex min-w-0 items-baseline gap-1 ${className}`} data-testid="message-preview">
			{subject ? (
				<>
					<span className="max-w-[50%] min-w-0 shrink-0">
						<Truncate text={subject} className="font-semibold" data-testid="message-preview-subject" />
					</span>
					<span className="shrink-0">—</span>
				</>
			) : null}
			<span className="min-w-0 flex-1">
				<Truncate text={body} data-testid="message-preview-body" />
			</span>
		</div>
	)
}
