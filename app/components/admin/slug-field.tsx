import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { WandSparkles } from 'lucide-react'
import { useLayoutEffect, useRef, useState } from 'react'
import { Field } from '#app/components/ui/field.tsx'
import { useTypedBeforeHydration } from '#app/components/ui/typed-before-hydration.ts'
import { slugFromText, slugMaxLength } from '#app/lib/slug.ts'
import { useAdminI18n } from './admin-i18n.tsx'
import { adminStyles } from './admin-page.tsx'

/**
 * The slug of a new entity follows its English name until someone types a slug of their own (an
 * existing entity keeps its address unless edited by hand: links to it are already out there).
 * Wire `follow` to the English name's onChange and pass the state to <SlugField>.
 */
export function useFollowingSlug(initial: string, followsName: boolean) {
	const [slug, setSlug] = useState(initial)
	const typedByHand = useRef(!followsName || initial !== '')
	/** The slug's input (<SlugField> attaches it). */
	const input = useRef<HTMLInputElement>(null)
	return {
		slug,
		input,
		follow(name: string) {
			// Never under a caret: while the slug field has the focus its typist is about to write a
			// slug, and one set now (a name typed before hydration, or a name's change arriving as the
			// form hydrates) would take what they type at its end.
			if (!typedByHand.current && document.activeElement !== input.current) setSlug(slugFromText(name))
		},
		/** Whether the slug is still the one made from the name (nobody has typed one). */
		following() {
			return !typedByHand.current
		},
		type(value: string) {
			typedByHand.current = value !== ''
			setSlug(value)
		},
		suggest(name: string) {
			const next = slugFromText(name)
			if (next) setSlug(next)
		},
	}
}

export type FollowingSlug = ReturnType<typeof useFollowingSlug>

interface SlugFieldProps {
	state: FollowingSlug
	/** The screen whose words it uses: `<area>.field.slug`, `.slugHint`, `.address` and `.slugSuggest`. */
	area: 'categories' | 'posts' | 'products'
	error?: string
	/** The public path before the slug, shown as a live preview ("/blog/"). */
	pathPrefix: string
	/** The form field holding the English name the suggestion is made from. */
	sourceField: string
}

/** The slug input of every content form: the rule, a live address preview and a suggestion button. */
export function SlugField({ state, area, error, pathPrefix, sourceField }: SlugFieldProps) {
	const { t } = useAdminI18n()
	const input = state.input
	/** A pointer is pressing on the field: the focus it brings is a click's, with the click's caret. */
	const pointing = useRef(false)
	useTypedBeforeHydration(input, state.slug, state.type)
	// A name typed before hydration gets the slug it would have had (no-op once a slug was typed, or
	// while the slug field has the focus).
	useLayoutEffect(() => {
		const source = input.current?.form?.elements.namedItem(sourceField)
		if (source instanceof HTMLInputElement && source.value !== '') state.follow(source.value)
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [])
	return (
		<Field label={t(`${area}.field.slug`)} name="slug" error={error} required>
			{(field) => (
				<div>
					<input
						{...field}
						ref={input}
						className={`${adminStyles.input} font-mono`}
						dir="ltr"
						autoComplete="off"
						autoCapitalize="none"
						spellCheck={false}
						maxLength={slugMaxLength}
						value={state.slug}
						onChange={(event) => state.type(event.currentTarget.value)}
						// A slug still made from the name is a proposal: reached by the keyboard (or a script, or
						// an assistive tool), it is selected whole, so typing replaces it; a click or a tap keeps
						// its caret, to edit part of it. This also keeps a select-all made just before the focus
						// when a name typed before hydration is followed as the focus leaves the name (its change
						// event hydrates the form, and the new value moves the caret to the end).
						onPointerDown={() => {
							pointing.current = true
						}}
						onFocus={(event) => {
							if (!pointing.current && state.following()) event.currentTarget.select()
							pointing.current = false
						}}
						onBlur={() => {
							pointing.current = false
						}}
					/>
					<p className="text-ink-500 mt-1.5 text-xs">
						<ScriptRuns text={t(`${area}.field.slugHint`)} />
					</p>
					<p className="text-ink-500 mt-1 text-xs break-all">
						{t(`${area}.field.address`)}{' '}
						<bdi lang="en" dir="ltr" className="text-ink-700 font-mono">
							{pathPrefix}
							{state.slug || '…'}
						</bdi>
					</p>
					<button
						type="button"
						onClick={() => {
							const source = input.current?.form?.elements.namedItem(sourceField)
							state.suggest(source instanceof HTMLInputElement ? source.value : '')
							input.current?.focus()
						}}
						className="text-brand-700 mt-2 inline-flex items-center gap-1.5 text-xs font-semibold hover:underline"
						data-testid="slug-suggest"
					>
						<WandSparkles aria-hidden className="size-3.5" />
						{t(`${area}.field.slugSuggest`)}
					</button>
				</div>
			)}
		</Field>
	)
}
