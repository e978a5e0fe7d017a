import { useEffect, useRef, useState } from 'react'
import { Form, Link, useNavigation, useRevalidator } from 'react-router'
import { Breadcrumbs } from '#app/components/site/breadcrumbs.tsx'
import { MessageFormHiddenFields, SenderFields } from '#app/components/site/sender-fields.tsx'
import { ClipboardList } from '#app/components/site/icons/clipboard-list.tsx'
import { PageHeader } from '#app/components/site/page-header.tsx'
import { Alert } from '#app/components/ui/alert.tsx'
import { Field } from '#app/components/ui/field.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { type BasketLine, type BasketProduct, removeFromBasket, serializeBasket, updateBasketLine } from '#app/lib/quote-basket.ts'
import { saveBasket, useBasket } from './basket-store.ts'
import { QuoteLineEditor } from './quote-line-editor.tsx'

export interface QuoteBasketProps {
	/** The basket as the cookie held it when the page was drawn (the browser's copy wins once hydrated). */
	lines: BasketLine[]
	products: Record<string, BasketProduct>
	removed: number
	notice: { kind: 'added' | 'present' | 'full' | 'removed' | 'saved' | 'unavailable'; name: string } | null
	countries: { code: string; name: string }[]
	/** The answer to a send: success, or a refusal with the errors and what was typed. */
	answer: { status: 'success' | 'error'; message: string; errors: Record<string, string>; values: Record<string, string>; basket: BasketLine[] } | null
}

const buttonBase = 'inline-flex items-center justify-center rounded-full font-semibold transition-colors disabled:opacity-60'

/**
 * The basket page: one editor per product, then the buyer's details, in one form. Its buttons are
 * "save", "remove <product>" and "send"; without JavaScript each posts the whole form (nothing typed
 * is lost), with JavaScript saving and removing happen in the browser's basket and only sending posts.
 */
