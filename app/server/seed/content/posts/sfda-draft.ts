import type { SeedPost } from '../types.ts'

/** A draft: it exercises the admin list and never appears on the public site. */
export const sfdaDraftPost: SeedPost = {
	slug: 'importing-food-into-saudi-arabia-sfda-customs',
	status: 'draft',
	daysAgo: 2,
	author: 'خالد العتيبي',
	cover: 'warehouse',
	title: {
		ar: 'الاستيراد إلى المملكة: التسجيل لدى هيئة الغذاء والدواء والتخليص الجمركي (مسودة)',
		en: 'Importing into Saudi Arabia: SFDA Registration and Customs Clearance (draft)',
	},
	excerpt: {
		ar: 'خطوات تسجيل المنشأة والمنتج، والوثائق المطلوبة عند وصول الشحنة إلى ميناء جدة الإسلامي.',
		en: 'The steps to register the establishment and the product, and the documents needed when a shipment reaches Jeddah Islamic Port.',
	},
	body: {
		ar: `<p>يحتاج كل مستورد للأغذية في المملكة إلى تسجيل منشأته ومنتجاته لدى الهيئة العامة للغذاء والدواء قبل شحن أول حاوية. نشرح في هذا المقال الخطوات بالترتيب.</p>
<h2>تسجيل المنشأة</h2>
<p>يبدأ المستورد بتسجيل منشأته إلكترونياً، ثم يضيف المنتجات مع بطاقاتها الغذائية باللغة العربية.</p>
<h2>وثائق الشحنة</h2>
<ul>
<li>الفاتورة التجارية وقائمة التعبئة.</li>
<li>شهادة المنشأ.</li>
<li>الشهادة الصحية من بلد المنشأ.</li>
<li>شهادة الحلال عند الحاجة.</li>
</ul>
<p>سنكمل هذا المقال بتفاصيل الفحص في المنافذ ومدد التخليص المعتادة.</p>`,
		en: `<p>Every food importer in Saudi Arabia must register its establishment and products with the Saudi Food and Drug Authority before shipping the first container. This article walks through the steps in order.</p>
<h2>Registering the establishment</h2>
<p>The importer first registers its establishment online, then adds its products with their Arabic food labels.</p>
<h2>Shipment documents</h2>
<ul>
<li>Commercial invoice and packing list.</li>
<li>Certificate of origin.</li>
<li>Health certificate from the country of origin.</li>
<li>Halal certificate where required.</li>
</ul>
<p>We will complete this article with details of port inspection and typical clearance times.</p>`,
	},
}
