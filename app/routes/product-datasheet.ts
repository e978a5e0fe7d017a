import { dictionaryFor } from '#app/i18n/dictionary.server.ts'
import { langFromPath } from '#app/i18n/lang.ts'
import { sharedPageCacheControl, unkeptCacheControl } from '#app/lib/http-cache.ts'
import { productDatasheet } from '#app/server/datasheet.server.ts'
import { datasheetRedirect } from '#app/server/redirects.server.ts'
import type { Route } from './+types/product-datasheet'

/**
 * /products/<slug>/datasheet.pdf and /en/products/<slug>/datasheet.pdf: the product's datasheet in
 * the language of the path (decision 0036). Cached like a page by shared caches (decision 0018),
 * with an ETag so a browser or CDN asking again gets 304 until the sheet changes. Under an old
 * address of a product it answers 301 to the datasheet at the product's new address.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
	const lang = langFromPath(new URL(request.url).pathname)
	const sheet = await productDatasheet(params.slug, lang)
	if (!sheet) {
		// A product renamed (or moved by a rule): its datasheet follows it (decision 0039).
		const moved = await datasheetRedirect(request)
		if (moved) return moved
		return new Response(dictionaryFor(lang)['datasheet.notFound'], {
			status: 404,
			headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': unkeptCacheControl, 'Content-Language': lang },
		})
	}
	const headers = { 'Cache-Control': sharedPageCacheControl, ETag: sheet.etag, 'Content-Language': lang }
	const asked = request.headers.get('If-None-Match')
	if (asked && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === sheet.etag.replace(/^W\//, ''))) {
		return new Response(null, { status: 304, headers })
	}
	return new Response(new Uint8Array(sheet.body), {
		headers: {
			...headers,
			'Content-Type': 'application/pdf',
			'Content-Length': String(sheet.body.length),
			'Content-Disposition': `inline; filename="${params.slug}-datasheet-${lang}.pdf"`,
		},
	})
}
