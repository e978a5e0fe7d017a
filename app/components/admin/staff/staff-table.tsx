import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { KeyRound, type LucideIcon, Mail, ShieldCheck, ShieldOff, Trash2, UserCog } from 'lucide-react'
import { Form, Link, useNavigation } from 'react-router'
import type { StaffMember } from '#app/lib/staff-schema.ts'
import { ConfirmButton } from '../confirm-button.tsx'
import { useAdminI18n } from '../admin-i18n.tsx'
import { type DataColumn, DataTable } from '../data-table.tsx'
import { Truncate } from '../truncate.tsx'

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
			<span className="sm:hidden">{t('staff.twoFactor')}:</span>
			{enabled ? t('staff.twoFactorOn') : t('staff.twoFactorOff')}
		</span>
	)
}

/** A member's button: its icon and word (on the widest screens; below them for screen readers only), then the member's name for screen readers. */
function MemberButtonLabel({ Icon, word, name }: { Icon: LucideIcon; word: string; name: string }) {
	return (
		<>
			<Icon aria-hidden className="size-4" />
			<span className="max-xl:sr-only">{word}</span>
			<span className="sr-only">
				: <ScriptRuns text={name} />
			</span>
		</>
	)
}

/** Every staff member with their role, two-factor state and last activity, and what an administrator can do. */
export function StaffTable({ members, meId }: { members: StaffMember[]; meId: string }) {
	const { t, dateTime: date } = useAdminI18n()
	const navigation = useNavigation()
	const busyId = navigation.state === 'submitting' ? navigation.formData?.get('id') : null
	const columns: DataColumn<StaffMember>[] = [
		{
			id: 'member',
			header: t('staff.member'),
			main: true,
			cell: (member) => (
				<>
					<div className="text-ink-900 flex min-w-0 items-center gap-2 font-semibold">
						<span className="min-w-0">
							<Truncate text={member.name} data-testid="staff-name" />
						</span>
						{member.id === meId ? <span className="bg-brand-50 text-brand-800 shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold">{t('staff.you')}</span> : null}
					</div>
					<Truncate text={member.email} dir="ltr" className="text-ink-500 text-xs" />
				</>
			),
		},
		{ id: 'role', header: t('staff.role'), from: 'sm', cell: (member) => <RoleBadge role={member.role} testId="staff-role" />, folded: (member) => <RoleBadge role={member.role} /> },
		{ id: 'two-factor', header: t('staff.twoFactor'), from: 'sm', cell: (member) => <TwoFactorState enabled={member.twoFactorEnabled} /> },
		{
			id: 'last-active',
			header: t('staff.lastActive'),
			from: 'lg',
			folded: false,
			className: 'text-ink-600',
			cell: (member) => (member.lastActiveAt ? date(member.lastActiveAt) : <span className="text-ink-500">{t('staff.noSession')}</span>),
		},
		{ id: 'added', header: t('staff.added'), from: '2xl', folded: false, className: 'text-ink-600', cell: (member) => date(member.createdAt) },
		{
			id: 'actions',
			header: t('common.actions'),
			className: 'px-2 sm:px-4',
			cell: (member) => {
				if (member.id === meId)
					return (
						<Link to="/admin/account" className={smallButton} title={t('staff.selfNote')}>
							<UserCog aria-hidden className="size-4" />
							<span className="max-xl:sr-only">{t('staff.manageAccount')}</span>
						</Link>
					)
				const formId = `member-${member.id}`
				const target = member.role === 'admin' ? 'editor' : 'admin'
				return (
					// Below the widest screens (and at large text) the buttons show their icons only, named for
					// screen readers; on phones they stand in a column, so the names keep the width.
					<Form method="post" id={formId} className="flex gap-2 max-sm:flex-col">
						<input type="hidden" name="id" value={member.id} />
						<input type="hidden" name="role" value={target} />
						<ConfirmButton
							form={formId}
							value="role"
							className={smallButton}
							disabled={busyId === member.id}
							message={t(target === 'admin' ? 'staff.confirmMakeAdmin' : 'staff.confirmMakeEditor', { name: member.name })}
						>
							<MemberButtonLabel Icon={KeyRound} word={t(target === 'admin' ? 'staff.makeAdmin' : 'staff.makeEditor')} name={member.name} />
						</ConfirmButton>
						<button type="submit" name="intent" value="send-link" className={smallButton} disabled={busyId === member.id}>
							<MemberButtonLabel Icon={Mail} word={t('staff.sendLink')} name={member.name} />
						</button>
						<ConfirmButton
							form={formId}
							value="remove"
							className={smallDanger}
							disabled={busyId === member.id}
							message={t('staff.confirmRemove', { name: member.name })}
						>
							<MemberButtonLabel Icon={Trash2} word={t('staff.remove')} name={member.name} />
						</ConfirmButton>
					</Form>
				)
			},
		},
	]
	return (
		<DataTable
			columns={columns}
			rows={members}
			rowKey={(member) => member.id}
			rowProps={(member) => ({ 'data-testid': 'staff-row', 'data-email': member.email, 'data-id': member.id })}
			label={t('staff.title')}
			empty={null}
			name="staff"
		/>
	)
}
