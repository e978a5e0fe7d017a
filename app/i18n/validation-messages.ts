import type { Lang } from './lang.ts'

/** The generic validation texts of SPEC section 5, in both languages. `{min}`/`{max}` are filled in (plurals: i18n/message.ts). */
export const validationMessages = {
	ar: {
		required: 'هذا الحقل مطلوب',
		minLength: 'يجب ألا يقل عن {min, plural, zero {# حرف} one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}',
		maxLength: 'يجب ألا يزيد عن {max, plural, zero {# حرف} one {حرف واحد} two {حرفين} few {# أحرف} many {# حرفًا} other {# حرف}}',
		pattern: 'الصيغة غير صحيحة',
		slug: 'استخدم أحرفًا إنجليزية صغيرة وأرقامًا وشرطات فقط',
		email: 'أدخل بريدًا إلكترونيًا صحيحًا',
		url: 'أدخل رابطًا صحيحًا يبدأ بـ https://',
		phone: 'أدخل رقم هاتف صحيحًا بالأرقام، مثل ‎+966 12 634 5500',
		googleTagId: 'أدخل معرّف Google صحيحًا، مثل G-ABC1234 أو GTM-ABC123',
		pixelId: 'أدخل معرّف Meta Pixel صحيحًا (أرقام فقط، من 6 إلى 20 رقمًا)',
		number: 'أدخل رقمًا',
		integer: 'أدخل عددًا صحيحًا',
		positive: 'يجب أن يكون الرقم أكبر من صفر',
		negative: 'يجب أن يكون الرقم أقل من صفر',
		min: 'يجب ألا تقل القيمة عن {min}',
		max: 'يجب ألا تزيد القيمة عن {max}',
		oneOf: 'اختر قيمة من القائمة',
		invalid: 'القيمة غير صالحة',
	},
	en: {
		required: 'This field is required',
		minLength: 'Must be at least {min, plural, one {# character} other {# characters}}',
		maxLength: 'Must be at most {max, plural, one {# character} other {# characters}}',
		pattern: 'The format is not valid',
		slug: 'Use lowercase letters, numbers and hyphens only',
		email: 'Enter a valid e-mail address',
		url: 'Enter a valid URL starting with https://',
		phone: 'Enter a valid phone number in digits, e.g. +966 12 634 5500',
		googleTagId: 'Enter a valid Google id, e.g. G-ABC1234 or GTM-ABC123',
		pixelId: 'Enter a valid Meta Pixel id (digits only, 6 to 20 of them)',
		number: 'Enter a number',
		integer: 'Enter a whole number',
		positive: 'Must be greater than zero',
		negative: 'Must be less than zero',
		min: 'Must be at least {min}',
		max: 'Must be at most {max}',
		oneOf: 'Choose a value from the list',
		invalid: 'The value is not valid',
	},
} as const satisfies Record<Lang, Record<string, string>>

export type ValidationCode = keyof (typeof validationMessages)['ar']
