import type { AdminKey } from '#app/i18n/admin/index.ts'
import type { QuoteLine } from '#app/lib/messages.ts'
import { quoteDestination } from '#app/lib/quote-lines.ts'
import { useAdminI18n } from '../admin-i18n.tsx'

/** A quote line's quantity in its unit, in the staff member's language ("40 tonnes"). */
function useQuantity() {
	const { t } = useAdminI18n()
	return (line: QuoteLine) => t(`messages.quote.unit.${line.unit}` as AdminKey, { count: line.quantity })
}

/** In the inbox's row: what each product of a quote request is, one short line each. */
export function QuoteLinesSummary({ lines }: { lines: QuoteLine[] }) {
	const { lang } = useAdminI18n()
	const quantity = useQuantity()
	return (
		<ul className="text-ink-700 mt-1 space-y-0.5 text-xs" data-testid="message-quote-lines">
			{lines.map((line, i) => (
				<li key={i} className="truncate">
					<bdi>{lang === 'en' ? line.productNameEn : line.productNameAr}</bdi> · {quantity(line)} ·{' '}
					<bdi dir="ltr" lang="en">
						{line.incoterm}
					</bdi>
				</li>
			))}
		</ul>
	)
}

/** On the message screen: the quote request's lines as a table (stacked on a phone). */
export function QuoteLinesTable({ lines }: { lines: QuoteLine[] }) {
	const { t, lang } = useAdminI18n()
	const quantity = useQuantity()
	const en = lang === 'en'
	const head = 'text-ink-500 px-3 py-2 text-start text-xs font-semibold'
	const cell = 'px-3 py-2 align-top max-md:block max-md:py-0.5 max-md:before:text-ink-500 max-md:before:me-1 max-md:before:content-[attr(data-label)]'
	return (
		<section aria-labelledby="quote-lines-title" className="border-sand-100 border-t px-6 py-5">
			<h3 id="quote-lines-title" className="text-ink-500 text-xs font-semibold">
				{t('messages.quote.title')} ({t('messages.quote.count', { count: lines.length })})
			</h3>
			<table className="mt-2 w-full text-sm" data-testid="message-quote-table">
				<thead className="max-md:sr-only">
					<tr className="border-sand-100 border-b">
						<th scope="col" className={head}>{t('messages.quote.product')}</th>
						<th scope="col" className={head}>{t('messages.quote.packaging')}</th>
						<th scope="col" className={head}>{t('messages.quote.quantity')}</th>
						<th scope="col" className={head}>{t('messages.quote.incoterm')}</th>
						<th scope="col" className={head}>{t('messages.quote.destination')}</th>
						<th scope="col" className={head}>{t('messages.quote.targetDate')}</th>
					</tr>
				</thead>
				<tbody className="divide-sand-100 divide-y">
					{lines.map((line, i) => (
						<tr key={i} className="max-md:block max-md:py-2" data-testid="message-quote-line">
							<td className={`${cell} text-ink-950 font-semibold`} data-label={`${t('messages.quote.product')}:`}>
								<bdi>{en ? line.productNameEn : line.productNameAr}</bdi>
							</td>
							<td className={cell} data-label={`${t('messages.quote.packaging')}:`}>
								<bdi>{(en ? line.packagingEn : line.packagingAr) || '—'}</bdi>
							</td>
							<td className={cell} data-label={`${t('messages.quote.quantity')}:`}>
								{quantity(line)}
							</td>
							<td className={cell} data-label={`${t('messages.quote.incoterm')}:`}>
								<bdi dir="ltr" lang="en">
									{line.incoterm}
								</bdi>
							</td>
							<td className={cell} data-label={`${t('messages.quote.destination')}:`}>
								<bdi>{quoteDestination(line, lang)}</bdi>
							</td>
							<td className={cell} data-label={`${t('messages.quote.targetDate')}:`}>
								{line.targetDate ? <time dateTime={line.targetDate}>{line.targetDate}</time> : '—'}
							</td>
						</tr>
					))}
				</tbody>
			</table>
		</section>
	)
}
