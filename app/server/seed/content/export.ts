import type { Incoterm, MoqUnit } from '#app/lib/export-data.ts'
import type { NetUnit } from '#app/lib/units.ts'
import type { Bilingual } from './types.ts'

/**
 * Export data of every demo product (decision 0034), keyed by slug; the seed test checks that no
 * product is left without it. A packaging option without its own label is the product's own
 * packaging (its `packaging` text). Certification dates are days from the day of the seed, so the
 * demo always has valid certifications, a few about to expire (the dashboard's list) and one
 * expired (kept for staff, hidden from visitors).
 */
export interface SeedPackaging {
	label?: Bilingual
	net: number
	unit: NetUnit
	perCarton?: number
	perPallet?: number
	per20: number
	per40: number
}

export interface SeedCertification {
	name: string
	issuer: string
	number: string
	/** Valid until this many days after the seed (negative: expired). */
	validForDays: number
}

export interface SeedExportData {
	country: string
	hs: string
	shelfLifeMonths: number
	storage: Bilingual
	moq: [number, MoqUnit]
	incoterms: Incoterm[]
	ports: Bilingual[]
	packaging: SeedPackaging[]
	certifications: SeedCertification[]
}

const port = (ar: string, en: string): Bilingual => ({ ar, en })
const ports = {
	jeddah: port('ميناء جدة الإسلامي', 'Jeddah Islamic Port'),
	dammam: port('ميناء الملك عبدالعزيز بالدمام', 'King Abdulaziz Port, Dammam'),
	mundra: port('ميناء موندرا', 'Mundra'),
	kandla: port('ميناء كاندلا', 'Kandla'),
	nhavaSheva: port('ميناء نافا شيفا', 'Nhava Sheva'),
	karachi: port('ميناء كراتشي', 'Karachi'),
	laemChabang: port('ميناء لايم تشابانغ', 'Laem Chabang'),
	bangkok: port('ميناء بانكوك', 'Bangkok'),
	alexandria: port('ميناء الإسكندرية', 'Alexandria'),
	hoChiMinh: port('ميناء هو تشي منه', 'Ho Chi Minh City'),
	mersin: port('ميناء مرسين', 'Mersin'),
	izmir: port('ميناء إزمير', 'Izmir'),
	genoa: port('ميناء جنوة', 'Genoa'),
	aqaba: port('ميناء العقبة', 'Aqaba'),
	puertoBarrios: port('ميناء بويرتو باريوس', 'Puerto Barrios'),
	jakarta: port('ميناء جاكرتا', 'Jakarta'),
	valencia: port('ميناء فالنسيا', 'Valencia'),
	oakland: port('ميناء أوكلاند', 'Oakland'),
	capeTown: port('ميناء كيب تاون', 'Cape Town'),
	vancouver: port('ميناء فانكوفر', 'Vancouver'),
	manzanillo: port('ميناء مانزانيلو', 'Manzanillo'),
	melbourne: port('ميناء ملبورن', 'Melbourne'),
	buenosAires: port('ميناء بوينس آيرس', 'Buenos Aires'),
	odesa: port('ميناء أوديسا', 'Odesa'),
	portKlang: port('ميناء بورت كلانغ', 'Port Klang'),
	sfax: port('ميناء صفاقس', 'Sfax'),
	sanAntonio: port('ميناء سان أنطونيو', 'San Antonio'),
	djibouti: port('ميناء جيبوتي', 'Djibouti'),
	qingdao: port('ميناء تشينغداو', 'Qingdao'),
	ningbo: port('ميناء نينغبو', 'Ningbo'),
	santos: port('ميناء سانتوس', 'Santos'),
	mombasa: port('ميناء مومباسا', 'Mombasa'),
	colombo: port('ميناء كولومبو', 'Colombo'),
}

