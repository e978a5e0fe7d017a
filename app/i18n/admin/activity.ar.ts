/** Texts of the activity log (Arabic is the source of the keys). */
export const activityAr = {
	'activity.title': 'سجل النشاط',
	'activity.description': 'كل إضافة وتعديل وحذف في لوحة التحكم، ومن قام به ومتى.',
	'activity.when': 'الوقت',
	'activity.who': 'المستخدم',
	'activity.action': 'الإجراء',
	'activity.entity': 'العنصر',
	'activity.details': 'التفاصيل',
	'activity.action.create': 'إضافة',
	'activity.action.update': 'تعديل',
	'activity.action.delete': 'حذف',
	'activity.entity.post': 'مقال',
	'activity.entity.product': 'منتج',
	'activity.entity.category': 'فئة',
	'activity.entity.message': 'رسالة',
	'activity.entity.ad_code': 'كود إعلاني',
	'activity.entity.settings': 'إعدادات',
	'activity.entity.seo': 'تحسين محركات البحث',
	'activity.entity.user': 'مستخدم',
	'activity.entity.subscriber': 'مشترك',
	'activity.filterEntity': 'نوع العنصر',
	'activity.filterAction': 'نوع الإجراء',
	'activity.empty': 'لا يوجد نشاط مسجل بعد.',
} as const

export type ActivityKey = keyof typeof activityAr
