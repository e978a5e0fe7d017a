import { ChevronLeft } from '#app/components/site/icons/chevron-left.tsx'
import { Form, Link, useLocation } from 'react-router'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import type { ListingFilters } from '#app/lib/export-data.ts'
import { scriptLanguage } from '#app/lib/script-runs.ts'

export interface FilterChoices {
	origins: { code: string; name: string }[]
	certifications: string[]
	incoterms: string[]
}

/**
 * The listing's export filters (origin, certification, Incoterm): a plain GET form, so it works
 * without JavaScript; choosing starts again at page 1 (the form carries no page).
 */
export function CatalogueFilters({ choices, selected }: { choices: FilterChoices; selected: ListingFilters }) {
	const { t, lang } = useI18n()
	const { pathname } = useLocation()
	// An option holds text only: one in the other script carries its language itself.
	const optionLang = (label: string) => {
		const script = scriptLanguage(label)
		return script && script !== lang ? script : undefined
	}
	const active = Boolean(selected.origin || selected.certification || selected.incoterm)
	const selectClass = 'border-sand-300 text-ink-900 mt-1 block w-full rounded-xl border bg-white px-3 py-2 text-sm'
	const select = (name: keyof ListingFilters, label: string, options: { value: string; label: string; ltr?: boolean }[]) => (
		<label className="min-w-0 flex-1 basis-40 text-xs font-semibold">
			<span className="text-ink-600">{label}</span>
			<select name={name} defaultValue={selected[name] ?? ''} className={selectClass} data-testid={`filter-${name}`}>
				<option value="">{t('products.filter.any')}</option>
				{options.map((option) => (
					<option key={option.value} value={option.value} dir={option.ltr ? 'ltr' : undefined} lang={optionLang(option.label)}>
						{option.label}
					</option>
				))}
			</select>
		</label>
	)
	if (!choices.origins.length && !choices.certifications.length && !choices.incoterms.length) return null
	return (
		// Folded away until opened (a <details>: no JavaScript needed), so the first products stay in a
		// phone's first screen; open while a filter is chosen.
		<details open={active} className="group border-sand-200 mb-5 rounded-2xl border bg-white" data-testid="catalogue-filters">
			<summary className="text-brand-900 flex cursor-pointer list-none items-center justify-between gap-3 px-4 py-3 font-semibold [&::-webkit-details-marker]:hidden">
				{t('products.filter.title')}
				<ChevronLeft aria-hidden className="text-ink-500 size-5 shrink-0 -rotate-90 transition-transform group-open:rotate-90" />
			</summary>
			<Form method="get" action={pathname} className="border-sand-200 border-t p-4" aria-label={t('products.filter.title')}>
				<div className="flex flex-wrap items-end gap-3">
					{select('origin', t('products.filter.origin'), choices.origins.map((o) => ({ value: o.code, label: o.name })))}
					{select('certification', t('products.filter.certification'), choices.certifications.map((c) => ({ value: c, label: c, ltr: true })))}
					{select('incoterm', t('products.filter.incoterm'), choices.incoterms.map((i) => ({ value: i, label: i, ltr: true })))}
					<div className="flex items-center gap-3">
						<button type="submit" className="bg-brand-800 hover:bg-brand-900 rounded-full px-5 py-2 text-sm font-semibold text-white">
							{t('products.filter.apply')}
						</button>
						{active ? (
							<Link to={pathname} className="text-brand-700 text-sm font-semibold underline">
								{t('products.filter.clear')}
							</Link>
						) : null}
					</div>
				</div>
			</Form>
		</details>
	)
}
