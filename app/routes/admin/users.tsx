import { useMemo } from 'react'
import { data } from 'react-router'
import { AdminRouteErrorBoundary } from '#app/components/admin/admin-error-boundary.tsx'
import { useAdminI18n } from '#app/components/admin/admin-i18n.tsx'
import { AdminPage, adminStyles } from '#app/components/admin/admin-page.tsx'
import { Banner } from '#app/components/admin/banner.tsx'
import { InviteForm } from '#app/components/admin/users/invite-form.tsx'
import { PasswordLinkPanel } from '#app/components/admin/users/password-link.tsx'
import { StaffTable } from '#app/components/admin/users/staff-table.tsx'
import { interpolate } from '#app/i18n/message.ts'
import { changeRoleSchema, inviteStaffSchema, staffIdSchema } from '#app/lib/staff-schema.ts'
import { isSameOrigin } from '#app/server/same-origin.server.ts'
import { requireAdmin } from '#app/server/session.server.ts'
import { readForm } from '#app/server/forms.server.ts'
import { withRowFailure } from '#app/server/row-action.server.ts'
import { staffLang, staffTexts } from '#app/server/staff-lang.server.ts'
import { staffFieldErrors } from '#app/lib/staff-schema.ts'
import { mailIsConfigured } from '#app/server/mail.server.ts'
import { type StaffRefusal, changeRole, inviteStaff, listStaff, passwordLinkHours, removeStaff, sendPasswordLink } from '#app/server/staff-admin.server.ts'
import type { Route } from './+types/users'
import { staffTitle } from '#app/components/admin/staff-title.ts'

/** Staff accounts: administrators only, on the server, in the loader and in every action. */
export async function loader({ request }: Route.LoaderArgs) {
	const user = await requireAdmin(request)
	return { meId: user.id, members: await listStaff(user), mailConfigured: mailIsConfigured(), linkHours: passwordLinkHours }
}

interface Reply {
	intent?: string
	errors?: Record<string, string>
	values?: { name: string; email: string; role: string }
	link?: { email: string; url: string }
}

function reply(status: number, tone: 'success' | 'error', text: string, extra: Reply = {}) {
	return data({ tone, text, key: crypto.randomUUID(), ...extra }, { status })
}

const refusalStatus: Record<StaffRefusal, number> = { 'not-found': 404, 'last-admin': 409, self: 409 }

export async function action({ request }: Route.ActionArgs) {
	const user = await requireAdmin(request)
	const t = staffTexts(request)
	if (!isSameOrigin(request)) return reply(403, 'error', t['common.forbidden'])
	const lang = staffLang(request)
	const fields = await readForm(request, 8192)
	const intent = fields.intent ?? ''
	const values = { name: fields.name ?? '', email: fields.email ?? '', role: fields.role ?? 'editor' }
	const answer = async () => {
		const refused = (reason: StaffRefusal) =>
			reply(refusalStatus[reason], 'error', reason === 'not-found' ? t['common.notFound'] : reason === 'last-admin' ? t['users.lastAdmin'] : t['users.self'], { intent })

		if (intent === 'invite') {
			const parsed = inviteStaffSchema.safeParse(fields)
			if (!parsed.success) return reply(400, 'error', t['common.fixErrors'], { intent, errors: staffFieldErrors(parsed.error, lang, t), values })
			const result = await inviteStaff(user, parsed.data)
			if (!result.ok) return reply(409, 'error', t['users.exists'], { intent, errors: { email: t['users.exists'] }, values })
			const { name, email } = result.member
			if (result.link) return reply(200, 'success', interpolate(t['users.invitedNoMail'], { name }, lang), { intent, link: { email, url: result.link } })
			return reply(200, 'success', interpolate(t['users.invited'], { name }, lang), { intent })
		}

		if (intent === 'role') {
			const parsed = changeRoleSchema.safeParse(fields)
			if (!parsed.success) return reply(400, 'error', t['common.error'], { intent })
			const result = await changeRole(user, parsed.data)
			if (!result.ok) return refused(result.reason)
			const { name, role } = result.member
			return reply(200, 'success', interpolate(t['users.roleChanged'], { name, role: t[`admin.role.${role}`] }, lang), { intent })
		}

		if (intent === 'remove' || intent === 'send-link') {
			const parsed = staffIdSchema.safeParse(fields)
			if (!parsed.success) return reply(400, 'error', t['common.error'], { intent })
			if (intent === 'remove') {
				const result = await removeStaff(user, parsed.data.id)
				if (!result.ok) return refused(result.reason)
				return reply(200, 'success', interpolate(t['users.removed'], { name: result.member.name }, lang), { intent })
			}
			const result = await sendPasswordLink(user, parsed.data.id)
			if (!result.ok) return refused(result.reason)
			const { name, email } = result.member
			if (result.link) return reply(200, 'success', interpolate(t['users.linkNotMailed'], { name }, lang), { intent, link: { email, url: result.link } })
			return reply(200, 'success', interpolate(t['users.linkSent'], { email }, lang), { intent })
		}

		return reply(400, 'error', t['common.error'])
	}
	// A server failure keeps the list (and the invitation's typed values) with the error banner.
	return withRowFailure(answer, (failure) => reply(failure.status, 'error', failure.message, intent === 'invite' ? { intent, values } : { intent }), { lang, fields })
}

export function meta({ matches }: Route.MetaArgs): Route.MetaDescriptors {
	return staffTitle(matches, 'users.title')
}

export default function Users({ loaderData, actionData }: Route.ComponentProps) {
	const { t } = useAdminI18n()
	const { members, meId, mailConfigured, linkHours } = loaderData
	const banner = useMemo(() => (actionData ? { tone: actionData.tone, text: actionData.text, id: actionData.key } : null), [actionData])
	const invite = actionData?.intent === 'invite' ? actionData : undefined
	return (
		<AdminPage title={t('users.title')} description={t('users.description')}>
			<Banner message={banner} />
			{actionData?.link ? <PasswordLinkPanel key={actionData.key} email={actionData.link.email} url={actionData.link.url} hours={linkHours} /> : null}
			<section className={`${adminStyles.card} overflow-hidden`} aria-label={t('users.listLabel')}>
				<StaffTable members={members} meId={meId} />
			</section>
			<InviteForm
				key={invite?.tone === 'success' ? invite.key : 'invite'}
				errors={invite?.tone === 'error' ? invite.errors : undefined}
				values={invite?.tone === 'error' ? invite.values : undefined}
				linkHours={linkHours}
				mailConfigured={mailConfigured}
			/>
		</AdminPage>
	)
}

export const ErrorBoundary = AdminRouteErrorBoundary
