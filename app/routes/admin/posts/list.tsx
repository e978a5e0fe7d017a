import { ExternalLink, FileText, Pencil, Plus, Search, Trash2 } from 'lucide-react'
import { useMemo } from 'react'
import { data, Form, Link, useSearchParams } from 'react-router'
import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AdminPage, adminStyles } from '#app/components/admin/admin-page.tsx'
import { Banner, type BannerMessage } from '#app/components/admin/banner.tsx'
import { FilterBar, FilterSelect } from '#app/components/admin/filter-bar.tsx'
import { ConfirmButton } from '#app/components/admin/confirm-button.tsx'
import { PostStatusBadge } from '#app/components/admin/posts/post-status.tsx'
import { Pagination } from '#app/components/site/pagination.tsx'
import { formatDate, formatNumber } from '#app/i18n/format.ts'
import { pageParam } from '#app/lib/pagination.ts'
import { type PostListFilter, postListFilters } from '#app/lib/post-schema.ts'
import { isSameOrigin, requireUser } from '#app/server/auth.server.ts'
import { readForm } from '#app/server/forms.server.ts'
import { deletePost, listPostsForAdmin } from '#app/server/post-admin.server.ts'
import { staffTexts } from '#app/server/staff-lang.server.ts'
import type { Route } from './+types/list'

export async function loader({ request }: Route.LoaderArgs) {
	await requireUser(request)
	const url = new URL(request.url)
	const q = url.searchParams.get('q')?.trim() ?? ''
	const status = url.searchParams.get('status') ?? ''
	const filter = (postListFilters as readonly string[]).includes(status) ? (status as PostListFilter) : ''
	return { ...(await listPostsForAdmin({ q, status: filter, page: pageParam(url) })), q, status: filter }
}

export async function action({ request }: Route.ActionArgs) {
	const user = await requireUser(request)
	if (!isSameOrigin(request)) throw data({ error: 'forbidden' }, { status: 403 })
	const texts = staffTexts(request)
	const form = await readForm(request)
	if (form.intent !== 'delete') throw data({ error: 'bad_request' }, { status: 400 })
	const deleted = await deletePost(Number(form.id), user)
	const banner: BannerMessage = deleted
		? { tone: 'success', text: texts['posts.deleted'], id: Date.now() }
		: { tone: 'error', text: texts['posts.notFound'], id: Date.now() }
	return data({ banner }, { status: deleted ? 200 : 404 })
}

export const meta = () => [{ title: 'المقالات · Blog posts' }]

