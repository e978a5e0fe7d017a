import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { useAdminI18n } from './admin-i18n.tsx'
import { DeleteWithConfirm } from './confirm-button.tsx'
import { EditForm } from './edit-form.tsx'
import { FormPanel } from './form-panel.tsx'

const record = { categories: 'category', posts: 'post' } as const

/** The side column's width and whether it stays in view while the main column scrolls (a short one only). */
const layouts = {
	categories: { grid: 'lg:grid-cols-[minmax(0,1fr)_22rem]', side: 'space-y-6 lg:sticky lg:top-6' },
	posts: { grid: 'lg:grid-cols-[minmax(0,1fr)_20rem]', side: 'space-y-6' },
} as const

/**
 * The frame of a content form on its new and edit screens (category, post): the texts in the wide
 * column, the record's settings beside them. An existing record ends the side column with a danger
 * panel (`<area>.section.danger`) whose delete button submits a separate hidden form, so deleting
 * never sends, nor checks, what was typed.
 */
export function ContentForm({
	area,
	saving,
	side,
	deletion,
	children,
}: {
	area: keyof typeof record
	saving: boolean
	side: ReactNode
	/** An existing record: the confirmation to ask and what the delete form sends besides its intent. */
	deletion?: { message: string; fields?: ReactNode }
	children: ReactNode
}) {
	const { t } = useAdminI18n()
	const formId = `${record[area]}-form`
	const deleteFormId = `${record[area]}-delete-form`
	return (
		<>
			<EditForm
				saving={saving}
				method="post"
				id={formId}
				noValidate
				className={`grid items-start gap-6 ${layouts[area].grid}`}
				data-testid={formId}
			>
				<div className="min-w-0 space-y-6">{children}</div>
				<div className={layouts[area].side}>
					{side}
					{deletion ? (
						<FormPanel title={t(`${area}.section.danger`)}>
							<DeleteWithConfirm form={deleteFormId} hint={t(`${area}.dangerHint`)} message={deletion.message} />
						</FormPanel>
					) : null}
				</div>
			</EditForm>
			{deletion ? (
				<Form method="post" id={deleteFormId} className="hidden">
					{deletion.fields}
				</Form>
			) : null}
		</>
	)
}
