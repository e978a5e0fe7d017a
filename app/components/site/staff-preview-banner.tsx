import { useI18n } from '#app/i18n/i18n-context.tsx'

/** Above a draft product or category that a staff member previews as its public page (decision 0045). */
export function StaffPreviewBanner({ kind }: { kind: 'product' | 'category' }) {
	const { t } = useI18n()
	return (
		<div className="bg-grain-50 border-grain-200 text-grain-900 border-b" role="note" data-testid="preview-banner">
			<p className="container-page py-3 text-sm">
				<strong className="bg-grain-200 me-2 rounded-md px-2 py-0.5 text-xs font-bold uppercase">{t('preview.label')}</strong>
				{t(kind === 'product' ? 'preview.draftProduct' : 'preview.draftCategory')}
			</p>
		</div>
	)
}