export default function PostsList({ loaderData, actionData }: Route.ComponentProps) {
	const { t, lang, timeZone } = useAdminI18n()
	const [params] = useSearchParams()
	const { items, total, page, pageCount, q, status } = loaderData
	const deletedParam = params.get('deleted')
	const banner = useMemo<BannerMessage | null>(
		() =>
			actionData?.banner ??
			(deletedParam ? { tone: 'success', text: t('posts.deleted'), id: `deleted-${deletedParam}` } : null),
		[actionData, deletedParam, t],
	)
	const filtered = q !== '' || status !== ''
	const title = (post: (typeof items)[number]) => (lang === 'en' ? post.titleEn : post.titleAr)
	const otherTitle = (post: (typeof items)[number]) => (lang === 'en' ? post.titleAr : post.titleEn)
	const date = (iso: string | null) => (iso ? formatDate(iso, lang, { timeZone, dateStyle: 'medium' }) : '—')

	return (
		<AdminPage
			title={t('posts.title')}
			description={t('posts.description')}
			actions={
				<Link to="/admin/posts/new" className={adminStyles.primaryButton} data-testid="new-post">
					<Plus aria-hidden className="size-4" />
					{t('posts.new')}
				</Link>
			}
		>
			<Banner message={banner} />
			<FilterBar
				submitLabel={t('common.search')}
				clearTo="/admin/posts"
				clearLabel={t('posts.clearFilters')}
				filtered={filtered}
				data-testid="posts-filter"
			>
				<label className="min-w-56 flex-1 text-sm sm:max-w-md">
					<span className="text-ink-600 mb-1 block">{t('posts.searchLabel')}</span>
					<span className="relative block">
						<Search
							aria-hidden
							className="text-ink-400 pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2"
						/>
						<input
							type="search"
							name="q"
							defaultValue={q}
							placeholder={t('posts.searchPlaceholder')}
							className={`${adminStyles.input} ps-9`}
						/>
					</span>
				</label>
				<FilterSelect label={t('posts.filterStatus')} className="text-sm" name="status" defaultValue={status}>
					<option value="">{t('common.all')}</option>
					{postListFilters.map((value) => (
						<option key={value} value={value}>
							{t(`posts.status.${value}`)}
						</option>
					))}
				</FilterSelect>
			</FilterBar>

			<div className={adminStyles.card}>
				<p className="text-ink-500 border-sand-100 border-b px-4 py-3 text-sm" data-testid="posts-count">
					{t('posts.count', { count: formatNumber(total, lang) })}
				</p>
				{items.length === 0 ? (
					<div className="flex flex-col items-center gap-3 px-4 py-14 text-center">
						<FileText aria-hidden className="text-ink-300 size-10" />
						<p className="text-ink-600">{filtered ? t('posts.noResults') : t('posts.empty')}</p>
						{filtered ? null : (
							<Link to="/admin/posts/new" className={adminStyles.primaryButton}>
								<Plus aria-hidden className="size-4" />
								{t('posts.new')}
							</Link>
						)}
					</div>
				) : (
					<div className="overflow-x-auto">
						<table className={adminStyles.table} data-testid="posts-table">
							<thead>
								<tr>
									<th scope="col" className={adminStyles.th}>
										{t('posts.col.title')}
									</th>
									<th scope="col" className={`${adminStyles.th} hidden sm:table-cell`}>
										{t('posts.col.status')}
									</th>
									<th scope="col" className={`${adminStyles.th} hidden md:table-cell`}>
										{t('posts.col.publishedAt')}
									</th>
									<th scope="col" className={`${adminStyles.th} hidden lg:table-cell`}>
										{t('posts.col.createdAt')}
									</th>
									<th scope="col" className={`${adminStyles.th} hidden xl:table-cell`}>
										{t('posts.col.author')}
									</th>
									<th scope="col" className={`${adminStyles.th} text-end`}>
										{t('common.actions')}
									</th>
								</tr>
							</thead>
							<tbody>
								{items.map((post) => {
									const display =
										post.status === 'draft' ? 'draft' : post.scheduled ? 'scheduled' : 'published'
									return (
										<tr
											key={post.id}
											className="hover:bg-sand-50/60"
											data-testid="post-row"
											data-slug={post.slug}
										>
											<td className={`${adminStyles.td} px-3 sm:px-4`}>
												<div className="max-w-md min-w-0">
													<Link
														to={`/admin/posts/edit/${post.id}`}
														className="text-ink-900 hover:text-brand-700 block font-semibold"
													>
														{title(post)}
													</Link>
													{/* In its own direction, so the ellipsis cuts its end; aligned with the title above. */}
													<span className="text-parent-start text-ink-500 block truncate text-xs" dir={lang === 'en' ? 'rtl' : 'ltr'} lang={lang === 'en' ? 'ar' : 'en'}>
														{otherTitle(post)}
													</span>
													<span className="text-ink-400 block font-mono text-xs break-all">
														<bdi dir="ltr">/blog/{post.slug}</bdi>
													</span>
													<span className="mt-1.5 block sm:hidden">
														<PostStatusBadge status={display} />
													</span>
												</div>
											</td>
											<td className={`${adminStyles.td} hidden sm:table-cell`}>
												<PostStatusBadge status={display} />
											</td>
											<td className={`${adminStyles.td} text-ink-600 hidden whitespace-nowrap md:table-cell`}>
												{date(post.publishedAt)}
											</td>
											<td className={`${adminStyles.td} text-ink-600 hidden whitespace-nowrap lg:table-cell`}>
												{date(post.createdAt)}
											</td>
											<td className={`${adminStyles.td} text-ink-600 hidden xl:table-cell`}>
												{post.authorName || '—'}
											</td>
											<td className={`${adminStyles.td} px-2 sm:px-4`}>
												<div className="flex items-center justify-end gap-0.5 sm:gap-1">
													{display === 'published' ? (
														<a
															href={`${lang === 'en' ? '/en' : ''}/blog/${post.slug}`}
															target="_blank"
															rel="noreferrer"
															className="text-ink-500 hover:bg-sand-100 hover:text-brand-700 rounded-lg p-2"
															aria-label={`${t('posts.viewOnSite')}: ${title(post)}`}
															title={t('posts.viewOnSite')}
														>
															<ExternalLink aria-hidden className="size-4" />
														</a>
													) : null}
													<Link
														to={`/admin/posts/edit/${post.id}`}
														className="text-ink-500 hover:bg-sand-100 hover:text-brand-700 rounded-lg p-2"
														aria-label={t('posts.editPost', { title: title(post) })}
														title={t('common.edit')}
													>
														<Pencil aria-hidden className="size-4" />
													</Link>
													<Form method="post" id={`delete-post-${post.id}`}>
														<input type="hidden" name="id" value={post.id} />
													</Form>
													<ConfirmButton
														form={`delete-post-${post.id}`}
														value="delete"
														message={t('posts.confirmDelete', { title: title(post) })}
														className="text-ink-500 rounded-lg p-2 hover:bg-red-50 hover:text-red-700"
													>
														<Trash2 aria-hidden className="size-4" />
														<span className="sr-only">{t('posts.deletePost', { title: title(post) })}</span>
													</ConfirmButton>
												</div>
											</td>
										</tr>
									)
								})}
							</tbody>
						</table>
					</div>
				)}
			</div>
			<Pagination page={page} pageCount={pageCount} />
		</AdminPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
