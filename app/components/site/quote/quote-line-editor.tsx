import { Trash2 } from '#app/components/site/icons/trash-2.tsx'
import { ResponsiveImage } from '#app/components/site/responsive-image.tsx'
import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { CountryOptions } from '#app/components/ui/country-options.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { ValueOptions } from '#app/components/ui/value-options.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import type { SiteKey } from '#app/i18n/site.ar.ts'
import { type BasketField, type BasketLine, type BasketProduct, lineFieldName, quoteLimits } from '#app/lib/quote-basket.ts'
import { moqUnits } from '#app/lib/trade-terms.ts'

/**
 * One product of the quote basket: packaging, quantity and unit, Incoterm, destination and target
 * date, named `line.<index>.<field>` as the request's schema reports its errors. With JavaScript
 * every change is kept in the browser's basket as it is made (`onChange`); without, the values go
 * with whichever button posts the form.
 */
export function QuoteLineEditor({
	index,
	line,
	product,
	countries,
	errors,
	onChange,
}: {
	index: number
	line: BasketLine
	product: BasketProduct
	countries: { code: string; name: string }[]
	errors: Record<string, string | undefined>
	onChange?: (key: BasketField, value: string) => void
}) {
	const { t, lang } = useI18n()
	const name = (key: BasketField) => lineFieldName(index, key)
	const error = (key: BasketField | 'slug') => errors[lineFieldName(index, key)]
	/** A control's value, with the browser's basket kept up to date as it changes. */
	const bind = (key: BasketField, fallback = '') => ({
		value: line[key] || fallback,
		onChange: (event: { currentTarget: { value: string } }) => onChange?.(key, event.currentTarget.value),
	})
	const unit = line.unit || product.moqUnit || ''
	const moq = product.moq && product.moqUnit ? t(`products.moq.${product.moqUnit}` as SiteKey, { count: product.moq }) : ''
	const headingId = `quote-line-${index}`
	return (
		<li className="py-6 first:pt-2 last:pb-0" data-testid="quote-line" data-slug={line.slug}>
			<input type="hidden" name={lineFieldName(index, 'slug')} value={line.slug} />
			<div className="flex items-start gap-4">
				<div className="bg-sand-200 relative size-16 shrink-0 overflow-hidden rounded-xl sm:size-20">
					{product.imageUrl ? <ResponsiveImage src={product.imageUrl} alt="" sizes="80px" fill className="size-full object-cover" /> : null}
				</div>
				<div className="min-w-0 flex-1">
					<h3 id={headingId} className="text-brand-950 text-lg leading-snug font-bold">
						<ScriptRuns text={product.name} />
					</h3>
					<p className="text-parent-start text-ink-500 text-sm" lang={lang === 'en' ? 'ar' : 'en'} dir="auto">
						<ScriptRuns text={product.otherName} textLang={lang === 'en' ? 'ar' : 'en'} />
					</p>
					{moq ? <p className="text-ink-600 mt-1 text-sm">{t('quote.line.moq', { moq })}</p> : null}
					{error('slug') ? <p className="mt-1 text-sm font-medium text-red-700">{error('slug')}</p> : null}
				</div>
				<button
					type="submit"
					name="intent"
					value={`remove:${line.slug}`}
					formNoValidate
					aria-label={t('quote.removeNamed', { name: product.name })}
					title={t('quote.removeNamed', { name: product.name })}
					className="text-ink-600 inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-full px-3 text-sm font-semibold hover:bg-red-50 hover:text-red-800"
					data-testid="quote-remove"
				>
					<Trash2 aria-hidden className="size-4" />
					<span className="hidden sm:inline">{t('quote.remove')}</span>
				</button>
			</div>
			<div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
				{product.packaging.length ? (
					<Field label={t('quote.line.packaging')} name={name('packaging')} error={error('packaging')} required>
						{(p) => (
							<select {...p} {...bind('packaging')}>
								<option value="">{t('quote.line.choosePackaging')}</option>
								{product.packaging.map((option) => (
									<option key={option.value} value={option.value}>
										{option.label}
									</option>
								))}
							</select>
						)}
					</Field>
				) : null}
				<div className="grid grid-cols-[minmax(0,1fr)_minmax(0,1.3fr)] gap-3">
					<Field label={t('quote.line.quantity')} name={name('quantity')} error={error('quantity')} required>
						{(p) => <input {...p} {...bind('quantity')} inputMode="decimal" dir="ltr" placeholder={product.moq ? String(product.moq) : undefined} maxLength={quoteLimits.quantityText} />}
					</Field>
					<Field label={t('quote.line.unit')} name={name('unit')} error={error('unit')} required>
						{(p) => (
							<select {...p} {...bind('unit', unit)}>
								<ValueOptions values={moqUnits} label={(option) => t(`quote.unit.${option}`)} none={t('quote.line.chooseUnit')} />
							</select>
						)}
					</Field>
				</div>
				<Field label={t('quote.line.incoterm')} name={name('incoterm')} error={error('incoterm')} required>
					{(p) => (
						<select {...p} {...bind('incoterm', product.incoterms.length === 1 ? product.incoterms[0] : '')} dir="ltr">
							<option value="">{t('quote.line.chooseIncoterm')}</option>
							{product.incoterms.map((term) => (
								<option key={term} value={term} lang="en">
									{term}
								</option>
							))}
						</select>
					)}
				</Field>
				<Field label={t('quote.line.country')} name={name('country')} error={error('country')}>
					{(p) => (
						<select {...p} {...bind('country')}>
							<CountryOptions countries={countries} none={t('quote.line.chooseCountry')} />
						</select>
					)}
				</Field>
				<Field label={t('quote.line.port')} name={name('port')} error={error('port')}>
					{(p) => <input {...p} {...bind('port')} dir="auto" maxLength={quoteLimits.port} />}
				</Field>
				<Field label={t('quote.line.targetDate')} name={name('targetDate')} error={error('targetDate')} hint={t('contact.optional')}>
					{(p) => <input {...p} {...bind('targetDate')} type="date" />}
				</Field>
			</div>
		</li>
	)
}
