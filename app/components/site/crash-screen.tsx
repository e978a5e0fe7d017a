import type { Lang } from '#app/i18n/lang.ts'

// The crash screen must render even when no loader data (and so no dictionary) exists.
const texts = {
	ar: { title: 'عذرًا! حدث خطأ ما', unexpected: 'حدث خطأ غير متوقع', refresh: 'تحديث الصفحة' },
	en: { title: 'Oops! Something went wrong', unexpected: 'An unexpected error occurred', refresh: 'Refresh Page' },
} as const

export function CrashScreen({ lang, message }: { lang: Lang; message?: string }) {
	const text = texts[lang]
	return (
		<div role="alert" className="flex min-h-[70vh] items-center justify-center px-6 py-24">
			<div className="max-w-lg text-center">
				<p className="text-grain-700 text-sm font-semibold tracking-wide">500</p>
				<h1 className="text-brand-900 mt-2 text-3xl font-bold">{text.title}</h1>
				<p className="text-ink-600 mt-4 break-words">{message || text.unexpected}</p>
				<button
					type="button"
					onClick={() => window.location.reload()}
					className="bg-brand-700 hover:bg-brand-800 focus-visible:outline-brand-700 mt-8 inline-flex items-center gap-2 rounded-full px-6 py-3 font-semibold text-white shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2"
				>
					{/* lucide's rotate-cw, drawn here: the crash screen is part of every route's first load. */}
					<svg aria-hidden className="size-4" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
						<path d="M21 12a9 9 0 1 1-9-9c2.52 0 4.93 1 6.74 2.74L21 8" />
						<path d="M21 3v5h-5" />
					</svg>
					{text.refresh}
				</button>
			</div>
		</div>
	)
}
