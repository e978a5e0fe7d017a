import { ArrowRight } from 'lucide-react'
import { useMemo } from 'react'
import { data, Link, redirect, useSearchParams } from 'react-router'
import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AdminPage, adminStyles } from '#app/components/admin/admin-page.tsx'
import { Banner, type BannerMessage } from '#app/components/admin/banner.tsx'
import { PostForm } from '#app/components/admin/posts/post-form.tsx'
import { displayStatus } from '#app/components/admin/posts/post-status.tsx'
import { formatDate } from '#app/i18n/format.ts'
import { isSameOrigin } from '#app/server/same-origin.server.ts'
import { requireUser } from '#app/server/session.server.ts'
import { deletePost, getPostForEdit, readPostForm, savePostForm } from '#app/server/post-admin.server.ts'
import { staffLang, staffTexts } from '#app/server/staff-lang.server.ts'
import type { Route } from './+types/edit'

function postId(params: { id: string }) {
	const id = Number(params.id)
	if (!/^\d{1,15}$/.test(params.id) || !Number.isSafeInteger(id)) throw data(null, { status: 404 })
	return id
}

export async function loader({ request, params }: Route.LoaderArgs) {
	await requireUser(request)
	const post = await getPostForEdit(postId(params))
	if (!post) throw data(null, { status: 404 })
	return { post: { ...post, displayStatus: displayStatus(post.status, post.publishedAt) } }
}

export async function action({ request, params }: Route.ActionArgs) {
	const user = await requireUser(request)
	if (!isSameOrigin(request)) throw data({ error: 'forbidden' }, { status: 403 })
	const id = postId(params)
	const lang = staffLang(request)
	const texts = staffTexts(request)
	const fields = await readPostForm(request)
	if (fields.intent === 'delete') {
		if (!(await deletePost(id, user))) throw data(null, { status: 404 })
		throw redirect('/admin/posts?deleted=1')
	}
	const outcome = await savePostForm(fields, { author: user, lang, slugTaken: texts['posts.slugTaken'], id })
	if (!outcome.ok && outcome.reason === 'not_found') throw data(null, { status: 404 })
	if (!outcome.ok) {
		const text = outcome.reason === 'slug_taken' ? texts['posts.slugTaken'] : texts['common.fixErrors']
		const banner: BannerMessage = { tone: 'error', text, id: Date.now() }
		return data({ values: outcome.values, errors: outcome.errors, banner }, { status: 400 })
	}
	const state = displayStatus(outcome.status, outcome.publishedAt)
	const text =
		state === 'draft'
			? texts['posts.savedDraft']
			: state === 'scheduled'
				? texts['posts.savedScheduled'].replace(
						'{date}',
						formatDate(outcome.publishedAt!, lang, { dateStyle: 'medium', timeStyle: 'short' }) + ' UTC',
					)
				: texts['posts.savedPublished']
	const banner: BannerMessage = { tone: 'success', text, id: Date.now() }
	return { values: undefined, errors: undefined, banner }
}

export const meta = ({ data }: Route.MetaArgs) => [
	{ title: `${data?.post.titleAr ?? 'تعديل المقال'} · Edit post` },
]

export default function EditPost({ loaderData, actionData }: Route.ComponentProps) {
	const { t, lang } = useAdminI18n()
	const [params] = useSearchParams()
	const { post } = loaderData
	const created = params.get('created')
	const banner = useMemo<BannerMessage | null>(
		() =>
			actionData?.banner ??
			(created ? { tone: 'success', text: t('posts.created'), id: `created-${post.id}` } : null),
		[actionData, created, post.id, t],
	)
	return (
		<AdminPage
			title={t('posts.editTitle')}
			description={lang === 'en' ? post.titleEn : post.titleAr}
			actions={
				<Link to="/admin/posts" className={adminStyles.secondaryButton}>
					<ArrowRight aria-hidden className="size-4 ltr:rotate-180" />
					{t('posts.backToList')}
				</Link>
			}
		>
			<Banner message={banner} />
			{/* A new key after each save: the form shows the stored (sanitised) post. */}
			<PostForm key={post.updatedAt} post={post} values={actionData?.values} errors={actionData?.errors} />
		</AdminPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
