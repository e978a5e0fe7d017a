import type { ReactNode } from 'react'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import type { Lang } from '#app/i18n/lang.ts'
import { scriptRuns } from '#app/lib/script-runs.ts'

/**
 * Text whose runs of the other script carry their language and direction: "ISO 22000" inside
 * Arabic is read by an English voice and kept left to right, an Arabic name inside English by an
 * Arabic one (WCAG 3.1.2). `textLang` is the language the text is written in: the page's unless
 * the element holding it is marked with another.
 */
export function ScriptRuns({ text, textLang }: { text: string; textLang?: Lang }) {
	const { lang } = useI18n()
	// One element: inside a flex row the runs stay one wrapping line of text, not items with gaps.
	return (
		<span>
			{scriptRuns(text, textLang ?? lang).map((run, index) =>
				run.lang ? (
					<span key={index} lang={run.lang} dir={run.lang === 'ar' ? 'rtl' : 'ltr'}>
						{run.text}
					</span>
				) : (
					run.text
				),
			)}
		</span>
	)
}

/** Children shown with their other-script runs marked when they are plain text (a label, a title), as they are otherwise. */
export function Runs({ children }: { children: ReactNode }) {
	return typeof children === 'string' ? <ScriptRuns text={children} /> : children
}
