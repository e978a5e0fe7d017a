import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes'

/**
 * Every public page exists twice: Arabic at the spec's path and English under /en (same module,
 * distinct route ids). The language of a request is read from its path (app/i18n/lang.ts).
 */
function publicPages(lang: 'ar' | 'en') {
	const id = (name: string) => (lang === 'ar' ? name : `en/${name}`)
	return [
		index('routes/home.tsx', { id: id('home') }),
		route('about', 'routes/about.tsx', { id: id('about') }),
		route('services', 'routes/services.tsx', { id: id('services') }),
		route('services/:service', 'routes/service.tsx', { id: id('service') }),
		route('products', 'routes/products.tsx', { id: id('products') }),
		route('products/category/:slug', 'routes/category.tsx', { id: id('category') }),
		route('products/:slug', 'routes/product.tsx', { id: id('product') }),
		route('blog', 'routes/blog.tsx', { id: id('blog') }),
		route('blog/:slug', 'routes/blog-post.tsx', { id: id('blog-post') }),
		route('contact', 'routes/contact.tsx', { id: id('contact') }),
		route('quote', 'routes/quote.tsx', { id: id('quote') }),
		route('search', 'routes/search.tsx', { id: id('search') }),
		route('newsletter', 'routes/newsletter.tsx', { id: id('newsletter') }),
		route('newsletter/confirm', 'routes/newsletter-confirm.tsx', { id: id('newsletter-confirm') }),
		route('newsletter/unsubscribe', 'routes/newsletter-unsubscribe.tsx', { id: id('newsletter-unsubscribe') }),
		route('*', 'routes/not-found.tsx', { id: id('not-found') }),
	]
}

export default [
	route('robots.txt', 'routes/robots.ts'),
	route('sitemap.xml', 'routes/sitemap.ts'),
	// The blog feeds: resource routes outside the site layout (the path gives the language).
	route('blog/feed.xml', 'routes/blog-feed.ts', { id: 'blog-feed' }),
	route('en/blog/feed.xml', 'routes/blog-feed.ts', { id: 'en/blog-feed' }),
	// Product datasheets (PDF): resource routes too, the language from the path.
	route('products/:slug/datasheet.pdf', 'routes/product-datasheet.ts', { id: 'product-datasheet' }),
	route('en/products/:slug/datasheet.pdf', 'routes/product-datasheet.ts', { id: 'en/product-datasheet' }),
	// A certification's uploaded PDF (decision 0051): served while a certification names it.
	route('documents/:file', 'routes/document.ts'),
	route('api/search/suggest', 'routes/api/search-suggest.ts'),
	route('api/analytics', 'routes/api/analytics.ts'),
	route('api/auth/*', 'routes/api/auth.ts'),
	// Any other /api address: a JSON 404, not the site's HTML page.
	route('api/*', 'routes/api/not-found.ts', { id: 'api-not-found' }),
	// Staff pages: no language prefix; the language is the staff member's choice (cookie).
	layout('routes/auth/layout.tsx', [
		route('login', 'routes/auth/login.tsx'),
		route('login/verify', 'routes/auth/verify.tsx'),
		route('forgot-password', 'routes/auth/forgot-password.tsx'),
		route('reset-password', 'routes/auth/reset-password.tsx'),
		route('setup', 'routes/auth/setup.tsx'),
	]),
	route('logout', 'routes/auth/logout.ts'),
	route('admin', 'routes/admin/layout.tsx', [
		index('routes/admin/dashboard.tsx'),
		route('dashboard', 'routes/admin/dashboard-redirect.ts'),
		route('language', 'routes/admin/language.ts'),
		route('activity', 'routes/admin/activity.tsx'),
		route('analytics', 'routes/admin/analytics.tsx'),
		route('media', 'routes/admin/media/list.tsx'),
		route('media/upload', 'routes/admin/media-upload.ts'),
		route('media/:id', 'routes/admin/media/edit.tsx'),
		route('documents/upload', 'routes/admin/documents-upload.ts'),
		route('posts', 'routes/admin/posts/list.tsx'),
		route('posts/new', 'routes/admin/posts/new.tsx'),
		route('posts/edit/:id', 'routes/admin/posts/edit.tsx'),
		route('posts/edit/:id/history', 'routes/admin/posts/history.tsx'),
		route('products', 'routes/admin/products/list.tsx'),
		route('products/new', 'routes/admin/products/new.tsx'),
		route('products/:id/edit', 'routes/admin/products/edit.tsx'),
		// The history of a product or a category: one module, the kind from the path.
		route('products/:id/edit/history', 'routes/admin/catalogue-history.tsx', { id: 'product-history' }),
		route('categories', 'routes/admin/categories/list.tsx'),
		route('categories/new', 'routes/admin/categories/new.tsx'),
		route('categories/edit/:id', 'routes/admin/categories/edit.tsx'),
		route('categories/edit/:id/history', 'routes/admin/catalogue-history.tsx', { id: 'category-history' }),
		route('messages', 'routes/admin/messages/list.tsx'),
		route('messages/export', 'routes/admin/messages/export.ts'),
		route('messages/:id', 'routes/admin/messages/detail.tsx'),
		route('subscribers', 'routes/admin/subscribers/list.tsx'),
		route('subscribers/export', 'routes/admin/subscribers/export.ts'),
		route('redirects', 'routes/admin/redirects/list.tsx'),
		route('redirects/new', 'routes/admin/redirects/new.tsx'),
		route('redirects/:id/edit', 'routes/admin/redirects/edit.tsx'),
		route('redirects/not-found', 'routes/admin/redirects/not-found.tsx'),
		route('redirects/import', 'routes/admin/redirects/import.tsx'),
		route('redirects/export', 'routes/admin/redirects/export.ts'),
		route('users', 'routes/admin/staff.tsx'),
		route('settings', 'routes/admin/settings.tsx'),
		route('seo', 'routes/admin/seo.tsx'),
		// The history of the two single-row screens: one module, the screen from the path.
		route('settings/history', 'routes/admin/singleton-history.tsx', { id: 'settings-history' }),
		route('seo/history', 'routes/admin/singleton-history.tsx', { id: 'seo-history' }),
		route('advertising', 'routes/admin/advertising.tsx'),
		route('account', 'routes/admin/account.tsx'),
		route('*', 'routes/admin/not-found.tsx'),
	]),
	layout('routes/site-layout.tsx', [...publicPages('ar'), ...prefix('en', publicPages('en'))]),
] satisfies RouteConfig
