import type { Lang } from '#app/i18n/lang.ts'
import { logoMark, splitCompanyName } from '#app/lib/logo-mark.ts'

/**
 * The logo differs by language: the Arabic lock-up sets the Arabic wordmark (the mark on the right,
 * where Arabic reading starts), the English one a tracked Latin wordmark in capitals.
 */
export function Logo({ lang, name, className = '' }: { lang: Lang; name: string; className?: string }) {
	const [wordmark, tagline] = splitCompanyName(name)
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
	const { size, tile, ring, ear, stem, awns } = logoMark
	return (
		<svg viewBox={`0 0 ${size} ${size}`} aria-hidden className={className}>
			<rect width={size} height={size} rx={tile.radius} fill={tile.fill} />
			<circle cx={ring.cx} cy={ring.cy} r={ring.r} fill="none" stroke={ring.stroke} strokeWidth={ring.width} />
			<path d={ear.d} fill={ear.fill} />
			<path d={stem.d} stroke={stem.stroke} strokeWidth={stem.width} strokeLinecap="round" />
			<path d={awns.d} stroke={awns.stroke} strokeWidth={awns.width} strokeLinecap="round" />
		</svg>
	)
}
