import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AdminPage, adminStyles } from '#app/components/admin/admin-page.tsx'
import { ReplyBanner } from '#app/components/admin/reply-banner.tsx'
import { staffMeta } from '#app/components/admin/staff-title.ts'
import { InviteForm } from '#app/components/admin/staff/invite-form.tsx'
import { PasswordLinkPanel } from '#app/components/admin/staff/password-link.tsx'
import { StaffTable } from '#app/components/admin/staff/staff-table.tsx'
import { adminAction, requireStaff } from '#app/server/admin-action.server.ts'
import { mailIsConfigured } from '#app/server/mail.server.ts'
import { listStaff, passwordLinkHours, staffForm, submitStaffAction } from '#app/server/staff-admin.server.ts'
import type { Route } from './+types/staff'

/** Staff accounts: administrators only (the role map), on the server, in the loader and in every action. */
export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireStaff(request)
	return { meId: user.id, members: await listStaff(user), mailConfigured: mailIsConfigured(), linkHours: passwordLinkHours }
}

export async function action(args: Route.ActionArgs) {
	return adminAction(args, staffForm, ({ fields, user, lang }) => submitStaffAction(fields, { actor: user, lang }))
}

export const meta = staffMeta('staff.title')

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useAdminI18n()
	const { members, meId, mailConfigured, linkHours } = loaderData
	const invite = actionData?.intent === 'invite' ? actionData : undefined
	const link = actionData?.result?.link
	return (
		<AdminPage title={t('staff.title')} description={t('staff.description')}>
			<ReplyBanner reply={actionData} />
			{link ? <PasswordLinkPanel key={actionData.key} email={link.email} url={link.url} hours={linkHours} /> : null}
			<section className={`${adminStyles.card} overflow-hidden`} aria-label={t('staff.listLabel')}>
				<StaffTable members={members} meId={meId} />
			</section>
			<InviteForm
				key={invite?.ok ? invite.key : 'invite'}
				errors={invite && !invite.ok ? invite.errors : undefined}
				values={invite && !invite.ok ? invite.values : undefined}
				linkHours={linkHours}
				mailConfigured={mailConfigured}
			/>
		</AdminPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
