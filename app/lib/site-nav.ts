import type { SiteKey } from '#app/i18n/site.ar.ts'

/** Header and footer navigation of the spec (section 2); the footer omits the blog. */
export const navItems: { path: string; label: SiteKey; inFooter: boolean }[] = [
	{ path: '/', label: 'nav.home', inFooter: true },
	{ path: '/about', label: 'nav.about', inFooter: true },
	{ path: '/services', label: 'nav.services', inFooter: true },
	{ path: '/products', label: 'nav.products', inFooter: true },
	{ path: '/blog', label: 'nav.blog', inFooter: false },
	{ path: '/contact', label: 'nav.contact', inFooter: true },
]

export const serviceItems: { path: string; label: SiteKey }[] = [
	{ path: '/services/import', label: 'service.import' },
	{ path: '/services/export', label: 'service.export' },
	{ path: '/services/processing', label: 'service.processing' },
	{ path: '/services/sea-freight', label: 'service.seaFreight' },
	{ path: '/services/air-freight', label: 'service.airFreight' },
	{ path: '/services/land-transport', label: 'service.landTransport' },
]
