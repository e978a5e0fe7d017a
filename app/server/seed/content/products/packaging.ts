import { spec } from '../specs.ts'
import type { SeedProduct } from '../types.ts'

const foodGrade = spec.certifications(
	'مواد ملامسة للغذاء، ISO 9001، BRCGS للتغليف',
	'Food-contact materials, ISO 9001, BRCGS Packaging',
)
const jeddah = { ar: 'المملكة العربية السعودية (مصنع جدة)', en: 'Saudi Arabia (Jeddah plant)' }

export const packagingProducts: SeedProduct[] = [
	{
		slug: 'kraft-stand-up-pouches',
		category: 'retail-packaging',
		name: { ar: 'أكياس واقفة كرافت بسحّاب ونافذة', en: 'Kraft Stand-Up Pouches with Zip and Window' },
		description: {
			ar: 'أكياس واقفة من ورق الكرافت المبطّن بطبقة عازلة، بسحّاب قابل لإعادة الإغلاق ونافذة تُظهر المنتج. تُطبع بعلامتكم حتى ثمانية ألوان، وتُعبأ بالأرز أو البقوليات أو التوابل على خطوطنا مباشرة.',
			en: 'Stand-up pouches of kraft paper with a barrier lining, a resealable zip and a window that shows the product. Printed with your brand in up to eight colours and filled with rice, pulses or spices on our own lines.',
		},
		origin: jeddah,
		packaging: { ar: 'كرتون يحوي 1000 كيس', en: 'Carton of 1,000 pouches' },
		weight: 1,
		unit: 'kg',
		specs: [
			spec.size('من 250 غ حتى 5 كغ', '250 g to 5 kg'),
			spec.custom('الطبقات', 'Structure', 'كرافت / PET / PE', 'Kraft / PET / PE'),
			spec.hs('3923.29'),
			foodGrade,
			spec.moq('10,000 كيس للتصميم الواحد', '10,000 pouches per design'),
		],
		art: { scene: 'packaging', pack: 'pouch' },
		galleryArt: { scene: 'packaging', pack: 'jar' },
	},
	{
		slug: 'date-gift-boxes',
		category: 'retail-packaging',
		name: { ar: 'علب تمور فاخرة', en: 'Premium Date Gift Boxes' },
		description: {
			ar: 'علب كرتون مقوّى مغلّفة بورق فاخر وطباعة ذهبية، بصوانٍ داخلية مفصّلة على مقاس التمر. نصمّمها ونعبّئها للمواسم والهدايا المؤسسية بكميات تبدأ من 500 علبة.',
			en: 'Rigid gift boxes wrapped in fine paper with gold foil, with inner trays cut to fit the dates. Designed and filled for seasons and corporate gifting from 500 boxes.',
		},
		origin: jeddah,
		packaging: { ar: 'كرتون شحن يحوي 24 علبة', en: 'Shipper of 24 boxes' },
		weight: 1,
		unit: 'kg',
		specs: [
			spec.size('500 غ، 1 كغ، 2 كغ', '500 g, 1 kg, 2 kg'),
			spec.custom('التشطيب', 'Finish', 'طباعة ذهبية بارزة ومخملية', 'Embossed gold foil, soft-touch'),
			spec.hs('4819.20'),
			foodGrade,
			spec.moq('500 علبة', '500 boxes'),
		],
		art: { scene: 'packaging', pack: 'giftbox' },
		galleryArt: { scene: 'dates', color: '#6b3418', box: true },
	},
	{
		slug: 'pp-woven-bags',
		category: 'bulk-packaging',
		name: { ar: 'أكياس بولي بروبيلين منسوجة 25–50 كغ', en: 'PP Woven Bags 25–50 kg' },
		description: {
			ar: 'أكياس بولي بروبيلين منسوجة مقاومة للتمزق، مع طبقة BOPP مطبوعة أو بدونها، للأرز والسكر والبقوليات والأعلاف. تتوفر بفتحة علوية مخيطة أو بصمام، وبطانة داخلية عند الحاجة.',
			en: 'Tear-resistant woven polypropylene bags, with or without a printed BOPP laminate, for rice, sugar, pulses and feed. Open-mouth sewn or valve types, with an inner liner where needed.',
		},
		origin: jeddah,
		packaging: { ar: 'رزمة من 500 كيس', en: 'Bale of 500 bags' },
		weight: 50,
		unit: 'kg',
		featured: true,
		specs: [
			spec.size('سعة 25 و50 كغ', '25 and 50 kg capacity'),
			spec.custom('الكثافة', 'Fabric weight', '70–90 غ/م²', '70–90 g/m²'),
			spec.custom('الحماية من الأشعة', 'UV stabilised', '200 ساعة', '200 hours'),
			spec.hs('6305.33'),
			foodGrade,
		],
		art: { scene: 'packaging', pack: 'woven' },
	},
	{
		slug: 'fibc-jumbo-bags',
		category: 'bulk-packaging',
		name: { ar: 'أكياس جامبو (FIBC) سعة طن', en: 'FIBC Jumbo Bags, 1 Tonne' },
		description: {
			ar: 'أكياس حاويات مرنة سعة طن واحد بأربع عروات رفع وفتحتي تعبئة وتفريغ، لنقل الحبوب والبذور في المستودعات والموانئ. معامل أمان 5:1 ومناسبة لملامسة الغذاء.',
			en: 'One-tonne flexible intermediate bulk containers with four lifting loops and filling and discharge spouts, for moving grains and seeds through warehouses and ports. 5:1 safety factor, suitable for food contact.',
		},
		origin: jeddah,
		packaging: { ar: 'رزمة من 20 كيساً على طبلية', en: 'Bundles of 20 on a pallet' },
		weight: 1,
		unit: 'ton',
		specs: [
			spec.custom('الحمولة الآمنة', 'Safe working load', '1000 كغ', '1,000 kg'),
			spec.custom('معامل الأمان', 'Safety factor', '5:1', '5:1'),
			spec.size('90 × 90 × 110 سم', '90 × 90 × 110 cm'),
			spec.hs('6305.32'),
			foodGrade,
		],
		art: { scene: 'packaging', pack: 'jumbo' },
	},
	{
		slug: 'export-corrugated-cartons',
		category: 'bulk-packaging',
		name: { ar: 'كراتين تصدير مضلّعة 5 طبقات', en: 'Five-Ply Export Corrugated Cartons' },
		description: {
			ar: 'كراتين مضلّعة بخمس طبقات تتحمل الرصّ في الحاويات والرطوبة في الحاويات المبرّدة، للتمور والمكسرات والفواكه المجففة. تُقصّ وتُطبع حسب مقاساتكم، وتُورَّد مسطّحة على طبليات.',
			en: 'Five-ply corrugated cartons that withstand container stacking and reefer humidity, for dates, nuts and dried fruit. Cut and printed to your sizes and delivered flat on pallets.',
		},
		origin: jeddah,
		packaging: { ar: 'طبلية من 500 كرتون مسطّح', en: 'Pallet of 500 flat cartons' },
		weight: 450,
		unit: 'g',
		specs: [
			spec.custom('مقاومة الانضغاط', 'Box compression', '8 كيلو نيوتن كحد أدنى', '8 kN min'),
			spec.custom('الطبقات', 'Board', '5 طبقات (BC)', 'Five-ply (BC flute)'),
			spec.hs('4819.10'),
			foodGrade,
			spec.moq('2,000 كرتون', '2,000 cartons'),
		],
		art: { scene: 'packaging', pack: 'carton' },
	},
]
