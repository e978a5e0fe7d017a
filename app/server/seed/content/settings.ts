import type { SiteSettingKey } from '#app/lib/site-settings.ts'
import type { AdvertisingCodeType } from '#app/server/db/schema.ts'
import type { Bilingual } from './types.ts'

export interface SettingsInput {
	company: Bilingual
	/** `/media/…` URLs of the home collage, first one also the sharing image. */
	heroImages: string[]
}

/** A localized value, or one value for both languages (`en: null`). */
export interface SettingValue {
	ar: string
	en: string | null
}

const one = (value: string): SettingValue => ({ ar: value, en: null })

/**
 * Every site setting (the `satisfies` makes a missing key a type error). Figures follow the
 * company profile: 25+ years, 50+ countries, 1,200+ clients, 300 products, USD 500 million a year,
 * 15,000 shipments in 2023, 85 % growth.
 */
export function siteSettings({ company, heroImages }: SettingsInput) {
	return {
		company_name: { ar: company.ar, en: company.en },
		meta_title: {
			ar: `${company.ar} | استيراد وتصدير وتعبئة المواد الغذائية`,
			en: `${company.en} | Food Import, Export & Packaging`,
		},
		meta_description: {
			ar: 'شركة سعودية مقرها جدة تستورد وتصدّر وتعبّئ الأرز والتوابل والتمور والبقوليات والزيوت منذ أكثر من 25 عاماً، لأكثر من 1200 عميل في أكثر من 50 دولة.',
			en: 'A Jeddah-based Saudi company importing, exporting and packing rice, spices, dates, pulses and edible oils for more than 25 years, serving over 1,200 clients in more than 50 countries.',
		},
		meta_keywords: {
			ar: 'استيراد أغذية، تصدير تمور، أرز بسمتي، توابل، بقوليات، زيوت نباتية، تعبئة وتغليف، شحن بحري، تخليص جمركي، جدة',
			en: 'food import, date export, basmati rice, spices, pulses, edible oils, private label packaging, sea freight, customs clearance, Jeddah',
		},
		og_image: one(heroImages[0] ?? ''),
		contact_email: one('info@tasdeer.example'),
		contact_phone: one('+966 12 634 5500'),
		contact_phone_2: one('+966 55 012 3456'),
		contact_phone_3: one('+966 50 765 4321'),
		contact_address: {
			ar: 'طريق الملك عبدالعزيز، حي الزهراء، جدة 23425، المملكة العربية السعودية',
			en: 'King Abdulaziz Road, Al-Zahra District, Jeddah 23425, Saudi Arabia',
		},
		whatsapp_number: one('+966550123456'),
		whatsapp_message: {
			ar: 'مرحباً، أودّ الاستفسار عن منتجاتكم وخدماتكم.',
			en: 'Hello, I would like to ask about your products and services.',
		},
		facebook_url: one('https://www.facebook.com/tasdeer.example'),
		// Placeholders until the company opens these accounts (spec: Instagram and LinkedIn are placeholders).
		twitter_url: one(''),
		instagram_url: one(''),
		linkedin_url: one(''),
		about_company: {
			ar: `${company.ar} شركة سعودية تأسست في جدة قبل أكثر من خمسة وعشرين عاماً، تعمل في استيراد المواد الغذائية والمنتجات الزراعية وتصديرها وتعبئتها. نورّد نحو 300 منتج من الأرز والتوابل والتمور والبقوليات والزيوت والمكسرات لأكثر من 1200 عميل في أكثر من 50 دولة، بحجم تداول سنوي يقارب 500 مليون دولار. وفي عام 2023 نفّذنا أكثر من 15 ألف شحنة بحرية وجوية وبرية، وحققنا نمواً بنسبة 85%.`,
			en: `${company.en} is a Saudi company founded in Jeddah more than twenty-five years ago to import, export and pack foodstuffs and agricultural products. We supply some 300 products, from rice, spices and dates to pulses, oils and nuts, to more than 1,200 clients in over 50 countries, with annual trade of about USD 500 million. In 2023 we handled more than 15,000 sea, air and land shipments and grew by 85%.`,
		},
		mission: {
			ar: 'أن نوصل غذاءً آمناً وعالي الجودة من مصادره إلى موائد عملائنا بأسعار عادلة، عبر سلسلة توريد شفافة نتحمل مسؤوليتها من المزرعة حتى المستودع.',
			en: "To bring safe, high-quality food from its source to our clients' tables at fair prices, through a transparent supply chain we take responsibility for from farm to warehouse.",
		},
		vision: {
			ar: 'أن نكون الشريك الأول في تجارة الأغذية بين المملكة والعالم، وأن يقترن اسمنا بالجودة والموثوقية في كل سوق نعمل فيه.',
			en: 'To be the leading food-trade partner between Saudi Arabia and the world, and to have our name stand for quality and reliability in every market we serve.',
		},
		hero_badge: { ar: 'أكثر من 25 عاماً في تجارة الأغذية', en: '25+ years in the food trade' },
		hero_title: {
			ar: 'شريكك الموثوق في استيراد الأغذية وتصديرها وتعبئتها',
			en: 'Your trusted partner in food import, export and packaging',
		},
		hero_subtitle: {
			ar: 'من جدة إلى أكثر من 50 دولة: نورّد الأرز والتوابل والتمور والبقوليات والزيوت، ونعبّئها بعلامتكم التجارية، ونتولى الشحن والتخليص حتى باب مستودعكم.',
			en: 'From Jeddah to more than 50 countries: we source rice, spices, dates, pulses and oils, pack them under your brand, and handle freight and clearance to your warehouse door.',
		},
		hero_images: one(JSON.stringify(heroImages)),
		google_analytics_id: one(''),
		facebook_pixel_id: one(''),
		analytics_enabled: one('true'),
		// Empty: the default (90 days, decision 0022).
		analytics_retention_days: one(''),
		certification_warning_days: one(''),
		revision_retention: one(''),
	} satisfies Record<SiteSettingKey, SettingValue>
}