const storage = {
	dry: {
		ar: 'يُخزَّن في مستودع بارد وجاف وجيد التهوية، على منصات بعيدًا عن الأرض وعن الروائح النفاذة',
		en: 'Cool, dry, well-ventilated warehouse, on pallets off the floor, away from strong odours',
	},
	spice: {
		ar: 'يُخزَّن في مكان جاف بعيدًا عن الضوء المباشر، بدرجة حرارة أقل من ‎25 °C‎ ورطوبة أقل من ‎65%‎',
		en: 'Dry place away from direct light, below 25 °C and 65% relative humidity',
	},
	chilled: {
		ar: 'يُخزَّن مبرَّدًا بين ‎0‎ و‎5 °C‎ للحفاظ على الطراوة واللون',
		en: 'Chilled between 0 and 5 °C to keep softness and colour',
	},
	oil: {
		ar: 'يُخزَّن بين ‎10‎ و‎25 °C‎ بعيدًا عن الضوء المباشر ومصادر الحرارة',
		en: 'Between 10 and 25 °C, away from direct light and heat',
	},
	nuts: {
		ar: 'يُخزَّن مبرَّدًا بين ‎2‎ و‎8 °C‎ ورطوبة أقل من ‎65%‎ لتجنب الزناخة',
		en: 'Chilled between 2 and 8 °C below 65% relative humidity, against rancidity',
	},
	packaging: {
		ar: 'يُخزَّن في مكان جاف ومغطى بعيدًا عن أشعة الشمس المباشرة',
		en: 'Dry, covered storage away from direct sunlight',
	},
}

const fob: Incoterm[] = ['FOB', 'CFR', 'CIF']
const local: Incoterm[] = ['EXW', 'FCA', 'FOB', 'CFR', 'CIF', 'DAP']

const bag = (net: number, per20: number, per40: number): SeedPackaging => ({ net, unit: 'kg', per20, per40 })
const carton = (net: number, unit: NetUnit, perCarton: number, perPallet: number, per20: number, per40: number, label?: Bilingual): SeedPackaging => ({
	label,
	net,
	unit,
	perCarton,
	perPallet,
	per20,
	per40,
})
const bulkBag = (tonnes: number): SeedPackaging => ({
	label: { ar: `كيس جامبو ${tonnes} طن`, en: `${tonnes} t jumbo bag (FIBC)` },
	net: tonnes * 1000,
	unit: 'kg',
	per20: Math.floor(20 / tonnes),
	per40: Math.floor(26 / tonnes),
})

const cert = (name: string, issuer: string, number: string, validForDays: number): SeedCertification => ({ name, issuer, number, validForDays })
const halal = (issuer: string, number: string, days = 540) => cert('Halal', issuer, number, days)
const iso22000 = (number: string, days = 720) => cert('ISO 22000', 'Bureau Veritas', number, days)
const haccp = (number: string, days = 400) => cert('HACCP', 'SGS', number, days)
const brc = (number: string, days = 300) => cert('BRCGS Food Safety', 'Intertek', number, days)
const organic = (number: string, days = 260) => cert('EU Organic', 'Control Union', number, days)
const sfda = (number: string, days = 800) => cert('SFDA Registration', 'Saudi Food and Drug Authority', number, days)
const iso9001 = (number: string, days = 900) => cert('ISO 9001', 'TÜV SÜD', number, days)

const rice = (country: string, loading: Bilingual[], packaging: SeedPackaging[], certifications: SeedCertification[]): SeedExportData => ({
	country,
	hs: '1006.30',
	shelfLifeMonths: 24,
	storage: storage.dry,
	moq: [1, 'container_20ft'],
	incoterms: fob,
	ports: loading,
	packaging,
	certifications,
})

