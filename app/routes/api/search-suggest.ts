import { suggestProducts } from '#app/server/search.server.ts'
import type { Route } from './+types/search-suggest'

/** Search-box suggestions: GET /api/search/suggest?q=… → up to five active products (both names). */
export async function loader({ request }: Route.LoaderArgs) {
	const q = (new URL(request.url).searchParams.get('q') ?? '').slice(0, 100)
	const suggestions = q.trim().length >= 2 ? await suggestProducts(q) : []
	return Response.json(
		{ suggestions: suggestions.map((s) => ({ slug: s.slug, nameAr: s.name_ar, nameEn: s.name_en })) },
		{ headers: { 'Cache-Control': 'public, max-age=60' } },
	)
}
