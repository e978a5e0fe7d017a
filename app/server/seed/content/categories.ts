import type { SeedCategory } from './types.ts'

/** Eight families of goods, each with two or three sub-categories. Order here is display order. */
export const categories: SeedCategory[] = [
	{
		slug: 'grains-rice',
		name: { ar: 'الحبوب والأرز', en: 'Grains & Rice' },
		description: {
			ar: 'أرز بسمتي وطويل الحبة ومتوسطها من الهند وباكستان وتايلاند ومصر، إلى جانب القمح ومشتقاته، نختاره من المطاحن مباشرة ونفحصه قبل الشحن.',
			en: 'Basmati, long-grain and medium-grain rice from India, Pakistan, Thailand and Egypt, plus wheat products, sourced directly from mills and inspected before shipment.',
		},
		art: {
			scene: 'collection',
			entries: [{ item: 'rice' }, { item: 'rice', color: '#e8c67e' }, { item: 'bulgur' }],
			decor: 'wheat',
		},
	},
	{
		slug: 'basmati-rice',
		parent: 'grains-rice',
		name: { ar: 'الأرز البسمتي', en: 'Basmati Rice' },
		description: {
			ar: 'أصناف بسمتي معتّقة بحبّة طويلة ورائحة مميزة، بدرجات ستيم وسيلا تناسب المطاعم والتجزئة وقطاع التموين.',
			en: 'Aged basmati with long grains and a distinctive aroma, in steam and sella grades for restaurants, retail and catering.',
		},
	},
	{
		slug: 'long-grain-rice',
		parent: 'grains-rice',
		name: { ar: 'الأرز طويل الحبة والمُبخَّر', en: 'Long-Grain & Parboiled Rice' },
		description: {
			ar: 'أرز تايلندي وفيتنامي ومصري بدرجات كسر مضبوطة، للاستهلاك اليومي والمطابخ المركزية.',
			en: 'Thai, Vietnamese and Egyptian rice with controlled broken ratios, for everyday use and central kitchens.',
		},
	},
	{
		slug: 'wheat-bulgur',
		parent: 'grains-rice',
		name: { ar: 'القمح ومشتقاته', en: 'Wheat, Bulgur & Freekeh' },
		description: {
			ar: 'برغل وسميد وفريكة من مطاحن معتمدة، بأحجام حبيبات ثابتة من شحنة إلى أخرى.',
			en: 'Bulgur, semolina and freekeh from certified mills, with consistent granulation from one shipment to the next.',
		},
	},
	{
		slug: 'spices-herbs',
		name: { ar: 'التوابل والأعشاب', en: 'Spices & Herbs' },
		description: {
			ar: 'توابل كاملة ومطحونة وخلطات جاهزة، منظّفة ومعقّمة بالبخار وفق متطلبات أسواق الخليج وأوروبا.',
			en: 'Whole and ground spices and ready blends, cleaned and steam-sterilised to Gulf and European market requirements.',
		},
		art: {
			scene: 'collection',
			entries: [{ powder: '#e0a21b' }, { powder: '#b8321e' }, { item: 'cardamom' }],
			decor: 'cinnamon',
		},
	},
	{
		slug: 'whole-spices',
		parent: 'spices-herbs',
		name: { ar: 'التوابل الكاملة', en: 'Whole Spices' },
		description: {
			ar: 'هيل وقرفة وفلفل أسود وكمون بدرجات فرز واضحة، تحافظ على زيوتها العطرية حتى الطحن.',
			en: 'Cardamom, cinnamon, black pepper and cumin in clear sorting grades that keep their essential oils until grinding.',
		},
	},
	{
		slug: 'ground-spices',
		parent: 'spices-herbs',
		name: { ar: 'التوابل المطحونة والخلطات', en: 'Ground Spices & Blends' },
		description: {
			ar: 'كركم وبابريكا وبهارات الكبسة، تُطحن وتُعبّأ في منشأتنا بجدة بدفعات صغيرة للحفاظ على اللون والنكهة.',
			en: 'Turmeric, paprika and kabsa spice, milled and packed in small batches at our Jeddah facility to keep colour and flavour.',
		},
	},
	{
		slug: 'dates-dried-fruit',
		name: { ar: 'التمور والفواكه المجففة', en: 'Dates & Dried Fruit' },
		description: {
			ar: 'تمور سعودية فاخرة من القصيم والمدينة المنورة والأحساء، وتمور المجدول، وفواكه مجففة مختارة.',
			en: 'Premium Saudi dates from Al-Qassim, Madinah and Al-Ahsa, Medjool dates, and selected dried fruit.',
		},
		art: { scene: 'dates', color: '#9a5a26' },
	},
	{
		slug: 'saudi-dates',
		parent: 'dates-dried-fruit',
		name: { ar: 'التمور السعودية', en: 'Saudi Dates' },
		description: {
			ar: 'سكري وعجوة وخلاص من مزارع موثوقة، تُفرز يدوياً وتُخزَّن في غرف مبرّدة حتى الشحن.',
			en: 'Sukkari, Ajwa and Khalas from trusted farms, hand-sorted and held in cold rooms until shipment.',
		},
	},
	{
		slug: 'medjool-dates',
		parent: 'dates-dried-fruit',
		name: { ar: 'تمور المجدول', en: 'Medjool Dates' },
		description: {
			ar: 'مجدول بأحجام جامبو وكبيرة، لحمه كثيف وطعمه يشبه الكراميل، مطلوب في أسواق الهدايا والتجزئة الراقية.',
			en: 'Jumbo and large Medjool with dense, caramel-like flesh, in demand for gifting and premium retail.',
		},
	},
	{
		slug: 'dried-fruit',
		parent: 'dates-dried-fruit',
		name: { ar: 'الفواكه المجففة', en: 'Dried Fruit' },
		description: {
			ar: 'مشمش وتين وزبيب مجفف بالشمس، بلا سكر مضاف، بأحجام وألوان مصنّفة.',
			en: 'Sun-dried apricots, figs and raisins with no added sugar, graded by size and colour.',
		},
	},
	{
		slug: 'pulses-legumes',
		name: { ar: 'البقوليات', en: 'Pulses & Legumes' },
		description: {
			ar: 'عدس وحمص وفول وفاصولياء من كندا وأستراليا والأمريكتين، منظّفة ومعايرة ومعبأة للتجزئة أو بالجملة.',
			en: 'Lentils, chickpeas, fava and kidney beans from Canada, Australia and the Americas, cleaned, sized and packed for retail or bulk.',
		},
		art: {
			scene: 'collection',
			entries: [{ item: 'lentil' }, { item: 'chickpea' }, { item: 'kidney-bean' }],
			decor: 'bay',
		},
	},
	{
		slug: 'lentils',
		parent: 'pulses-legumes',
		name: { ar: 'العدس', en: 'Lentils' },
		description: {
			ar: 'عدس أحمر مجروش وأخضر وبني كامل، بنسبة شوائب منخفضة وطهي متجانس.',
			en: 'Red split, whole green and brown lentils with low admixture and even cooking.',
		},
	},
	{
		slug: 'chickpeas-beans',
		parent: 'pulses-legumes',
		name: { ar: 'الحمص والفول والفاصولياء', en: 'Chickpeas & Beans' },
		description: {
			ar: 'حمص كابلي بأحجام معايرة، وفول للمدمّس، وفاصولياء حمراء، لمصانع التعليب والمطاعم والتجزئة.',
			en: 'Calibrated kabuli chickpeas, fava beans for foul medames and red kidney beans for canners, restaurants and retail.',
		},
	},
	{
		slug: 'edible-oils',
		name: { ar: 'الزيوت النباتية', en: 'Edible Oils' },
		description: {
			ar: 'زيوت طهي مكررة وزيت زيتون بكر ممتاز، في عبوات من 750 مل حتى تنكات 18 لتراً وصهاريج سائبة.',
			en: 'Refined cooking oils and extra virgin olive oil, from 750 ml bottles to 18 L tins and bulk flexitanks.',
		},
		art: { scene: 'oil', liquid: '#e3b02a', pack: 'bottle', decor: 'sunflower' },
	},
	{
		slug: 'vegetable-oils',
		parent: 'edible-oils',
		name: { ar: 'زيوت الطهي', en: 'Cooking Oils' },
		description: {
			ar: 'دوار الشمس والذرة والنخيل، مكررة ومقصورة ومزالة الرائحة، لقطاع التجزئة والمطاعم والصناعات الغذائية.',
			en: 'Sunflower, corn and palm oils, refined, bleached and deodorised for retail, food service and manufacturers.',
		},
	},
	{
		slug: 'olive-oil',
		parent: 'edible-oils',
		name: { ar: 'زيت الزيتون', en: 'Olive Oil' },
		description: {
			ar: 'زيت زيتون بكر ممتاز من الجوف في المملكة ومن تونس، بعصر أول على البارد وحموضة منخفضة.',
			en: 'Extra virgin olive oil from Al-Jouf in Saudi Arabia and from Tunisia, cold-extracted with low acidity.',
		},
	},
	{
		slug: 'nuts-seeds',
		name: { ar: 'المكسرات والبذور', en: 'Nuts & Seeds' },
		description: {
			ar: 'لوز وكاجو وفستق وعين جمل، وسمسم وبذور دوار الشمس واليقطين، بدرجات فرز عالمية.',
			en: 'Almonds, cashews, pistachios and walnuts, plus sesame, sunflower and pumpkin seeds, in international grades.',
		},
		art: {
			scene: 'collection',
			entries: [{ item: 'almond' }, { item: 'pistachio' }, { item: 'cashew' }],
			decor: 'almond',
		},
	},
	{
		slug: 'nuts',
		parent: 'nuts-seeds',
		name: { ar: 'المكسرات', en: 'Nuts' },
		description: {
			ar: 'مكسرات نيئة ومحمصة بأحجام مصنّفة، تُشحن في كراتين مفرّغة من الهواء أو مُنفّخة بالنيتروجين.',
			en: 'Raw and roasted nuts in graded sizes, shipped in vacuum or nitrogen-flushed cartons.',
		},
	},
	{
		slug: 'seeds',
		parent: 'nuts-seeds',
		name: { ar: 'البذور', en: 'Seeds' },
		description: {
			ar: 'سمسم أبيض وبذور دوار الشمس ولب اليقطين، للمخابز ومصانع الطحينة والتسالي.',
			en: 'White sesame, sunflower seeds and pumpkin kernels for bakeries, tahini makers and snack producers.',
		},
	},
	{
		slug: 'coffee-tea',
		name: { ar: 'القهوة والشاي', en: 'Coffee & Tea' },
		description: {
			ar: 'بن أخضر من إثيوبيا والبرازيل للمحامص، وشاي أسود وأخضر من كينيا وسريلانكا والصين.',
			en: 'Green coffee from Ethiopia and Brazil for roasters, and black and green tea from Kenya, Sri Lanka and China.',
		},
		art: { scene: 'coffee', color: '#a6ae8c' },
	},
	{
		slug: 'green-coffee',
		parent: 'coffee-tea',
		name: { ar: 'البن الأخضر', en: 'Green Coffee' },
		description: {
			ar: 'حبوب أرابيكا خضراء بدرجات تصدير معتمدة، تناسب القهوة السعودية الشقراء والتحميص المتوسط.',
			en: 'Green Arabica in recognised export grades, suited to light Saudi-style coffee and medium roasts.',
		},
	},
	{
		slug: 'tea',
		parent: 'coffee-tea',
		name: { ar: 'الشاي', en: 'Tea' },
		description: {
			ar: 'شاي أسود CTC وأوراق كاملة، وشاي أخضر صيني، بالجملة أو معبأ بعلامتكم التجارية.',
			en: 'CTC and whole-leaf black tea and Chinese green tea, in bulk or packed under your brand.',
		},
	},
	{
		slug: 'packaging-solutions',
		name: { ar: 'حلول التعبئة والتغليف', en: 'Packaging Solutions' },
		description: {
			ar: 'تعبئة تعاقدية وعبوات لعلامتكم الخاصة في منشأتنا بجدة، من أكياس التجزئة حتى أكياس الطن.',
			en: 'Contract packing and private-label packaging at our Jeddah facility, from retail pouches to one-tonne bags.',
		},
		art: { scene: 'packaging', pack: 'carton' },
	},
	{
		slug: 'retail-packaging',
		parent: 'packaging-solutions',
		name: { ar: 'عبوات التجزئة', en: 'Retail Packaging' },
		description: {
			ar: 'أكياس واقفة وعلب هدايا مطبوعة، مصممة للرفوف ومطابقة لاشتراطات ملصقات الغذاء في المملكة.',
			en: 'Stand-up pouches and printed gift boxes designed for the shelf and compliant with Saudi food-labelling rules.',
		},
	},
	{
		slug: 'bulk-packaging',
		parent: 'packaging-solutions',
		name: { ar: 'التعبئة السائبة والصناعية', en: 'Bulk & Industrial Packaging' },
		description: {
			ar: 'أكياس منسوجة وأكياس جامبو وكراتين تصدير متعددة الطبقات، لنقل الحبوب والبقوليات لمسافات طويلة.',
			en: 'Woven bags, jumbo bags and multi-wall export cartons for moving grains and pulses over long distances.',
		},
	},
]