export const exportData: Record<string, SeedExportData> = {
	'basmati-rice-1121-steam': rice(
		'IN',
		[ports.mundra, ports.kandla],
		[
			bag(10, 2500, 2700),
			{ label: { ar: 'كيس بولي بروبيلين منسوج 25 كغ', en: '25 kg PP woven bag' }, ...bag(25, 1000, 1080) },
			carton(5, 'kg', 4, 50, 1250, 1350, { ar: 'كرتون يحوي 4 أكياس × 5 كغ', en: 'Carton of 4 × 5 kg bags' }),
		],
		[
			iso22000('BV-IN-22000-4471'),
			brc('INT-BRC-88213'),
			halal('Halal India', 'HI-2291-R'),
			// About to expire: the dashboard and the daily mail show it.
			cert('FSSC 22000', 'SGS', 'SGS-FSSC-30512', 18),
			// Expired: kept for staff, never shown to visitors.
			cert('Kosher', 'OU Kosher', 'OU-K-55120', -12),
		],
	),
	'basmati-rice-1121-golden-sella': rice('IN', [ports.mundra, ports.nhavaSheva], [bag(40, 625, 675), bag(20, 1250, 1350)], [iso22000('BV-IN-22000-4472'), halal('Halal India', 'HI-2292-R')]),
	'pakistani-super-kernel-basmati': rice('PK', [ports.karachi], [bag(25, 1000, 1080), bag(5, 5000, 5400)], [haccp('SGS-PK-HACCP-118'), halal('Pakistan Halal Authority', 'PHA-7731')]),
	'thai-parboiled-rice-5': rice('TH', [ports.bangkok, ports.laemChabang], [bag(50, 500, 540), bag(25, 1000, 1080)], [brc('INT-BRC-77102'), halal('CICOT Thailand', 'TH-HAL-40921')]),
	'thai-jasmine-rice': rice('TH', [ports.laemChabang], [bag(20, 1250, 1350), carton(1, 'kg', 10, 80, 2500, 2700, { ar: 'كرتون يحوي 10 أكياس × 1 كغ', en: 'Carton of 10 × 1 kg bags' })], [iso22000('BV-TH-22000-0917'), halal('CICOT Thailand', 'TH-HAL-40922')]),
	'egyptian-medium-grain-rice': rice('EG', [ports.alexandria], [carton(1, 'kg', 10, 80, 2300, 2600), bag(25, 1000, 1080)], [haccp('SGS-EG-HACCP-301'), halal('Al-Azhar Halal Centre', 'AZ-HAL-1022')]),
	'vietnamese-long-grain-white-rice': rice('VN', [ports.hoChiMinh], [bag(25, 1000, 1080), bulkBag(1)], [haccp('SGS-VN-HACCP-552', 25), halal('Vietnam Halal Centre', 'VHC-8830')]),
	'coarse-bulgur': {
		country: 'TR',
		hs: '1904.30',
		shelfLifeMonths: 18,
		storage: storage.dry,
		moq: [10, 'ton'],
		incoterms: ['FCA', ...fob],
		ports: [ports.mersin],
		packaging: [bag(25, 880, 1000), carton(1, 'kg', 12, 60, 1800, 2100, { ar: 'كرتون يحوي 12 كيسًا × 1 كغ', en: 'Carton of 12 × 1 kg bags' })],
		certifications: [iso22000('BV-TR-22000-1980'), halal('GİMDES', 'GIM-5521')],
	},
	'durum-wheat-semolina': {
		country: 'IT',
		hs: '1103.11',
		shelfLifeMonths: 12,
		storage: storage.dry,
		moq: [12, 'ton'],
		incoterms: ['EXW', ...fob],
		ports: [ports.genoa],
		packaging: [bag(25, 880, 1000)],
		certifications: [brc('INT-BRC-60411'), iso9001('TUV-IT-9001-2231')],
	},
	'roasted-green-freekeh': {
		country: 'JO',
		hs: '1904.90',
		shelfLifeMonths: 12,
		storage: storage.dry,
		moq: [200, 'carton'],
		incoterms: ['EXW', 'FCA', 'CFR', 'DAP'],
		ports: [ports.aqaba],
		packaging: [carton(500, 'g', 20, 80, 1400, 2000)],
		certifications: [haccp('SGS-JO-HACCP-090'), halal('Jordan Institution for Standards', 'JSMO-H-3310')],
	},
	'green-cardamom-8mm': {
		country: 'GT',
		hs: '0908.31',
		shelfLifeMonths: 18,
		storage: storage.spice,
		moq: [500, 'kg'],
		incoterms: ['FOB', 'CFR', 'CIF', 'CIP'],
		ports: [ports.puertoBarrios],
		packaging: [carton(10, 'kg', 1, 40, 1100, 1400), carton(5, 'kg', 1, 80, 2200, 2800, { ar: 'كرتون 5 كغ مع بطانة', en: '5 kg carton with a PE liner' })],
		certifications: [haccp('SGS-GT-HACCP-414'), organic('CU-GT-ORG-7120')],
	},
	'cassia-cinnamon-sticks': {
		country: 'ID',
		hs: '0906.11',
		shelfLifeMonths: 24,
		storage: storage.spice,
		moq: [1, 'container_20ft'],
		incoterms: fob,
		ports: [ports.jakarta],
		packaging: [carton(20, 'kg', 1, 30, 620, 1300)],
		certifications: [haccp('SGS-ID-HACCP-727'), halal('MUI Indonesia', 'MUI-01-0112')],
	},
	'black-pepper-whole-550': {
		country: 'VN',
		hs: '0904.11',
		shelfLifeMonths: 24,
		storage: storage.spice,
		moq: [1, 'container_20ft'],
		incoterms: fob,
		ports: [ports.hoChiMinh],
		packaging: [bag(25, 720, 1040), bag(50, 360, 520)],
		certifications: [haccp('SGS-VN-HACCP-553'), cert('ASTA Cleanliness', 'Eurofins', 'EUR-ASTA-2210', 200)],
	},
	'cumin-seeds': {
		country: 'IN',
		hs: '0909.31',
		shelfLifeMonths: 24,
		storage: storage.spice,
		moq: [5, 'ton'],
		incoterms: fob,
		ports: [ports.mundra],
		packaging: [bag(25, 680, 1040)],
		certifications: [cert('Spices Board Registration', 'Spices Board India', 'SBI-RCMC-41220', 500), haccp('SGS-IN-HACCP-662')],
	},
	'turmeric-powder': {
		country: 'SA',
		hs: '0910.30',
		shelfLifeMonths: 18,
		storage: storage.spice,
		moq: [100, 'carton'],
		incoterms: local,
		ports: [ports.jeddah],
		packaging: [carton(400, 'g', 24, 60, 1600, 3300)],
		certifications: [sfda('SFDA-F-120551'), iso22000('BV-SA-22000-0331'), halal('SFDA Halal Centre', 'SFDA-H-2291')],
	},
	'sweet-paprika-powder': {
		country: 'ES',
		hs: '0904.22',
		shelfLifeMonths: 18,
		storage: storage.spice,
		moq: [2, 'ton'],
		incoterms: ['EXW', 'FCA', 'CIF'],
		ports: [ports.valencia],
		packaging: [carton(25, 'kg', 2, 32, 560, 1000)],
		certifications: [brc('INT-BRC-51290'), iso9001('TUV-ES-9001-1142')],
	},
	'kabsa-spice-mix': {
		country: 'SA',
		hs: '0910.91',
		shelfLifeMonths: 12,
		storage: storage.spice,
		moq: [50, 'carton'],
		incoterms: local,
		ports: [ports.jeddah, ports.dammam],
		packaging: [carton(200, 'g', 48, 60, 1500, 3100)],
		certifications: [sfda('SFDA-F-120552'), iso22000('BV-SA-22000-0332'), halal('SFDA Halal Centre', 'SFDA-H-2292')],
	},
	'sukkari-dates-qassim': dates('SA', [ports.jeddah, ports.dammam], [carton(3, 'kg', 1, 120, 4200, 8600), carton(1, 'kg', 12, 60, 1400, 2900, { ar: 'كرتون يحوي 12 علبة × 1 كغ', en: 'Carton of 12 × 1 kg boxes' })], [sfda('SFDA-F-130101'), halal('SFDA Halal Centre', 'SFDA-H-3011'), iso22000('BV-SA-22000-0401', 21)]),
	'ajwa-dates-madinah': dates('SA', [ports.jeddah], [carton(1, 'kg', 12, 60, 1400, 2900, { ar: 'كرتون يحوي 12 علبة هدايا × 1 كغ', en: 'Carton of 12 × 1 kg gift boxes' })], [sfda('SFDA-F-130102'), halal('SFDA Halal Centre', 'SFDA-H-3012')]),
	'khalas-dates-ahsa': dates('SA', [ports.dammam], [carton(5, 'kg', 1, 90, 3400, 4400)], [sfda('SFDA-F-130103'), haccp('SGS-SA-HACCP-210')]),
	'medjool-dates-jumbo': dates('JO', [ports.aqaba], [carton(5, 'kg', 1, 90, 3400, 4400)], [cert('GLOBALG.A.P.', 'Control Union', 'CU-GGN-4063061', 330), haccp('SGS-JO-HACCP-091')]),
	'medjool-dates-large': dates('US', [ports.oakland], [carton(5, 'kg', 1, 90, 3400, 4400)], [brc('INT-BRC-30127'), cert('GLOBALG.A.P.', 'Control Union', 'CU-GGN-4063062', 300)]),
	'dried-apricots-malatya': dried('TR', '0813.10', [ports.mersin], [carton(10, 'kg', 1, 60, 1500, 2100)], [brc('INT-BRC-44120'), halal('GİMDES', 'GIM-5530')]),
	'dried-figs-aydin': dried('TR', '0804.20', [ports.izmir], [carton(12, 'kg', 1, 50, 1300, 1800)], [brc('INT-BRC-44121'), organic('CU-TR-ORG-8812')]),
	'golden-raisins': dried('ZA', '0806.20', [ports.capeTown], [carton(12.5, 'kg', 1, 56, 1600, 2000)], [brc('INT-BRC-21055'), haccp('SGS-ZA-HACCP-033')]),
	'red-split-lentils': pulses('CA', '0713.40', [ports.vancouver], [bag(25, 1000, 1080), bulkBag(1)], [cert('Canadian Grain Commission Certificate', 'Canadian Grain Commission', 'CGC-EX-77102', 200), haccp('SGS-CA-HACCP-011')]),
	'green-lentils-laird': pulses('CA', '0713.40', [ports.vancouver], [bag(50, 500, 540)], [cert('Canadian Grain Commission Certificate', 'Canadian Grain Commission', 'CGC-EX-77103', 200)]),
	'pardina-brown-lentils': pulses('US', '0713.40', [ports.oakland], [bag(25, 1000, 1080)], [haccp('SGS-US-HACCP-448'), iso22000('BV-US-22000-7710')]),
	'kabuli-chickpeas-9mm': pulses('MX', '0713.20', [ports.manzanillo], [bag(25, 1000, 1080), bag(50, 500, 540)], [haccp('SGS-MX-HACCP-214'), cert('SENASICA Phytosanitary Registration', 'SENASICA', 'SEN-FITO-66120', 420)]),
	'fava-beans': pulses('AU', '0713.50', [ports.melbourne], [bag(50, 500, 540), bulkBag(1)], [haccp('SGS-AU-HACCP-087')]),
	'red-kidney-beans': pulses('AR', '0713.33', [ports.buenosAires], [bag(25, 1000, 1080)], [haccp('SGS-AR-HACCP-310'), iso22000('BV-AR-22000-1201')]),
	'refined-sunflower-oil-5l': oil('UA', '1512.19', [ports.odesa], [carton(5, 'l', 4, 40, 1040, 1300)], [iso22000('BV-UA-22000-5501'), halal('Halal Ukraine', 'HU-2210')]),
	'pure-corn-oil-1-8l': oil('TR', '1515.29', [ports.mersin], [carton(1.8, 'l', 6, 75, 1900, 2200)], [iso22000('BV-TR-22000-1981'), halal('GİMDES', 'GIM-5540')]),
	'refined-palm-olein-18l': oil('MY', '1511.90', [ports.portKlang], [carton(18, 'l', 1, 50, 1300, 1500)], [cert('RSPO Supply Chain', 'Control Union', 'CU-RSPO-SCC-0912', 350), halal('JAKIM', 'JAKIM-1033-07')]),
	'canola-oil-1-5l': oil('CA', '1514.19', [ports.vancouver], [carton(1.5, 'l', 6, 80, 2100, 2400)], [iso22000('BV-CA-22000-6110'), halal('Halal Monitoring Authority', 'HMA-CA-2120')]),
	'extra-virgin-olive-oil-al-jouf': oil('SA', '1509.20', [ports.dammam, ports.jeddah], [carton(1, 'l', 12, 60, 1100, 2300), carton(5, 'l', 4, 40, 1040, 1300, { ar: 'عبوة معدنية 5 لترات، 4 في الكرتون', en: '5 L metal tin, 4 per carton' })], [sfda('SFDA-F-140201'), organic('CU-SA-ORG-0031')]),
	'tunisian-extra-virgin-olive-oil-5l': oil('TN', '1509.20', [ports.sfax], [carton(5, 'l', 4, 40, 1040, 1300)], [organic('CU-TN-ORG-5521'), iso22000('BV-TN-22000-3302')]),
	'california-almonds-nonpareil': nuts('US', '0802.12', [ports.oakland], [carton(22.68, 'kg', 1, 42, 840, 1720)], [brc('INT-BRC-30128'), haccp('SGS-US-HACCP-449')]),
	'cashew-kernels-w320': nuts('VN', '0801.32', [ports.hoChiMinh], [carton(11.34, 'kg', 2, 50, 700, 1400)], [brc('INT-BRC-77103'), haccp('SGS-VN-HACCP-554', 9)]),
	'antep-pistachios': nuts('TR', '0802.51', [ports.mersin], [carton(10, 'kg', 1, 60, 1500, 2100)], [brc('INT-BRC-44122'), halal('GİMDES', 'GIM-5541')]),
	'chilean-walnut-kernels': nuts('CL', '0802.32', [ports.sanAntonio], [carton(5, 'kg', 2, 60, 1000, 2000)], [brc('INT-BRC-90812'), cert('GLOBALG.A.P.', 'Control Union', 'CU-GGN-4063090', 280)]),
	'natural-white-sesame': nuts('ET', '1207.40', [ports.djibouti], [bag(50, 380, 520)], [haccp('SGS-ET-HACCP-072'), organic('CU-ET-ORG-1193')]),
	'roasted-sunflower-seeds': nuts('CN', '2008.19', [ports.qingdao], [carton(500, 'g', 20, 70, 1400, 2800)], [haccp('SGS-CN-HACCP-904'), iso22000('BV-CN-22000-8821')]),
	'pumpkin-seed-kernels': nuts('CN', '1207.99', [ports.qingdao], [carton(25, 'kg', 1, 40, 720, 1080)], [brc('INT-BRC-11091'), organic('CU-CN-ORG-4420')]),
	'ethiopian-harar-green-coffee': coffee('ET', '0901.11', [ports.djibouti], [bag(60, 320, 375)], [organic('CU-ET-ORG-1194'), cert('Fairtrade', 'FLOCERT', 'FLO-ID-33821', 450)]),
	'brazil-santos-green-coffee': coffee('BR', '0901.11', [ports.santos], [bag(60, 320, 375), bulkBag(1)], [cert('Rainforest Alliance', 'Control Union', 'RA-CU-0071822', 380)]),
	'kenya-black-tea-ctc': coffee('KE', '0902.40', [ports.mombasa], [bag(60, 300, 420)], [cert('Rainforest Alliance', 'Control Union', 'RA-CU-0071900', 380), iso22000('BV-KE-22000-2041')]),
	'ceylon-black-tea-op': coffee('LK', '0902.40', [ports.colombo], [carton(20, 'kg', 1, 40, 700, 1200)], [cert('Ceylon Tea Lion Logo', 'Sri Lanka Tea Board', 'SLTB-LL-55712', 620), iso22000('BV-LK-22000-1092')]),
	'chinese-gunpowder-green-tea': coffee('CN', '0902.20', [ports.ningbo], [carton(25, 'kg', 1, 40, 800, 1300)], [cert('EU MRL Test Report', 'Eurofins', 'EUR-CN-MRL-20931', 160), haccp('SGS-CN-HACCP-905')]),
	'kraft-stand-up-pouches': packagingGoods('3923.29', [carton(1000, 'g', 1000, 40, 700, 1500)], [iso9001('TUV-SA-9001-0551'), cert('FDA Food Contact Compliance', 'SGS', 'SGS-FCM-2231', 210)]),
	'date-gift-boxes': packagingGoods('4819.20', [carton(1, 'kg', 24, 30, 450, 950)], [iso9001('TUV-SA-9001-0552'), cert('FSC Chain of Custody', 'Control Union', 'CU-COC-812231', 480)]),
	'pp-woven-bags': packagingGoods('6305.33', [carton(50, 'kg', 500, 20, 420, 880, { ar: 'بالة من 500 كيس', en: 'Bale of 500 bags' })], [iso9001('TUV-SA-9001-0553')]),
	'fibc-jumbo-bags': packagingGoods('6305.32', [carton(1, 'kg', 20, 12, 220, 460, { ar: 'حزمة من 20 كيسًا', en: 'Bundle of 20 bags' })], [iso9001('TUV-SA-9001-0554'), cert('ISO 21898 Type Test', 'Intertek', 'INT-21898-4410', 27)]),
	'export-corrugated-cartons': packagingGoods('4819.10', [carton(450, 'kg', 500, 1, 18, 38, { ar: 'منصة من 500 كرتون مسطح', en: 'Pallet of 500 flat cartons' })], [iso9001('TUV-SA-9001-0555'), cert('FSC Chain of Custody', 'Control Union', 'CU-COC-812232', 480)]),
}

