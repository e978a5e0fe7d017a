import { Mail } from '#app/components/site/icons/mail.tsx'
import { MapPin } from '#app/components/site/icons/map-pin.tsx'
import { Phone } from '#app/components/site/icons/phone.tsx'
import { Link } from 'react-router'
import { useI18n } from '#app/i18n/i18n-context.tsx'
import { CookieSettingsButton } from './deferred-consent.tsx'
import { Logo } from './logo.tsx'
import { navItems, serviceItems } from '#app/lib/site-nav.ts'
import { FacebookIcon, InstagramIcon, LinkedInIcon, XIcon } from './social-icons.tsx'
import { ScriptRuns } from '#app/components/ui/script-runs.tsx'
import { StaticRegion } from '#app/components/ui/static-region.tsx'

export interface FooterSettings {
	company_name: string
	contact_address: string
	contact_phone: string
	contact_phone_2: string
	contact_phone_3: string
	contact_email: string
	facebook_url: string
	instagram_url: string
	linkedin_url: string
	twitter_url: string
}

const socials = [
	{ key: 'facebook_url', name: 'Facebook', Icon: FacebookIcon },
	{ key: 'instagram_url', name: 'Instagram', Icon: InstagramIcon },
	{ key: 'linkedin_url', name: 'LinkedIn', Icon: LinkedInIcon },
	{ key: 'twitter_url', name: 'X', Icon: XIcon },
] as const

/** `cookieSettings`: show the link that reopens the consent choice (when something needs consent). */
export function Footer({ settings, cookieSettings = false, children }: { settings: FooterSettings; cookieSettings?: boolean; children?: React.ReactNode }) {
	const { t, href, lang } = useI18n()
	const phones = [settings.contact_phone, settings.contact_phone_2, settings.contact_phone_3].filter(Boolean)
	const year = new Date().getFullYear()
	// The columns and icons are static regions (decision 0029): not hydrated on the first load, and
	// rendered again when the language or the settings change. The newsletter form and the cookie
	// settings button stay interactive.
	const deps = [lang, JSON.stringify(settings)]
	return (
		<footer className="below-fold bg-brand-950 text-brand-100 relative overflow-hidden">
			<div aria-hidden className="from-grain-500/0 via-grain-500/60 to-grain-500/0 absolute inset-x-0 top-0 h-px bg-gradient-to-r" />
			<div className="container-page grid grid-cols-1 gap-12 py-16 md:grid-cols-2 lg:grid-cols-12">
				<div className="lg:col-span-4">
					<StaticRegion deps={deps}>
						<div className="inline-block rounded-2xl bg-white/95 px-4 py-3">
							<Logo lang={lang} name={settings.company_name} />
						</div>
						<p className="text-brand-200 mt-5 max-w-sm leading-relaxed">{t('footer.about')}</p>
					</StaticRegion>
					{children}
				</div>
				<FooterColumn title={t('footer.quickLinks')} className="lg:col-span-2" deps={deps}>
					{navItems
						.filter((item) => item.inFooter)
						.map((item) => (
							<li key={item.path}>
								<Link to={href(item.path)} className="hover:text-grain-300 transition-colors">
									{t(item.label)}
								</Link>
							</li>
						))}
				</FooterColumn>
				<FooterColumn title={t('footer.services')} className="lg:col-span-3" deps={deps}>
					{serviceItems.map((item) => (
						<li key={item.path}>
							<Link to={href(item.path)} className="hover:text-grain-300 transition-colors">
								{t(item.label)}
							</Link>
						</li>
					))}
				</FooterColumn>
				<FooterColumn title={t('footer.contact')} className="lg:col-span-3" deps={deps}>
					{settings.contact_address ? (
						<li className="flex gap-3">
							<MapPin aria-hidden className="text-grain-400 mt-1 size-4 shrink-0" />
							<span>
								<span className="sr-only">{t('footer.address')}: </span>
								<ScriptRuns text={settings.contact_address} />
							</span>
						</li>
					) : null}
					{phones.map((phone) => (
						<li key={phone} className="flex gap-3">
							<Phone aria-hidden className="text-grain-400 mt-1 size-4 shrink-0" />
							<a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="hover:text-grain-300 transition-colors">
								<span className="sr-only">{t('footer.phone')}: </span>
								<bdi dir="ltr">{phone}</bdi>
							</a>
						</li>
					))}
					{settings.contact_email ? (
						<li className="flex gap-3">
							<Mail aria-hidden className="text-grain-400 mt-1 size-4 shrink-0" />
							<a href={`mailto:${settings.contact_email}`} className="hover:text-grain-300 transition-colors" data-testid="footer-email">
								<span className="sr-only">{t('footer.email')}: </span>
								<bdi dir="ltr" lang="en">{settings.contact_email}</bdi>
							</a>
						</li>
					) : null}
				</FooterColumn>
			</div>
			<div className="border-t border-white/10">
				{/* Room on the right for the WhatsApp button, which sits bottom-right in both languages. */}
				<div className="container-page flex flex-col items-center justify-between gap-4 py-6 text-sm sm:flex-row sm:ltr:pe-24 sm:rtl:ps-24">
					<div className="flex flex-col items-center gap-x-4 gap-y-2 sm:flex-row">
						<p className="text-brand-300" data-testid="copyright">
							{t('footer.copyright', { year, company: settings.company_name })}
						</p>
						{cookieSettings ? <CookieSettingsButton className="text-brand-200 hover:text-grain-300 underline-offset-4 transition-colors hover:underline" /> : null}
					</div>
					<StaticRegion as="ul" deps={deps} className="flex items-center gap-2" aria-label={t('footer.follow')}>
						{socials
							.filter(({ key }) => key !== 'twitter_url' || settings.twitter_url)
							.map(({ key, name, Icon }) => {
							const url = settings[key]
							// An unset network stays visible as a placeholder (spec) but is not a dead link.
							return (
								<li key={key}>
									{url ? (
										<a
											href={url}
											target="_blank"
											rel="noopener noreferrer"
											aria-label={name}
											className="hover:bg-grain-500 hover:text-brand-950 flex size-9 items-center justify-center rounded-full bg-white/10 transition-colors"
										>
											<Icon className="size-4" />
										</a>
									) : (
										<span aria-hidden className="flex size-9 items-center justify-center rounded-full bg-white/5 text-white/30" title={name}>
											<Icon className="size-4" />
										</span>
									)}
								</li>
							)
						})}
					</StaticRegion>
				</div>
			</div>
		</footer>
	)
}

function FooterColumn({ title, className, deps, children }: { title: string; className?: string; deps: readonly unknown[]; children: React.ReactNode }) {
	return (
		<StaticRegion className={className} deps={deps}>
			<h2 className="text-sm font-semibold tracking-wide text-white">{title}</h2>
			<ul className="text-brand-200 mt-5 space-y-3">{children}</ul>
		</StaticRegion>
	)
}
