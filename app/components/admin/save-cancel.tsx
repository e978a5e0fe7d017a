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

/** True while a save posted to `action` is under way (a settings-like screen with a single form). */
export function useSavingAt(action: string) {
	const navigation = useNavigation()
	return navigation.state !== 'idle' && navigation.formMethod?.toLowerCase() === 'post' && navigation.formAction === action
}

/** A form's save button: saving shows on it and disables it. */
function SaveButton({ saving, testId, className, intent, label }: { saving: boolean; testId: string; className?: string; intent?: 'save'; label?: string }) {
	const { t } = useAdminI18n()
	return (
		<button
			type="submit"
			name={intent && 'intent'}
			value={intent}
			className={className ? `${adminStyles.primaryButton} ${className}` : adminStyles.primaryButton}
			disabled={saving}
			data-testid={testId}
		>
			<Save aria-hidden className="size-4" />
			{saving ? t('common.saving') : (label ?? t('common.save'))}
		</button>
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
			<SaveButton saving={saving} testId={testId} className={inPanel ? undefined : 'flex-1'} intent="save" label={saveLabel} />
			<Link to={cancelTo} state={discardChanges} className={adminStyles.secondaryButton} data-testid={cancelTestId}>
				{t('common.cancel')}
			</Link>
		</div>
	)
}

/**
 * The save bar of a long settings-like form (site settings, SEO), pinned to the bottom of the
 * window: a line of status (when it was last saved) and the save button.
 */
export function SaveBar({ saving, status, statusTestId, testId }: { saving: boolean; status: string | null; statusTestId?: string; testId: string }) {
	return (
		<div className="border-sand-200 sticky bottom-0 z-10 -mx-4 flex flex-wrap items-center justify-between gap-3 border-t bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:shadow-sm">
			<p className="text-ink-500 text-xs" data-testid={statusTestId}>
				{status}
			</p>
			<SaveButton saving={saving} testId={testId} />
		</div>
	)
}
