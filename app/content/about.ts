import type { Lang } from '#app/i18n/lang.ts'

/**
 * Long-form copy of the About page, one object per language with the same shape. Only the route's
 * loader imports this module: it picks one language, so the other never reaches the browser and
 * none of it lands in the JavaScript bundle.
 */

/** Icons are chosen by the page; the copy only names them. */
export type AboutValueIcon = 'shield' | 'leaf' | 'clock' | 'handshake' | 'globe' | 'lightbulb'

export interface Figure {
	value: string
	label: string
}

export interface AboutCopy {
	metaTitle: string
	metaDescription: string
	hero: {
		eyebrow: string
		title: string
		lead: string
		primary: string
		secondary: string
		since: string
		sinceLabel: string
		place: string
		badges: string[]
		yearsValue: string
		yearsLabel: string
	}
	story: {
		eyebrow: string
		title: string
		paragraphs: string[]
		figures: Figure[]
		quote: string
		quoteBy: string
	}
	purpose: {
		eyebrow: string
		title: string
		text: string
		missionTitle: string
		mission: string
		visionTitle: string
		vision: string
	}
	values: {
		eyebrow: string
		title: string
		text: string
		items: { icon: AboutValueIcon; title: string; text: string }[]
	}
	operations: {
		eyebrow: string
		title: string
		text: string
		figures: Figure[]
		sitesTitle: string
		sites: { name: string; text: string }[]
	}
	timeline: {
		eyebrow: string
		title: string
		text: string
		items: { year: string; title: string; text: string }[]
	}
	certifications: {
		eyebrow: string
		title: string
		text: string
		items: { code: string; title: string; text: string }[]
	}
	cta: { title: string; text: string; primary: string; secondary: string }
}

