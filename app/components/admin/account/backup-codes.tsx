import { LifeBuoy } from 'lucide-react'
import { useAdminI18n } from '../admin-i18n.tsx'
import { CopyButton } from './copy-button.tsx'

/** The backup codes, shown once right after they are made, with a button to copy them all. */
export function BackupCodes({ codes }: { codes: string[] }) {
	const { t } = useAdminI18n()
	return (
		<div className="border-grain-200 bg-grain-50 rounded-xl border p-4" data-testid="backup-codes">
			<h3 className="text-ink-900 flex items-center gap-2 font-semibold">
				<LifeBuoy aria-hidden className="text-grain-700 size-5" />
				{t('account.backup.title')}
			</h3>
			<p className="text-ink-700 mt-1 text-sm">{t('account.backup.text')}</p>
			<ul dir="ltr" className="mt-3 grid grid-cols-2 gap-2 font-mono text-sm">
				{codes.map((code) => (
					<li key={code} className="border-sand-200 rounded-md border bg-white px-3 py-1.5 text-center tracking-wider" data-testid="backup-code">
						{code}
					</li>
				))}
			</ul>
			<div className="mt-3">
				<CopyButton text={codes.join('\n')} label={t('account.backup.copy')} testId="copy-backup-codes" />
			</div>
		</div>
	)
}
