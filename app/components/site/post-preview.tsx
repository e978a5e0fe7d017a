import { Link } from 'react-router'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { formatDate } from '#app/i18n/format.ts'

/** Above a previewed post that is not public: its state and until when the link works (site time zone). */
export function PreviewBanner({ state, publishedAt, expiresAt, timeZone }: { state: 'draft' | 'scheduled' | 'published' | 'unpublished'; publishedAt: string | null; expiresAt: string; timeZone: string }) {
	const { t, lang } = useI18n()
	const date = (iso: string) => formatDate(iso, lang, { timeZone, dateStyle: 'medium', timeStyle: 'short' })
	const stateText = t(`preview.state.${state}`, { date: publishedAt ? date(publishedAt) : '' })
	return (
		<div className="bg-grain-50 border-grain-200 text-grain-900 border-b" role="note" data-testid="preview-banner">
			<p className="container-page py-3 text-sm">
				<strong className="bg-grain-200 me-2 rounded-md px-2 py-0.5 text-xs font-bold uppercase">{t('preview.label')}</strong>
				{t('preview.banner', { state: stateText, date: date(expiresAt) })}
			</p>
		</div>
	)
}

/** A review link that is expired or not one this site made: said plainly, in the visitor's language. */
export function PreviewRefused({ reason }: { reason: 'invalid' | 'expired' }) {
	const { t, href } = useI18n()
	return (
		<section className="container-page flex min-h-[60vh] flex-col items-center justify-center py-24 text-center" data-testid={`preview-${reason}`}>
			<h1 className="text-brand-900 text-3xl font-bold">{t(`preview.${reason}.title`)}</h1>
			<p className="text-ink-600 mt-4 max-w-md">{t(`preview.${reason}.body`)}</p>
			<Link to={href('/blog')} className="bg-brand-700 hover:bg-brand-800 mt-8 rounded-full px-6 py-3 font-semibold text-white">
				{t('blog.back')}
			</Link>
		</section>
	)
}