export const aboutCopy: Record<Lang, AboutCopy> = {
	ar: {
		metaTitle: 'من نحن',
		metaDescription:
			'بيت تجاري سعودي من جدة منذ 1999، يستورد المواد الغذائية ويصدّرها ويعبّئها لأكثر من 1200 عميل في أكثر من 50 دولة، بشهادات ISO 22000 وHACCP وحلال ومستودعات جمركية ومبرّدة في جدة والدمام.',
		hero: {
			eyebrow: 'من نحن',
			title: 'بيت تجاري سعودي يربط مزارع العالم بأسواقه منذ 1999',
			lead: 'من مقرّنا في جدة على ساحل البحر الأحمر، نستورد المواد الغذائية والمنتجات الزراعية ونصدّرها ونعبّئها لأكثر من 1200 عميل في أكثر من 50 دولة، ونتولى شحنها وتخليصها الجمركي حتى تصل إلى مستودعاتهم سليمة وفي موعدها.',
			primary: 'تواصل مع فريقنا',
			secondary: 'استكشف خدماتنا',
			since: '1999',
			sinceLabel: 'عام التأسيس',
			place: 'جدة، المملكة العربية السعودية',
			badges: ['ISO 22000', 'HACCP', 'حلال'],
			yearsValue: '25+',
			yearsLabel: 'عامًا من الخبرة في تجارة الغذاء',
		},
		story: {
			eyebrow: 'قصتنا',
			title: 'خمسة وعشرون عامًا من الثقة، شحنةً بعد شحنة',
			paragraphs: [
				'بدأت قصتنا عام 1999 بمكتب صغير قرب ميناء جدة الإسلامي وفريق من خمسة أشخاص، يستورد الأرز والبقوليات من شبه القارة الهندية لتجّار الجملة في المنطقة الغربية. كان رأس مالنا الحقيقي سمعةً نبنيها على الوفاء بالمواعيد والمواصفات، وما زال هذا المبدأ يحكم كل ما نفعله.',
				'ومع نمو ثقة عملائنا توسّعنا في البهارات والزيوت والسكر، ثم بدأنا تصدير التمور والمنتجات الغذائية السعودية إلى أسواق الخليج وأفريقيا وآسيا وأوروبا. وفي عام 2010 افتتحنا أول خط للفرز والتعبئة، لنقدّم لعملائنا منتجات جاهزة للرفوف تحمل علاماتهم التجارية.',
				'واليوم نحن بيت تجاري متكامل: نشتري مباشرة من المنتجين في أكثر من 20 دولة منشأ، ونفحص كل دفعة ونعبّئها في منشآتنا المعتمدة، ثم نشحنها بحرًا وجوًا وبرًا ونتولى تخليصها الجمركي. تجاوز حجم تجارتنا السنوي 500 مليون دولار، ونفّذنا أكثر من 15,000 شحنة في عام 2023 وحده.',
			],
			figures: [
				{ value: '25+', label: 'عامًا من الخبرة' },
				{ value: '50+', label: 'دولة نصدّر إليها' },
				{ value: '1,200', label: 'عميل حول العالم' },
				{ value: '300+', label: 'منتج غذائي' },
			],
			quote: 'نعامل كل حاوية كأنها الأولى: ما اتفقنا عليه من مواصفات هو ما يصل، وفي الموعد الذي وعدنا به.',
			quoteBy: 'من المبادئ المؤسِّسة للشركة',
		},
		purpose: {
			eyebrow: 'رسالتنا ورؤيتنا',
			title: 'ما الذي يحرّكنا كل يوم',
			text: 'نؤمن بأن الغذاء الآمن حق لكل مائدة، وبأن التجارة العادلة تبني شراكات تدوم لعقود.',
			missionTitle: 'رسالتنا',
			mission:
				'أن نوفّر لعملائنا غذاءً آمنًا وعالي الجودة بأسعار عادلة، عبر سلسلة توريد شفافة نتحمّل مسؤوليتها من المزرعة حتى مستودعاتهم، وأن نكون الشريك الذي يعتمدون عليه في كل موسم.',
			visionTitle: 'رؤيتنا',
			vision:
				'أن نكون البوابة التجارية الأوثق للغذاء بين المملكة العربية السعودية والعالم، دعمًا للأمن الغذائي في المنطقة وإسهامًا في نمو الصادرات السعودية غير النفطية وفق مستهدفات رؤية 2030.',
		},
		values: {
			eyebrow: 'قيمنا',
			title: 'قيم نلتزم بها في كل صفقة',
			text: 'ليست شعارات على جدار، بل معايير نحاسب أنفسنا عليها مع كل طلب وكل شحنة.',
			items: [
				{
					icon: 'shield',
					title: 'الأمانة والشفافية',
					text: 'أسعار واضحة ووثائق كاملة وتواصل صريح، حتى حين تكون الأخبار غير سارّة كتأخّر سفينة أو تقلّب محصول.',
				},
				{
					icon: 'leaf',
					title: 'سلامة الغذاء أولًا',
					text: 'نطبّق نظامَي ISO 22000 وHACCP في كل مرحلة، ونفحص كل دفعة مخبريًا قبل أن تغادر مستودعاتنا.',
				},
				{
					icon: 'clock',
					title: 'الالتزام بالمواعيد',
					text: 'نخطط الشحنات على مواسم الطلب لدى عملائنا، ونتابعها يومًا بيوم حتى التسليم.',
				},
				{
					icon: 'handshake',
					title: 'شراكات طويلة الأمد',
					text: 'كثير من موردينا وعملائنا معنا منذ أكثر من عشر سنوات، ونبني علاقاتنا على المنفعة المتبادلة.',
				},
				{
					icon: 'globe',
					title: 'فهم عميق للأسواق',
					text: 'نعرف متطلبات التسجيل والتوسيم والحلال في كل سوق نخدمه، ونستعد لها قبل الشحن لا بعده.',
				},
				{
					icon: 'lightbulb',
					title: 'التطوير المستمر',
					text: 'نستثمر في الفرز البصري والتعبئة الآلية والتتبع الرقمي لنرفع الجودة ونخفض التكلفة على عملائنا.',
				},
			],
		},
		operations: {
			eyebrow: 'عملياتنا بالأرقام',
			title: 'فريق وبنية تحتية بحجم طموح عملائنا',
			text: 'ندير عملياتنا من جدة والدمام بفريق متخصص في المشتريات والجودة والشحن والتخليص الجمركي، يعمل بالعربية والإنجليزية والأردية والفرنسية.',
			figures: [
				{ value: '180+', label: 'موظفًا متخصصًا' },
				{ value: '24,000', label: 'متر مربع من المستودعات الجمركية والمبرّدة' },
				{ value: '6', label: 'خطوط للفرز والتعبئة' },
				{ value: '15,000', label: 'شحنة نُفّذت في عام 2023' },
				{ value: '500', label: 'مليون دولار حجم التجارة السنوي' },
				{ value: '85%', label: 'نموًا في حجم الأعمال' },
			],
			sitesTitle: 'مواقعنا',
			sites: [
				{
					name: 'جدة، المقر الرئيسي',
					text: 'الإدارة ومنشأة الفرز والتعبئة ومستودع جمركي ومبرّد، على بُعد دقائق من ميناء جدة الإسلامي.',
				},
				{
					name: 'الدمام، المنطقة الشرقية',
					text: 'مستودع جمركي ومبرّد يخدم ميناء الملك عبدالعزيز والمنافذ البرية إلى دول الخليج.',
				},
				{
					name: 'شبكة الوكلاء',
					text: 'وكلاء وشركاء شحن في أكثر من 40 ميناءً رئيسيًا في آسيا وأوروبا وأفريقيا والأمريكتين.',
				},
			],
		},
		timeline: {
			eyebrow: 'مسيرتنا',
			title: 'محطات من رحلتنا',
			text: 'من مكتب صغير قرب الميناء إلى بيت تجاري يخدم عملاءه في خمس قارات.',
			items: [
				{
					year: '1999',
					title: 'التأسيس في جدة',
					text: 'انطلقنا باستيراد الأرز والبقوليات لتجّار الجملة في المنطقة الغربية.',
				},
				{
					year: '2004',
					title: 'أولى صفقات التصدير',
					text: 'بدأنا تصدير التمور السعودية إلى أسواق الخليج واليمن وشرق أفريقيا.',
				},
				{
					year: '2010',
					title: 'خط التعبئة الأول',
					text: 'افتتحنا منشأة للفرز والتعبئة في جدة، وبدأنا التعبئة بالعلامات التجارية لعملائنا.',
				},
				{
					year: '2014',
					title: 'اعتماد سلامة الغذاء',
					text: 'حصلنا على شهادة ISO 22000 لنظام إدارة سلامة الغذاء واعتماد HACCP لجميع منشآتنا.',
				},
				{
					year: '2018',
					title: 'التوسع إلى الدمام',
					text: 'افتتحنا مستودعًا جمركيًا ومبرّدًا في الدمام لخدمة المنطقة الشرقية والمنافذ البرية الخليجية.',
				},
				{
					year: '2021',
					title: 'التتبع الرقمي والنقل الخليجي',
					text: 'أطلقنا منصة لتتبع الشحنات والمستندات لحظيًا، ووسّعنا شراكات النقل البري عبر دول الخليج بنظام TIR.',
				},
				{
					year: '2023',
					title: 'عام قياسي',
					text: 'تجاوزنا 15,000 شحنة في عام واحد، وحققنا نموًا بنسبة 85% في حجم الأعمال.',
				},
				{
					year: 'اليوم',
					title: 'أكثر من 50 دولة',
					text: 'نخدم أكثر من 1200 عميل بتشكيلة تتجاوز 300 منتج، وبحجم تجارة سنوي يفوق 500 مليون دولار.',
				},
			],
		},
		certifications: {
			eyebrow: 'الاعتمادات والشهادات',
			title: 'جودة موثّقة، لا مجرد وعود',
			text: 'تخضع منشآتنا وعملياتنا لتدقيق دوري من جهات مانحة مستقلة، وترافق كل شحنة الوثائق التي تثبت ذلك.',
			items: [
				{
					code: 'ISO 22000',
					title: 'نظام إدارة سلامة الغذاء',
					text: 'إصدار 2018، ويغطي الشراء والتخزين والتعبئة والتوزيع.',
				},
				{
					code: 'HACCP',
					title: 'تحليل المخاطر ونقاط التحكم الحرجة',
					text: 'خطط موثّقة لكل خط تعبئة ولكل فئة من المنتجات.',
				},
				{
					code: 'Halal',
					title: 'شهادات حلال معتمدة',
					text: 'من جهات اعتماد معترف بها في دول الخليج وجنوب شرق آسيا.',
				},
				{
					code: 'SFDA',
					title: 'تسجيل لدى هيئة الغذاء والدواء',
					text: 'منشآت ومنتجات مسجلة لدى الهيئة العامة للغذاء والدواء.',
				},
				{
					code: 'ISO 9001',
					title: 'نظام إدارة الجودة',
					text: 'إجراءات موحّدة لخدمة العملاء ومعالجة الطلبات والشكاوى.',
				},
			],
		},
		cta: {
			title: 'لنبدأ شراكة تدوم',
			text: 'أخبرونا بما تحتاجونه من منتجات وكميات ووجهات، وسيعود إليكم مدير حساب مخصص خلال يوم عمل واحد.',
			primary: 'تواصل معنا',
			secondary: 'تصفّح المنتجات',
		},
	},
	en: {
		metaTitle: 'About us',
		metaDescription:
			'A Saudi trading house based in Jeddah since 1999, importing, exporting and packing food for more than 1,200 clients in over 50 countries, certified to ISO 22000, HACCP and halal, with bonded and cold warehouses in Jeddah and Dammam.',
		hero: {
			eyebrow: 'About us',
			title: 'A Saudi trading house connecting the world’s farms with its markets since 1999',
			lead: 'From our base in Jeddah on the Red Sea coast, we import, export and pack foodstuffs and agricultural products for more than 1,200 clients in over 50 countries, and we handle the freight and customs clearance so every order reaches their warehouse intact and on time.',
			primary: 'Talk to our team',
			secondary: 'Explore our services',
			since: '1999',
			sinceLabel: 'Founded',
			place: 'Jeddah, Saudi Arabia',
			badges: ['ISO 22000', 'HACCP', 'Halal'],
			yearsValue: '25+',
			yearsLabel: 'years of experience in the food trade',
		},
		story: {
			eyebrow: 'Our story',
			title: 'Twenty-five years of trust, one shipment at a time',
			paragraphs: [
				'Our story began in 1999 with a small office near Jeddah Islamic Port and a team of five, importing rice and pulses from the Indian subcontinent for wholesalers in the Western Region. Our real capital was a reputation built on meeting every delivery date and every specification, and that principle still governs everything we do.',
				'As our clients’ trust grew, we added spices, edible oils and sugar, then began exporting Saudi dates and foodstuffs to markets across the Gulf, Africa, Asia and Europe. In 2010 we opened our first sorting and packing line, so that we could deliver shelf-ready products under our clients’ own brands.',
				'Today we are a fully integrated trading house. We buy directly from producers in more than 20 countries of origin, inspect and pack every lot in our certified facilities, ship it by sea, air and land, and clear it through customs. Our annual trade volume exceeds 500 million US dollars, and we handled more than 15,000 shipments in 2023 alone.',
			],
			figures: [
				{ value: '25+', label: 'years of experience' },
				{ value: '50+', label: 'export countries' },
				{ value: '1,200', label: 'clients worldwide' },
				{ value: '300+', label: 'food products' },
			],
			quote:
				'Treat every container as if it were the first: what arrives is exactly what we agreed, on the day we promised.',
			quoteBy: 'One of the company’s founding principles',
		},
		purpose: {
			eyebrow: 'Mission and vision',
			title: 'What drives us every day',
			text: 'We believe safe food belongs on every table, and that fair trade builds partnerships that last for decades.',
			missionTitle: 'Our mission',
			mission:
				'To supply our clients with safe, high-quality food at fair prices through a transparent supply chain we take responsibility for from the farm to their warehouse, and to be the partner they rely on in every season.',
			visionTitle: 'Our vision',
			vision:
				'To be the most trusted food trade gateway between Saudi Arabia and the world, strengthening food security in the region and contributing to the growth of Saudi non-oil exports in line with Vision 2030.',
		},
		values: {
			eyebrow: 'Our values',
			title: 'Values we hold to in every deal',
			text: 'Not slogans on a wall, but standards we hold ourselves to with every order and every shipment.',
			items: [
				{
					icon: 'shield',
					title: 'Integrity and transparency',
					text: 'Clear prices, complete documents and candid communication, even when the news is unwelcome, such as a delayed vessel or a difficult harvest.',
				},
				{
					icon: 'leaf',
					title: 'Food safety first',
					text: 'ISO 22000 and HACCP apply at every stage, and every lot is tested in the laboratory before it leaves our warehouses.',
				},
				{
					icon: 'clock',
					title: 'On time, every time',
					text: 'We plan shipments around our clients’ selling seasons and follow them day by day until delivery.',
				},
				{
					icon: 'handshake',
					title: 'Long-term partnerships',
					text: 'Many of our suppliers and clients have worked with us for more than ten years. We build relationships on mutual benefit.',
				},
				{
					icon: 'globe',
					title: 'Deep market knowledge',
					text: 'We know the registration, labelling and halal requirements of every market we serve, and prepare for them before shipping, not after.',
				},
				{
					icon: 'lightbulb',
					title: 'Continuous improvement',
					text: 'We invest in optical sorting, automated packing and digital tracking to raise quality and lower our clients’ costs.',
				},
			],
		},
		operations: {
			eyebrow: 'Our operations in numbers',
			title: 'A team and infrastructure built for our clients’ ambitions',
			text: 'We run our operations from Jeddah and Dammam with specialists in sourcing, quality, freight and customs clearance, working in Arabic, English, Urdu and French.',
			figures: [
				{ value: '180+', label: 'specialist staff' },
				{ value: '24,000', label: 'square metres of bonded and cold storage' },
				{ value: '6', label: 'sorting and packing lines' },
				{ value: '15,000', label: 'shipments handled in 2023' },
				{ value: '$500M', label: 'annual trade volume' },
				{ value: '85%', label: 'business growth' },
			],
			sitesTitle: 'Where we operate',
			sites: [
				{
					name: 'Jeddah, head office',
					text: 'Management, the sorting and packing plant, and a bonded and cold warehouse minutes from Jeddah Islamic Port.',
				},
				{
					name: 'Dammam, Eastern Province',
					text: 'A bonded and cold warehouse serving King Abdulaziz Port and the land border crossings to the Gulf states.',
				},
				{
					name: 'Agent network',
					text: 'Agents and freight partners in more than 40 major ports across Asia, Europe, Africa and the Americas.',
				},
			],
		},
		timeline: {
			eyebrow: 'Our journey',
			title: 'Milestones along the way',
			text: 'From a small office near the port to a trading house serving clients on five continents.',
			items: [
				{
					year: '1999',
					title: 'Founded in Jeddah',
					text: 'We started out importing rice and pulses for wholesalers in the Western Region.',
				},
				{
					year: '2004',
					title: 'First export contracts',
					text: 'We began exporting Saudi dates to the Gulf, Yemen and East Africa.',
				},
				{
					year: '2010',
					title: 'Our first packing line',
					text: 'We opened a sorting and packing plant in Jeddah and started packing under our clients’ brands.',
				},
				{
					year: '2014',
					title: 'Food safety certification',
					text: 'We were certified to ISO 22000 for food safety management, with HACCP approval for all our facilities.',
				},
				{
					year: '2018',
					title: 'Expansion to Dammam',
					text: 'We opened a bonded and cold warehouse in Dammam to serve the Eastern Province and the Gulf land borders.',
				},
				{
					year: '2021',
					title: 'Digital tracking and Gulf trucking',
					text: 'We launched real-time tracking of shipments and documents, and expanded our TIR road network across the Gulf.',
				},
				{
					year: '2023',
					title: 'A record year',
					text: 'We passed 15,000 shipments in a single year and grew our business by 85%.',
				},
				{
					year: 'Today',
					title: 'More than 50 countries',
					text: 'We serve over 1,200 clients with a range of more than 300 products and an annual trade volume above 500 million US dollars.',
				},
			],
		},
		certifications: {
			eyebrow: 'Certifications',
			title: 'Quality on paper, not just in promises',
			text: 'Independent certification bodies audit our facilities and processes regularly, and every shipment travels with the documents to prove it.',
			items: [
				{
					code: 'ISO 22000',
					title: 'Food safety management',
					text: 'The 2018 edition, covering sourcing, storage, packing and distribution.',
				},
				{
					code: 'HACCP',
					title: 'Hazard analysis and critical control points',
					text: 'Documented plans for every packing line and product family.',
				},
				{
					code: 'Halal',
					title: 'Accredited halal certification',
					text: 'From certifiers recognised across the Gulf and South-East Asia.',
				},
				{
					code: 'SFDA',
					title: 'Saudi Food and Drug Authority',
					text: 'Facilities and products registered with the Saudi regulator.',
				},
				{
					code: 'ISO 9001',
					title: 'Quality management',
					text: 'Standard procedures for client service, order handling and complaints.',
				},
			],
		},
		cta: {
			title: 'Let’s build a lasting partnership',
			text: 'Tell us which products, quantities and destinations you need, and a dedicated account manager will come back to you within one working day.',
			primary: 'Contact us',
			secondary: 'Browse products',
		},
	},
}
