import { useEffect, useRef } from 'react'
import { useFetcher } from 'react-router'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { newsletterHoneypot } from '#app/lib/form-fields.ts'

/** Footer subscription: posts to /newsletter through a fetcher and shows the answer in place. */
export function NewsletterForm() {
	const { t, href } = useI18n()
	const fetcher = useFetcher<{ ok: boolean; message: string }>()
	const form = useRef<HTMLFormElement>(null)
	const busy = fetcher.state !== 'idle'
	useEffect(() => {
		if (fetcher.state === 'idle' && fetcher.data?.ok) form.current?.reset()
	}, [fetcher.state, fetcher.data])
	return (
		<div className="mt-8">
			<h2 className="text-sm font-semibold text-white">{t('newsletter.title')}</h2>
			<p className="text-brand-200 mt-1 text-sm">{t('newsletter.text')}</p>
			<fetcher.Form
				ref={form}
				method="post"
				noValidate
				action={href('/newsletter')}
				onSubmit={(event) => {
					if (busy) event.preventDefault()
				}}
				className="relative mt-3 flex max-w-sm gap-2" data-testid="newsletter-form">
				<label htmlFor="newsletter-email" className="sr-only">
					{t('newsletter.email')}
				</label>
				<input
					id="newsletter-email"
					type="email"
					name="email"
					aria-required="true"
					dir="ltr"
					maxLength={254}
					autoComplete="email"
					placeholder={t('newsletter.email')}
					className="placeholder:text-brand-300 focus:border-grain-400 min-w-0 flex-1 rounded-full border border-white/15 bg-white/10 px-4 py-2.5 text-sm text-white placeholder:text-start"
				/>
				<input type="text" name={newsletterHoneypot} tabIndex={-1} autoComplete="off" aria-hidden className="absolute size-0 opacity-0" />
				{/* Unavailable while sending, but not disabled: a disabled button drops the focus of the
				    keyboard user who pressed it to the page's body. */}
				<button
					type="submit"
					aria-disabled={busy || undefined}
					className="bg-grain-500 text-brand-950 hover:bg-grain-400 rounded-full px-5 py-2.5 text-sm font-semibold aria-disabled:opacity-60"
				>
					{t('newsletter.subscribe')}
				</button>
			</fetcher.Form>
			<p aria-live="polite" data-testid="newsletter-result" className={`mt-2 text-sm ${fetcher.data?.ok ? 'text-brand-200' : 'text-red-300'}`}>
				{fetcher.state === 'idle' ? fetcher.data?.message : ''}
			</p>
		</div>
	)
}
