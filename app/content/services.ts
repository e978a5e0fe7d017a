import type { Lang } from '#app/i18n/lang.ts'

/**
 * Long-form copy of the services overview and the six service pages, one object per language with
 * the same shape. Only route loaders import this module: they pick one language and one page, so
 * the rest never reaches the browser and none of it lands in the JavaScript bundle.
 */

/** The six service pages, in the order the site lists them (see app/lib/site-nav.ts). */
export const serviceSlugs = [
	'import',
	'export',
	'processing',
	'sea-freight',
	'air-freight',
	'land-transport',
] as const
export type ServiceSlug = (typeof serviceSlugs)[number]

export function isServiceSlug(value: string | undefined): value is ServiceSlug {
	return (serviceSlugs as readonly string[]).includes(value ?? '')
}

/** Language-neutral facts about each service: its group, neighbours and contact-form service value. */
export const serviceInfo: Record<
	ServiceSlug,
	{
		group: 'trade' | 'logistics'
		related: [ServiceSlug, ServiceSlug, ServiceSlug]
		contactService?: 'sea_freight' | 'air_freight' | 'land_transport'
	}
> = {
	import: { group: 'trade', related: ['sea-freight', 'processing', 'land-transport'] },
	export: { group: 'trade', related: ['sea-freight', 'processing', 'air-freight'] },
	processing: { group: 'trade', related: ['import', 'export', 'sea-freight'] },
	'sea-freight': {
		group: 'logistics',
		related: ['land-transport', 'import', 'export'],
		contactService: 'sea_freight',
	},
	'air-freight': {
		group: 'logistics',
		related: ['sea-freight', 'export', 'land-transport'],
		contactService: 'air_freight',
	},
	'land-transport': {
		group: 'logistics',
		related: ['sea-freight', 'import', 'air-freight'],
		contactService: 'land_transport',
	},
}

export interface Figure {
	value: string
	label: string
}

export interface Step {
	title: string
	text: string
}

export interface ServicePage {
	/** Short name: cards, breadcrumbs, page title. */
	title: string
	/** The page's h1. */
	heading: string
	eyebrow: string
	/** One or two sentences for cards and the meta description. */
	summary: string
	/** Three short selling points for the overview card. */
	points: [string, string, string]
	lead: string
	highlights: [Figure, Figure, Figure]
	/** A sample lane drawn in the hero card. */
	lane: { label: string; from: string; to: string; time: string }
	included: Step[]
	steps: Step[]
	facts: Figure[]
	faq: { q: string; a: string }[]
	cta: { title: string; text: string }
}

export interface ServicesCopy {
	overview: {
		metaTitle: string
		metaDescription: string
		hero: { eyebrow: string; title: string; lead: string; jumpLabel: string }
		figures: Figure[]
		trade: { eyebrow: string; title: string; text: string }
		logistics: { eyebrow: string; title: string; text: string }
		customs: { eyebrow: string; title: string; text: string; points: string[]; figure: Figure }
		process: { eyebrow: string; title: string; text: string; steps: Step[] }
		more: string
		cta: { title: string; text: string; primary: string; secondary: string }
	}
	detail: {
		quote: string
		included: { eyebrow: string; title: string }
		process: { eyebrow: string; title: string }
		facts: { eyebrow: string; title: string }
		faq: { eyebrow: string; title: string; text: string }
		related: { eyebrow: string; title: string }
		more: string
		allServices: string
	}
	pages: Record<ServiceSlug, ServicePage>
}

