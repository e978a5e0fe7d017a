import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { ExternalLink, FileText, Pencil, Search, Trash2 } from 'lucide-react'
import { Form, Link } from 'react-router'
import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { adminStyles } from '#app/components/admin/admin-page.tsx'
import { ListPage, PagedTable } from '#app/components/admin/list-page.tsx'
import { NewLink } from '#app/components/admin/title-links.tsx'
import { FilterBar, FilterSelect } from '#app/components/admin/filter-bar.tsx'
import { ConfirmButton } from '#app/components/admin/confirm-button.tsx'
import { actionsColumn, type DataColumn } from '#app/components/admin/data-table.tsx'
import { Truncate } from '#app/components/admin/truncate.tsx'
import { PostStatusBadge } from '#app/components/admin/posts/post-status.tsx'
import { formatDate, formatNumber } from '#app/i18n/format.ts'
import { pageParam } from '#app/lib/pagination.ts'
import { type PostListFilter, postListFilters } from '#app/lib/post-schema.ts'
import { ReplyBanner } from '#app/components/admin/reply-banner.tsx'
import { recordIdParam } from '#app/lib/record-id.ts'
import { adminAction, requireStaff } from '#app/server/admin-action.server.ts'
import { deletePostAction, listPostsForAdmin } from '#app/server/post-admin.server.ts'
import type { Route } from './+types/list'
import { staffMeta } from '#app/components/admin/staff-title.ts'

export async function loader({ request }: Route.LoaderArgs) {
	await requireStaff(request)
	const url = new URL(request.url)
	const q = url.searchParams.get('q')?.trim() ?? ''
	const status = url.searchParams.get('status') ?? ''
	const filter = (postListFilters as readonly string[]).includes(status) ? (status as PostListFilter) : ''
	return { ...(await listPostsForAdmin({ q, status: filter, page: pageParam(url) })), q, status: filter }
}

export async function action(args: Route.ActionArgs) {
	return adminAction(args, {}, async ({ fields, user }) =>
		fields.intent === 'delete' ? deletePostAction(recordIdParam(fields.id), user) : { ok: false, status: 400, message: 'common.error' },
	)
}

export const meta = staffMeta('posts.title')

export default function PostsList({ loaderData, actionData }: Route.ComponentProps) {
	const { t, lang, timeZone } = useAdminI18n()
	const { total, q, status } = loaderData
	const filtered = q !== '' || status !== ''
	type Post = (typeof loaderData.items)[number]
	const title = (post: Post) => (lang === 'en' ? post.titleEn : post.titleAr)
	const otherTitle = (post: Post) => (lang === 'en' ? post.titleAr : post.titleEn)
	// A scheduled post shows its hour too: staff check when it goes live, in the site's time zone.
	const date = (iso: string | null, withTime = false) =>
		iso ? formatDate(iso, lang, { timeZone, dateStyle: 'medium', ...(withTime ? { timeStyle: 'short' } : {}) }) : '—'
	const columns: DataColumn<Post>[] = [
		{
			id: 'title',
			header: t('posts.col.title'),
			main: true,
			className: 'px-3 sm:px-4',
			cell: (post) => (
				<>
					<Truncate to={`/admin/posts/edit/${post.id}`} text={title(post)} className="text-ink-900 hover:text-brand-700 font-semibold" />
					<Truncate text={otherTitle(post)} lang={lang === 'en' ? 'ar' : 'en'} className="text-ink-500 text-xs" />
					<Truncate text={`/blog/${post.slug}`} dir="ltr" className="text-ink-500 font-mono text-xs" />
				</>
			),
		},
		// Below sm the state folds under the title (the table's folded line), once.
		{ id: 'status', header: t('posts.col.status'), from: 'sm', cell: (post) => <PostStatusBadge status={post.state} /> },
		{
			id: 'published',
			header: t('posts.col.publishedAt'),
			from: 'md',
			className: 'text-ink-600',
			cell: (post) => date(post.publishedAt, post.state === 'scheduled'),
			folded: (post) => (post.publishedAt ? <span className="text-ink-500">{date(post.publishedAt, post.state === 'scheduled')}</span> : null),
		},
		{ id: 'created', header: t('posts.col.createdAt'), from: 'lg', folded: false, className: 'text-ink-600', cell: (post) => date(post.createdAt) },
		{
			id: 'author',
			header: t('posts.col.author'),
			from: 'xl',
			folded: false,
			className: 'text-ink-600',
			cell: (post) => <div className="max-w-40">{post.authorName ? <Truncate text={post.authorName} /> : '—'}</div>,
		},
		actionsColumn(t('common.actions'), (post: Post) => (
				<>
					{post.state === 'published' ? (
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
					<Form method="post" id={`delete-post-${post.id}`} preventScrollReset hidden>
						<input type="hidden" name="id" value={post.id} />
					</Form>
					<ConfirmButton
						form={`delete-post-${post.id}`}
						value="delete"
						message={t('posts.confirmDelete', { title: title(post) })}
						className="text-ink-500 rounded-lg p-2 hover:bg-red-50 hover:text-red-700"
					>
						<Trash2 aria-hidden className="size-4" />
						<span className="sr-only"><ScriptRuns text={t('posts.deletePost', { title: title(post) })} /></span>
					</ConfirmButton>
				</>
			)),
	]

	return (
		<ListPage title={t('posts.title')} description={t('posts.description')} newItem={{ to: '/admin/posts/new', label: t('posts.new'), testId: 'new-post' }}>
			<ReplyBanner reply={actionData} />
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
				<FilterSelect label={t('posts.filterStatus')} className="text-sm" name="status" defaultValue={status} all={t('common.all')} options={postListFilters.map((value) => ({ value, label: t(`posts.status.${value}`) }))} />
			</FilterBar>

			<PagedTable
				list={loaderData}
				count={<ScriptRuns text={t('posts.count', { count: formatNumber(total, lang) })} />}
				testId="posts-count"
				columns={columns}
				rowKey={(post) => post.id}
				rowProps={(post) => ({ className: 'hover:bg-sand-50/60', 'data-testid': 'post-row', 'data-slug': post.slug })}
				label={t('posts.title')}
				name="posts"
				empty={
					<div className="flex flex-col items-center gap-3 py-4">
						<FileText aria-hidden className="text-ink-300 size-10" />
						<p className="text-ink-600">{filtered ? t('posts.noResults') : t('posts.empty')}</p>
						{filtered ? null : (
							<NewLink to="/admin/posts/new">{t('posts.new')}</NewLink>
						)}
					</div>
				}
			/>
		</ListPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
