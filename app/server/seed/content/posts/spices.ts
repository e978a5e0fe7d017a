import type { SeedPost } from '../types.ts'

export const spicesPost: SeedPost = {
	slug: 'from-farm-to-mill-spice-quality',
	status: 'published',
	daysAgo: 131,
	author: 'نورة الحربي',
	cover: 'spice-market',
	title: {
		ar: 'من المزرعة إلى المطحنة: كيف نضمن جودة التوابل',
		en: 'From Farm to Mill: How We Assure Spice Quality',
	},
	excerpt: {
		ar: 'التوابل من أكثر الأغذية عرضة للغش والتلوث. هذه الضوابط التي نطبقها قبل أن تصل أي دفعة إلى خط الطحن.',
		en: 'Spices are among the foods most exposed to fraud and contamination. These are the controls we apply before any lot reaches the grinding line.',
	},
	body: {
		ar: `<p>تُزرع التوابل غالباً في مزارع صغيرة، وتُجفف في العراء، وتمر بعدة وسطاء قبل أن تصل إلى المصدّر. وكل حلقة في هذه السلسلة فرصة للتلوث أو الغش. لذلك لا نشتري التوابل على أساس الاسم والمنشأ وحدهما.</p>
<h2>التنظيف</h2>
<p>تمر كل دفعة على غرابيل هوائية وأجهزة لإزالة الحجارة ومغانط قوية قبل أي معالجة أخرى. ونقيس النظافة وفق معايير الجمعية الأمريكية لتجارة التوابل (ASTA)، التي تحدد الحد الأقصى للمواد الغريبة والحشرات والفضلات في كل صنف.</p>
<h2>التعقيم بالبخار</h2>
<p>نعقّم التوابل <strong>بالبخار</strong> لخفض الحمل الميكروبي دون مواد كيميائية. فأكسيد الإيثيلين محظور في الاتحاد الأوروبي، والتشعيع يتطلب بطاقة خاصة لا يقبلها كثير من المستهلكين. وبعد التعقيم نفحص كل دفعة للسالمونيلا والإشريكية القولونية قبل الإفراج عنها.</p>
<h2>كشف الغش</h2>
<ul>
<li><strong>الأصباغ:</strong> نفحص الفلفل الأحمر والبابريكا لأصباغ سودان، والكركم لكرومات الرصاص.</li>
<li><strong>المواد المالئة:</strong> نقارن المحتوى من الزيوت الطيّارة والرماد بالقيم المرجعية للصنف.</li>
<li><strong>السموم الفطرية:</strong> نختبر الأفلاتوكسين في الفلفل الحار والكركم وجوزة الطيب، وهي الأكثر عرضة له.</li>
</ul>
<p>بعد الفحص تُطحن التوابل في منشأتنا بجدة بدفعات صغيرة، وتمر على كاشف المعادن، وتُعبأ في عبوات عازلة للضوء والرطوبة تحفظ لونها ورائحتها.</p>
<p>الطاحونة لا تصنع الجودة، بل تكشفها أو تخفيها. ولذلك نعدّ ما يحدث قبل الطحن أهم ما نقدمه لعملائنا.</p>`,
		en: `<p>Spices are usually grown on small farms, dried in the open and passed through several middlemen before they reach an exporter. Every link in that chain is a chance for contamination or fraud, which is why we never buy spices on name and origin alone.</p>
<h2>Cleaning</h2>
<p>Every lot passes through air screens, destoners and strong magnets before any other treatment. We measure cleanliness against the American Spice Trade Association (ASTA) specifications, which set maximum levels of foreign matter, insects and excreta for each spice.</p>
<h2>Steam sterilisation</h2>
<p>We sterilise spices with <strong>steam</strong> to reduce the microbial load without chemicals. Ethylene oxide is banned in the European Union, and irradiation requires a label that many consumers reject. After sterilisation, every lot is tested for Salmonella and E. coli before release.</p>
<h2>Detecting adulteration</h2>
<ul>
<li><strong>Dyes:</strong> we test chilli and paprika for Sudan dyes, and turmeric for lead chromate.</li>
<li><strong>Fillers:</strong> we compare volatile oil and ash content with reference values for the variety.</li>
<li><strong>Mycotoxins:</strong> we test for aflatoxin in chilli, turmeric and nutmeg, the spices most exposed to it.</li>
</ul>
<p>Once cleared, spices are milled in small batches at our Jeddah facility, pass a metal detector and are packed in light- and moisture-barrier packs that keep their colour and aroma.</p>
<p>A mill does not make quality; it reveals it or hides it. That is why we consider what happens before grinding the most important part of what we offer our clients.</p>`,
	},
}
