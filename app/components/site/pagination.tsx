import { PageLinks } from '#app/components/ui/page-links.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'

/** A public list's page links, in the visitor's language. */
export function Pagination({ page, pageCount }: { page: number; pageCount: number }) {
	const { t } = useI18n()
	const texts = { label: t('pagination.label'), previous: t('pagination.previous'), next: t('pagination.next'), current: t('pagination.page', { page, count: pageCount }) }
	return <PageLinks page={page} pageCount={pageCount} texts={texts} className="mt-12" linkClassName="rounded-full px-4 py-2" />
}
