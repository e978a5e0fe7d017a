import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { LogOut, Monitor, MonitorSmartphone, Smartphone } from 'lucide-react'
import { useNavigation } from 'react-router'
import type { MySession } from '#app/lib/staff-schema.ts'
import { ConfirmButton } from '../confirm-button.tsx'
import { useAdminI18n } from '../admin-i18n.tsx'
import { IntentForm } from './intent-form.tsx'
import { adminStyles } from '../admin-page.tsx'
import { actionsColumn, DataTable } from '../data-table.tsx'
import { Truncate } from '../truncate.tsx'

const smallButton =
	'border-sand-300 text-ink-800 hover:bg-sand-100 inline-flex items-center gap-1.5 rounded-lg border bg-white px-2.5 py-1.5 text-xs font-semibold whitespace-nowrap transition-colors disabled:opacity-60'

function DeviceIcon({ os }: { os: string | null }) {
	const Icon = os === 'iOS' || os === 'Android' ? Smartphone : os ? Monitor : MonitorSmartphone
	return <Icon aria-hidden className="text-ink-500 size-5 shrink-0" />
}

/**
 * Where you are signed in, with the spec's sign-out scopes: this device, one other, all others,
 * or everywhere.
 */
export function SessionsSection({ sessions }: { sessions: MySession[] }) {
	const { t, dateTime: date } = useAdminI18n()
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'sign-out'
	const deviceName = (session: MySession) =>
		session.browser && session.os
			? t('account.sessions.deviceOn', { browser: session.browser, os: session.os })
			: (session.browser ?? session.os ?? t('account.sessions.unknownDevice'))
	const others = sessions.filter((session) => !session.current).length
	return (
		<section className={adminStyles.card} aria-labelledby="sessions-title" data-testid="sessions">
			<div className="border-sand-100 flex flex-wrap items-start justify-between gap-4 border-b px-5 py-4">
				<div>
					<h2 id="sessions-title" className="text-ink-900 font-semibold">
						{t('account.sessions.title')}
					</h2>
					<p className="text-ink-600 mt-1 text-sm">{t('account.sessions.text')}</p>
				</div>
				<div className="flex flex-wrap gap-2">
					<ConfirmButton
						form="sessions-form"
						name="scope"
						value="others"
						disabled={busy || others === 0}
						className={adminStyles.secondaryButton}
						message={t('account.sessions.confirmOthers')}
					>
						{t('account.sessions.signOutOthers')}
					</ConfirmButton>
					<ConfirmButton form="sessions-form" name="scope" value="all" disabled={busy} className={adminStyles.dangerButton} message={t('account.sessions.confirmAll')}>
						<LogOut aria-hidden className="flip-rtl size-4" />
						{t('account.sessions.signOutAll')}
					</ConfirmButton>
				</div>
			</div>
			<IntentForm intent="sign-out" id="sessions-form" />
			<DataTable
				name="sessions"
				label={t('account.sessions.title')}
				rows={sessions}
				rowKey={(session) => session.id}
				rowProps={(session) => ({ 'data-testid': 'session-row', 'data-current': String(session.current) })}
				empty={null}
				columns={[
					{
						id: 'device',
						header: t('account.sessions.device'),
						main: true,
						cell: (session) => (
							<div className="flex min-w-0 items-center gap-2">
								<DeviceIcon os={session.os} />
								<Truncate text={deviceName(session)} className="text-ink-900 font-medium" />
								{session.current ? (
									<span className="bg-brand-50 text-brand-800 shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap">{t('account.sessions.current')}</span>
								) : null}
							</div>
						),
					},
					{
						id: 'ip',
						header: <ScriptRuns text={t('account.sessions.ip')} />,
						from: 'sm',
						folded: false,
						className: 'text-ink-600 font-mono text-xs',
						cell: (session) => (
							<bdi lang="en" dir="ltr">
								{session.ipAddress ?? '—'}
							</bdi>
						),
					},
					{ id: 'started', header: t('account.sessions.started'), from: 'md', folded: false, className: 'text-ink-600', cell: (session) => date(session.createdAt) },
					{
						id: 'last-active',
						header: t('account.sessions.lastActive'),
						from: 'sm',
						className: 'text-ink-600',
						cell: (session) => date(session.lastActiveAt),
						folded: (session) => (
							<span className="text-ink-500">
								{t('account.sessions.lastActive')}: {date(session.lastActiveAt)}
							</span>
						),
					},
					actionsColumn<MySession>(<span className="sr-only">{t('common.actions')}</span>, (session) =>
						session.current ? (
							<button type="submit" form="sessions-form" name="scope" value="current" disabled={busy} className={smallButton}>
								<LogOut aria-hidden className="flip-rtl size-4" />
								<span className="max-sm:sr-only">{t('account.sessions.signOutThis')}</span>
							</button>
						) : (
							<ConfirmButton form="sessions-form" name="scope" value={session.id} disabled={busy} className={smallButton} message={t('account.sessions.confirmOne')}>
								<LogOut aria-hidden className="flip-rtl size-4" />
								<span className="max-sm:sr-only">{t('account.sessions.signOut')}</span>
								<span className="sr-only">
									: <ScriptRuns text={deviceName(session)} />
								</span>
							</ConfirmButton>
						),
					),
				]}
			/>
		</section>
	)
}
