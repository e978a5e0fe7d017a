import { interpolate } from './message.ts'
import type { Lang } from './lang.ts'

/**
 * The texts of the mails the site sends to visitors, in both languages. Server-side only (imported
 * by *.server.ts modules), so they never reach a page's bundle or its dictionary.
 * Placeholders: {company}, {confirmUrl}, {unsubscribeUrl}, {days}, {siteUrl}.
 */
const ar = {
	'newsletter.confirm.subject': 'أكّد اشتراكك في النشرة البريدية لـ {company}',
	'newsletter.confirm.body': [
		'مرحبًا،',
		'',
		'طُلب اشتراك هذا البريد في النشرة البريدية لـ {company}. لتأكيد الاشتراك افتح الرابط التالي خلال {days, plural, zero {# يوم} one {يوم واحد} two {يومين} few {# أيام} many {# يومًا} other {# يوم}}:',
		'{confirmUrl}',
		'',
		'إن لم تطلب ذلك فتجاهل هذه الرسالة، ولن نرسل إليك شيئًا.',
		'',
		'لإيقاف أي رسالة منا إلى هذا العنوان:',
		'{unsubscribeUrl}',
	].join('\n'),
	'newsletter.already.subject': 'أنت مشترك بالفعل في النشرة البريدية لـ {company}',
	'newsletter.already.body': [
		'مرحبًا،',
		'',
		'طُلب اشتراك هذا البريد في النشرة البريدية لـ {company}، وهو مشترك بالفعل، فلا حاجة إلى فعل شيء.',
		'',
		'لإلغاء الاشتراك:',
		'{unsubscribeUrl}',
		'',
		'{siteUrl}',
	].join('\n'),
} as const

export type MailKey = keyof typeof ar

const en: Record<MailKey, string> = {
	'newsletter.confirm.subject': 'Confirm your subscription to the {company} newsletter',
	'newsletter.confirm.body': [
		'Hello,',
		'',
		'Someone asked to subscribe this address to the {company} newsletter. To confirm, open this link within {days, plural, one {# day} other {# days}}:',
		'{confirmUrl}',
		'',
		'If that was not you, ignore this message: we will send you nothing.',
		'',
		'To stop any mail from us to this address:',
		'{unsubscribeUrl}',
	].join('\n'),
	'newsletter.already.subject': 'You are already subscribed to the {company} newsletter',
	'newsletter.already.body': [
		'Hello,',
		'',
		'Someone asked to subscribe this address to the {company} newsletter. It is subscribed already, so there is nothing to do.',
		'',
		'To unsubscribe:',
		'{unsubscribeUrl}',
		'',
		'{siteUrl}',
	].join('\n'),
}

/** Both languages' mail texts (for the dictionary checks). */
export const mailDictionaries = { ar, en } as const

export function mailText(lang: Lang, key: MailKey, values: Record<string, string | number>): string {
	return interpolate((lang === 'en' ? en : ar)[key], values, lang)
}
