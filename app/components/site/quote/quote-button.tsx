import { useState } from 'react'
import { Link } from 'react-router'
import { ClipboardList } from '#app/components/site/icons/clipboard-list.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import type { AddOutcome } from '#app/lib/quote-basket.ts'
import { loadBasketStore } from './basket-count.ts'

/**
 * "Request a quote" on a product card or page: a plain form that posts to the basket page (without
 * JavaScript the server adds the product to the basket's cookie and shows the basket); with
 * JavaScript the product goes into the browser's basket at once and the visitor stays where they
 * are, told so next to the button. The HTML is the same for every visitor (cached pages).
 */
export function QuoteButton({ slug, name, size = 'small' }: { slug: string; name: string; size?: 'small' | 'large' }) {
	const { t, href } = useI18n()
	const [outcome, setOutcome] = useState<AddOutcome | null>(null)
	const large = size === 'large'
	return (
		<form
			method="post"
			action={href('/quote')}
			onSubmit={(event) => {
				event.preventDefault()
				void loadBasketStore().then(({ addProduct }) => setOutcome(addProduct(slug)))
			}}
			// The basket's code comes with the first product added; fetched as the pointer or focus arrives.
			onPointerEnter={() => void loadBasketStore()}
			onFocus={() => void loadBasketStore()}
			data-testid="quote-add"
		>
			<input type="hidden" name="intent" value="add" />
			<input type="hidden" name="slug" value={slug} />
			<button
				type="submit"
				aria-label={t('quote.addNamed', { name })}
				className={
					large
						? 'bg-brand-700 hover:bg-brand-800 inline-flex items-center gap-2 rounded-full px-6 py-3 font-semibold text-white'
						: 'border-brand-200 text-brand-800 hover:bg-brand-50 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full border bg-white px-4 py-2 text-sm font-semibold'
				}
			>
				<ClipboardList aria-hidden className={large ? 'size-5' : 'size-4'} />
				{t('products.requestQuote')}
			</button>
			{/* Present from the start (empty), so what is written into it is read out. */}
			<p role="status" className={outcome ? `text-sm ${large ? 'mt-3' : 'mt-2'} ${outcome === 'full' ? 'text-red-700' : 'text-brand-800'}` : 'sr-only'}>
				{outcome ? (
					<>
						{t(`quote.${outcome}`, { name })}{' '}
						<Link to={href('/quote')} className="font-semibold underline" data-testid="quote-view">
							{t('quote.viewBasket')}
						</Link>
					</>
				) : null}
			</p>
		</form>
	)
}
