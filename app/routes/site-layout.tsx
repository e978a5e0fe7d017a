import { Outlet, useLocation, useRouteLoaderData } from 'react-router'
import { JsonLd } from '#app/components/site/json-ld.tsx'
import type { RootLoaderData } from '#app/root.tsx'
import { AnalyticsTracker, LandingViewScript } from '#app/components/analytics-tracker.tsx'
import { RouteAnnouncer } from '#app/components/route-announcer.tsx'
import { StaticRegionLinks } from '#app/components/ui/static-region.tsx'
import { DeferredConsent } from '#app/components/site/deferred-consent.tsx'
import { Footer } from '#app/components/site/footer.tsx'
import { Header } from '#app/components/site/header.tsx'
import { NewsletterForm } from '#app/components/site/newsletter-form.tsx'
import { WhatsAppButton } from '#app/components/site/whatsapp-button.tsx'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { langFromPath } from '#app/i18n/lang.ts'
import { revalidateOnLanguageChange } from '#app/i18n/revalidate.ts'
import { hasConsentGatedCodes } from '#app/server/advertising-codes.server.ts'
import { getSiteSettings } from '#app/server/settings.server.ts'
import { getTagConfig } from '#app/server/tags.server.ts'
import type { Route } from './+types/site-layout'

export async function loader({ request }: Route.LoaderArgs) {
	const lang = langFromPath(new URL(request.url).pathname)
	const [s, tags, gatedCodes] = await Promise.all([getSiteSettings(lang), getTagConfig(), hasConsentGatedCodes().catch(() => false)])
	// Only what the shell shows goes to the browser.
	return {
		shell: {
			company_name: s.company_name,
			contact_address: s.contact_address,
			contact_phone: s.contact_phone,
			contact_phone_2: s.contact_phone_2,
			contact_phone_3: s.contact_phone_3,
			contact_email: s.contact_email,
			facebook_url: s.facebook_url,
			instagram_url: s.instagram_url,
			linkedin_url: s.linkedin_url,
			twitter_url: s.twitter_url,
			whatsapp_number: s.whatsapp_number,
			whatsapp_message: s.whatsapp_message,
		},
		// Enabled unless the setting is something other than 'true' (spec section 9).
		analyticsEnabled: s.analytics_enabled === 'true',
		// Validated ids only (tags.server.ts); loaded in the browser after consent.
		tags,
		// The banner appears only when something needs consent: first-party analytics is cookieless.
		consentNeeded: tags !== null || gatedCodes,
	}
}

export const shouldRevalidate = revalidateOnLanguageChange

export default function SiteLayout({ loaderData }: Route.ComponentProps) {
	const { shell, analyticsEnabled, tags, consentNeeded } = loaderData
	const { t } = useI18n()
	const { pathname, key } = useLocation()
	// The first page of a visit shows at once (no fade to wait for before content paints); pages
	// reached by a link fade in (SPEC: page changes use a fade transition).
	const pageChange = key !== 'default'
	const companyName = shell.company_name || t('meta.siteNameFallback')
	const origin = (useRouteLoaderData('root') as RootLoaderData | undefined)?.origin ?? ''
	return (
		<>
			{/* First in the body: the landing view leaves before the page's scripts load (a bounce counts). */}
			{analyticsEnabled ? <LandingViewScript /> : null}
			<a
				href="#main"
				className="focus:bg-brand-800 sr-only z-50 focus:not-sr-only focus:fixed focus:start-4 focus:top-4 focus:rounded-lg focus:px-4 focus:py-2 focus:text-white"
			>
				{t('a11y.skipToContent')}
			</a>
			<Header companyName={companyName} />
			<RouteAnnouncer />
			<StaticRegionLinks />
			{/* Keyed by path so every page change fades in; ScrollRestoration scrolls new pages to the top. */}
			<main id="main" key={pathname} className={pageChange ? 'animate-fade-in' : undefined}>
				<Outlet />
			</main>
			<Footer settings={{ ...shell, company_name: companyName }} cookieSettings={consentNeeded}>
				<NewsletterForm />
			</Footer>
			<AnalyticsTracker enabled={analyticsEnabled} />
			{/* Only where something needs consent: reading the visitor's choice costs the page two
			    synchronous calls to the browser process while it loads (the cookie, local storage). */}
			{consentNeeded ? <DeferredConsent tags={tags} /> : null}
			<WhatsAppButton number={shell.whatsapp_number} message={shell.whatsapp_message} />
			<JsonLd
				data={{
					'@type': 'Organization',
					name: companyName,
					url: `${origin}/`,
					logo: `${origin}/favicon.svg`,
					...(shell.contact_email ? { email: shell.contact_email } : {}),
					...(shell.contact_address ? { address: shell.contact_address } : {}),
					contactPoint: [shell.contact_phone, shell.contact_phone_2, shell.contact_phone_3]
						.filter(Boolean)
						.map((telephone) => ({ '@type': 'ContactPoint', telephone, contactType: 'sales', availableLanguage: ['ar', 'en'] })),
					sameAs: [shell.facebook_url, shell.instagram_url, shell.linkedin_url, shell.twitter_url].filter(Boolean),
				}}
			/>
		</>
	)
}
