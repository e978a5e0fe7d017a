import type { SeedPost } from '../types.ts'

export const datesSeasonPost: SeedPost = {
	slug: 'saudi-date-season-importers-guide',
	status: 'published',
	daysAgo: 96,
	author: 'عبدالله الشمري',
	cover: 'palms',
	title: {
		ar: 'موسم التمور السعودية: دليل المستورد إلى السكري والعجوة والخلاص',
		en: "The Saudi Date Season: An Importer's Guide to Sukkari, Ajwa and Khalas",
	},
	excerpt: {
		ar: 'من الصرام في أواخر الصيف إلى رفوف رمضان: متى تشتري، وأي صنف تختار لسوقك، وكيف تتأكد من الدرجة.',
		en: 'From the harvest in late summer to the Ramadan shelves: when to buy, which variety suits your market and how to verify the grade.',
	},
	body: {
		ar: `<p>تضم المملكة العربية السعودية أكثر من ثلاثين مليون نخلة، وتُعد من أكبر منتجي التمور ومصدّريها في العالم. ويبدأ موسم الصرام، أي جني التمور، في أواخر الصيف ويمتد حتى منتصف الخريف، وتنطلق معه مزادات القصيم والأحساء والمدينة المنورة.</p>
<h2>ثلاثة أصناف لثلاثة أسواق</h2>
<ul>
<li><strong>السكري:</strong> من القصيم، ذهبي هشّ وشديد الحلاوة. الأكثر طلباً في الخليج وجنوب شرق آسيا، ويُباع بدرجتي الملكي والمفتّل.</li>
<li><strong>العجوة:</strong> من المدينة المنورة، داكنة ناعمة ومعتدلة الحلاوة. مرتبطة بمواسم الحج والعمرة وتُباع غالباً في علب هدايا.</li>
<li><strong>الخلاص:</strong> من الأحساء، كهرماني طريّ بنكهة الكراميل. تمر القهوة في بيوت الخليج، ومناسب أيضاً لمصانع عجينة التمر.</li>
</ul>
<h2>متى تشتري؟</h2>
<p>أفضل الأسعار وأوسع الخيارات تكون بعد الصرام مباشرة، بين سبتمبر ونوفمبر. أما من يستورد لموسم رمضان فعليه أن يثبّت كمياته قبله بثلاثة أشهر على الأقل، لأن الطلب يرتفع في الأسواق كلها في الوقت نفسه، وتزداد معه أسعار الحاويات المبرّدة.</p>
<h2>كيف تتأكد من الدرجة؟</h2>
<p>اطلب عدد الحبات في الكيلوغرام، ونسبة الرطوبة، ونسبة الحبات المعيبة أو المقشّرة. ونصور لعملائنا عيّنات من كل دفعة تحت إضاءة موحدة قبل التعبئة، ليقارنوا اللون والحجم بالعيّنة المتفق عليها.</p>
<p>تعمل تصدير مع مزارع ومصانع تمور في القصيم والمدينة المنورة والأحساء منذ أكثر من خمسة وعشرين عاماً، ونوفّر التمور سائبة أو معبأة بعلامتكم التجارية.</p>`,
		en: `<p>Saudi Arabia has more than thirty million date palms and is among the world's largest producers and exporters of dates. The harvest, known as sarm, begins in late summer and runs into mid-autumn, opening the date auctions of Al-Qassim, Al-Ahsa and Madinah.</p>
<h2>Three varieties for three markets</h2>
<ul>
<li><strong>Sukkari:</strong> from Al-Qassim, golden, crumbly and very sweet. The most requested in the Gulf and South-East Asia, sold in royal and mufattal grades.</li>
<li><strong>Ajwa:</strong> from Madinah, dark, soft and gently sweet. Tied to the Hajj and Umrah seasons and usually sold in gift boxes.</li>
<li><strong>Khalas:</strong> from Al-Ahsa, amber and soft with a caramel note. The coffee date of Gulf homes, and also well suited to date-paste makers.</li>
</ul>
<h2>When to buy</h2>
<p>The best prices and widest choice come right after the harvest, between September and November. Importers buying for Ramadan should fix their volumes at least three months ahead, because demand rises in every market at once, and reefer rates rise with it.</p>
<h2>How to verify the grade</h2>
<p>Ask for the count per kilogram, the moisture and the share of defective or peeled dates. We photograph samples from every lot under standard lighting before packing, so clients can compare colour and size with the agreed sample.</p>
<p>Tasdeer has worked with date farms and packers in Al-Qassim, Madinah and Al-Ahsa for more than twenty-five years, and supplies dates in bulk or packed under your own brand.</p>`,
	},
}
