import { ExternalLink, Eye } from 'lucide-react'
import { adminStyles } from './admin-page.tsx'

type Code = 'ar' | 'en'

/**
 * A record's public page in each language, opened in a new tab: the page visitors see, or a staff
 * preview of it while visitors cannot (marked with an eye).
 */
export function SitePageLinks({
	href,
	label,
	preview,
	testId,
}: {
	href: (code: Code) => string
	label: (code: Code) => string
	preview?: boolean
	testId?: (code: Code) => string
}) {
	const Icon = preview ? Eye : ExternalLink
	return (
		<div className="flex flex-wrap gap-2">
			{(['ar', 'en'] as const).map((code) => (
				<a key={code} href={href(code)} target="_blank" rel="noreferrer" className={`${adminStyles.secondaryButton} flex-1`} data-testid={testId?.(code)}>
					<Icon aria-hidden className="size-4" />
					{label(code)}
				</a>
			))}
		</div>
	)
}
