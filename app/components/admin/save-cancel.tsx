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

/** The save and cancel pair of every content form: saving shows on the button and disables it. */
export function SaveCancel({
	saving,
	cancelTo,
	testId,
}: {
	saving: boolean
	cancelTo: string
	testId: string
}) {
	const { t } = useAdminI18n()
	return (
		<div className="flex flex-wrap gap-2 pt-1">
			<button
				type="submit"
				name="intent"
				value="save"
				className={`${adminStyles.primaryButton} flex-1`}
				disabled={saving}
				data-testid={testId}
			>
				<Save aria-hidden className="size-4" />
				{saving ? t('common.saving') : t('common.save')}
			</button>
			<Link to={cancelTo} state={discardChanges} className={adminStyles.secondaryButton}>
				{t('common.cancel')}
			</Link>
		</div>
	)
}