type Builder = (country: string, hs: string, loading: Bilingual[], packaging: SeedPackaging[], certifications: SeedCertification[]) => SeedExportData
function category(shelfLifeMonths: number, store: Bilingual, moq: [number, MoqUnit], terms: Incoterm[]): Builder {
	return (country, hs, loading, packaging, certifications) => ({ country, hs, shelfLifeMonths, storage: store, moq, incoterms: terms, ports: loading, packaging, certifications })
}

function dates(country: string, loading: Bilingual[], packaging: SeedPackaging[], certifications: SeedCertification[]): SeedExportData {
	return category(12, storage.chilled, [500, 'carton'], country === 'SA' ? local : fob)(country, '0804.10', loading, packaging, certifications)
}
function dried(...args: Parameters<Builder>) {
	return category(12, storage.chilled, [1, 'pallet'], fob)(...args)
}
function pulses(...args: Parameters<Builder>) {
	return category(24, storage.dry, [1, 'container_20ft'], ['FOB', 'CFR', 'CIF', 'FAS'])(...args)
}
function oil(...args: Parameters<Builder>) {
	return category(18, storage.oil, [1, 'container_20ft'], args[0] === 'SA' ? local : fob)(...args)
}
function nuts(...args: Parameters<Builder>) {
	return category(12, storage.nuts, [1, 'pallet'], ['FCA', 'FOB', 'CFR', 'CIF'])(...args)
}
function coffee(...args: Parameters<Builder>) {
	return category(24, storage.dry, [1, 'container_20ft'], ['FOB', 'CFR', 'CIF'])(...args)
}
function packagingGoods(hs: string, packaging: SeedPackaging[], certifications: SeedCertification[]): SeedExportData {
	return category(36, storage.packaging, [1, 'pallet'], ['EXW', 'FCA', 'DAP', 'DDP'])('SA', hs, [ports.jeddah], packaging, certifications)
}