/** The single SEO row (id 1). */
export function seoSettings({ company, heroImages }: SettingsInput) {
	const image = heroImages[0] ?? ''
	return {
		meta_title_ar: `${company.ar} | استيراد وتصدير وتعبئة الأغذية`,
		meta_title_en: `${company.en} | Food Import, Export & Packing`,
		meta_description_ar:
			'أرز وتوابل وتمور وبقوليات وزيوت من أفضل المصادر، مع تعبئة بعلامتكم التجارية وشحن بحري وجوي وبري وتخليص جمركي. أكثر من 25 عاماً من الخبرة و1200 عميل في 50 دولة.',
		meta_description_en:
			'Rice, spices, dates, pulses and oils from the best origins, private-label packing, freight and customs clearance. 25+ years, 1,200 clients, 50 countries.',
		keywords_ar:
			'استيراد وتصدير أغذية، أرز بسمتي، تمور سعودية، توابل، بقوليات، زيوت، تعبئة تعاقدية، شحن، جدة',
		keywords_en:
			'food import export, basmati rice, Saudi dates, spices, pulses, edible oils, contract packing, freight, Jeddah',
		og_title_ar: `${company.ar}: من مصادر الغذاء إلى مستودعك`,
		og_title_en: `${company.en}: from the source to your warehouse`,
		og_description_ar: 'نستورد ونصدّر ونعبّئ نحو 300 منتج غذائي لأكثر من 1200 عميل في أكثر من 50 دولة.',
		og_description_en:
			'We import, export and pack some 300 food products for more than 1,200 clients in over 50 countries.',
		og_image: image,
		twitter_title_ar: `${company.ar} | تجارة الأغذية منذ أكثر من 25 عاماً`,
		twitter_title_en: `${company.en} | In the food trade for 25+ years`,
		twitter_description_ar: 'أرز وتوابل وتمور وزيوت، تعبئة بعلامتكم، وشحن وتخليص حتى باب مستودعكم.',
		twitter_description_en:
			'Rice, spices, dates and oils, private-label packing, and freight and clearance to your door.',
		twitter_image: image,
		canonical_url: '',
		robots_txt: 'User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /login',
		sitemap_enabled: true,
	}
}

export interface SeedAdvertisingCode {
	name: string
	type: AdvertisingCodeType
	platform: string
	code: string
}

/**
 * Two examples for the advertising screen, both disabled: the demo site loads no third-party
 * script until an administrator enters real ids and switches a code on.
 */
export const advertisingCodes: SeedAdvertisingCode[] = [
	{
		name: 'Google Tag Manager',
		type: 'header',
		platform: 'Google Tag Manager',
		code: `<!-- Google Tag Manager -->
<script>(function(w,d,s,l,i){w[l]=w[l]||[];w[l].push({'gtm.start':
new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],
j=d.createElement(s),dl=l!='dataLayer'?'&l='+l:'';j.async=true;j.src=
'https://www.googletagmanager.com/gtm.js?id='+i+dl;f.parentNode.insertBefore(j,f);
})(window,document,'script','dataLayer','GTM-XXXXXXX');</script>
<!-- End Google Tag Manager -->`,
	},
	{
		name: 'Live chat widget',
		type: 'body_end',
		platform: 'Tawk.to',
		code: `<!-- Live chat widget -->
<script async src="https://embed.tawk.to/000000000000000000000000/default" charset="UTF-8" crossorigin="anonymous"></script>
<noscript><a href="https://wa.me/966550123456" rel="noopener">WhatsApp</a></noscript>`,
	},
]
