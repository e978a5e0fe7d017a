import { ArrowRight } from 'lucide-react'
import { useMemo } from 'react'
import { data, Link, redirect } from 'react-router'
import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AdminPage, adminStyles } from '#app/components/admin/admin-page.tsx'
import { Banner, type BannerMessage } from '#app/components/admin/banner.tsx'
import { emptyPost, PostForm } from '#app/components/admin/posts/post-form.tsx'
import { isSameOrigin } from '#app/server/same-origin.server.ts'
import { requireUser } from '#app/server/session.server.ts'
import { readPostForm, savePostForm } from '#app/server/post-admin.server.ts'
import { staffLang, staffTexts } from '#app/server/staff-lang.server.ts'
import type { Route } from './+types/new'

export async function loader({ request }: Route.LoaderArgs) {
	await requireUser(request)
	return null
}

export async function action({ request }: Route.ActionArgs) {
	const user = await requireUser(request)
	if (!isSameOrigin(request)) throw data({ error: 'forbidden' }, { status: 403 })
	const texts = staffTexts(request)
	const outcome = await savePostForm(await readPostForm(request), {
		author: user,
		lang: staffLang(request),
		slugTaken: texts['posts.slugTaken'],
	})
	if (outcome.ok) throw redirect(`/admin/posts/edit/${outcome.id}?created=1`)
	if (outcome.reason === 'not_found') throw data(null, { status: 404 })
	const text = outcome.reason === 'slug_taken' ? texts['posts.slugTaken'] : texts['common.fixErrors']
	const banner: BannerMessage = { tone: 'error', text, id: Date.now() }
	return data({ values: outcome.values, errors: outcome.errors, banner }, { status: 400 })
}

export const meta = () => [{ title: 'مقال جديد · New post' }]

export default function NewPost({ actionData }: Route.ComponentProps) {
	const { t } = useAdminI18n()
	const banner = useMemo(() => actionData?.banner ?? null, [actionData])
	return (
		<AdminPage
			title={t('posts.newTitle')}
			description={t('posts.newDescription')}
			actions={
				<Link to="/admin/posts" className={adminStyles.secondaryButton}>
					<ArrowRight aria-hidden className="size-4 ltr:rotate-180" />
					{t('posts.backToList')}
				</Link>
			}
		>
			<Banner message={banner} />
			<PostForm post={emptyPost} values={actionData?.values} errors={actionData?.errors} />
		</AdminPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
