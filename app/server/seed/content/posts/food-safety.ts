import type { SeedPost } from '../types.ts'

export const foodSafetyPost: SeedPost = {
	slug: 'halal-iso-22000-haccp-what-buyers-should-ask',
	status: 'published',
	daysAgo: 67,
	author: 'د. سارة القحطاني',
	cover: 'packaging-line',
	title: {
		ar: 'الحلال وISO 22000 وHACCP: ما الذي يجب أن يطلبه المشتري من المورد؟',
		en: 'Halal, ISO 22000 and HACCP: What Buyers Should Ask Their Supplier',
	},
	excerpt: {
		ar: 'الشهادات المعلّقة على الجدار لا تكفي. خمس وثائق تطلبها من أي مورد أغذية قبل أن توقّع عقدك الأول معه.',
		en: 'Certificates on the wall are not enough. Five documents to request from any food supplier before you sign your first contract.',
	},
	body: {
		ar: `<p>يعرض كل مورد تقريباً شعارات الحلال وISO وHACCP على موقعه وعروضه. لكن قيمة الشهادة في نطاقها وسريانها والجهة التي أصدرتها، لا في الشعار نفسه. وهذا ما نراجعه مع موردينا، وما ننصح عملاءنا بمراجعته معنا.</p>
<h2>HACCP: تحليل المخاطر ونقاط التحكم الحرجة</h2>
<p>نظام HACCP منهجية تحدد المخاطر في كل خطوة من خطوات الإنتاج، ثم تضع لكل خطر حداً حرجاً وطريقة مراقبة وإجراءً تصحيحياً. في خط تعبئة التوابل مثلاً، يكون كاشف المعادن نقطة تحكم حرجة تُختبر كل ساعة بقطع اختبار معيارية.</p>
<h2>ISO 22000: نظام إدارة متكامل</h2>
<p>تبني مواصفة <strong>ISO 22000</strong> على مبادئ HACCP وتضيف إليها البرامج الأساسية كالنظافة ومكافحة الآفات وصيانة المعدات، ومسؤوليات الإدارة، والتتبّع، وسحب المنتج. وإذا كان عميلك سلسلة متاجر دولية فقد يطلب شهادة <strong>FSSC 22000</strong> المعترف بها من المبادرة العالمية لسلامة الغذاء.</p>
<h2>الحلال</h2>
<p>شهادة الحلال تخص المنتج والمنشأة معاً، ويجب أن تصدر من جهة معتمدة لدى مركز الحلال في الهيئة العامة للغذاء والدواء في المملكة. وهي ضرورية حتى للمنتجات النباتية إذا دخلت في تصنيعها مواد مساعدة كالمستحلبات أو مواد التلميع.</p>
<h2>الوثائق الخمس</h2>
<ul>
<li><strong>شهادة سارية</strong> لكل نظام، مع نطاق يذكر المنتج وموقع الإنتاج بالاسم.</li>
<li><strong>آخر تقرير تدقيق</strong> خارجي، ونتائج إغلاق الملاحظات.</li>
<li><strong>شهادة تحليل لكل دفعة</strong> تشمل المؤشرات الميكروبية والمتبقيات والسموم الفطرية.</li>
<li><strong>بيان التتبّع</strong>: من أي مزرعة أو مورد خام جاءت هذه الدفعة تحديداً؟</li>
<li><strong>إجراء سحب المنتج</strong> وآخر تمرين تجريبي عليه.</li>
</ul>
<p>منشأة التعبئة في تصدير بجدة حاصلة على شهادات ISO 22000 وHACCP والحلال، ونشارك عملاءنا تقارير التدقيق عند الطلب دون تحفظ.</p>`,
		en: `<p>Almost every supplier displays halal, ISO and HACCP logos on its website and quotations. But a certificate's value lies in its scope, its validity and the body that issued it, not in the logo. That is what we check with our suppliers, and what we advise clients to check with us.</p>
<h2>HACCP: hazard analysis and critical control points</h2>
<p>HACCP is a method that identifies the hazards at each step of production and sets, for each one, a critical limit, a way to monitor it and a corrective action. On a spice packing line, for example, the metal detector is a critical control point, tested every hour with standard test pieces.</p>
<h2>ISO 22000: a complete management system</h2>
<p><strong>ISO 22000</strong> builds on HACCP principles and adds prerequisite programmes such as hygiene, pest control and equipment maintenance, together with management responsibility, traceability and product recall. If your customer is an international retailer, it may ask for <strong>FSSC 22000</strong>, which is recognised by the Global Food Safety Initiative.</p>
<h2>Halal</h2>
<p>A halal certificate covers both the product and the facility, and must be issued by a body accredited by the Halal Center of the Saudi Food and Drug Authority. It matters even for plant products when processing aids such as emulsifiers or glazing agents are used.</p>
<h2>The five documents</h2>
<ul>
<li><strong>A valid certificate</strong> for each system, with a scope that names the product and the production site.</li>
<li><strong>The latest external audit report</strong> and evidence that its findings were closed.</li>
<li><strong>A certificate of analysis for every lot</strong>, covering microbiology, residues and mycotoxins.</li>
<li><strong>A traceability statement</strong>: which farm or raw-material supplier did this particular lot come from?</li>
<li><strong>The recall procedure</strong> and the date of its last mock recall.</li>
</ul>
<p>Tasdeer's packing facility in Jeddah holds ISO 22000, HACCP and halal certification, and we share our audit reports with clients on request, without reservation.</p>`,
	},
}
