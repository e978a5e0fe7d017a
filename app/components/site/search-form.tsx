import { Search } from 'lucide-react'
import { Form } from 'react-router'
import { useI18n } from '#app/i18n/i18n-context.tsx'

export function SearchForm({ className = '', id = 'site-search' }: { className?: string; id?: string }) {
	const { t, href } = useI18n()
	return (
		<Form method="get" action={href('/search')} role="search" className={`relative ${className}`}>
			<label htmlFor={id} className="sr-only">
				{t('search.label')}
			</label>
			<input
				id={id}
				type="search"
				name="q"
				required
				maxLength={100}
				autoComplete="off"
				placeholder={t('search.placeholder')}
				className="border-sand-300 placeholder:text-ink-400 focus:border-brand-400 focus:ring-brand-100 w-full rounded-full border bg-white py-2 ps-10 pe-4 text-sm shadow-inner shadow-black/[0.02] outline-none focus:ring-4"
			/>
			<button type="submit" aria-label={t('search.submit')} className="text-ink-500 hover:text-brand-700 absolute inset-y-0 start-0 flex items-center ps-3.5">
				<Search aria-hidden className="size-4" />
			</button>
		</Form>
	)
}
