import type { SeedPost } from '../types.ts'

export const incotermsPost: SeedPost = {
	slug: 'fob-or-cif-incoterms-for-food-importers',
	status: 'published',
	daysAgo: 12,
	author: 'خالد العتيبي',
	cover: 'ship',
	title: {
		ar: 'FOB أم CIF؟ دليل مختصر لشروط التسليم في استيراد الأغذية',
		en: 'FOB or CIF? A Short Guide to Incoterms for Food Importers',
	},
	excerpt: {
		ar: 'شرط التسليم الذي تختاره يحدد من يدفع الشحن والتأمين، ومتى تنتقل المخاطر إليك. إليك ما يعنيه كل شرط في صفقات الأرز والتمور والزيوت.',
		en: 'The Incoterm you choose decides who pays for freight and insurance, and when the risk becomes yours. Here is what each term means in rice, date and oil deals.',
	},
	body: {
		ar: `<p>يبدأ كثير من المستوردين مفاوضاتهم بسؤال واحد: كم السعر؟ لكن السعر بلا شرط تسليم رقمٌ ناقص. فعبارة «500 دولار للطن» قد تعني البضاعة على ظهر السفينة في ميناء الشحن، وقد تعني البضاعة واصلة إلى ميناء جدة مع الشحن والتأمين. والفرق بين الحالتين قد يتجاوز عشرة في المئة من قيمة الصفقة.</p>
<h2>FOB: تتسلّم البضاعة على ظهر السفينة</h2>
<p>في شرط <strong>FOB (التسليم على ظهر السفينة)</strong> يتحمل البائع تكاليف نقل البضاعة إلى ميناء الشحن وتخليصها للتصدير وتحميلها على السفينة. وعند وضعها على متن السفينة تنتقل المخاطر إلى المشتري، الذي يحجز الشحن البحري ويدفع أجرته ويؤمّن على البضاعة بنفسه. يناسب هذا الشرط المستورد الذي يملك عقود شحن جيدة أو وكيلاً موثوقاً في بلد المنشأ.</p>
<h2>CIF: السعر يشمل الشحن والتأمين</h2>
<p>في شرط <strong>CIF (التكلفة والتأمين وأجرة الشحن)</strong> يحجز البائع السفينة ويدفع أجرة الشحن حتى ميناء الوصول ويصدر وثيقة تأمين لصالح المشتري. لكن انتبه: المخاطر تنتقل إليك أيضاً عند التحميل في ميناء الشحن، لا عند الوصول. والتأمين المطلوب في قواعد إنكوترمز 2020 هو الحد الأدنى من التغطية (الشروط C)، لذلك نوصي عملاءنا بطلب تغطية أوسع للبضائع الحساسة كالتمور والمكسرات.</p>
<h2>أيهما تختار؟</h2>
<ul>
<li><strong>اختر FOB</strong> إذا كانت لديك أسعار شحن تفضيلية، أو تشحن كميات كبيرة بانتظام، أو تريد التحكم في مواعيد الإبحار.</li>
<li><strong>اختر CIF</strong> إذا كانت صفقاتك متفرقة، أو تستورد لأول مرة من منشأ جديد، أو تفضّل سعراً واحداً واضحاً حتى ميناء الوصول.</li>
<li><strong>للحاويات</strong> توصي غرفة التجارة الدولية بشروط FCA وCPT وCIP بدلاً من FOB وCFR وCIF، لأن الحاوية تُسلَّم في المحطة قبل تحميلها بأيام.</li>
</ul>
<p>أياً كان الشرط، اكتبه كاملاً في العقد مع اسم الميناء وسنة القواعد، مثل «CIF جدة، إنكوترمز 2020». فالغموض في هذا السطر هو مصدر أغلب النزاعات التي نراها بين المشترين والموردين.</p>
<p>في تصدير نعرض أسعارنا بالشرطين، ونساعدك في المقارنة بينهما على أساس التكلفة الواصلة إلى مستودعك. تواصل مع فريق المبيعات لتحصل على عرضين متقابلين لشحنتك القادمة.</p>`,
		en: `<p>Many importers open a negotiation with one question: what is the price? Yet a price without a delivery term is only half a number. "USD 500 per tonne" may mean the goods on board a ship at the port of loading, or the goods landed in Jeddah with freight and insurance paid. The difference between the two can exceed ten per cent of the deal.</p>
<h2>FOB: you take the goods on board</h2>
<p>Under <strong>FOB (Free On Board)</strong> the seller pays to bring the goods to the port of loading, clears them for export and loads them on the vessel. Once they are on board, the risk passes to the buyer, who books and pays for the ocean freight and insures the cargo. FOB suits importers with good freight contracts or a trusted forwarder in the country of origin.</p>
<h2>CIF: the price includes freight and insurance</h2>
<p>Under <strong>CIF (Cost, Insurance and Freight)</strong> the seller books the vessel, pays freight to the port of discharge and issues an insurance policy in the buyer's favour. But note: the risk still passes to you at loading, not on arrival. And Incoterms 2020 only require minimum cover (Institute Cargo Clauses C) under CIF, so we advise clients to ask for wider cover on sensitive cargo such as dates and nuts.</p>
<h2>Which should you choose?</h2>
<ul>
<li><strong>Choose FOB</strong> if you have preferential freight rates, ship large volumes regularly or want control over sailing dates.</li>
<li><strong>Choose CIF</strong> if your purchases are occasional, you are buying from a new origin for the first time, or you prefer one clear price to the port of discharge.</li>
<li><strong>For containers</strong>, the International Chamber of Commerce recommends FCA, CPT and CIP instead of FOB, CFR and CIF, because a container is handed over at the terminal days before it is loaded.</li>
</ul>
<p>Whichever term you use, write it out in full in the contract with the named port and the rules' edition, for example "CIF Jeddah, Incoterms 2020". Ambiguity in that one line is behind most of the disputes we see between buyers and suppliers.</p>
<p>At Tasdeer we quote on both terms and help you compare them on the landed cost to your warehouse. Contact our sales team for side-by-side quotes on your next shipment.</p>`,
	},
}
