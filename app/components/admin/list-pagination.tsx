import { PageLinks } from '#app/components/ui/page-links.tsx'
import { useAdminI18n } from './admin-i18n.tsx'

/** A back-office list's page links, in the staff member's language. */
export function ListPagination({ page, pageCount }: { page: number; pageCount: number }) {
	const { t } = useAdminI18n()
	const current = t('common.page', { page, count: pageCount })
	const texts = { label: current, previous: t('common.previous'), next: t('common.next'), current }
	return <PageLinks page={page} pageCount={pageCount} texts={texts} className="" linkClassName="rounded-lg bg-white px-3 py-1.5" />
}
