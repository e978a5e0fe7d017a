import { Search } from '#app/components/site/icons/search.tsx'
import { useEffect, useId, useRef, useState } from 'react'
import { Form, useNavigate } from 'react-router'
import { useTypedBeforeHydration } from '#app/components/ui/typed-before-hydration.ts'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { shouldSuggest, type SuggestionState, suggestionRules, suggestionStateFor } from '#app/lib/suggestions.ts'

interface Suggestion {
	slug: string
	nameAr: string
	nameEn: string
}

/** Hidden suggestions, kept as the same object so hiding them again renders nothing. */
const hidden: SuggestionState<never> = { status: 'hidden' }
const hide = <T,>(state: SuggestionState<T>): SuggestionState<T> => (state.status === 'hidden' ? state : hidden)

/**
 * The header search: a combobox that suggests products after a pause in typing (arrows move,
 * Enter opens, Escape closes) and submits to the results page. Without JavaScript it is a plain form.
 */
export function SearchBox({ className = '', id: idProp }: { className?: string; id?: string }) {
	const { t, href, lang } = useI18n()
	const navigate = useNavigate()
	const generated = useId()
	const id = idProp ?? generated
	const listId = `${id}-list`
	const [query, setQuery] = useState('')
	const [state, setState] = useState<SuggestionState<Suggestion>>(hidden)
	const [active, setActive] = useState(-1)
	const latest = useRef(0)
	const input = useRef<HTMLInputElement>(null)
	useTypedBeforeHydration(input, query, setQuery)

	useEffect(() => {
		if (!shouldSuggest(query)) {
			// The same object when already hidden: no re-render of both search boxes after hydration.
			setState(hide)
			return
		}
		const ticket = ++latest.current
		const timer = setTimeout(async () => {
			setState({ status: 'loading' })
			try {
				const response = await fetch(`/api/search/suggest?q=${encodeURIComponent(query.trim())}`)
				const body = (await response.json()) as { suggestions: Suggestion[] }
				// Answers that arrive after a newer keystroke are dropped.
				if (ticket === latest.current) setState(suggestionStateFor(body.suggestions))
			} catch {
				if (ticket === latest.current) setState({ status: 'hidden' })
			}
			setActive(-1)
		}, suggestionRules.debounceMs)
		return () => clearTimeout(timer)
	}, [query])

	const items = state.status === 'list' ? state.items : []
	const open = state.status !== 'hidden'
	const close = () => {
		setState(hide)
		setActive(-1)
	}
	const name = (s: Suggestion) => (lang === 'en' ? s.nameEn : s.nameAr)

	return (
		<Form
			method="get"
			action={href('/search')}
			role="search"
			aria-label={t('search.label')}
			className={`relative ${className}`}
			onSubmit={(event) => {
				const chosen = items[active]
				if (chosen) {
					event.preventDefault()
					close()
					navigate(href(`/products/${chosen.slug}`))
				} else close()
			}}
		>
			<label htmlFor={id} className="sr-only">
				{t('search.label')}
			</label>
			<input
				ref={input}
				id={id}
				type="search"
				name="q"
				maxLength={100}
				autoComplete="off"
				role="combobox"
				aria-expanded={open}
				aria-controls={listId}
				aria-autocomplete="list"
				aria-activedescendant={active >= 0 ? `${listId}-${active}` : undefined}
				placeholder={t('search.placeholder')}
				value={query}
				onChange={(event) => setQuery(event.target.value)}
				onBlur={() => setTimeout(close, 150)}
				onKeyDown={(event) => {
					if (event.key === 'Escape') close()
					else if (event.key === 'ArrowDown' && items.length) {
						event.preventDefault()
						setActive((i) => (i + 1) % items.length)
					} else if (event.key === 'ArrowUp' && items.length) {
						event.preventDefault()
						setActive((i) => (i <= 0 ? items.length - 1 : i - 1))
					}
				}}
				className="border-sand-300 placeholder:text-ink-500 focus:border-brand-400 focus:ring-brand-100 w-full rounded-full border bg-white py-2 ps-10 pe-4 text-sm outline-none focus:ring-4"
			/>
			<button type="submit" aria-label={t('search.submit')} className="text-ink-500 hover:text-brand-700 absolute inset-y-0 start-0 flex items-center ps-3.5">
				<Search aria-hidden className="size-4" />
			</button>
			<div
				id={listId}
				role="listbox"
				aria-label={t('search.suggestions')}
				hidden={!open}
				data-state={state.status}
				data-testid="search-suggestions"
				className="border-sand-200 absolute inset-x-0 top-full z-40 mt-2 overflow-hidden rounded-2xl border bg-white py-1 shadow-xl"
			>
				{state.status === 'loading' ? <p className="text-ink-500 px-4 py-3 text-sm">{t('search.loading')}</p> : null}
				{state.status === 'empty' ? <p className="text-ink-500 px-4 py-3 text-sm">{t('search.noSuggestions')}</p> : null}
				{items.map((item, index) => (
					<div
						key={item.slug}
						id={`${listId}-${index}`}
						role="option"
						aria-selected={index === active}
						onMouseDown={(event) => event.preventDefault()}
						onClick={() => {
							close()
							navigate(href(`/products/${item.slug}`))
						}}
						className={`cursor-pointer px-4 py-2.5 text-sm ${index === active ? 'bg-brand-50 text-brand-900' : 'text-ink-800 hover:bg-sand-100'}`}
					>
						{name(item)}
					</div>
				))}
			</div>
			<p className="sr-only" aria-live="polite">
				{state.status === 'list' ? t('search.suggestionCount', { count: items.length }) : state.status === 'empty' ? t('search.noSuggestions') : ''}
			</p>
		</Form>
	)
}
