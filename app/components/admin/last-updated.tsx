import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { useAdminI18n } from './admin-i18n.tsx'

type UpdatedArea = 'categories' | 'posts' | 'seo' | 'settings'

/** "Last updated: <date, time>" of a screen (`<area>.lastUpdated`), in the site's time zone. */
export function useLastUpdated() {
	const { t, dateTime } = useAdminI18n()
	return (area: UpdatedArea, at: string) =>
		t(`${area}.lastUpdated`, { date: dateTime(at) })
}

/** The line under a content form's save button saying when the record was last saved (none for a new one). */
export function LastUpdated({ area, at }: { area: UpdatedArea; at: string | undefined }) {
	const lastUpdated = useLastUpdated()
	return at ? (
		<p className="text-ink-500 text-xs">
			<ScriptRuns text={lastUpdated(area, at)} />
		</p>
	) : null
}
