import type { Lang } from '#app/i18n/lang.ts'

/** Splits a company name into a wordmark and a tagline line ("Tasdeer" / "Food Trading"). */
function splitName(name: string): [string, string] {
	const [first = name, ...rest] = name.trim().split(/\s+/)
	return first.length >= 4 && rest.length > 0 ? [first, rest.join(' ')] : [name, '']
}

/**
 * The logo differs by language: the Arabic lock-up sets the Arabic wordmark (the mark on the right,
 * where Arabic reading starts), the English one a tracked Latin wordmark in capitals.
 */
export function Logo({ lang, name, className = '' }: { lang: Lang; name: string; className?: string }) {
	const [wordmark, tagline] = splitName(name)
	return (
		<span className={`inline-flex items-center gap-2.5 ${className}`} data-logo={lang}>
			<LogoMark className="size-10 shrink-0" />
			<span className="flex flex-col leading-none">
				<span className={lang === 'ar' ? 'text-brand-800 text-xl font-bold' : 'text-brand-800 text-lg font-bold tracking-[0.12em] uppercase'}>
					{wordmark}
				</span>
				{tagline ? (
					<span
						className={
							lang === 'ar'
								? 'text-grain-700 mt-1 text-[0.7rem] font-medium'
								: 'text-grain-700 mt-1 text-[0.62rem] font-semibold tracking-[0.18em] uppercase'
						}
					>
						{tagline}
					</span>
				) : null}
			</span>
		</span>
	)
}

export function LogoMark({ className = '' }: { className?: string }) {
	return (
		<svg viewBox="0 0 64 64" aria-hidden className={className}>
			<rect width="64" height="64" rx="16" fill="#1f4d3a" />
			<circle cx="32" cy="32" r="21" fill="none" stroke="#2f7653" strokeWidth="1.5" />
			<path d="M32 12c-9 8-12 17-9 27 2 6 6 10 9 13 3-3 7-7 9-13 3-10 0-19-9-27Z" fill="#c8942e" />
			<path d="M32 20v32" stroke="#1f4d3a" strokeWidth="3" strokeLinecap="round" />
			<path d="M32 30l-6-5M32 38l-7-5M32 30l6-5M32 38l7-5" stroke="#1f4d3a" strokeWidth="2.5" strokeLinecap="round" />
		</svg>
	)
}
