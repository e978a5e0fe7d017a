import { Save } from 'lucide-react'
import { Link, useNavigation } from 'react-router'
import { useAdminI18n } from './admin-i18n.tsx'
import { adminStyles } from './admin-page.tsx'
import { discardChanges } from './edit-form.tsx'

/**
 * True while a content form's save is under way (submitted, then loading the page it leads to);
 * not while its separate delete form is.
 */
export function useSaving() {
	const navigation = useNavigation()
	return (
		navigation.state !== 'idle' &&
		navigation.formMethod?.toLowerCase() === 'post' &&
		navigation.formData?.get('intent') !== 'delete'
	)
}

/**
 * The save and cancel pair of every form: saving shows on the button and disables it. A content
 * form's save button fills the row; a form in a panel (advertising codes) keeps it to its text,
 * names what the save does and sits below a rule.
 */
export function SaveCancel({
	saving,
	cancelTo,
	testId,
	saveLabel,
	cancelTestId,
	inPanel = false,
}: {
	saving: boolean
	cancelTo: string
	testId: string
	saveLabel?: string
	cancelTestId?: string
	inPanel?: boolean
}) {
	const { t } = useAdminI18n()
	return (
		<div className={inPanel ? 'border-sand-200 flex flex-wrap gap-2 border-t pt-5' : 'flex flex-wrap gap-2 pt-1'}>
			<button
				type="submit"
				name="intent"
				value="save"
				className={inPanel ? adminStyles.primaryButton : `${adminStyles.primaryButton} flex-1`}
				disabled={saving}
				data-testid={testId}
			>
				<Save aria-hidden className="size-4" />
				{saving ? t('common.saving') : (saveLabel ?? t('common.save'))}
			</button>
			<Link to={cancelTo} state={discardChanges} className={adminStyles.secondaryButton} data-testid={cancelTestId}>
				{t('common.cancel')}
			</Link>
		</div>
	)
}
