import { ArrowRight } from 'lucide-react'
import { Link } from 'react-router'
import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AdminPage, adminStyles } from '#app/components/admin/admin-page.tsx'
import { emptyPost, PostForm } from '#app/components/admin/posts/post-form.tsx'
import { ReplyBanner } from '#app/components/admin/reply-banner.tsx'
import { adminAction, requireStaff } from '#app/server/admin-action.server.ts'
import { postForm, savePostForm } from '#app/server/post-admin.server.ts'
import type { Route } from './+types/new'
import { staffTitle } from '#app/components/admin/staff-title.ts'

export async function loader({ request }: Route.LoaderArgs) {
	await requireStaff(request)
	return null
}

export async function action(args: Route.ActionArgs) {
	return adminAction(args, postForm, ({ fields, user, lang }) => savePostForm(fields, { author: user, lang }))
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
	return staffTitle(matches, 'posts.newTitle')
}

export default function NewPost({ actionData }: Route.ComponentProps) {
	const { t } = useAdminI18n()
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
			<ReplyBanner reply={actionData} />
			<PostForm post={emptyPost} values={actionData?.values} errors={actionData?.errors} />
		</AdminPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
