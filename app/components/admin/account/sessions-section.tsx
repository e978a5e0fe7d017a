import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { LogOut, Monitor, MonitorSmartphone, Smartphone } from 'lucide-react'
import { useNavigation } from 'react-router'
import { formatDate } from '#app/i18n/format.ts'
import type { MySession } from '#app/lib/staff-schema.ts'
import { ConfirmButton } from '../confirm-button.tsx'
import { useAdminI18n } from '../admin-i18n.tsx'
import { IntentForm } from './intent-form.tsx'
import { adminStyles } from '../admin-page.tsx'

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
	const { t, lang, timeZone } = useAdminI18n()
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'sign-out'
	const date = (iso: string) => formatDate(iso, lang, { timeZone, dateStyle: 'medium', timeStyle: 'short' })
	const deviceName = (session: MySession) =>
		session.browser && session.os
			? t('account.sessions.deviceOn', { browser: session.browser, os: session.os })
			: (session.browser ?? session.os ?? t('account.sessions.unknownDevice'))
	const others = sessions.filter((session) => !session.current).length
	return (
		<section className={`${adminStyles.card} overflow-hidden`} aria-labelledby="sessions-title" data-testid="sessions">
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
			{/* Focusable: a keyboard scrolls a table wider than the screen. */}
		<div className="overflow-x-auto" tabIndex={0}>
				<table className={adminStyles.table} data-testid="sessions-table">
					<thead>
						<tr>
							<th className={adminStyles.th}>{t('account.sessions.device')}</th>
							<th className={`${adminStyles.th} hidden sm:table-cell`}><ScriptRuns text={t('account.sessions.ip')} /></th>
							<th className={`${adminStyles.th} hidden md:table-cell`}>{t('account.sessions.started')}</th>
							<th className={`${adminStyles.th} hidden sm:table-cell`}>{t('account.sessions.lastActive')}</th>
							<th className={adminStyles.th}>
								<span className="sr-only">{t('common.actions')}</span>
							</th>
						</tr>
					</thead>
					<tbody>
						{sessions.map((session) => (
							<tr key={session.id} data-testid="session-row" data-current={session.current}>
								<td className={adminStyles.td}>
									<div className="flex items-start gap-2">
										<DeviceIcon os={session.os} />
										<div className="flex flex-wrap items-center gap-x-2 gap-y-1">
											<span className="text-ink-900 font-medium">
												<ScriptRuns text={deviceName(session)} />
											</span>
											{session.current ? (
												<span className="bg-brand-50 text-brand-800 rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap">{t('account.sessions.current')}</span>
											) : null}
											<span className="text-ink-500 w-full text-xs sm:hidden">
												{t('account.sessions.lastActive')}: {date(session.lastActiveAt)}
											</span>
										</div>
									</div>
								</td>
								<td className={`${adminStyles.td} text-ink-600 hidden font-mono text-xs sm:table-cell`}>
									<bdi lang="en" dir="ltr"><ScriptRuns text={session.ipAddress ?? '—'} /></bdi>
								</td>
								<td className={`${adminStyles.td} text-ink-600 hidden whitespace-nowrap md:table-cell`}>{date(session.createdAt)}</td>
								<td className={`${adminStyles.td} text-ink-600 hidden whitespace-nowrap sm:table-cell`}>{date(session.lastActiveAt)}</td>
								<td className={`${adminStyles.td} text-end`}>
									{session.current ? (
										<button type="submit" form="sessions-form" name="scope" value="current" disabled={busy} className={smallButton}>
											<LogOut aria-hidden className="flip-rtl size-4" />
											<span className="max-sm:sr-only">{t('account.sessions.signOutThis')}</span>
										</button>
									) : (
										<ConfirmButton
											form="sessions-form"
											name="scope"
											value={session.id}
											disabled={busy}
											className={smallButton}
											message={t('account.sessions.confirmOne')}
										>
											<LogOut aria-hidden className="flip-rtl size-4" />
											<span className="max-sm:sr-only">{t('account.sessions.signOut')}</span>
											<span className="sr-only">
												: <ScriptRuns text={deviceName(session)} />
											</span>
										</ConfirmButton>
									)}
								</td>
							</tr>
						))}
					</tbody>
				</table>
			</div>
		</section>
	)
}
