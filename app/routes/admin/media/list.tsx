import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AdminPage, adminStyles } from '#app/components/admin/admin-page.tsx'
import { FilterBar, FilterSearch, FilterSelect } from '#app/components/admin/filter-bar.tsx'
import { ListPagination } from '#app/components/admin/list-pagination.tsx'
import { MediaGrid } from '#app/components/admin/media/media-grid.tsx'
import { ReplyBanner } from '#app/components/admin/reply-banner.tsx'
import { staffMeta } from '#app/components/admin/staff-title.ts'
import { mediaFilterParams, mediaUseFilters } from '#app/lib/media-schema.ts'
import { pageParam } from '#app/lib/pagination.ts'
import { requireStaff } from '#app/server/admin-action.server.ts'
import { loadListPage } from '#app/server/list-page.server.ts'
import { listMedia } from '#app/server/media-library.server.ts'
import type { Route } from './+types/list'

export async function loader({ request }: Route.LoaderArgs) {
	await requireStaff(request)
	const url = new URL(request.url)
	const filter = mediaFilterParams(url)
	return { filter, ...(await loadListPage('the media library', () => listMedia(filter, { page: pageParam(url) }))) }
}

export const meta = staffMeta('media.title')

export default function MediaLibrary({ loaderData }: Route.ComponentProps) {
	const { t } = useAdminI18n()
	const { filter, items, total, page, pageCount, loadError } = loaderData
	const filtered = filter.q !== '' || filter.use !== null
	return (
		<AdminPage title={t('media.title')} description={t('media.description')}>
			<ReplyBanner reply={null} />
			<FilterBar submitLabel={t('media.filter')} clearTo="/admin/media" clearLabel={t('media.clearFilters')} filtered={filtered}>
				<FilterSearch label={t('media.searchLabel')} name="q" defaultValue={filter.q} data-testid="media-search" />
				<FilterSelect label={t('media.filterUse')} name="use" defaultValue={filter.use ?? ''} data-testid="media-use" all={t('media.allUses')} options={mediaUseFilters.map((use) => ({ value: use, label: t(`media.filter.${use}`) }))} />
			</FilterBar>
			<section className={adminStyles.card} aria-labelledby="media-count">
				<p id="media-count" className="text-ink-500 border-sand-100 border-b px-4 py-3 text-sm" aria-live="polite" data-testid="media-count">
					{t('media.count', { count: total })}
				</p>
				{loadError ? (
					<p className="px-4 py-8 text-center text-sm text-red-700" role="alert">{t('media.error.load')}</p>
				) : items.length === 0 ? (
					<p className="text-ink-500 px-4 py-8 text-center text-sm">{filtered ? t('common.noResults') : t('media.empty')}</p>
				) : (
					<MediaGrid items={items} />
				)}
			</section>
			<ListPagination page={page} pageCount={pageCount} />
		</AdminPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
