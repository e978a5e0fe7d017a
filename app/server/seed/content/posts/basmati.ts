import type { SeedPost } from '../types.ts'

export const basmatiPost: SeedPost = {
	slug: 'reading-a-basmati-rice-spec-sheet',
	status: 'published',
	daysAgo: 29,
	author: 'نورة الحربي',
	cover: 'harvest',
	title: {
		ar: 'كيف تقرأ مواصفات الأرز البسمتي: الطول والكسر والرطوبة والتعتيق',
		en: 'Reading a Basmati Rice Spec Sheet: Length, Broken Ratio, Moisture and Ageing',
	},
	excerpt: {
		ar: 'أربعة أرقام في شهادة المواصفات تخبرك بكل شيء تقريباً عن شحنة البسمتي قبل أن تفتح كيساً واحداً.',
		en: 'Four numbers on the specification sheet tell you almost everything about a basmati shipment before you open a single bag.',
	},
	body: {
		ar: `<p>يصل إلى مكاتبنا كل أسبوع سؤال من عميل جديد: لماذا يختلف سعر البسمتي بين موردين يعرضان «الصنف نفسه»؟ والجواب غالباً في سطور شهادة المواصفات التي لا يقرؤها كثيرون. إليك أهم ما فيها.</p>
<h2>متوسط طول الحبة</h2>
<p>يُقاس طول الحبة قبل الطهي بالمليمتر. يبلغ متوسط صنف 1121 نحو 8.3 مم فأكثر، بينما يتراوح السوبر كيرنل بين 7 و7.5 مم. والأهم من الطول قبل الطهي هو <strong>الاستطالة بعد الطهي</strong>: الحبة الجيدة تتضاعف طولاً تقريباً دون أن تنتفخ عرضاً.</p>
<h2>نسبة الكسر</h2>
<p>الحبوب المكسورة تطهى أسرع من السليمة فتتحول إلى عجينة في القدر. المواصفة الممتازة للبسمتي لا تتجاوز 1–2% كسراً. وكل نسبة إضافية تخفّض السعر، لكنها تظهر في الطبق مباشرة.</p>
<h2>الرطوبة</h2>
<p>نقبل رطوبة لا تزيد على 13% للبسمتي و14% للأرز العادي. الرطوبة الأعلى تعني وزناً مدفوعاً من الماء، وتعرّض الشحنة للعفن والحشرات في رحلة بحرية قد تمتد ثلاثة أسابيع في حاوية حارة.</p>
<h2>التعتيق</h2>
<p>يُخزَّن البسمتي الجيد بعد الحصاد من ستة أشهر إلى سنتين. يفقد التعتيق جزءاً من الرطوبة والنشا الحر، فتخرج الحبة بعد الطهي منفصلة متماسكة برائحة أوضح. لذلك يُباع الأرز المعتّق بسعر أعلى، ويجب أن يُذكر عمره في العقد.</p>
<ul>
<li><strong>اطلب عيّنة مختومة</strong> من الدفعة نفسها المعدّة للشحن، لا من مخزون العرض.</li>
<li><strong>اطلب شهادة تحليل</strong> من مختبر مستقل تشمل الطول والكسر والرطوبة والحبوب الطباشيرية.</li>
<li><strong>جرّب الطهي</strong> بالطريقة التي سيطهى بها الأرز عند عميلك، لا بطريقة المختبر فقط.</li>
</ul>
<p>يفحص فريق الجودة في تصدير كل شحنة أرز في ميناء التحميل قبل إغلاق الحاوية، ويرسل للعميل النتائج والصور قبل الإبحار.</p>`,
		en: `<p>Every week a new client asks us the same question: why does basmati cost more from one supplier than another offering "the same variety"? The answer is usually in the lines of the spec sheet that few people read. Here is what matters.</p>
<h2>Average grain length</h2>
<p>Grain length is measured in millimetres before cooking. 1121 averages 8.3 mm or more, while Super Kernel runs between 7 and 7.5 mm. More important than raw length is <strong>elongation on cooking</strong>: a good grain nearly doubles in length without swelling in width.</p>
<h2>Broken ratio</h2>
<p>Broken grains cook faster than whole ones and turn to paste in the pot. A premium basmati specification allows no more than 1–2% broken. Each extra percentage point lowers the price, but it shows on the plate straight away.</p>
<h2>Moisture</h2>
<p>We accept at most 13% moisture for basmati and 14% for ordinary rice. Higher moisture means paying for water, and it exposes the cargo to mould and insects on a sea voyage that can last three weeks in a hot container.</p>
<h2>Ageing</h2>
<p>Good basmati is stored for six months to two years after harvest. Ageing removes some moisture and free starch, so the cooked grain comes out separate and firm, with a clearer aroma. That is why aged rice costs more, and why its age belongs in the contract.</p>
<ul>
<li><strong>Ask for a sealed sample</strong> from the lot prepared for shipment, not from showroom stock.</li>
<li><strong>Ask for a certificate of analysis</strong> from an independent laboratory covering length, broken, moisture and chalky grains.</li>
<li><strong>Cook a test batch</strong> the way your customer will cook it, not only the laboratory way.</li>
</ul>
<p>Tasdeer's quality team inspects every rice shipment at the port of loading before the container is sealed, and sends the client the results and photographs before sailing.</p>`,
	},
}
