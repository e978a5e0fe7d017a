import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { EditItemPage } from '#app/components/admin/item-page.tsx'
import { refusedReply } from '#app/components/admin/reply-banner.tsx'
import { PostForm } from '#app/components/admin/posts/post-form.tsx'
import { displayStatus } from '#app/components/admin/posts/post-status.tsx'
import { adminAction, requireItem } from '#app/server/admin-action.server.ts'
import { getConfig } from '#app/server/config.server.ts'
import { deletePostAction, getPostForEdit, postForm, savePostForm } from '#app/server/post-admin.server.ts'
import { previewLinks } from '#app/server/post-preview.server.ts'
import type { Route } from './+types/edit'
import { staffTitle } from '#app/components/admin/staff-title.ts'

export async function loader({ request, params }: Route.LoaderArgs) {
	const post = await requireItem(request, params, getPostForEdit)
	const state = displayStatus(post)
	// Review links are made for posts the public cannot see yet (decision 0042).
	const preview = state === 'published' ? null : previewLinks(post)
	return { post: { ...post, displayStatus: state }, preview: preview && { ...preview, origin: getConfig().publicUrl } }
}

export async function action(args: Route.ActionArgs) {
	return adminAction(args, postForm, ({ fields, id, user, lang }) =>
		fields.intent === 'delete' ? deletePostAction(id, user, { backToList: true }) : savePostForm(fields, { author: user, lang, id: id! }),
	)
}

export function meta({ matches, data }: Route.MetaArgs): Route.MetaDescriptors {
	return staffTitle(matches, 'posts.editTitle', data?.post ? { ar: data.post.titleAr, en: data.post.titleEn } : null)
}

export default function EditPost({ loaderData, actionData }: Route.ComponentProps) {
	const { lang } = useAdminI18n()
	const { post, preview } = loaderData
	const refused = refusedReply(actionData)
	return (
		<EditItemPage section="posts" id={post.id} description={lang === 'en' ? post.titleEn : post.titleAr} reply={actionData}>
			{/* A new key after each save: the form shows the stored (sanitised) post. */}
			<PostForm key={post.updatedAt} post={post} preview={preview} values={refused?.values} errors={refused?.errors} />
		</EditItemPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
