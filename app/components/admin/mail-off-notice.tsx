import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { CircleAlert } from '#app/components/site/icons/circle-alert.tsx'
import { useAdminI18n } from './admin-i18n.tsx'

/** Shown to administrators on every back-office screen while no mail server is configured. */
export function MailOffNotice() {
	const { t } = useAdminI18n()
	return (
		<div role="status" data-testid="mail-off-notice" className="border-grain-200 bg-grain-50 text-grain-900 flex items-start gap-3 border-b px-4 py-3 text-sm sm:px-8">
			<CircleAlert aria-hidden className="text-grain-700 mt-0.5 size-5 shrink-0" />
			<p>
				<strong className="font-semibold">{t('admin.mailOff.title')}.</strong> <ScriptRuns text={t('admin.mailOff.text')} />{' '}
				<code lang="en" dir="ltr" className="rounded bg-white/70 px-1.5 py-0.5 font-mono text-xs">
					SMTP_URL
				</code>{' '}
				<code lang="en" dir="ltr" className="rounded bg-white/70 px-1.5 py-0.5 font-mono text-xs">
					MAIL_FROM
				</code>
			</p>
		</div>
	)
}