export const servicesCopy: Record<Lang, ServicesCopy> = {
	ar: {
		overview: {
			metaTitle: 'خدماتنا',
			metaDescription:
				'استيراد وتصدير وتعبئة المواد الغذائية، مع شحن بحري وجوي ونقل بري وتخليص جمركي متكامل من جدة والدمام إلى أكثر من 50 دولة.',
			hero: {
				eyebrow: 'خدماتنا',
				title: 'سلسلة توريد غذائية متكاملة تحت سقف واحد',
				lead: 'من التعاقد مع المنتجين حتى تسليم البضاعة في مستودعاتكم، نقدّم ست خدمات مترابطة يديرها فريق واحد ومدير حساب واحد، مع تخليص جمركي مدمج في كل منها.',
				jumpLabel: 'انتقل إلى خدمة',
			},
			figures: [
				{ value: '25+', label: 'عامًا من الخبرة' },
				{ value: '15,000', label: 'شحنة في عام 2023' },
				{ value: '40+', label: 'ميناءً رئيسيًا' },
				{ value: '50+', label: 'دولة نصدّر إليها' },
			],
			trade: {
				eyebrow: 'خدمات التجارة',
				title: 'نشتري ونصدّر ونعبّئ لحسابكم',
				text: 'خبرة ربع قرن في أسواق المنشأ والوجهة، وجودة موثّقة في كل دفعة.',
			},
			logistics: {
				eyebrow: 'الشحن والنقل',
				title: 'نوصل بضائعكم بحرًا وجوًا وبرًا',
				text: 'اختاروا الوسيلة التي توازن بين التكلفة والسرعة، ونتكفّل نحن بالباقي من الحجز حتى التسليم.',
			},
			customs: {
				eyebrow: 'التخليص الجمركي',
				title: 'تخليص جمركي مدمج في كل خدمة',
				text: 'لا تحتاجون إلى مخلّص منفصل: فريقنا المرخّص يتولى الإجراءات في الموانئ والمطارات والمنافذ البرية، ويجهّز المستندات قبل وصول الشحنة.',
				points: [
					'تصنيف البضائع وفق النظام المنسّق HS واحتساب الرسوم',
					'تسجيل المنتجات والمنشآت لدى هيئة الغذاء والدواء SFDA',
					'شهادات المطابقة عبر منصة سابر SABER لمواد التعبئة والمعدات',
					'شهادات المنشأ المصدّقة من الغرفة التجارية',
					'الشهادات الصحية وشهادات الحلال والتحليل',
					'الإفراج في ميناءَي جدة والدمام والمطارات والمنافذ البرية',
				],
				figure: { value: '48', label: 'ساعة متوسط الإفراج عن الشحنات مكتملة المستندات' },
			},
			process: {
				eyebrow: 'كيف نعمل',
				title: 'خمس خطوات من الاستفسار حتى التسليم',
				text: 'طريقة عمل واضحة، ومدير حساب واحد يتابع طلبكم في كل مرحلة.',
				steps: [
					{
						title: 'الاستفسار',
						text: 'تخبروننا بالمنتج والكمية والمواصفات والوجهة عبر نموذج التواصل أو الهاتف.',
					},
					{
						title: 'العرض والتعاقد',
						text: 'نرسل عرض سعر مفصّلًا خلال يوم عمل واحد، ونوقّع العقد بشروط التسليم المتفق عليها.',
					},
					{
						title: 'التوريد والجودة',
						text: 'نورّد المنتج ونفحصه مخبريًا ونعبّئه وفق المواصفات، مع عينات للاعتماد عند الحاجة.',
					},
					{ title: 'الشحن والتخليص', text: 'نشحن بالوسيلة الأنسب، ونجهّز الوثائق ونخلّص الشحنة جمركيًا.' },
					{
						title: 'التسليم والمتابعة',
						text: 'نسلّم البضاعة إلى مستودعكم، ونبقى على تواصل لضمان رضاكم والتخطيط للطلب التالي.',
					},
				],
			},
			more: 'تفاصيل الخدمة',
			cta: {
				title: 'أخبرونا عن شحنتكم القادمة',
				text: 'المنتج والكمية والوجهة تكفي لنبدأ، وسيعود إليكم فريقنا بعرض سعر خلال يوم عمل واحد.',
				primary: 'اطلب عرض سعر',
				secondary: 'تصفّح المنتجات',
			},
		},
		detail: {
			quote: 'اطلب عرض سعر',
			included: { eyebrow: 'نطاق الخدمة', title: 'ما الذي تشمله الخدمة' },
			process: { eyebrow: 'كيف نعمل', title: 'خطوات واضحة من الطلب حتى التسليم' },
			facts: { eyebrow: 'حقائق أساسية', title: 'معلومات تساعدكم على التخطيط' },
			faq: {
				eyebrow: 'أسئلة شائعة',
				title: 'إجابات عن أكثر ما يسألنا عنه العملاء',
				text: 'لم تجدوا إجابة سؤالكم؟ فريقنا يسعد بالرد عليكم خلال يوم عمل واحد.',
			},
			related: { eyebrow: 'خدمات ذات صلة', title: 'خدمات تكمل سلسلة التوريد' },
			more: 'اعرف المزيد',
			allServices: 'جميع الخدمات',
		},
		pages: {
			import: {
				title: 'الاستيراد',
				heading: 'استيراد المواد الغذائية من مصادرها إلى مستودعاتكم',
				eyebrow: 'خدمات التجارة',
				summary:
					'نستورد الحبوب والبهارات والزيوت والسكر من أفضل مناطق الإنتاج، مع فحص الجودة والتخليص الجمركي حتى مستودعاتكم.',
				points: ['شراء مباشر من المنتجين', 'فحص الجودة قبل الشحن', 'تسجيل المنتجات وتخليصها'],
				lead: 'نتولى عنكم رحلة الاستيراد كاملة: نختار المورد المناسب ونتفاوض على السعر والمواصفات، ونفحص البضاعة قبل شحنها، ونحجز الشحن ونتابعه، ثم نخلّص الشحنة ونسلّمها إلى مستودعاتكم في المملكة أو في أي دولة خليجية.',
				highlights: [
					{ value: '20+', label: 'دولة منشأ' },
					{ value: '48', label: 'ساعة متوسط التخليص' },
					{ value: '100%', label: 'من الدفعات مفحوصة' },
				],
				lane: { label: 'مسار نموذجي', from: 'مومباي', to: 'جدة', time: '8–10 أيام' },
				included: [
					{
						title: 'البحث عن الموردين واعتمادهم',
						text: 'شبكة من المنتجين المعتمدين في الهند وباكستان وتايلاند وفيتنام وتركيا ومصر والبرازيل، نزورهم ونقيّمهم دوريًا.',
					},
					{
						title: 'التفاوض والتعاقد',
						text: 'نتفاوض على السعر والمواصفات وشروط التسليم FOB أو CFR أو CIF، ونصوغ العقود ونفتح الاعتمادات المستندية.',
					},
					{
						title: 'الفحص قبل الشحن',
						text: 'مفتشون مستقلون يسحبون العينات ويتحققون من الجودة والوزن والتعبئة قبل التحميل في بلد المنشأ.',
					},
					{
						title: 'الشحن والتأمين',
						text: 'حجز الحاويات الجافة والمبرّدة لدى كبرى الخطوط الملاحية، مع تأمين بحري شامل للبضاعة.',
					},
					{
						title: 'التسجيل والتخليص الجمركي',
						text: 'تسجيل المنتجات لدى هيئة الغذاء والدواء، وتصنيفها بالرمز المنسّق HS، والإفراج عنها في الميناء.',
					},
					{
						title: 'التخزين والتوزيع',
						text: 'تخزين في مستودعاتنا الجمركية والمبرّدة في جدة والدمام، وتوزيع بالشاحنات حسب جدول طلباتكم.',
					},
				],
				steps: [
					{ title: 'تحديد الاحتياج', text: 'نتفق على المنتج والمواصفات والكمية وموعد الوصول المطلوب.' },
					{ title: 'التوريد والتعاقد', text: 'نقارن عروض الموردين المعتمدين، ونوقّع العقد بأفضل سعر وشروط.' },
					{
						title: 'الفحص والشحن',
						text: 'نفحص البضاعة في بلد المنشأ، ثم نشحنها ونرسل إليكم المستندات وتحديثات التتبع.',
					},
					{ title: 'التخليص والتسليم', text: 'نخلّص الشحنة في ميناء الوصول ونسلّمها إلى مستودعكم.' },
				],
				facts: [
					{ value: 'الهند · باكستان · تايلاند · فيتنام · البرازيل', label: 'أبرز دول المنشأ' },
					{ value: 'أرز · بقوليات · بهارات · زيوت · سكر', label: 'أبرز الأصناف' },
					{ value: 'FOB · CFR · CIF', label: 'شروط الشراء' },
					{ value: '48–72 ساعة', label: 'الإفراج بعد التفريغ' },
					{ value: 'حاوية 20 قدمًا', label: 'الحد الأدنى المعتاد للطلب' },
					{ value: 'جدة · الدمام', label: 'موانئ الوصول ومستودعاتنا' },
				],
				faq: [
					{
						q: 'هل تستوردون لحسابنا أم تبيعون لنا بعد الاستيراد؟',
						a: 'الخياران متاحان: يمكن أن نستورد باسمنا ونبيعكم البضاعة مخلّصة في مستودعاتنا أو مسلّمة إلى مستودعكم، أو نتولى الاستيراد باسم منشأتكم مقابل رسوم خدمة واضحة.',
					},
					{
						q: 'ما المستندات المطلوبة لاستيراد المواد الغذائية إلى المملكة؟',
						a: 'تشمل عادةً الفاتورة التجارية وقائمة التعبئة وبوليصة الشحن وشهادة المنشأ والشهادة الصحية وشهادة الحلال للمنتجات الحيوانية، إضافةً إلى تسجيل المنتج لدى هيئة الغذاء والدواء. نحن نجهّز هذه المستندات ونراجعها قبل وصول الشحنة.',
					},
					{
						q: 'كيف تضمنون جودة البضاعة قبل وصولها؟',
						a: 'نعمل مع موردين معتمدين زرناهم بأنفسنا، ونكلّف مفتشين مستقلين بفحص كل دفعة قبل التحميل، ونحلّل العينات مخبريًا عند الوصول قبل الإفراج عن البضاعة لكم.',
					},
					{
						q: 'هل يمكن استيراد كميات صغيرة؟',
						a: 'نعم، نجمع الطلبات الصغيرة في شحنات مجمّعة، أو نورّدها من مخزوننا في جدة والدمام مباشرة.',
					},
				],
				cta: {
					title: 'خطّطوا لاستيرادكم القادم معنا',
					text: 'أخبرونا بالمنتج والكمية وموعد الوصول المطلوب، ونرسل إليكم عرضًا مفصّلًا حتى باب مستودعكم.',
				},
			},
			export: {
				title: 'التصدير',
				heading: 'تصدير التمور والمنتجات الغذائية السعودية إلى أكثر من 50 دولة',
				eyebrow: 'خدمات التجارة',
				summary:
					'نصدّر التمور والمنتجات الغذائية السعودية والخليجية إلى أكثر من 50 دولة بشروط FOB وCIF وDAP، مع وثائق منشأ وحلال كاملة.',
				points: ['تمور ومنتجات سعودية وخليجية', 'شروط FOB وCIF وDAP', 'شهادات منشأ وحلال وتحليل'],
				lead: 'نفتح للمنتجات الغذائية السعودية أسواقًا جديدة في الخليج وآسيا وأفريقيا وأوروبا: نكيّف المواصفات والتوسيم مع متطلبات كل سوق، ونستخرج شهادات المنشأ والحلال والتحليل، ونشحن بالشروط التي تناسب المشتري.',
				highlights: [
					{ value: '50+', label: 'دولة نصدّر إليها' },
					{ value: '5', label: 'قارات نخدم أسواقها' },
					{ value: '4', label: 'شروط تسليم مرنة' },
				],
				lane: { label: 'مسار نموذجي', from: 'جدة', to: 'روتردام', time: '14–18 يومًا' },
				included: [
					{
						title: 'دراسة الأسواق والتسعير',
						text: 'ندرس الطلب والمنافسة ومتطلبات الاستيراد في السوق المستهدفة، ونقدّم تسعيرًا واضحًا لكل شرط تسليم.',
					},
					{
						title: 'مطابقة المواصفات والتوسيم',
						text: 'نكيّف العبوات والملصقات واللغات وتواريخ الصلاحية مع أنظمة بلد الوجهة.',
					},
					{
						title: 'الوثائق والشهادات',
						text: 'شهادة المنشأ المصدّقة من الغرفة التجارية، وشهادة الحلال، والشهادة الصحية، وشهادة التحليل، والفاتورة وقائمة التعبئة.',
					},
					{
						title: 'شروط تسليم مرنة',
						text: 'نبيع بشرط FOB من ميناء جدة أو الدمام، أو بشرطَي CFR وCIF إلى ميناء الوجهة، أو بشرط DAP حتى مستودع المشتري.',
					},
					{
						title: 'الدفع والضمانات',
						text: 'نتعامل بالاعتمادات المستندية والتحصيل المستندي، ونستفيد من تأمين ائتمان الصادرات عند الحاجة.',
					},
					{
						title: 'المتابعة بعد البيع',
						text: 'نتابع وصول الشحنة وتخليصها لدى المشتري، ونعالج أي ملاحظة على الجودة بسرعة وشفافية.',
					},
				],
				steps: [
					{
						title: 'الطلب والعرض',
						text: 'يصلنا طلبكم بالمنتج والكمية والوجهة، فنرسل عرض سعر مفصّلًا خلال يوم عمل واحد.',
					},
					{
						title: 'العقد والتجهيز',
						text: 'نوقّع العقد، ونجهّز الكمية ونفحصها ونعبّئها وفق المواصفات المتفق عليها.',
					},
					{
						title: 'الوثائق والتخليص',
						text: 'نستخرج شهادات المنشأ والحلال والتحليل، ونخلّص الشحنة جمركيًا للتصدير.',
					},
					{
						title: 'الشحن والتتبع',
						text: 'نحجز الحاوية ونشحنها، ونرسل إليكم المستندات وتحديثات التتبع حتى الوصول.',
					},
				],
				facts: [
					{ value: 'FOB · CFR · CIF · DAP', label: 'شروط التسليم' },
					{ value: 'جدة الإسلامي · الملك عبدالعزيز بالدمام', label: 'موانئ الشحن' },
					{ value: 'حاوية 20 قدمًا', label: 'الحد الأدنى المعتاد للطلب' },
					{ value: '7–14 يومًا', label: 'مدة التجهيز من تأكيد الطلب' },
					{ value: 'تمور · تمور محشوة · عسل · منتجات ألبان', label: 'أبرز الأصناف' },
					{ value: 'الخليج · أفريقيا · آسيا · أوروبا', label: 'أسواق رئيسية' },
				],
				faq: [
					{
						q: 'ما الحد الأدنى لكمية التصدير؟',
						a: 'الحد الأدنى المعتاد حاوية واحدة بطول 20 قدمًا، ويمكن دمج أكثر من صنف في الحاوية نفسها. وللطلبات التجريبية نقدّم شحنات جوية أو مجمّعة بكميات أصغر.',
					},
					{
						q: 'ما شروط التسليم التي تعتمدونها؟',
						a: 'نعمل بشروط FOB وCFR وCIF وDAP وفق قواعد إنكوترمز 2020، ونساعدكم على اختيار الشرط الأنسب لتكلفة الشحن والتأمين إلى بلدكم.',
					},
					{
						q: 'هل توفّرون شهادة حلال وشهادة منشأ؟',
						a: 'نعم، ترافق كل شحنة شهادة منشأ مصدّقة من الغرفة التجارية وشهادة حلال من جهة معتمدة، إضافةً إلى الشهادة الصحية وشهادة التحليل عند طلبها.',
					},
					{
						q: 'هل يمكن التصدير بعلامتنا التجارية؟',
						a: 'بالتأكيد. نعبّئ المنتجات بعلامتكم التجارية وبالأحجام واللغات التي تتطلبها سوقكم، بعد اعتمادكم للتصميم والعينات.',
					},
				],
				cta: {
					title: 'هل تبحثون عن مورّد سعودي موثوق؟',
					text: 'أرسلوا إلينا الصنف والكمية وميناء الوجهة، ونعود إليكم بعرض سعر وجدول شحن خلال يوم عمل واحد.',
				},
			},
			processing: {
				title: 'التصنيع والتعبئة',
				heading: 'فرز وتنظيف وتعبئة بعلامتكم التجارية',
				eyebrow: 'خدمات التجارة',
				summary:
					'خطوط فرز وتنظيف وتعبئة في جدة بعلامتكم التجارية، بأحجام تبدأ من عبوات التجزئة وتصل إلى أكياس الجملة.',
				points: ['6 خطوط فرز وتعبئة', 'عبوات من 250 غرامًا إلى 50 كيلوغرامًا', 'تعبئة بعلامتكم الخاصة'],
				lead: 'في منشأتنا المعتمدة في جدة نحوّل المنتجات السائبة إلى عبوات جاهزة للرفوف: ننظّفها ونفرزها بصريًا ونعبّئها آليًا بالوزن الدقيق، ونطبع عليها علامتكم التجارية وبيانات التوسيم المطلوبة في سوقكم.',
				highlights: [
					{ value: '6', label: 'خطوط فرز وتعبئة' },
					{ value: '120', label: 'طنًا طاقة يومية' },
					{ value: '100%', label: 'دفعات مفحوصة مخبريًا' },
				],
				lane: { label: 'دورة إنتاج نموذجية', from: 'منتج سائب', to: 'عبوة بعلامتكم', time: '5–10 أيام عمل' },
				included: [
					{
						title: 'التنظيف والفرز',
						text: 'إزالة الشوائب والحصى والحبوب المكسورة، وفرز بصري بالألوان يضمن تجانس الدفعة.',
					},
					{
						title: 'التعبئة الآلية',
						text: 'عبوات من 250 غرامًا إلى 5 كيلوغرامات للتجزئة، وأكياس من 10 إلى 50 كيلوغرامًا للجملة والمطاعم.',
					},
					{
						title: 'علامتكم الخاصة',
						text: 'تصميم العبوات وطباعتها بعلامتكم التجارية، مع بيانات توسيم ثنائية اللغة مطابقة لاشتراطات هيئة الغذاء والدواء.',
					},
					{
						title: 'مواد تعبئة متنوعة',
						text: 'أكياس منسوجة وورقية، وعبوات مفرّغة من الهواء، وعلب كرتونية، وأغلفة واقية من الرطوبة.',
					},
					{
						title: 'الفحص المخبري',
						text: 'تحليل الرطوبة والمتبقيات والسموم الفطرية لكل دفعة، مع شهادة تحليل ترافق الشحنة.',
					},
					{
						title: 'التخزين والتجهيز للشحن',
						text: 'تخزين في مستودعات جافة ومبرّدة، وتحميل الحاويات مباشرة من المنشأة.',
					},
				],
				steps: [
					{
						title: 'اعتماد المواصفات',
						text: 'نتفق على المنتج والجودة والأوزان وتصميم العبوة، ونرسل إليكم عينات للاعتماد.',
					},
					{ title: 'الاستلام والفحص', text: 'نستلم المنتج السائب ونحلّله مخبريًا قبل دخوله خط الإنتاج.' },
					{
						title: 'التنظيف والتعبئة',
						text: 'ننظّف المنتج ونفرزه ونعبّئه آليًا بالوزن الدقيق، مع رقم دفعة يتيح تتبّعه.',
					},
					{
						title: 'الفحص النهائي والشحن',
						text: 'نفحص العينات النهائية ونصدر شهادة التحليل، ثم نحمّل الحاويات أو نسلّم إلى مستودعاتكم.',
					},
				],
				facts: [
					{ value: '250 غرامًا – 50 كيلوغرامًا', label: 'أحجام العبوات' },
					{ value: '120 طنًا يوميًا', label: 'الطاقة الإنتاجية' },
					{ value: '10 أطنان لكل صنف', label: 'الحد الأدنى للتعبئة الخاصة' },
					{ value: 'أرز · بقوليات · بهارات · سكر · مكسرات · تمور', label: 'المنتجات' },
					{ value: 'ISO 22000 · HACCP · حلال', label: 'الاعتمادات' },
					{ value: 'بالعربية والإنجليزية ولغات أخرى', label: 'التوسيم' },
				],
				faq: [
					{
						q: 'ما الحد الأدنى لطلب التعبئة بعلامتنا؟',
						a: 'يبدأ الحد الأدنى من 10 أطنان لكل صنف وحجم عبوة، ويمكن توزيع الكمية على أكثر من حجم بعد الاتفاق.',
					},
					{
						q: 'هل تساعدوننا في تصميم العبوة؟',
						a: 'نعم، يعدّ فريقنا التصميم وبيانات التوسيم بالعربية والإنجليزية وفق اشتراطات الهيئة العامة للغذاء والدواء، ويرسله إليكم للاعتماد قبل الطباعة.',
					},
					{
						q: 'كم تستغرق دورة الإنتاج؟',
						a: 'تستغرق الطلبات المعتادة من 5 إلى 10 أيام عمل بعد اعتماد العينات وتوفّر مواد التعبئة. ويحتاج أول طلب بتصميم جديد عادةً إلى أسبوعين إضافيين لطباعة العبوات.',
					},
					{
						q: 'هل يمكن تعبئة منتج نورّده نحن؟',
						a: 'نعم، نقدّم خدمة التعبئة لحساب الغير لمنتجات عملائنا، بشرط اجتيازها فحص الاستلام المخبري.',
					},
				],
				cta: {
					title: 'لنصنع منتجكم القادم معًا',
					text: 'أخبرونا بالصنف والأحجام والكمية، ونرسل إليكم عرضًا وعينات للاعتماد.',
				},
			},
			'sea-freight': {
				title: 'الشحن البحري',
				heading: 'شحن بحري للمواد الغذائية بحاويات جافة ومبرّدة',
				eyebrow: 'خدمات الشحن',
				summary:
					'حاويات كاملة ومجمّعة، جافة ومبرّدة، عبر أكثر من 40 ميناءً رئيسيًا، مع الحجز والتتبع والتخليص في الموانئ.',
				points: ['حاويات كاملة FCL ومجمّعة LCL', 'حاويات مبرّدة بتحكم دقيق', 'وكلاء في أكثر من 40 ميناءً'],
				lead: 'الشحن البحري هو العمود الفقري لتجارة الغذاء، ونديره لعملائنا من الباب إلى الباب: نحجز المساحة لدى كبرى الخطوط الملاحية، ونختار الحاوية المناسبة للمنتج، ونراقب الحرارة والرطوبة في الحاويات المبرّدة، ونتابع الشحنة حتى تفريغها وتخليصها.',
				highlights: [
					{ value: '40+', label: 'ميناءً نخدمه' },
					{ value: 'FCL/LCL', label: 'حاويات كاملة ومجمّعة' },
					{ value: '24/7', label: 'مراقبة الحاويات المبرّدة' },
				],
				lane: { label: 'مسار نموذجي', from: 'جدة', to: 'روتردام', time: '14–18 يومًا' },
				included: [
					{
						title: 'حاويات كاملة FCL',
						text: 'حاويات جافة بطول 20 و40 قدمًا وعالية السعة، للحبوب والسكر والمنتجات المعبأة.',
					},
					{
						title: 'شحن مجمّع LCL',
						text: 'للكميات الأقل من حاوية، ندمج شحنتكم مع شحنات أخرى في مستودعاتنا بجدة والدمام.',
					},
					{
						title: 'حاويات مبرّدة',
						text: 'حاويات مبرّدة بطول 40 قدمًا للتمور والفواكه والأغذية المجمدة، بحرارة مضبوطة من 25 درجة تحت الصفر إلى 25 درجة فوقه.',
					},
					{
						title: 'الحجز وأسعار الشحن',
						text: 'عقود سنوية مع الخطوط الملاحية الكبرى تضمن المساحة والأسعار حتى في مواسم الذروة.',
					},
					{ title: 'التأمين البحري', text: 'تغطية تأمينية شاملة للبضاعة من مستودع المورد حتى مستودعكم.' },
					{
						title: 'التخليص والتسليم',
						text: 'تخليص جمركي في ميناء الوصول ونقل داخلي بالشاحنات حتى باب مستودعكم.',
					},
				],
				steps: [
					{
						title: 'طلب عرض السعر',
						text: 'تخبروننا بالمنتج والوزن وميناءَي التحميل والوصول، فنرسل عرضًا بأفضل خط ملاحي وموعد إبحار.',
					},
					{
						title: 'الحجز والتحميل',
						text: 'نحجز الحاوية ونرتّب التحميل والفحص والتصوير، ونصدر بوليصة الشحن.',
					},
					{
						title: 'المتابعة أثناء الإبحار',
						text: 'نرسل إليكم تحديثات التتبع وموعد الوصول المتوقع، ونراقب حرارة الحاويات المبرّدة.',
					},
					{ title: 'الوصول والتخليص', text: 'نقدّم المستندات مسبقًا لتسريع الإفراج، ونخلّص الشحنة في الميناء.' },
					{
						title: 'التسليم',
						text: 'ننقل الحاوية أو البضاعة إلى مستودعكم، ونعيد الحاوية الفارغة في موعدها.',
					},
				],
				facts: [
					{ value: '20′ · 40′ · 40′ HC · 40′ Reefer', label: 'أنواع الحاويات' },
					{ value: 'من 25 تحت الصفر إلى 25 فوقه', label: 'حرارة الحاويات المبرّدة (مئوية)' },
					{ value: '3–6 أيام', label: 'زمن العبور إلى موانئ الخليج' },
					{ value: '7–10 أيام', label: 'زمن العبور إلى شرق أفريقيا' },
					{ value: '14–18 يومًا', label: 'زمن العبور إلى شمال أوروبا' },
					{ value: '18–24 يومًا', label: 'زمن العبور إلى شرق آسيا' },
				],
				faq: [
					{
						q: 'ما الفرق بين الشحن الكامل FCL والمجمّع LCL؟',
						a: 'في الشحن الكامل تستأجرون الحاوية كلها لبضاعتكم، وهو الأوفر عندما تتجاوز الكمية نحو 15 مترًا مكعبًا. أما في الشحن المجمّع فتدفعون مقابل المساحة التي تشغلها بضاعتكم فقط، وهو مناسب للطلبات الصغيرة والتجريبية.',
					},
					{
						q: 'كيف تحافظون على جودة المنتجات المبرّدة أثناء الشحن؟',
						a: 'نضبط حرارة الحاوية ورطوبتها وتهويتها حسب المنتج قبل التحميل، ونراقبها عن بُعد طوال الرحلة، ونسلّمكم سجل الحرارة الكامل عند الوصول.',
					},
					{
						q: 'هل تشمل الخدمة التأمين والتخليص الجمركي؟',
						a: 'يمكن أن تشمل عروضنا التأمين البحري والتخليص الجمركي والنقل الداخلي بسعر واحد، أو أن تقتصر على الشحن من ميناء إلى ميناء حسب رغبتكم.',
					},
					{
						q: 'كم يستغرق الإفراج عن الشحنة في ميناء جدة؟',
						a: 'عند اكتمال المستندات وتسجيل المنتج لدى هيئة الغذاء والدواء، يُفرج عن معظم الشحنات خلال 48 إلى 72 ساعة من التفريغ.',
					},
				],
				cta: {
					title: 'احصلوا على عرض سعر للشحن البحري',
					text: 'أرسلوا إلينا ميناءَي التحميل والوصول ونوع البضاعة ووزنها، ونعود إليكم بأفضل خيار خلال يوم عمل واحد.',
				},
			},
			'air-freight': {
				title: 'الشحن الجوي',
				heading: 'شحن جوي سريع للمنتجات الطازجة والشحنات العاجلة',
				eyebrow: 'خدمات الشحن',
				summary:
					'شحن جوي للمنتجات الطازجة والقابلة للتلف والطلبات العاجلة، مع مناولة مبرّدة وتخليص سريع في المطارات.',
				points: ['سلسلة تبريد متصلة', 'رحلات يومية من جدة والرياض والدمام', 'تخليص خلال ساعات'],
				lead: 'عندما يكون الوقت هو العامل الحاسم ننقل شحناتكم جوًا: الفواكه والخضروات الطازجة، واللحوم والأسماك، والعينات والطلبات العاجلة. نحجز المساحة لدى الناقلات الجوية، ونجهّز التغليف المبرّد، ونتابع الشحنة حتى تسليمها.',
				highlights: [
					{ value: '48', label: 'ساعة إلى معظم الوجهات' },
					{ value: '3', label: 'مطارات انطلاق في المملكة' },
					{ value: '24/7', label: 'متابعة الشحنات' },
				],
				lane: { label: 'مسار نموذجي', from: 'جدة', to: 'لندن', time: 'خلال 48 ساعة' },
				included: [
					{
						title: 'مناولة المنتجات القابلة للتلف',
						text: 'سلسلة تبريد متصلة من مستودعنا حتى الطائرة، بحرارة بين درجتين و8 درجات مئوية للمنتجات الطازجة، وتجميد للمنتجات المجمدة.',
					},
					{
						title: 'حجز المساحة',
						text: 'اتفاقيات مع الناقلات الوطنية والدولية تضمن المساحة على الرحلات المباشرة والمتصلة.',
					},
					{
						title: 'التغليف والتوسيم',
						text: 'صناديق معزولة وعبوات تبريد ومؤشرات حرارة، وملصقات مطابقة لاشتراطات الاتحاد الدولي للنقل الجوي IATA.',
					},
					{ title: 'العينات والشحنات العاجلة', text: 'خدمة ذات أولوية للعينات التجارية والطلبات الطارئة.' },
					{
						title: 'التخليص في المطارات',
						text: 'تقديم مسبق للمستندات وتخليص في مطارات جدة والرياض والدمام خلال ساعات من الوصول.',
					},
					{ title: 'التسليم النهائي', text: 'نقل مبرّد من المطار إلى مستودعكم أو إلى نقاط البيع مباشرة.' },
				],
				steps: [
					{ title: 'الحجز', text: 'نؤكد المساحة وموعد الرحلة ومتطلبات التغليف خلال ساعات من طلبكم.' },
					{
						title: 'التجهيز والتغليف',
						text: 'نبرّد المنتج ونعبّئه في صناديق معزولة، ونجهّز بوليصة الشحن الجوي.',
					},
					{ title: 'الطيران والمتابعة', text: 'نتابع الشحنة في مطارات العبور، ونبلغكم بأي تغيير فور حدوثه.' },
					{ title: 'التخليص والتسليم', text: 'نخلّص الشحنة ونسلّمها مبرّدة إلى وجهتها النهائية.' },
				],
				facts: [
					{ value: '24–72 ساعة', label: 'زمن العبور لمعظم الوجهات' },
					{ value: 'من درجتين إلى 8 درجات', label: 'حرارة المنتجات الطازجة (مئوية)' },
					{ value: 'جدة · الرياض · الدمام', label: 'مطارات الانطلاق' },
					{ value: 'طازجة · مجمّدة · عينات · عاجلة', label: 'أنواع الشحنات' },
					{ value: '45 كيلوغرامًا', label: 'الحد الأدنى المعتاد للشحنة' },
					{ value: 'الأكبر من الوزن الفعلي والحجمي', label: 'أساس احتساب التكلفة' },
				],
				faq: [
					{
						q: 'متى يكون الشحن الجوي أفضل من البحري؟',
						a: 'للمنتجات الطازجة قصيرة الصلاحية، والعينات، والطلبات العاجلة، والشحنات الصغيرة عالية القيمة. أما الكميات الكبيرة من المنتجات الجافة فالشحن البحري أوفر بكثير.',
					},
					{
						q: 'كيف تحافظون على سلسلة التبريد؟',
						a: 'نبرّد المنتج مسبقًا في مستودعنا، ونعبّئه في صناديق معزولة مع مؤشرات حرارة، ونحجز على رحلات تتوفر فيها مرافق تبريد، ونستلم الشحنة بشاحنة مبرّدة عند الوصول.',
					},
					{
						q: 'كيف تُحسب تكلفة الشحن الجوي؟',
						a: 'تُحسب على أساس الوزن الفعلي أو الوزن الحجمي أيهما أكبر، والوزن الحجمي بالكيلوغرام هو حاصل ضرب الطول في العرض في الارتفاع بالسنتيمتر مقسومًا على 6000.',
					},
					{
						q: 'هل تشحنون اللحوم والأسماك؟',
						a: 'نعم، مع الشهادات الصحية وشهادات الحلال المطلوبة، وبعد التأكد من أن المنشأة المصدّرة مسجلة لدى هيئة الغذاء والدواء.',
					},
				],
				cta: {
					title: 'شحنة عاجلة؟ نحن جاهزون',
					text: 'أرسلوا إلينا الوجهة والوزن والأبعاد ونوع المنتج، ونؤكد لكم المساحة وموعد الرحلة في اليوم نفسه.',
				},
			},
			'land-transport': {
				title: 'النقل البري',
				heading: 'نقل بري داخل المملكة وعبر دول الخليج',
				eyebrow: 'خدمات الشحن',
				summary:
					'شاحنات جافة ومبرّدة داخل المملكة وإلى دول الخليج والأردن بنظام TIR، مع التخليص في المنافذ الحدودية.',
				points: ['شاحنات جافة ومبرّدة', 'مسارات خليجية بنظام TIR', 'تخليص في المنافذ البرية'],
				lead: 'نربط موانئ المملكة ومستودعاتنا في جدة والدمام بمستودعات عملائنا في جميع مناطق المملكة ودول مجلس التعاون والأردن، بأسطول من الشاحنات الجافة والمبرّدة يعمل مع شركاء نقل معتمدين، وبتخليص جمركي سلس في المنافذ الحدودية.',
				highlights: [
					{ value: '7', label: 'دول نصلها برًا' },
					{ value: 'TIR', label: 'عبور جمركي دولي' },
					{ value: 'GPS', label: 'تتبّع لحظي للشاحنات' },
				],
				lane: { label: 'مسار نموذجي', from: 'الدمام', to: 'دبي', time: '2–3 أيام' },
				included: [
					{ title: 'حمولات كاملة FTL', text: 'شاحنات مسطحة وستائرية ومغلقة لحمولات تصل إلى 25 طنًا.' },
					{ title: 'حمولات جزئية LTL', text: 'نقل الشحنات الصغيرة ضمن رحلات مجدولة بين المدن الرئيسية.' },
					{
						title: 'نقل مبرّد ومجمّد',
						text: 'شاحنات مبرّدة بحرارة مضبوطة ومراقبة طوال الرحلة، مع سجل حرارة لكل رحلة.',
					},
					{
						title: 'العبور بنظام TIR',
						text: 'عبور المنافذ الخليجية بدفاتر TIR لتقليل التفتيش والانتظار على الحدود.',
					},
					{
						title: 'التخليص في المنافذ',
						text: 'إنجاز الإجراءات في منافذ البطحاء وسلوى وجسر الملك فهد والرقعي والحديثة.',
					},
					{
						title: 'التوزيع المحلي',
						text: 'نقل من الموانئ والمستودعات إلى مراكز التوزيع ونقاط البيع في مختلف مدن المملكة.',
					},
				],
				steps: [
					{ title: 'التخطيط', text: 'نحدد نوع الشاحنة والمسار والمنفذ الحدودي، ونجهّز المستندات المطلوبة.' },
					{ title: 'التحميل', text: 'نحمّل البضاعة في مستودعنا أو من موقعكم، مع تثبيت آمن وختم جمركي.' },
					{
						title: 'العبور والتتبع',
						text: 'نتابع الشاحنة بنظام تحديد المواقع، ونخلّص الشحنة في المنافذ الحدودية.',
					},
					{ title: 'التسليم', text: 'نسلّم البضاعة بإيصال استلام موقّع وصور عند التفريغ.' },
				],
				facts: [
					{ value: 'يوم إلى يومين', label: 'جدة – الرياض' },
					{ value: '2–3 أيام', label: 'الدمام – دبي' },
					{ value: '2–3 أيام', label: 'الدمام – الكويت' },
					{ value: 'يوم واحد', label: 'الدمام – المنامة' },
					{ value: '3–4 أيام', label: 'جدة – عمّان' },
					{ value: 'مسطحة · ستائرية · مغلقة · مبرّدة', label: 'أنواع الشاحنات' },
				],
				faq: [
					{
						q: 'ما الدول التي تصلها شاحناتكم؟',
						a: 'نغطي جميع مناطق المملكة، ودول مجلس التعاون الخليجي: الإمارات والكويت والبحرين وقطر وعُمان، إضافةً إلى الأردن.',
					},
					{
						q: 'ما نظام TIR وما فائدته؟',
						a: 'نظام عبور جمركي دولي تُختم فيه الشاحنة في بلد الانطلاق، وتعبر حدود الدول دون تفتيش البضاعة حتى الوجهة، ما يختصر الانتظار في المنافذ ويقلل المخاطر.',
					},
					{
						q: 'هل توفّرون نقلًا مبرّدًا داخل المملكة؟',
						a: 'نعم، لدينا شاحنات مبرّدة ومجمّدة للرحلات بين المدن وللتوزيع المحلي، مع سجل حرارة لكل رحلة.',
					},
					{
						q: 'كيف أتابع شحنتي؟',
						a: 'يطّلع مدير حسابكم على موقع الشاحنة لحظيًا، ونرسل إليكم تحديثات عند التحميل والعبور والوصول.',
					},
				],
				cta: {
					title: 'خطّطوا لرحلتكم البرية القادمة',
					text: 'أخبرونا بنقطتَي التحميل والتسليم ونوع البضاعة ووزنها، ونرسل إليكم عرضًا بالمسار والمدة خلال يوم عمل واحد.',
				},
			},
		},
	},
	en: {
		overview: {
			metaTitle: 'Our services',
			metaDescription:
				'Food import, export and packing with sea freight, air freight, land transport and integrated customs clearance from Jeddah and Dammam to more than 50 countries.',
			hero: {
				eyebrow: 'Our services',
				title: 'An integrated food supply chain under one roof',
				lead: 'From contracting with producers to delivering into your warehouse, we offer six connected services run by one team and one account manager, with customs clearance built into each of them.',
				jumpLabel: 'Jump to a service',
			},
			figures: [
				{ value: '25+', label: 'years of experience' },
				{ value: '15,000', label: 'shipments in 2023' },
				{ value: '40+', label: 'major ports' },
				{ value: '50+', label: 'export countries' },
			],
			trade: {
				eyebrow: 'Trading services',
				title: 'We buy, export and pack on your behalf',
				text: 'A quarter of a century in origin and destination markets, and documented quality in every lot.',
			},
			logistics: {
				eyebrow: 'Freight and transport',
				title: 'We move your goods by sea, air and land',
				text: 'Choose the mode that balances cost and speed; we take care of everything else, from booking to delivery.',
			},
			customs: {
				eyebrow: 'Customs clearance',
				title: 'Customs clearance built into every service',
				text: 'No separate broker needed: our licensed team handles the formalities at seaports, airports and land borders, and prepares the documents before your shipment arrives.',
				points: [
					'HS tariff classification and duty calculation',
					'Product and facility registration with the SFDA',
					'SABER conformity certificates for packaging and equipment',
					'Certificates of origin attested by the Chamber of Commerce',
					'Health, halal and analysis certificates',
					'Release at Jeddah and Dammam ports, airports and land borders',
				],
				figure: { value: '48h', label: 'average release time for fully documented shipments' },
			},
			process: {
				eyebrow: 'How we work',
				title: 'Five steps from enquiry to delivery',
				text: 'A clear way of working, with one account manager following your order at every stage.',
				steps: [
					{
						title: 'Enquiry',
						text: 'Tell us the product, quantity, specification and destination through the contact form or by phone.',
					},
					{
						title: 'Offer and contract',
						text: 'We send a detailed quotation within one working day and sign a contract on the agreed delivery terms.',
					},
					{
						title: 'Sourcing and quality',
						text: 'We source, test and pack the product to specification, with samples for approval when needed.',
					},
					{
						title: 'Freight and clearance',
						text: 'We ship by the best-suited mode, prepare the documents and clear the goods through customs.',
					},
					{
						title: 'Delivery and follow-up',
						text: 'We deliver to your warehouse and stay in touch to make sure you are satisfied and to plan the next order.',
					},
				],
			},
			more: 'Service details',
			cta: {
				title: 'Tell us about your next shipment',
				text: 'The product, quantity and destination are enough to get started. Our team will come back with a quotation within one working day.',
				primary: 'Request a quote',
				secondary: 'Browse products',
			},
		},
		detail: {
			quote: 'Request a quote',
			included: { eyebrow: 'Scope of service', title: 'What the service includes' },
			process: { eyebrow: 'How we work', title: 'Clear steps from order to delivery' },
			facts: { eyebrow: 'Key facts', title: 'What you need to plan ahead' },
			faq: {
				eyebrow: 'FAQ',
				title: 'Answers to the questions clients ask most',
				text: 'Didn’t find your question? Our team will gladly reply within one working day.',
			},
			related: { eyebrow: 'Related services', title: 'Services that complete your supply chain' },
			more: 'Learn more',
			allServices: 'All services',
		},
		pages: {
			import: {
				title: 'Import',
				heading: 'Importing foodstuffs from their source to your warehouse',
				eyebrow: 'Trading services',
				summary:
					'We import grains, spices, edible oils and sugar from the best producing regions, with quality inspection and customs clearance through to your warehouse.',
				points: [
					'Direct purchasing from producers',
					'Pre-shipment quality inspection',
					'Product registration and clearance',
				],
				lead: 'We take the whole import journey off your hands: we select the right supplier, negotiate price and specification, inspect the goods before shipment, book and track the freight, then clear the shipment and deliver it to your warehouse in Saudi Arabia or anywhere in the Gulf.',
				highlights: [
					{ value: '20+', label: 'countries of origin' },
					{ value: '48h', label: 'average clearance' },
					{ value: '100%', label: 'of lots inspected' },
				],
				lane: { label: 'Sample lane', from: 'Mumbai', to: 'Jeddah', time: '8–10 days' },
				included: [
					{
						title: 'Supplier sourcing and approval',
						text: 'A network of approved producers in India, Pakistan, Thailand, Vietnam, Turkey, Egypt and Brazil, visited and audited regularly.',
					},
					{
						title: 'Negotiation and contracting',
						text: 'We negotiate price, specification and FOB, CFR or CIF terms, draft the contracts and open letters of credit.',
					},
					{
						title: 'Pre-shipment inspection',
						text: 'Independent inspectors draw samples and check quality, weight and packing before loading at origin.',
					},
					{
						title: 'Freight and insurance',
						text: 'Dry and reefer containers booked with the major shipping lines, with all-risk marine cargo insurance.',
					},
					{
						title: 'Registration and customs clearance',
						text: 'Product registration with the SFDA, HS classification and release of the goods at the port.',
					},
					{
						title: 'Storage and distribution',
						text: 'Storage in our bonded and cold warehouses in Jeddah and Dammam, with truck deliveries to your schedule.',
					},
				],
				steps: [
					{
						title: 'Define the need',
						text: 'We agree the product, specification, quantity and required arrival date.',
					},
					{
						title: 'Source and contract',
						text: 'We compare offers from approved suppliers and contract at the best price and terms.',
					},
					{
						title: 'Inspect and ship',
						text: 'The goods are inspected at origin, then shipped, with documents and tracking updates sent to you.',
					},
					{
						title: 'Clear and deliver',
						text: 'We clear the shipment at the port of arrival and deliver it to your warehouse.',
					},
				],
				facts: [
					{ value: 'India · Pakistan · Thailand · Vietnam · Brazil', label: 'Main countries of origin' },
					{ value: 'Rice · pulses · spices · oils · sugar', label: 'Main products' },
					{ value: 'FOB · CFR · CIF', label: 'Purchase terms' },
					{ value: '48–72 hours', label: 'Release after discharge' },
					{ value: 'One 20′ container', label: 'Typical minimum order' },
					{ value: 'Jeddah · Dammam', label: 'Ports of arrival and our warehouses' },
				],
				faq: [
					{
						q: 'Do you import on our behalf, or sell to us after importing?',
						a: 'Both. We can import in our own name and sell you the goods cleared at our warehouse or delivered to yours, or handle the import in your company’s name for a clear service fee.',
					},
					{
						q: 'Which documents are needed to import food into Saudi Arabia?',
						a: 'Usually the commercial invoice, packing list, bill of lading, certificate of origin, health certificate and, for animal products, a halal certificate, together with the product’s SFDA registration. We prepare and check these before the shipment arrives.',
					},
					{
						q: 'How do you guarantee quality before the goods arrive?',
						a: 'We work with approved suppliers we have visited ourselves, appoint independent inspectors to check every lot before loading, and test samples in the laboratory on arrival before releasing the goods to you.',
					},
					{
						q: 'Can you import small quantities?',
						a: 'Yes. We consolidate small orders into groupage shipments, or supply them directly from our stock in Jeddah and Dammam.',
					},
				],
				cta: {
					title: 'Plan your next import with us',
					text: 'Tell us the product, quantity and required arrival date, and we will send a detailed offer delivered to your door.',
				},
			},
			export: {
				title: 'Export',
				heading: 'Exporting Saudi dates and foodstuffs to more than 50 countries',
				eyebrow: 'Trading services',
				summary:
					'We export Saudi and Gulf dates and foodstuffs to more than 50 countries on FOB, CIF and DAP terms, with complete origin and halal documentation.',
				points: [
					'Saudi and Gulf products',
					'FOB, CIF and DAP terms',
					'Origin, halal and analysis certificates',
				],
				lead: 'We open new markets for Saudi food products across the Gulf, Asia, Africa and Europe: we adapt specifications and labelling to each market, obtain certificates of origin, halal and analysis, and ship on the terms that suit the buyer.',
				highlights: [
					{ value: '50+', label: 'export countries' },
					{ value: '5', label: 'continents served' },
					{ value: '4', label: 'flexible delivery terms' },
				],
				lane: { label: 'Sample lane', from: 'Jeddah', to: 'Rotterdam', time: '14–18 days' },
				included: [
					{
						title: 'Market research and pricing',
						text: 'We study demand, competition and import rules in the target market, and quote clearly for every delivery term.',
					},
					{
						title: 'Specification and labelling',
						text: 'Packaging, labels, languages and shelf-life dates adapted to the rules of the destination country.',
					},
					{
						title: 'Documents and certificates',
						text: 'Certificate of origin attested by the Chamber of Commerce, halal, health and analysis certificates, invoice and packing list.',
					},
					{
						title: 'Flexible delivery terms',
						text: 'FOB Jeddah or Dammam, CFR and CIF to the port of destination, or DAP to the buyer’s warehouse.',
					},
					{
						title: 'Payment and security',
						text: 'Letters of credit and documentary collection, backed by export credit insurance where needed.',
					},
					{
						title: 'After-sales follow-up',
						text: 'We follow the shipment through arrival and clearance at the buyer’s end and resolve any quality remark quickly and openly.',
					},
				],
				steps: [
					{
						title: 'Enquiry and offer',
						text: 'You send the product, quantity and destination; we reply with a detailed quotation within one working day.',
					},
					{
						title: 'Contract and preparation',
						text: 'We sign the contract, then prepare, inspect and pack the goods to the agreed specification.',
					},
					{
						title: 'Documents and clearance',
						text: 'We obtain origin, halal and analysis certificates and clear the shipment for export.',
					},
					{
						title: 'Shipping and tracking',
						text: 'We book and ship the container and send you the documents and tracking updates until arrival.',
					},
				],
				facts: [
					{ value: 'FOB · CFR · CIF · DAP', label: 'Delivery terms' },
					{ value: 'Jeddah Islamic Port · King Abdulaziz Port, Dammam', label: 'Ports of loading' },
					{ value: 'One 20′ container', label: 'Typical minimum order' },
					{ value: '7–14 days', label: 'Lead time from order confirmation' },
					{ value: 'Dates · stuffed dates · honey · dairy', label: 'Main products' },
					{ value: 'Gulf · Africa · Asia · Europe', label: 'Main markets' },
				],
				faq: [
					{
						q: 'What is the minimum export quantity?',
						a: 'The usual minimum is one 20-foot container, and several products can share the same container. For trial orders we offer air or groupage shipments in smaller quantities.',
					},
					{
						q: 'Which delivery terms do you work with?',
						a: 'We work on FOB, CFR, CIF and DAP under Incoterms 2020, and help you choose the term that best fits freight and insurance costs to your country.',
					},
					{
						q: 'Do you provide halal and origin certificates?',
						a: 'Yes. Every shipment travels with a certificate of origin attested by the Chamber of Commerce and a halal certificate from an accredited body, plus health and analysis certificates on request.',
					},
					{
						q: 'Can you export under our own brand?',
						a: 'Certainly. We pack under your brand, in the sizes and languages your market requires, once you have approved the artwork and samples.',
					},
				],
				cta: {
					title: 'Looking for a reliable Saudi supplier?',
					text: 'Send us the product, quantity and port of destination, and we will come back with a price and shipping schedule within one working day.',
				},
			},
			processing: {
				title: 'Processing and packing',
				heading: 'Sorting, cleaning and packing under your brand',
				eyebrow: 'Trading services',
				summary:
					'Sorting, cleaning and packing lines in Jeddah, packing under your brand in every size from retail packs to wholesale bags.',
				points: ['6 sorting and packing lines', 'Packs from 250 g to 50 kg', 'Private-label packing'],
				lead: 'In our certified plant in Jeddah we turn bulk commodities into shelf-ready packs: cleaned, optically sorted and machine-packed to exact weight, printed with your brand and the labelling your market requires.',
				highlights: [
					{ value: '6', label: 'sorting and packing lines' },
					{ value: '120 t', label: 'daily capacity' },
					{ value: '100%', label: 'lab-tested lots' },
				],
				lane: {
					label: 'Typical production run',
					from: 'Bulk product',
					to: 'Your branded pack',
					time: '5–10 working days',
				},
				included: [
					{
						title: 'Cleaning and sorting',
						text: 'Removal of foreign matter, stones and broken grains, with optical colour sorting for a uniform lot.',
					},
					{
						title: 'Automated packing',
						text: 'Retail packs from 250 g to 5 kg, and 10 to 50 kg bags for wholesale and food service.',
					},
					{
						title: 'Your own brand',
						text: 'Pack design and printing under your brand, with bilingual labelling that meets SFDA requirements.',
					},
					{
						title: 'A choice of materials',
						text: 'Woven and paper sacks, vacuum packs, cartons and moisture-barrier laminates.',
					},
					{
						title: 'Laboratory testing',
						text: 'Moisture, residue and mycotoxin analysis for every lot, with a certificate of analysis for each shipment.',
					},
					{
						title: 'Storage and dispatch',
						text: 'Dry and cold storage, with containers loaded directly at the plant.',
					},
				],
				steps: [
					{
						title: 'Approve the specification',
						text: 'We agree product, grade, weights and pack design, and send you samples for approval.',
					},
					{
						title: 'Receive and test',
						text: 'The bulk product is received and tested in the laboratory before it enters the line.',
					},
					{
						title: 'Clean and pack',
						text: 'The product is cleaned, sorted and machine-packed to exact weight, with a traceable lot number.',
					},
					{
						title: 'Final check and dispatch',
						text: 'We test finished samples, issue the certificate of analysis, then load containers or deliver to you.',
					},
				],
				facts: [
					{ value: '250 g – 50 kg', label: 'Pack sizes' },
					{ value: '120 tonnes a day', label: 'Production capacity' },
					{ value: '10 tonnes per item', label: 'Private-label minimum' },
					{ value: 'Rice · pulses · spices · sugar · nuts · dates', label: 'Products' },
					{ value: 'ISO 22000 · HACCP · Halal', label: 'Certifications' },
					{ value: 'Arabic, English and more', label: 'Labelling languages' },
				],
				faq: [
					{
						q: 'What is the minimum order for packing under our brand?',
						a: 'The minimum starts at 10 tonnes per product and pack size, and the quantity can be split across several sizes by agreement.',
					},
					{
						q: 'Can you help with the pack design?',
						a: 'Yes. Our team prepares the artwork and the Arabic and English labelling to SFDA requirements, and sends it to you for approval before printing.',
					},
					{
						q: 'How long does a production run take?',
						a: 'Regular orders take 5 to 10 working days once samples are approved and packaging is in stock. A first order with new artwork usually needs two extra weeks for printing.',
					},
					{
						q: 'Can you pack a product we supply?',
						a: 'Yes. We offer toll packing for our clients’ own products, provided they pass our incoming laboratory inspection.',
					},
				],
				cta: {
					title: 'Let’s make your next product together',
					text: 'Tell us the product, pack sizes and quantity, and we will send you an offer and samples for approval.',
				},
			},
			'sea-freight': {
				title: 'Sea freight',
				heading: 'Sea freight for food in dry and refrigerated containers',
				eyebrow: 'Freight services',
				summary:
					'Full and groupage containers, dry and refrigerated, through more than 40 major ports, with booking, tracking and port clearance.',
				points: ['FCL and LCL containers', 'Precisely controlled reefers', 'Agents in more than 40 ports'],
				lead: 'Sea freight is the backbone of the food trade, and we run it for our clients door to door: we book space with the major shipping lines, choose the right container for the product, monitor temperature and humidity in reefers, and follow the shipment through discharge and clearance.',
				highlights: [
					{ value: '40+', label: 'ports served' },
					{ value: 'FCL/LCL', label: 'full and groupage' },
					{ value: '24/7', label: 'reefer monitoring' },
				],
				lane: { label: 'Sample lane', from: 'Jeddah', to: 'Rotterdam', time: '14–18 days' },
				included: [
					{
						title: 'Full container loads (FCL)',
						text: '20′ and 40′ dry and high-cube containers for grains, sugar and packed goods.',
					},
					{
						title: 'Groupage (LCL)',
						text: 'For less than a container, we consolidate your cargo with other shipments at our Jeddah and Dammam warehouses.',
					},
					{
						title: 'Refrigerated containers',
						text: '40′ reefers for dates, fruit and frozen food, set anywhere from −25 °C to +25 °C.',
					},
					{
						title: 'Space and rates',
						text: 'Annual contracts with the major carriers secure space and rates, even in peak season.',
					},
					{
						title: 'Marine insurance',
						text: 'All-risk cover for the goods from the supplier’s warehouse to yours.',
					},
					{
						title: 'Clearance and delivery',
						text: 'Customs clearance at the port of arrival and inland trucking to your warehouse door.',
					},
				],
				steps: [
					{
						title: 'Request a quote',
						text: 'Tell us the product, weight and ports of loading and discharge; we propose the best carrier and sailing.',
					},
					{
						title: 'Booking and loading',
						text: 'We book the container, arrange loading, inspection and photos, and issue the bill of lading.',
					},
					{
						title: 'Tracking at sea',
						text: 'You receive tracking updates and the expected arrival date; reefer temperatures are monitored remotely.',
					},
					{
						title: 'Arrival and clearance',
						text: 'Documents are lodged in advance to speed up release, and we clear the shipment at the port.',
					},
					{
						title: 'Delivery',
						text: 'We truck the container or cargo to your warehouse and return the empty on time.',
					},
				],
				facts: [
					{ value: '20′ · 40′ · 40′ HC · 40′ Reefer', label: 'Container types' },
					{ value: '−25 °C to +25 °C', label: 'Reefer temperature range' },
					{ value: '3–6 days', label: 'Transit to Gulf ports' },
					{ value: '7–10 days', label: 'Transit to East Africa' },
					{ value: '14–18 days', label: 'Transit to Northern Europe' },
					{ value: '18–24 days', label: 'Transit to East Asia' },
				],
				faq: [
					{
						q: 'What is the difference between FCL and LCL?',
						a: 'With FCL you hire the whole container for your cargo; it becomes the cheaper option above roughly 15 cubic metres. With LCL you pay only for the space your cargo takes, which suits small and trial orders.',
					},
					{
						q: 'How do you protect chilled and frozen products at sea?',
						a: 'We set the container’s temperature, humidity and ventilation for the product before loading, monitor it remotely throughout the voyage, and hand you the full temperature log on arrival.',
					},
					{
						q: 'Does the service include insurance and customs clearance?',
						a: 'Our offers can include marine insurance, customs clearance and inland delivery at a single price, or cover port-to-port freight only, as you prefer.',
					},
					{
						q: 'How long does release take at Jeddah port?',
						a: 'With complete documents and an SFDA-registered product, most shipments are released within 48 to 72 hours of discharge.',
					},
				],
				cta: {
					title: 'Get a sea freight quote',
					text: 'Send us the ports of loading and discharge, the type of goods and their weight, and we will come back with the best option within one working day.',
				},
			},
			'air-freight': {
				title: 'Air freight',
				heading: 'Fast air freight for fresh produce and urgent shipments',
				eyebrow: 'Freight services',
				summary:
					'Air freight for fresh and perishable produce and urgent orders, with cold-chain handling and fast airport clearance.',
				points: [
					'Unbroken cold chain',
					'Daily departures from Jeddah, Riyadh and Dammam',
					'Clearance within hours',
				],
				lead: 'When time decides everything, we fly your cargo: fresh fruit and vegetables, meat and fish, samples and urgent orders. We book space with the airlines, prepare cold-chain packaging and follow the shipment until it is delivered.',
				highlights: [
					{ value: '48h', label: 'to most destinations' },
					{ value: '3', label: 'Saudi departure airports' },
					{ value: '24/7', label: 'shipment monitoring' },
				],
				lane: { label: 'Sample lane', from: 'Jeddah', to: 'London', time: 'within 48 hours' },
				included: [
					{
						title: 'Perishables handling',
						text: 'An unbroken cold chain from our warehouse to the aircraft: 2–8 °C for fresh produce, and frozen handling for frozen goods.',
					},
					{
						title: 'Space booking',
						text: 'Agreements with national and international carriers secure space on direct and connecting flights.',
					},
					{
						title: 'Packing and labelling',
						text: 'Insulated boxes, gel packs and temperature indicators, with labels that meet IATA requirements.',
					},
					{
						title: 'Samples and urgent cargo',
						text: 'A priority service for trade samples and emergency orders.',
					},
					{
						title: 'Airport clearance',
						text: 'Documents lodged in advance and clearance at Jeddah, Riyadh and Dammam airports within hours of arrival.',
					},
					{
						title: 'Final delivery',
						text: 'Refrigerated trucking from the airport to your warehouse or straight to the point of sale.',
					},
				],
				steps: [
					{
						title: 'Booking',
						text: 'We confirm space, flight and packing requirements within hours of your request.',
					},
					{
						title: 'Preparation and packing',
						text: 'The product is pre-cooled, packed in insulated boxes, and the air waybill prepared.',
					},
					{
						title: 'Flight and tracking',
						text: 'We follow the shipment through transit airports and tell you about any change as it happens.',
					},
					{
						title: 'Clearance and delivery',
						text: 'We clear the shipment and deliver it, still chilled, to its final destination.',
					},
				],
				facts: [
					{ value: '24–72 hours', label: 'Transit to most destinations' },
					{ value: '2–8 °C', label: 'Fresh produce temperature' },
					{ value: 'Jeddah · Riyadh · Dammam', label: 'Departure airports' },
					{ value: 'Fresh · frozen · samples · urgent', label: 'Cargo types' },
					{ value: '45 kg', label: 'Typical minimum shipment' },
					{ value: 'Greater of actual or volumetric weight', label: 'Charging basis' },
				],
				faq: [
					{
						q: 'When is air freight better than sea freight?',
						a: 'For fresh products with a short shelf life, samples, urgent orders and small high-value shipments. For large volumes of dry goods, sea freight is far more economical.',
					},
					{
						q: 'How do you keep the cold chain intact?',
						a: 'We pre-cool the product in our warehouse, pack it in insulated boxes with temperature indicators, book flights with cold-storage facilities, and collect the cargo with a refrigerated truck on arrival.',
					},
					{
						q: 'How is air freight charged?',
						a: 'On the actual or the volumetric weight, whichever is greater. Volumetric weight in kilograms is length × width × height in centimetres, divided by 6,000.',
					},
					{
						q: 'Do you fly meat and fish?',
						a: 'Yes, with the required health and halal certificates, once we have confirmed that the exporting facility is registered with the SFDA.',
					},
				],
				cta: {
					title: 'An urgent shipment? We are ready',
					text: 'Send us the destination, weight, dimensions and type of product, and we will confirm space and flight the same day.',
				},
			},
			'land-transport': {
				title: 'Land transport',
				heading: 'Road transport across Saudi Arabia and the Gulf',
				eyebrow: 'Freight services',
				summary:
					'Dry and refrigerated trucks within Saudi Arabia and to the Gulf states and Jordan under TIR, with clearance at the border crossings.',
				points: ['Dry and refrigerated trucks', 'Gulf routes under TIR', 'Clearance at land borders'],
				lead: 'We connect Saudi ports and our Jeddah and Dammam warehouses with our clients’ warehouses in every region of the Kingdom, the GCC states and Jordan, with a fleet of dry and refrigerated trucks run with approved haulage partners, and smooth customs clearance at the border crossings.',
				highlights: [
					{ value: '7', label: 'countries by road' },
					{ value: 'TIR', label: 'international transit' },
					{ value: 'GPS', label: 'live truck tracking' },
				],
				lane: { label: 'Sample lane', from: 'Dammam', to: 'Dubai', time: '2–3 days' },
				included: [
					{
						title: 'Full truckloads (FTL)',
						text: 'Flatbed, curtain-side and box trucks for loads of up to 25 tonnes.',
					},
					{
						title: 'Part loads (LTL)',
						text: 'Smaller consignments on scheduled runs between the main cities.',
					},
					{
						title: 'Chilled and frozen',
						text: 'Refrigerated trucks with set, monitored temperatures and a temperature log for every trip.',
					},
					{
						title: 'TIR transit',
						text: 'Gulf border crossings under TIR carnets, cutting inspections and waiting time at the border.',
					},
					{
						title: 'Border clearance',
						text: 'Formalities handled at Al Batha, Salwa, the King Fahd Causeway, Al Ruqi and Al Haditha.',
					},
					{
						title: 'Domestic distribution',
						text: 'From ports and warehouses to distribution centres and points of sale in every Saudi city.',
					},
				],
				steps: [
					{
						title: 'Planning',
						text: 'We choose the truck, route and border crossing, and prepare the required documents.',
					},
					{
						title: 'Loading',
						text: 'Goods are loaded at our warehouse or at your site, securely lashed and customs-sealed.',
					},
					{
						title: 'Transit and tracking',
						text: 'We follow the truck by GPS and clear the shipment at the border crossings.',
					},
					{
						title: 'Delivery',
						text: 'Goods are handed over against a signed proof of delivery, with photos at unloading.',
					},
				],
				facts: [
					{ value: '1–2 days', label: 'Jeddah – Riyadh' },
					{ value: '2–3 days', label: 'Dammam – Dubai' },
					{ value: '2–3 days', label: 'Dammam – Kuwait City' },
					{ value: '1 day', label: 'Dammam – Manama' },
					{ value: '3–4 days', label: 'Jeddah – Amman' },
					{ value: 'Flatbed · curtain-side · box · reefer', label: 'Truck types' },
				],
				faq: [
					{
						q: 'Which countries do your trucks reach?',
						a: 'Every region of Saudi Arabia, the GCC states (the UAE, Kuwait, Bahrain, Qatar and Oman) and Jordan.',
					},
					{
						q: 'What is TIR and why does it matter?',
						a: 'TIR is an international customs transit system: the truck is sealed in the country of departure and crosses borders without the cargo being inspected until destination, which shortens waiting times and reduces risk.',
					},
					{
						q: 'Do you offer refrigerated transport within Saudi Arabia?',
						a: 'Yes. We run chilled and frozen trucks between cities and for local distribution, with a temperature log for every trip.',
					},
					{
						q: 'How do I follow my shipment?',
						a: 'Your account manager sees the truck’s position live, and we send you updates at loading, at the border and on arrival.',
					},
				],
				cta: {
					title: 'Plan your next road shipment',
					text: 'Tell us the pick-up and delivery points, the type of goods and their weight, and we will send an offer with route and transit time within one working day.',
				},
			},
		},
	},
}
