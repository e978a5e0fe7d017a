import type { SeedPost } from '../types.ts'

export const coldChainPost: SeedPost = {
	slug: 'cold-chain-shipping-dates-in-reefer-containers',
	status: 'published',
	daysAgo: 48,
	author: 'فهد الزهراني',
	cover: 'port',
	title: {
		ar: 'سلسلة التبريد: كيف نشحن التمور في الحاويات المبرّدة',
		en: 'Cold Chain: How We Ship Dates in Reefer Containers',
	},
	excerpt: {
		ar: 'التمر منتج حيّ يتأثر بالحرارة والرطوبة في كل ساعة من رحلته. هذه الخطوات التي نتبعها من غرفة التبريد حتى رصيف الوصول.',
		en: 'A date is a living product that reacts to heat and humidity every hour of its journey. These are the steps we follow from the cold room to the quay of arrival.',
	},
	body: {
		ar: `<p>قد تبدو التمور منتجاً متيناً يتحمل السفر، لكنها في الحقيقة حساسة للحرارة: ترتفع درجة حرارتها فتفقد لونها، وتتبلّر سكرياتها، وتنشط فيها الحشرات. ولذلك نشحن التمور الفاخرة في حاويات مبرّدة حتى إلى الأسواق القريبة.</p>
<h2>قبل التحميل</h2>
<p>تُخزَّن التمور بعد الفرز والتعبئة في غرف مبرّدة بين صفر وخمس درجات مئوية. ونبرّد المنتج إلى درجة الضبط المطلوبة <strong>قبل</strong> تحميله، لأن الحاوية المبرّدة مصممة للمحافظة على الحرارة لا لخفضها. تحميل بضاعة دافئة في حاوية باردة هو الخطأ الأكثر شيوعاً في هذا القطاع.</p>
<h2>داخل الحاوية</h2>
<ul>
<li><strong>درجة الضبط:</strong> بين صفر و2 درجة مئوية للتمور الرطبة كالسكري والمجدول، مع رطوبة نسبية بين 65 و75%.</li>
<li><strong>تدفق الهواء:</strong> لا نتجاوز خط التحميل الأحمر، ونترك الأرضية المضلّعة مكشوفة ليجري الهواء البارد تحت الطبليات.</li>
<li><strong>فتحات التهوية:</strong> مغلقة في أغلب الحالات، لأن التمور لا تحتاج إلى تجديد الهواء كالفواكه الطازجة.</li>
<li><strong>مسجّلات الحرارة:</strong> نضع مسجّلاً مستقلاً في كل حاوية إضافة إلى سجل الحاوية نفسها.</li>
</ul>
<h2>عند الوصول</h2>
<p>نطلب من عملائنا نقل الحاوية إلى مستودع مبرّد خلال ساعات من تفريغها من السفينة، وعدم فتح أبوابها تحت الشمس. ونراجع معهم بيانات المسجّل قبل توقيع الاستلام، فأي ارتفاع في الحرارة أثناء الرحلة يظهر في الرسم البياني بوضوح.</p>
<p>في عام 2023 شحنت تصدير أكثر من 15 ألف شحنة، كثير منها تمور ومكسرات في حاويات مبرّدة، إلى أكثر من 50 دولة. ونتابع كل حاوية منها حتى يوقّع العميل على الاستلام.</p>`,
		en: `<p>Dates may look like a sturdy product that travels well, but they are sensitive to heat: warm dates lose colour, their sugars crystallise and insects become active. That is why we ship premium dates in reefer containers, even to nearby markets.</p>
<h2>Before loading</h2>
<p>After sorting and packing, dates are held in cold rooms at 0–5 °C. We bring the product down to the required set point <strong>before</strong> loading, because a reefer is designed to hold temperature, not to pull it down. Loading warm cargo into a cold container is the most common mistake in this trade.</p>
<h2>Inside the container</h2>
<ul>
<li><strong>Set point:</strong> 0–2 °C for moist dates such as Sukkari and Medjool, with relative humidity of 65–75%.</li>
<li><strong>Airflow:</strong> we never load above the red load line, and we leave the T-floor clear so cold air can run under the pallets.</li>
<li><strong>Vents:</strong> closed in most cases, since dates do not need fresh-air exchange the way fresh fruit does.</li>
<li><strong>Temperature loggers:</strong> an independent logger in every container, in addition to the reefer unit's own record.</li>
</ul>
<h2>On arrival</h2>
<p>We ask clients to move the container to a cold store within hours of discharge and never to open its doors in the sun. We review the logger data with them before the delivery is signed, since any temperature rise on the voyage shows clearly on the chart.</p>
<p>In 2023 Tasdeer handled more than 15,000 shipments to over 50 countries, many of them dates and nuts in reefer containers. We follow every one of them until the client signs for delivery.</p>`,
	},
}
