import type { Lang } from '#app/i18n/lang.ts'

// The crash screen must render even when no loader data (and so no dictionary) exists: its texts
// live here, in both languages, one pair a status (SPEC section 8 for the general one).
const texts = {
	ar: {
		400: { title: 'الطلب غير صالح', text: 'تعذّر فهم هذا الطلب. تحقق من الرابط وحاول مرة أخرى.' },
		403: { title: 'لا يمكن الوصول إلى هذه الصفحة', text: 'ليست لديك صلاحية لفتح هذه الصفحة.' },
		404: { title: 'الصفحة غير موجودة', text: 'لم نعثر على الصفحة التي تبحث عنها. ربما نُقلت أو تغيّر عنوانها.' },
		503: { title: 'الخدمة غير متاحة مؤقتًا', text: 'نُجري صيانة أو نواجه ضغطًا كبيرًا. يرجى المحاولة بعد قليل.' },
		500: { title: 'عذرًا! حدث خطأ ما', text: 'حدث خطأ غير متوقع' },
		refresh: 'تحديث الصفحة',
	},
	en: {
		400: { title: 'Bad request', text: 'This request could not be understood. Check the link and try again.' },
		403: { title: 'You cannot open this page', text: 'You do not have permission to open this page.' },
		404: { title: 'Page not found', text: 'We could not find the page you are looking for. It may have moved or changed address.' },
		503: { title: 'Temporarily unavailable', text: 'We are under maintenance or heavy load. Please try again in a moment.' },
		500: { title: 'Oops! Something went wrong', text: 'An unexpected error occurred' },
		refresh: 'Refresh Page',
	},
} as const

type Status = 400 | 403 | 404 | 500 | 503

/** The texts of an error status in a language: the nearest kind (other 4xx read as 400, 5xx as 500). */
export function errorTexts(status: number, lang: Lang): { status: number; title: string; text: string } {
	const kind: Status = status === 403 || status === 404 || status === 503 ? status : status >= 400 && status < 500 ? 400 : 500
	return { status, ...texts[lang][kind] }
}

/**
 * The page-level error screen (SPEC section 8): a title and text in the page's language, the
 * status, a refresh button. Its <title> is hoisted into the head by React. `detail` is shown in
 * development only.
 */
export function CrashScreen({ lang, status = 500, detail }: { lang: Lang; status?: number; detail?: string }) {
	const { title, text } = errorTexts(status, lang)
	return (
		<div role="alert" className="flex min-h-[70vh] items-center justify-center px-6 py-24" data-testid="crash-screen">
			<title>{title}</title>
			<meta name="robots" content="noindex" />
			<div className="max-w-lg text-center">
				<p className="text-grain-700 text-sm font-semibold tracking-wide">{status}</p>
				<h1 className="text-brand-900 mt-2 text-3xl font-bold">{title}</h1>
				<p className="text-ink-600 mt-4 break-words">{text}</p>
				{detail ? (
					<pre className="text-ink-500 mt-4 text-start text-xs break-words whitespace-pre-wrap" dir="ltr">
						{detail}
					</pre>
				) : null}
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
					{texts[lang].refresh}
				</button>
			</div>
		</div>
	)
}

/** The status of whatever a boundary caught: a thrown response's own, 500 for anything else. */
export function errorStatus(error: unknown): number {
	if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') return error.status
	return 500
}

/** What a developer sees under the text: never in production. */
export function errorDetail(error: unknown): string | undefined {
	return import.meta.env.DEV && error instanceof Error ? error.message : undefined
}