export function QuoteBasket({ lines: drawnLines, products, removed, notice, countries, answer }: QuoteBasketProps) {
	const { t, href } = useI18n()
	const stored = useBasket()
	const revalidator = useRevalidator()
	const navigation = useNavigation()
	const sending = navigation.state === 'submitting' && navigation.formMethod === 'POST'
	const [announcement, setAnnouncement] = useState<string | null>(null)
	const form = useRef<HTMLFormElement>(null)
	const result = useRef<HTMLDivElement>(null)
	const revalidatedFor = useRef<string | null>(null)
	const page = useRef<HTMLDivElement>(null)
	// The place of a line removed with its button: the button is gone with its line, and the focus
	// of a keyboard user would fall to the page's body.
	const removedAt = useRef<number | null>(null)

	const sent = answer?.status === 'success'
	// Before hydration (and without JavaScript): the cookie's lines, or the ones a refused send typed.
	const serverLines = sent ? [] : answer?.status === 'error' ? answer.basket : drawnLines
	const lines = (stored ?? serverLines).filter((line) => products[line.slug])

	// The browser's basket holds products this page was not drawn with (added in another tab, or
	// while the cookie was lost): the cookie already carries them, so ask the server again, once.
	// Those it still does not know are gone from the catalogue and leave the basket.
	useEffect(() => {
		if (!stored || sent) return
		const unknown = stored.filter((line) => !products[line.slug])
		if (!unknown.length) return
		const key = serializeBasket(stored)
		if (revalidatedFor.current !== key) {
			revalidatedFor.current = key
			void revalidator.revalidate()
		} else if (revalidator.state === 'idle') saveBasket(stored.filter((line) => products[line.slug]))
	}, [stored, products, revalidator, sent])

	// A sent request empties the browser's basket too.
	useEffect(() => {
		if (!answer) return
		if (answer.status === 'success') saveBasket([])
		const invalid = answer.status === 'error' ? form.current?.querySelector<HTMLElement>('[aria-invalid="true"]') : null
		;(invalid ?? result.current)?.focus()
	}, [answer])

	// After a removal: the remove button of the line that took its place (or of the last line), or,
	// once the basket is empty, its link to the products.
	useEffect(() => {
		const at = removedAt.current
		if (at === null) return
		removedAt.current = null
		const removes = page.current?.querySelectorAll<HTMLElement>('[data-testid=quote-remove]')
		const next = removes?.length ? removes[Math.min(at, removes.length - 1)] : page.current?.querySelector<HTMLElement>('[data-testid=quote-empty] a')
		next?.focus()
	}, [lines.length])

	const change = (slug: string, key: string, value: string) => {
		if (stored) saveBasket(updateBasketLine(stored, slug, { [key]: value }))
	}
	const errors: Record<string, string | undefined> = answer?.status === 'error' ? answer.errors : {}
	const values: Record<string, string | undefined> = answer?.status === 'error' ? answer.values : {}
	const noticeText = notice ? t(`quote.${notice.kind}`, { name: notice.name }) : null

	return (
		<>
			<PageHeader title={t('quote.title')} lead={t('quote.lead')}>
				<Breadcrumbs items={[{ label: t('quote.title') }]} />
			</PageHeader>
			<div ref={page} className="container-page space-y-6 py-10" data-testid="quote-page">
				<div ref={result} tabIndex={-1} className="space-y-3 rounded-xl outline-none empty:hidden">
					{answer ? (
						<Alert key={`${answer.status}:${answer.message}`} tone={sent ? 'success' : 'error'} testId="quote-result">
							{answer.message}
						</Alert>
					) : null}
					{!answer && noticeText ? (
						<Alert tone={notice?.kind === 'full' || notice?.kind === 'unavailable' ? 'error' : 'success'} testId="quote-notice">
							{noticeText}
						</Alert>
					) : null}
					{removed ? <Alert tone="error">{t('quote.removedUnavailable', { count: removed })}</Alert> : null}
					{errors.lines ? <Alert tone="error">{errors.lines}</Alert> : null}
				</div>
				{/* What saving or removing in the browser did, read out where it happened. */}
				<p role="status" className="sr-only" data-testid="quote-announcement">
					{announcement}
				</p>
				{lines.length === 0 ? (
					<div className="shadow-card rounded-3xl bg-white p-8 text-center sm:p-12" data-testid="quote-empty">
						<ClipboardList aria-hidden className="text-grain-500 mx-auto size-12" />
						<p className="text-brand-950 mt-4 text-xl font-bold">{t('quote.empty')}</p>
						<p className="text-ink-600 mt-2">{t('quote.emptyHint')}</p>
						<Link to={href('/products')} className={`${buttonBase} bg-brand-700 hover:bg-brand-800 mt-6 px-8 py-3 text-white`}>
							{t('quote.browse')}
						</Link>
					</div>
				) : (
					<Form
						ref={form}
						method="post"
						noValidate
						className="space-y-8"
						data-testid="quote-form"
						onSubmit={(event) => {
							if (!stored) return
							const intent = (event.nativeEvent as SubmitEvent).submitter?.getAttribute('value') ?? ''
							// Saving and removing are the browser's own business once it keeps the basket.
							if (intent === 'save') {
								event.preventDefault()
								setAnnouncement(t('quote.saved'))
							} else if (intent.startsWith('remove:')) {
								event.preventDefault()
								const slug = intent.slice('remove:'.length)
								removedAt.current = lines.findIndex((line) => line.slug === slug)
								saveBasket(removeFromBasket(stored, slug))
								setAnnouncement(t('quote.removed', { name: products[slug]?.name ?? '' }))
							}
						}}
					>
						<section aria-labelledby="quote-lines-title" className="shadow-card rounded-3xl bg-white p-5 sm:p-8">
							<div className="flex flex-wrap items-center justify-between gap-3">
								<h2 id="quote-lines-title" className="text-brand-950 text-xl font-bold">
									{t('quote.linesTitle')}
								</h2>
								{/* First in the form: the button Enter presses in any field, so Enter saves, never removes. */}
								<button
									type="submit"
									name="intent"
									value="save"
									formNoValidate
									className={`${buttonBase} border-brand-200 text-brand-800 hover:bg-brand-50 min-h-11 border bg-white px-5 py-2 text-sm`}
									data-testid="quote-save"
								>
									{t('quote.save')}
								</button>
							</div>
							<ol className="divide-sand-200 mt-4 divide-y">
								{lines.map((line, index) => (
									<QuoteLineEditor
										key={line.slug}
										index={index}
										line={line}
										product={products[line.slug]!}
										countries={countries}
										errors={errors}
										onChange={stored ? (key, value) => change(line.slug, key, value) : undefined}
									/>
								))}
							</ol>
						</section>
						<section aria-labelledby="quote-buyer-title" className="shadow-card relative rounded-3xl bg-white p-5 sm:p-8">
							<h2 id="quote-buyer-title" className="text-brand-950 text-xl font-bold">
								{t('quote.buyerTitle')}
							</h2>
							<div className="mt-5 grid gap-5 sm:grid-cols-2">
								<SenderFields errors={errors} values={values} />
								<div className="sm:col-span-2">
									<Field label={t('quote.note')} name="note" error={errors.note} hint={t('contact.optional')}>
										{(p) => <textarea {...p} rows={4} defaultValue={values.note} maxLength={5000} />}
									</Field>
								</div>
							</div>
							<MessageFormHiddenFields />
							<button
								type="submit"
								name="intent"
								value="send"
								disabled={sending}
								className={`${buttonBase} bg-brand-700 hover:bg-brand-800 mt-8 px-8 py-3.5 text-white`}
								data-testid="quote-send"
							>
								{sending ? t('quote.sending') : t('quote.send')}
							</button>
						</section>
					</Form>
				)}
			</div>
		</>
	)
}
