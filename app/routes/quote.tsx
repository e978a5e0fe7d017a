import { data, redirect } from 'react-router'
import { QuoteBasket } from '#app/components/site/quote/quote-basket.tsx'
import { RouteErrorBoundary } from '#app/components/site/route-error-boundary.tsx'
import { langFromPath, localizePath } from '#app/i18n/lang.ts'
import { readCookie } from '#app/lib/cookies.ts'
import { countryOptions } from '#app/lib/countries.ts'
import { unkeptCacheControl } from '#app/lib/http-cache.ts'
import { basketCookie, parseBasket, quoteCookie } from '#app/lib/quote-basket.ts'
import { pageMeta } from '#app/lib/seo.ts'
import { readForm } from '#app/server/forms.server.ts'
import { pageContext } from '#app/server/page-context.server.ts'
import { type BasketNotice, basketNotices, basketProductName, handleQuoteForm, loadBasket } from '#app/server/quote.server.ts'
import { isSameOrigin } from '#app/server/same-origin.server.ts'
import type { Route } from './+types/quote'

/**
 * The quote basket (decision 0037). It is one visitor's own page (its cookie), so it is never kept
 * by the shared page cache or a CDN; the product pages that add to it stay the same for everyone.
 */
export function headers() {
	return { 'Cache-Control': unkeptCacheControl }
}

const storedBasket = (request: Request) => parseBasket(readCookie(request.headers.get('cookie'), quoteCookie))

export async function loader({ request }: Route.LoaderArgs) {
	const { lang, t, seo, url } = await pageContext(request)
	const basket = await loadBasket(storedBasket(request), lang)
	const noticeParam = url.searchParams.get('notice') ?? ''
	const notice = (basketNotices as readonly string[]).includes(noticeParam) ? (noticeParam as BasketNotice) : null
	const noticeSlug = (url.searchParams.get('product') ?? '').slice(0, 120)
	return data(
		{
			seo: { ...seo, title: t['quote.title'], description: t['quote.lead'], noindex: true },
			lines: basket.lines,
			products: basket.products,
			removed: basket.removed,
			notice: notice ? { kind: notice, name: await basketProductName(noticeSlug, lang) } : null,
			countries: countryOptions(lang),
		},
		// Products gone since they were added leave the cookie too.
		basket.removed ? { headers: { 'Set-Cookie': basketCookie(basket.lines) } } : undefined,
	)
}

export async function action({ request, context }: Route.ActionArgs) {
	// The language comes from the URL alone: answering must not depend on the database.
	const lang = langFromPath(new URL(request.url).pathname)
	const fields = await readForm(request)
	const result = await handleQuoteForm(fields, { lang, clientIp: context.clientIp, sameOrigin: isSameOrigin(request), request, stored: storedBasket(request) })
	if (result.kind === 'changed') {
		const query = new URLSearchParams({ notice: result.notice, ...(result.slug ? { product: result.slug } : {}) })
		throw redirect(`${localizePath('/quote', lang)}?${query}`, { status: 303, headers: { 'Set-Cookie': basketCookie(result.basket) } })
	}
	const { httpStatus, headers, basket, ...answer } = result.answer
	// Sent: the basket is emptied. Refused: it keeps the lines as the form had them.
	const cookie = basketCookie(answer.status === 'success' ? [] : basket)
	return data({ ...answer, basket }, { status: httpStatus, headers: { ...headers, 'Set-Cookie': cookie } })
}

export const meta = ({ data }: Route.MetaArgs) => (data ? pageMeta({ ...data.seo, path: '/quote' }) : [])

export default function QuotePage({ loaderData, actionData }: Route.ComponentProps) {
	return <QuoteBasket {...loaderData} answer={actionData ?? null} />
}

export const ErrorBoundary = RouteErrorBoundary
