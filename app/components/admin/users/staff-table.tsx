import { KeyRound, Mail, ShieldCheck, ShieldOff, Trash2, UserCog } from 'lucide-react'
import { Form, Link, useNavigation } from 'react-router'
import { formatDate } from '#app/i18n/format.ts'
import type { StaffMember } from '#app/lib/staff-schema.ts'
import { ConfirmButton } from '../confirm-button.tsx'
import { useAdminI18n } from '../admin-i18n.tsx'
import { adminStyles } from '../admin-page.tsx'

const smallButton =
	'border-sand-300 text-ink-800 hover:bg-sand-100 inline-flex items-center gap-1.5 rounded-lg border bg-white px-2.5 py-1.5 text-xs font-semibold whitespace-nowrap transition-colors disabled:opacity-60'
const smallDanger =
	'inline-flex items-center gap-1.5 rounded-lg border border-red-200 bg-white px-2.5 py-1.5 text-xs font-semibold whitespace-nowrap text-red-700 hover:bg-red-50 disabled:opacity-60'

function RoleBadge({ role, testId }: { role: StaffMember['role']; testId?: string }) {
	const { t } = useAdminI18n()
	return (
		<span
			data-testid={testId}
			data-role={role}
			className={`rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ${role === 'admin' ? 'bg-grain-100 text-grain-900' : 'bg-sand-100 text-ink-700'}`}
		>
			{t(`admin.role.${role}`)}
		</span>
	)
}

function TwoFactorState({ enabled }: { enabled: boolean }) {
	const { t } = useAdminI18n()
	return (
		<span className={`inline-flex items-center gap-1 text-xs font-semibold whitespace-nowrap ${enabled ? 'text-brand-800' : 'text-ink-500'}`}>
			{enabled ? <ShieldCheck aria-hidden className="size-4" /> : <ShieldOff aria-hidden className="size-4" />}
			<span className="sm:hidden">{t('users.twoFactor')}:</span>
			{enabled ? t('users.twoFactorOn') : t('users.twoFactorOff')}
		</span>
	)
}

/** Every staff member with their role, two-factor state and last activity, and what an administrator can do. */
export function StaffTable({ members, meId }: { members: StaffMember[]; meId: string }) {
	const { t, lang, timeZone } = useAdminI18n()
	const navigation = useNavigation()
	const busyId = navigation.state === 'submitting' ? navigation.formData?.get('id') : null
	const date = (iso: string) => formatDate(iso, lang, { timeZone, dateStyle: 'medium', timeStyle: 'short' })
	return (
		<div className="overflow-x-auto">
			<table className={adminStyles.table} data-testid="staff-table">
				<thead>
					<tr>
						<th className={adminStyles.th}>{t('users.member')}</th>
						<th className={`${adminStyles.th} hidden sm:table-cell`}>{t('users.role')}</th>
						<th className={`${adminStyles.th} hidden whitespace-nowrap sm:table-cell`}>{t('users.twoFactor')}</th>
						<th className={`${adminStyles.th} hidden lg:table-cell`}>{t('users.lastActive')}</th>
						<th className={`${adminStyles.th} hidden 2xl:table-cell`}>{t('users.added')}</th>
						<th className={adminStyles.th}>{t('common.actions')}</th>
					</tr>
				</thead>
				<tbody>
					{members.map((member) => {
						const self = member.id === meId
						const formId = `member-${member.id}`
						const target = member.role === 'admin' ? 'editor' : 'admin'
						return (
							<tr key={member.id} data-testid="staff-row" data-email={member.email} data-id={member.id}>
								<td className={adminStyles.td}>
									<div className="text-ink-900 flex items-center gap-2 font-semibold">
										{member.name}
										{self ? <span className="bg-brand-50 text-brand-800 rounded-full px-2 py-0.5 text-xs font-semibold">{t('users.you')}</span> : null}
									</div>
									<p className="text-ink-500 text-xs">
										<bdi dir="ltr">{member.email}</bdi>
									</p>
									{/* Phones: role and two-factor under the name instead of in columns. */}
									<div className="mt-1.5 flex flex-wrap items-center gap-2 sm:hidden">
										<RoleBadge role={member.role} />
										<TwoFactorState enabled={member.twoFactorEnabled} />
									</div>
								</td>
								<td className={`${adminStyles.td} hidden sm:table-cell`}>
									<RoleBadge role={member.role} testId="staff-role" />
								</td>
								<td className={`${adminStyles.td} hidden sm:table-cell`}>
									<TwoFactorState enabled={member.twoFactorEnabled} />
								</td>
								<td className={`${adminStyles.td} text-ink-600 hidden whitespace-nowrap lg:table-cell`}>
									{member.lastActiveAt ? date(member.lastActiveAt) : <span className="text-ink-400">{t('users.noSession')}</span>}
								</td>
								<td className={`${adminStyles.td} text-ink-600 hidden whitespace-nowrap 2xl:table-cell`}>{date(member.createdAt)}</td>
								<td className={adminStyles.td}>
									{self ? (
										<Link to="/admin/account" className={smallButton} title={t('users.selfNote')}>
											<UserCog aria-hidden className="size-4" />
											<span className="max-sm:sr-only">{t('users.manageAccount')}</span>
										</Link>
									) : (
										<Form method="post" id={formId} className="flex flex-wrap gap-2">
											<input type="hidden" name="id" value={member.id} />
											<input type="hidden" name="role" value={target} />
											<ConfirmButton
												form={formId}
												value="role"
												className={smallButton}
												disabled={busyId === member.id}
												message={t(target === 'admin' ? 'users.confirmMakeAdmin' : 'users.confirmMakeEditor', { name: member.name })}
											>
												<KeyRound aria-hidden className="size-4" />
												<span className="max-sm:sr-only">{t(target === 'admin' ? 'users.makeAdmin' : 'users.makeEditor')}</span>
												<span className="sr-only">: {member.name}</span>
											</ConfirmButton>
											<button type="submit" name="intent" value="send-link" className={smallButton} disabled={busyId === member.id}>
												<Mail aria-hidden className="size-4" />
												<span className="max-sm:sr-only">{t('users.sendLink')}</span>
												<span className="sr-only">: {member.name}</span>
											</button>
											<ConfirmButton
												form={formId}
												value="remove"
												className={smallDanger}
												disabled={busyId === member.id}
												message={t('users.confirmRemove', { name: member.name })}
											>
												<Trash2 aria-hidden className="size-4" />
												<span className="max-sm:sr-only">{t('users.remove')}</span>
												<span className="sr-only">: {member.name}</span>
											</ConfirmButton>
										</Form>
									)}
								</td>
							</tr>
						)
					})}
				</tbody>
			</table>
		</div>
	)
}
