import { halalIso, spec } from '../specs.ts'
import type { SeedProduct } from '../types.ts'

const refined = spec.custom(
	'المعالجة',
	'Process',
	'مكرر ومقصور ومزال الرائحة (RBD)',
	'Refined, bleached and deodorised (RBD)',
)
const acidity = (max: string) =>
	spec.custom('الحموضة الحرة', 'Free fatty acids', `${max}% كحد أقصى`, `${max}% max`)

export const oilProducts: SeedProduct[] = [
	{
		slug: 'refined-sunflower-oil-5l',
		category: 'vegetable-oils',
		name: { ar: 'زيت دوار الشمس المكرر', en: 'Refined Sunflower Oil' },
		description: {
			ar: 'زيت دوار شمس أوكراني مكرر خفيف اللون والطعم، غنيّ بفيتامين E ويتحمل حرارة القلي العالية. يُعبأ في جالونات PET سعة 5 لترات، ويتوفر بعبوات من 1 و1.8 لتر أيضاً.',
			en: 'Refined Ukrainian sunflower oil, light in colour and taste, rich in vitamin E and stable at frying temperatures. Packed in 5 L PET jerry cans and also available in 1 L and 1.8 L bottles.',
		},
		origin: { ar: 'أوكرانيا', en: 'Ukraine' },
		packaging: { ar: 'جالون PET سعة 5 لترات، 4 جالونات في الكرتون', en: '5 L PET jerry can, 4 per carton' },
		weight: 5,
		unit: 'l',
		featured: true,
		specs: [
			refined,
			acidity('0.1'),
			spec.custom('رقم البيروكسيد', 'Peroxide value', '2 ملي مكافئ/كغ كحد أقصى', '2 meq/kg max'),
			spec.hs('1512.19'),
			halalIso,
			spec.shelfLife(18),
			spec.loading('1600 كرتون في حاوية 40 قدماً', '1,600 cartons per 40 ft container'),
		],
		art: { scene: 'oil', liquid: '#e8b923', pack: 'jerrycan', decor: 'sunflower' },
	},
	{
		slug: 'pure-corn-oil-1-8l',
		category: 'vegetable-oils',
		name: { ar: 'زيت الذرة النقي', en: 'Pure Corn Oil' },
		description: {
			ar: 'زيت ذرة مكرر بلون ذهبي صافٍ ونكهة محايدة، مفضّل في المطابخ الخليجية للقلي والطهي اليومي. يُعبأ في قوارير PET سعة 1.8 لتر بمقبض جانبي.',
			en: 'Refined corn oil with a clear golden colour and neutral flavour, a Gulf kitchen favourite for frying and everyday cooking. Packed in 1.8 L PET bottles with a side grip.',
		},
		origin: { ar: 'تركيا', en: 'Turkey' },
		packaging: { ar: 'كرتون يحوي 6 قوارير × 1.8 لتر', en: 'Carton of 6 × 1.8 L bottles' },
		weight: 1.8,
		unit: 'l',
		specs: [refined, acidity('0.1'), spec.hs('1515.29'), halalIso, spec.shelfLife(18)],
		art: { scene: 'oil', liquid: '#f0c23a', pack: 'bottle', decor: 'corn' },
	},
	{
		slug: 'refined-palm-olein-18l',
		category: 'vegetable-oils',
		name: { ar: 'زيت النخيل (أولين) المكرر', en: 'Refined Palm Olein' },
		description: {
			ar: 'أولين نخيل ماليزي مكرر بدرجة تعكّر 10 درجات مئوية، ثابت عند القلي المتكرر ومناسب للمطاعم ومصانع الوجبات الخفيفة. مصدره مزارع حاصلة على شهادة الاستدامة RSPO.',
			en: 'Refined Malaysian palm olein with a 10 °C cloud point, stable under repeated frying and suited to restaurants and snack manufacturers. Sourced from RSPO-certified plantations.',
		},
		origin: { ar: 'ماليزيا', en: 'Malaysia' },
		packaging: { ar: 'تنكة معدنية 18 لتراً', en: '18 L metal tin' },
		weight: 18,
		unit: 'l',
		specs: [
			refined,
			spec.custom('درجة التعكّر', 'Cloud point', '10 °م كحد أقصى', '10 °C max'),
			acidity('0.1'),
			spec.hs('1511.90'),
			spec.certifications('حلال، RSPO، ISO 22000', 'Halal, RSPO, ISO 22000'),
		],
		art: { scene: 'oil', liquid: '#e59a2a', pack: 'tin', decor: 'palm' },
	},
	{
		slug: 'canola-oil-1-5l',
		category: 'vegetable-oils',
		active: false,
		name: { ar: 'زيت الكانولا', en: 'Canola Oil' },
		description: {
			ar: 'زيت كانولا كندي منخفض الدهون المشبعة. غير متاح حالياً بانتظار تجديد عقد التوريد.',
			en: 'Canadian canola oil, low in saturated fat. Currently unavailable while the supply contract is renewed.',
		},
		origin: { ar: 'كندا', en: 'Canada' },
		packaging: { ar: 'كرتون يحوي 6 قوارير × 1.5 لتر', en: 'Carton of 6 × 1.5 L bottles' },
		weight: 1.5,
		unit: 'l',
		specs: [refined, spec.hs('1514.19')],
		art: { scene: 'oil', liquid: '#f2cf4a', pack: 'bottle', decor: 'canola' },
	},
	{
		slug: 'extra-virgin-olive-oil-al-jouf',
		category: 'olive-oil',
		name: { ar: 'زيت زيتون بكر ممتاز - الجوف', en: 'Al-Jouf Extra Virgin Olive Oil' },
		description: {
			ar: 'زيت زيتون من مزارع الجوف في شمال المملكة، إحدى أكبر مزارع الزيتون الحديثة في العالم، يُعصر على البارد خلال ساعات من القطف. طعمه فاكهي بمرارة خفيفة ولذعة متوازنة، ويُعبأ في زجاج داكن يحميه من الضوء.',
			en: 'Olive oil from the groves of Al-Jouf in northern Saudi Arabia, among the largest modern olive plantations in the world, cold-extracted within hours of picking. Fruity with a light bitterness and balanced pepperiness, bottled in dark glass to protect it from light.',
		},
		origin: { ar: 'المملكة العربية السعودية (الجوف)', en: 'Saudi Arabia (Al-Jouf)' },
		packaging: {
			ar: 'قارورة زجاجية داكنة 750 مل، 12 في الكرتون',
			en: '750 ml dark glass bottle, 12 per carton',
		},
		weight: 750,
		unit: 'ml',
		featured: true,
		specs: [
			acidity('0.5'),
			spec.custom('طريقة الاستخلاص', 'Extraction', 'عصر أول على البارد', 'First cold extraction'),
			spec.hs('1509.20'),
			halalIso,
			spec.shelfLife(18),
			spec.storage('بعيداً عن الضوء والحرارة', 'Away from light and heat'),
		],
		art: { scene: 'oil', liquid: '#9a9a2a', pack: 'glass', decor: 'olive' },
	},
	{
		slug: 'tunisian-extra-virgin-olive-oil-5l',
		category: 'olive-oil',
		name: { ar: 'زيت زيتون تونسي بكر ممتاز', en: 'Tunisian Extra Virgin Olive Oil' },
		description: {
			ar: 'زيت زيتون بكر ممتاز من صنف الشملالي في صفاقس، بحموضة لا تتجاوز 0.8% ونكهة ناعمة. يُعبأ في تنكات 5 لترات للمطاعم والمتاجر، ويتوفر سائباً في صهاريج مرنة.',
			en: 'Extra virgin olive oil from Chemlali olives in Sfax, with acidity of 0.8% or less and a smooth flavour. Packed in 5 L tins for restaurants and stores and available in bulk flexitanks.',
		},
		origin: { ar: 'تونس (صفاقس)', en: 'Tunisia (Sfax)' },
		packaging: { ar: 'تنكة معدنية 5 لترات، 4 في الكرتون', en: '5 L metal tin, 4 per carton' },
		weight: 5,
		unit: 'l',
		specs: [
			acidity('0.8'),
			spec.custom('الصنف', 'Variety', 'شملالي', 'Chemlali'),
			spec.hs('1509.20'),
			halalIso,
			spec.shelfLife(18),
		],
		art: { scene: 'oil', liquid: '#b5a72e', pack: 'tin', decor: 'olive' },
	},
]
