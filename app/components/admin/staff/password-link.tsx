import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { Link2 } from 'lucide-react'
import { BidiText } from '../account/bidi-text.tsx'
import { CopyButton } from '../account/copy-button.tsx'
import { useAdminI18n } from '../admin-i18n.tsx'
import { adminStyles } from '../admin-page.tsx'

/**
 * A "set your password" link that did not leave by mail (no SMTP configured, or the mail failed):
 * shown once, for the administrator to hand over.
 */
export function PasswordLinkPanel({ email, url, hours }: { email: string; url: string; hours: number }) {
	const { t } = useAdminI18n()
	return (
		<section className="border-grain-200 bg-grain-50 rounded-2xl border p-5" aria-labelledby="password-link-title" data-testid="password-link">
			<h2 id="password-link-title" className="text-ink-900 flex items-center gap-2 font-semibold">
				<Link2 aria-hidden className="text-grain-700 size-5" />
				<span>
					<BidiText template={t('staff.link.title')} values={{ email }} />
				</span>
			</h2>
			<p className="text-ink-700 mt-1 text-sm"><ScriptRuns text={t('staff.link.text', { hours })} /></p>
			<div className="mt-3 flex flex-wrap items-center gap-2">
				<input
					readOnly
					value={url}
					dir="ltr"
					aria-label={t('staff.link.title', { email })}
					onFocus={(event) => event.currentTarget.select()}
					className={`${adminStyles.input} min-w-0 flex-1 font-mono text-xs`}
					data-testid="password-link-url"
				/>
				<CopyButton text={url} />
			</div>
		</section>
	)
}
