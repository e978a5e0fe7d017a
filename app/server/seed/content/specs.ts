import type { Bilingual, SeedSpec } from './types.ts'

/**
 * Specification rows that recur across products, worded once in both languages so the sheets read
 * consistently. Arabic uses Western digits, as Saudi trade documents do.
 */
const row = (ar: string, en: string, value: Bilingual, active = true): SeedSpec => ({
	name: { ar, en },
	value,
	...(active ? {} : { active }),
})

/** "24 شهراً", "6 أشهر": Arabic counts agree with the number. */
function months(count: number): string {
	if (count >= 11) return `${count} شهراً`
	if (count >= 3) return `${count} أشهر`
	return count === 2 ? 'شهران' : 'شهر واحد'
}

export const spec = {
	hs: (code: string) => row('رمز النظام المنسق (HS)', 'HS code', { ar: code, en: code }),
	moisture: (max: number) => row('الرطوبة', 'Moisture', { ar: `${max}% كحد أقصى`, en: `${max}% max` }),
	broken: (max: number) =>
		row('نسبة الحبوب المكسورة', 'Broken grains', { ar: `${max}% كحد أقصى`, en: `${max}% max` }),
	grainLength: (mm: string) =>
		row('متوسط طول الحبة', 'Average grain length', { ar: `${mm} مم`, en: `${mm} mm` }),
	purity: (min: string) => row('النقاوة', 'Purity', { ar: `${min}% كحد أدنى`, en: `${min}% min` }),
	admixture: (max: string) =>
		row('الشوائب والمواد الغريبة', 'Foreign matter', { ar: `${max}% كحد أقصى`, en: `${max}% max` }),
	shelfLife: (count: number) =>
		row('مدة الصلاحية', 'Shelf life', {
			ar: `${months(count)} من تاريخ الإنتاج`,
			en: `${count} months from production`,
		}),
	certifications: (ar: string, en: string) => row('الشهادات', 'Certifications', { ar, en }),
	moq: (ar: string, en: string) => row('الحد الأدنى للطلب', 'Minimum order', { ar, en }),
	terms: (ar: string, en: string) => row('شروط التسليم', 'Delivery terms', { ar, en }),
	loading: (ar: string, en: string) => row('حمولة الحاوية', 'Container load', { ar, en }),
	size: (ar: string, en: string) => row('الحجم', 'Size', { ar, en }),
	grade: (ar: string, en: string) => row('الدرجة', 'Grade', { ar, en }),
	crop: (ar: string, en: string) => row('المحصول', 'Crop', { ar, en }),
	storage: (ar: string, en: string) => row('التخزين', 'Storage', { ar, en }),
	custom: (nameAr: string, nameEn: string, ar: string, en: string, active = true) =>
		row(nameAr, nameEn, { ar, en }, active),
	/** An internal note staff keep on the sheet; not shown on the site. */
	internal: (ar: string, en: string) => row('ملاحظة داخلية', 'Internal note', { ar, en }, false),
}

export const halalIso = spec.certifications('حلال، ISO 22000، HACCP', 'Halal, ISO 22000, HACCP')
export const fob = spec.terms(
	'FOB ميناء الشحن أو CIF ميناء الوجهة',
	'FOB port of loading or CIF destination port',
)
export const fobJeddah = spec.terms('FOB جدة أو CIF ميناء الوجهة', 'FOB Jeddah or CIF destination port')
export const fcl20 = spec.moq('حاوية واحدة 20 قدماً', 'One 20 ft container')
export const fcl40 = spec.moq('حاوية واحدة 40 قدماً', 'One 40 ft container')
export const dryStorage = spec.storage(
	'مكان جاف وبارد بعيداً عن أشعة الشمس',
	'Cool, dry place away from sunlight',
)
