/**
 * The screens the accessibility journeys visit: every public page type and every back-office screen
 * (demo items by slug, so what other journeys add never changes what is checked).
 */
export const publicPages = [
	['home', '/'],
	['about', '/about'],
	['services', '/services'],
	['a service', '/services/sea-freight'],
	['products', '/products'],
	['a category', '/products/category/basmati-rice'],
	['a product', '/products/basmati-rice-1121-steam'],
	['blog', '/blog'],
	['a post', '/blog/reading-a-basmati-rice-spec-sheet'],
	['search with results', '/search?q=basmati'],
	['search without results', '/search?q=qqzzxxnothing'],
	['contact', '/contact'],
	['quote basket (empty)', '/quote'],
	['quote basket with items', '/quote'],
	['newsletter', '/newsletter'],
	['newsletter confirm (bad link)', '/newsletter/confirm?token=not-a-token'],
	['newsletter unsubscribe (bad link)', '/newsletter/unsubscribe?token=not-a-token'],
	['post preview (bad link)', '/blog/reading-a-basmati-rice-spec-sheet?preview=not-a-token'],
	['404', '/no-such-page-here'],
] as const

/**
 * Cookies a page type is visited with: the quote basket's two products (a product page's and a
 * card's), one line filled in, the other as just added.
 */
export const pageCookies: Partial<Record<(typeof publicPages)[number][0], { name: string; value: string }[]>> = {
	'quote basket with items': [
		{
			name: 'quote_basket',
			value: encodeURIComponent(JSON.stringify([['basmati-rice-1121-steam', '1', '40', 'ton', 'FOB', 'AE', 'Jebel Ali', '2099-03-01'], ['sukkari-dates-qassim', '', '', '', '', '', '', '']])),
		},
	],
}

/** A public path in a language: Arabic at the root, English under /en. */
export const pathIn = (lang: 'ar' | 'en', path: string) => (lang === 'en' ? (path === '/' ? '/en' : `/en${path}`) : path)

export const adminScreens = [
	['dashboard', '/admin'],
	['products', '/admin/products'],
	['draft products', '/admin/products?state=draft'],
	['new product', '/admin/products/new'],
	['posts', '/admin/posts'],
	['new post', '/admin/posts/new'],
	['categories', '/admin/categories'],
	['new category', '/admin/categories/new'],
	['messages', '/admin/messages'],
	['subscribers', '/admin/subscribers'],
	['settings', '/admin/settings'],
	['SEO', '/admin/seo'],
	['settings history', '/admin/settings/history'],
	['SEO history', '/admin/seo/history'],
	['media library', '/admin/media'],
	['redirects', '/admin/redirects'],
	['new redirect', '/admin/redirects/new?source=/old-brochure'],
	['not-found addresses', '/admin/redirects/not-found'],
	['redirects import', '/admin/redirects/import'],
	['advertising', '/admin/advertising'],
	['new advertising code', '/admin/advertising?new'],
	['analytics', '/admin/analytics'],
	['users', '/admin/users'],
	['account', '/admin/account'],
	['activity log', '/admin/activity'],
	['unknown back-office page', '/admin/no-such-screen'],
] as const

/** A random visitor address (the e2e server trusts X-Forwarded-For): per-address limits never add up across journeys. */
export const visitorAddress = (prefix: string) => `${prefix}.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`
