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
	['newsletter', '/newsletter'],
	['newsletter confirm (bad link)', '/newsletter/confirm?token=not-a-token'],
	['newsletter unsubscribe (bad link)', '/newsletter/unsubscribe?token=not-a-token'],
	['404', '/no-such-page-here'],
] as const

/** A public path in a language: Arabic at the root, English under /en. */
export const pathIn = (lang: 'ar' | 'en', path: string) => (lang === 'en' ? (path === '/' ? '/en' : `/en${path}`) : path)

export const adminScreens = [
	['dashboard', '/admin'],
	['products', '/admin/products'],
	['new product', '/admin/products/new'],
	['posts', '/admin/posts'],
	['new post', '/admin/posts/new'],
	['categories', '/admin/categories'],
	['new category', '/admin/categories/new'],
	['messages', '/admin/messages'],
	['subscribers', '/admin/subscribers'],
	['settings', '/admin/settings'],
	['SEO', '/admin/seo'],
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
