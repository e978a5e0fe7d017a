import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { emptyPost, PostForm } from '#app/components/admin/posts/post-form.tsx'
import { ItemPage } from '#app/components/admin/item-page.tsx'
import { adminAction, requireStaff } from '#app/server/admin-action.server.ts'
import { postForm, savePostForm } from '#app/server/post-admin.server.ts'
import type { Route } from './+types/new'
import { staffMeta } from '#app/components/admin/staff-title.ts'

export async function loader({ request }: Route.LoaderArgs) {
	await requireStaff(request)
	return null
}

export async function action(args: Route.ActionArgs) {
	return adminAction(args, postForm, ({ fields, user, lang }) => savePostForm(fields, { author: user, lang }))
}

export const meta = staffMeta('posts.newTitle')

export default function NewPost({ actionData }: Route.ComponentProps) {
	const { t } = useAdminI18n()
	return (
		<ItemPage title={t('posts.newTitle')} description={t('posts.newDescription')} back={{ to: '/admin/posts', label: t('posts.backToList') }} reply={actionData}>
			<PostForm post={emptyPost} values={actionData?.values} errors={actionData?.errors} />
		</ItemPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
