// What set 5's layouts share beyond common.ts, people.ts and the parties of sets 3 and 4: companies
// and people of the countries no earlier set knows (Brazil, Greece, Estonia, Latvia, Lithuania,
// Slovenia, Slovakia, Bulgaria, Israel, Hong Kong and mainland China, Korea, Luxembourg), their
// tax and registration numbers with the check digits their authorities compute (CNPJ and CPF,
// AFM, the Bulgarian EIK, the Slovenian davčna številka, the Korean business registration number,
// the Luxembourg VAT number), IBANs of those countries with true check digits, the Estonian
// reference number (7-3-1) and amounts in Latvian and Lithuanian words.
import type { Random } from './common.ts';
import type { Org, Place } from './set4-parties.ts';
import { slug } from './set4-parties.ts';

export type Set5Code =
  'BR' | 'GR' | 'EE' | 'LV' | 'LT' | 'SI' | 'SK' | 'BG' | 'IL' | 'HK' | 'CN' | 'KR' | 'LU';

interface Spec {
  country: string;
  /** Whole names (first and last, as the country writes them). */
  people: string[];
  stems: string[];
  trades: string[];
  forms: string[];
  /** The legal form before the name ('SIA "Daugava Būve"', 'UAB „Neris“'). */
  formFirst?: (form: string, brand: string, r: Random) => string;
  /** The city before the name ("Shenzhen Hengda Electronics Co., Ltd."). */
  placeFirst?: boolean;
  streets: string[];
  places: Place[];
  tld: string;
  address: (r: Random, street: string, place: Place) => string[];
  phone: (r: Random) => string;
}

const list = (text: string) => text.split(/,\s*/);
const places = (text: string): Place[] =>
  text.split(/;\s*/).map((entry) => {
    const [city = '', postcode = '', region = ''] = entry.split('|');
    return { city, postcode, region };
  });

const SPECS: Record<Set5Code, Spec> = {
  BR: {
    country: 'Brasil',
    people: list(
      'Ana Paula Ribeiro, Lucas Almeida, Fernanda Souza, Rafael Oliveira, Juliana Costa, Thiago Pereira, Camila Santos, Gustavo Lima',
    ),
    stems: list('Ipê, Jacarandá, Serra Azul, Horizonte, Cerrado, Araucária, Vale Verde, Atlântica'),
    trades: list(
      'Consultoria, Tecnologia, Serviços Empresariais, Engenharia, Contabilidade, Marketing Digital',
    ),
    forms: list('Ltda., Ltda., S.A., Ltda. - ME'),
    streets: list(
      'Av. Paulista, Rua Augusta, Av. Brigadeiro Faria Lima, Rua da Consolação, Av. Rio Branco, Rua XV de Novembro, Av. Afonso Pena',
    ),
    places: places(
      'São Paulo|01310-100|SP; São Paulo|04538-133|SP; Rio de Janeiro|20040-002|RJ; Belo Horizonte|30130-000|MG; Curitiba|80020-310|PR; Porto Alegre|90010-150|RS; Campinas|13010-111|SP',
    ),
    tld: 'com.br',
    address: (r, street, p) => [
      `${street}, ${r.int(10, 2900)}${r.chance(0.5) ? ` - ${r.pick(['Conj.', 'Sala', 'Andar'])} ${r.int(1, 180)}` : ''}`,
      `${r.pick(['Centro', 'Bela Vista', 'Itaim Bibi', 'Pinheiros', 'Savassi', 'Batel', 'Moinhos de Vento'])} - ${p.city}/${p.region}`,
      `CEP ${p.postcode}`,
    ],
    phone: (r) =>
      `(${r.pick(['11', '21', '31', '41', '51', '19'])}) ${r.chance(0.5) ? `9${r.digits(4)}` : `3${r.digits(3)}`}-${r.digits(4)}`,
  },
  GR: {
    country: 'Greece',
    people: list(
      'Georgios Papadopoulos, Maria Georgiou, Nikolaos Dimitriou, Eleni Nikolaou, Dimitrios Konstantinou, Aikaterini Papadaki, Konstantinos Vlachos, Sofia Ioannou',
    ),
    stems: list('Aegean, Olympus, Acropolis, Ionian, Thessaly, Delphi, Pindus, Cyclades'),
    trades: list('Technical Solutions, Consulting, Software, Trading, Engineering, Logistics'),
    forms: list('S.A., Single Member P.C., P.C., I.K.E.'),
    streets: list(
      'Ermou St., Vasilissis Sofias Ave., Panepistimiou St., Kifisias Ave., Tsimiski St., Egnatia St.',
    ),
    places: places(
      'Athens|105 63|Attica; Athens|115 21|Attica; Marousi|151 24|Attica; Thessaloniki|546 24|Central Macedonia; Patras|262 21|Western Greece; Heraklion|712 02|Crete; Piraeus|185 31|Attica',
    ),
    tld: 'gr',
    address: (r, street, p) => [`${r.int(1, 240)} ${street}`, `${p.postcode} ${p.city}`],
    phone: (r) => `+30 ${r.pick(['210', '2310', '2610', '2810'])} ${r.digits(3)} ${r.digits(4)}`,
  },
  EE: {
    country: 'Eesti',
    people: list(
      'Mari Tamm, Jaan Saar, Kadri Sepp, Andres Mägi, Liis Kask, Tõnu Rebane, Kertu Ilves, Martin Kukk',
    ),
    stems: list('Põhjala, Läänemere, Kalevi, Toompea, Emajõe, Saaremaa, Harju, Peipsi'),
    trades: list('Ehitus, IT, Konsult, Trükikoda, Logistika, Disain, Elekter'),
    forms: list('OÜ, OÜ, OÜ, AS'),
    streets: list('Narva mnt, Pärnu mnt, Tartu mnt, Mustamäe tee, Rüütli tn, Riia tn, Lai tn'),
    places: places(
      'Tallinn|10115|Harju maakond; Tallinn|10145|Harju maakond; Tallinn|11415|Harju maakond; Tartu|51004|Tartu maakond; Pärnu|80010|Pärnu maakond; Narva|20308|Ida-Viru maakond',
    ),
    tld: 'ee',
    address: (r, street, p) => [`${street} ${r.int(1, 150)}`, `${p.postcode} ${p.city}`],
    phone: (r) => `+372 ${r.pick(['5', '6', '7'])}${r.digits(2)} ${r.digits(4)}`,
  },
  LV: {
    country: 'Latvija',
    people: list(
      'Jānis Bērziņš, Anna Kalniņa, Andris Ozols, Līga Liepa, Māris Krūmiņš, Inese Zariņa, Edgars Vītols, Ilze Jansone',
    ),
    stems: list('Daugava, Gauja, Baltijas Vējš, Kurzeme, Vidzeme, Zemgale, Latgale, Ezerkrasts'),
    trades: list('Būve, IT Risinājumi, Konsultācijas, Loģistika, Drukātava, Serviss'),
    forms: list('SIA, SIA, SIA, AS'),
    formFirst: (form, brand, r) => (r.chance(0.6) ? `${form} "${brand}"` : `${form} ${brand}`),
    streets: list(
      'Brīvības iela, Krišjāņa Barona iela, Elizabetes iela, Dzirnavu iela, Lāčplēša iela, Maskavas iela',
    ),
    places: places(
      'Rīga|LV-1010; Rīga|LV-1050; Rīga|LV-1011; Jelgava|LV-3001; Liepāja|LV-3401; Daugavpils|LV-5401; Valmiera|LV-4201',
    ),
    tld: 'lv',
    address: (r, street, p) => [
      `${street} ${r.int(1, 120)}${r.chance(0.3) ? `-${r.int(1, 40)}` : ''}`,
      `${p.city}, ${p.postcode}`,
    ],
    phone: (r) => `+371 ${r.pick(['67', '66', `2${r.int(0, 9)}`])}${r.digits(6)}`,
  },
  LT: {
    country: 'Lietuva',
    people: list(
      'Jonas Kazlauskas, Ona Petrauskienė, Tomas Jankauskas, Rūta Stankevičienė, Mantas Vasiliauskas, Eglė Žukauskaitė, Darius Butkus, Aistė Paulauskaitė',
    ),
    stems: list('Nemuno, Baltijos, Neries, Žalgirio, Aukštaitijos, Kuršių, Dubysos, Vilijos'),
    trades: list('statyba, IT sprendimai, konsultacijos, logistika, spauda, servisas'),
    forms: list('UAB, UAB, UAB, MB, AB'),
    formFirst: (form, brand, r) => (r.chance(0.6) ? `${form} „${brand}“` : `${form} ${brand}`),
    streets: list(
      'Gedimino pr., Konstitucijos pr., Savanorių pr., Laisvės al., Pilies g., Vilniaus g.',
    ),
    places: places(
      'Vilnius|LT-01103; Vilnius|LT-09308; Kaunas|LT-44248; Klaipėda|LT-92236; Šiauliai|LT-76287; Panevėžys|LT-35173',
    ),
    tld: 'lt',
    address: (r, street, p) => [
      `${street} ${r.int(1, 90)}${r.chance(0.3) ? `-${r.int(1, 60)}` : ''}`,
      `${p.postcode} ${p.city}`,
    ],
    phone: (r) =>
      `+370 ${r.chance(0.5) ? `5 ${r.digits(3)} ${r.digits(4)}` : `6${r.digits(2)} ${r.digits(5)}`}`,
  },
  SI: {
    country: 'Slovenija',
    people: list(
      'Ana Novak, Luka Horvat, Maja Kovačič, Jure Krajnc, Nina Zupančič, Matej Potočnik, Tina Mlakar, Rok Kos',
    ),
    stems: list('Triglav, Sava, Pohorje, Kras, Bled, Soča, Kamnik, Piran'),
    trades: list('gradnje, informatika, svetovanje, tisk, inženiring, storitve'),
    forms: list('d.o.o., d.o.o., d.o.o., d.d.'),
    streets: list(
      'Slovenska cesta, Dunajska cesta, Trubarjeva ulica, Celovška cesta, Partizanska cesta, Tržaška cesta',
    ),
    places: places(
      'Ljubljana|1000; Ljubljana|1001; Maribor|2000; Celje|3000; Kranj|4000; Koper|6000; Novo mesto|8000',
    ),
    tld: 'si',
    address: (r, street, p) => [
      `${street} ${r.int(1, 180)}${r.chance(0.2) ? r.pick(['a', 'b']) : ''}`,
      `${p.postcode} ${p.city}`,
    ],
    phone: (r) =>
      `+386 ${r.pick(['1', '2', '3', '4', '5'])} ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`,
  },
  SK: {
    country: 'Slovensko',
    people: list(
      'Martin Kováč, Zuzana Nováková, Peter Varga, Lucia Tóthová, Michal Baláž, Katarína Horváthová, Tomáš Szabó, Jana Molnárová',
    ),
    stems: list('Tatry, Dunaj, Váh, Fatra, Hron, Orava, Poprad, Devín'),
    trades: list('Stavby, Software, Reklama, Elektro, Servis, Consulting'),
    forms: list('s.r.o., s.r.o., s.r.o., a.s.'),
    streets: list(
      'Obchodná, Mlynské nivy, Hlavná, Štúrova, Hviezdoslavovo nám., Námestie SNP, Prievozská',
    ),
    places: places(
      'Bratislava|811 01; Bratislava|821 09; Košice|040 01; Žilina|010 01; Nitra|949 01; Banská Bystrica|974 01; Trnava|917 01',
    ),
    tld: 'sk',
    address: (r, street, p) => [
      `${street} ${r.int(1, 90)}${r.chance(0.4) ? `/${r.int(1, 40)}` : ''}`,
      `${p.postcode} ${p.city}`,
    ],
    phone: (r) =>
      `+421 ${r.chance(0.5) ? `2 ${r.digits(4)} ${r.digits(4)}` : `9${r.digits(2)} ${r.digits(3)} ${r.digits(3)}`}`,
  },
  BG: {
    country: 'Bulgaria',
    people: list(
      'Ivan Petrov, Maria Georgieva, Georgi Dimitrov, Elena Ivanova, Nikolay Stoyanov, Desislava Todorova, Dimitar Kolev, Vesela Nikolova',
    ),
    stems: list('Vitosha, Balkan, Rila, Pirin, Struma, Rhodope, Iskar, Black Sea'),
    trades: list('Consult, Soft, Trade, Construction, Logistics, Print'),
    forms: list('EOOD, EOOD, OOD, AD, EAD'),
    streets: list(
      'Vitosha Blvd., Tsarigradsko Shose Blvd., Graf Ignatiev Str., G. S. Rakovski Str., Knyaz Boris I Str., Maria Luiza Blvd.',
    ),
    places: places(
      'Sofia|1000; Sofia|1784; Sofia|1407; Plovdiv|4000; Varna|9000; Burgas|8000; Ruse|7000',
    ),
    tld: 'bg',
    address: (r, street, p) => [
      `${r.int(1, 160)} ${street}${r.chance(0.4) ? `, fl. ${r.int(1, 9)}` : ''}`,
      `${p.city} ${p.postcode}`,
    ],
    phone: (r) =>
      `+359 ${r.chance(0.5) ? `2 ${r.digits(3)} ${r.digits(4)}` : `8${r.pick(['7', '8', '9'])} ${r.digits(3)} ${r.digits(4)}`}`,
  },
  IL: {
    country: 'Israel',
    people: list(
      'Noa Cohen, Yossi Levi, Tamar Mizrahi, Avi Peretz, Michal Biton, Eitan Friedman, Shira Katz, Daniel Azoulay',
    ),
    stems: list('Carmel, Negev, Galil, Arava, Sharon, Yarkon, Hermon, Kinneret'),
    trades: list('Technologies, Engineering, Systems, Trading, Media, Software'),
    forms: list('Ltd., Ltd., Ltd.'),
    streets: list(
      'Rothschild Blvd., Menachem Begin Rd., HaBarzel St., Yigal Alon St., Jaffa Rd., Herzl St., Hamasger St.',
    ),
    places: places(
      'Tel Aviv-Yafo|6473925; Tel Aviv-Yafo|6789141; Jerusalem|9414215; Haifa|3303002; Herzliya|4673300; Petah Tikva|4951041; Ra’anana|4366104',
    ),
    tld: 'co.il',
    address: (r, street, p) => [`${r.int(1, 160)} ${street}`, `${p.city} ${p.postcode}`],
    phone: (r) => `+972-${r.pick(['3', '2', '4', '9', '54', '52'])}-${r.digits(3)}-${r.digits(4)}`,
  },
  HK: {
    country: 'Hong Kong',
    people: list(
      'Wong Ka Wai, Chan Siu Ming, Lee Mei Ling, Cheung Wing Yan, Lau Chi Keung, Ho Man Yee',
    ),
    stems: list(
      'Golden Harbour, Pearl River, Kowloon Star, Jade Dragon, Evergreen, Wing Fat, Sunrise Pacific',
    ),
    trades: list('Trading, Industrial, Electronics, Textiles, Enterprises, Import & Export'),
    forms: list('Co., Limited, Limited, Company Limited, Co., Ltd.'),
    streets: list(
      'Hoi Bun Road, Canton Road, Hennessy Road, Des Voeux Road Central, Kwai Fung Crescent',
    ),
    places: places(
      'Kwun Tong|Kowloon|Hong Kong; Tsim Sha Tsui|Kowloon|Hong Kong; Wan Chai|Hong Kong Island|Hong Kong; Sheung Wan|Hong Kong Island|Hong Kong; Kwai Chung|New Territories|Hong Kong',
    ),
    tld: 'com.hk',
    address: (r, street, p) => [
      `${r.pick(['Unit', 'Flat', 'Room'])} ${r.int(1, 30)}${r.pick(['A', 'B', 'C', '', ''])}, ${r.int(2, 32)}/F, ${r.pick(['Prosperity Centre', 'Harbour Tower', 'Kingswell Commercial Building', 'Golden Dragon Industrial Centre', 'Wing On Plaza'])}`,
      `${r.int(1, 220)} ${street}, ${p.city}, ${p.postcode}`,
    ],
    phone: (r) => `+852 ${r.pick(['2', '3'])}${r.digits(3)} ${r.digits(4)}`,
  },
  CN: {
    country: 'China',
    people: list(
      'Zhang Wei, Wang Fang, Li Na, Liu Yang, Chen Jing, Yang Lei, Huang Min, Zhao Qiang',
    ),
    stems: list('Hengda, Xinghe, Huaxin, Jinlong, Yuanfeng, Tianli, Ruixiang, Haoyu'),
    trades: list('Electronics, Technology, Industrial, Hardware, Lighting, Packaging, Textile'),
    forms: list('Co., Ltd., Co., Ltd., Co., Ltd., Industrial Co., Ltd.'),
    placeFirst: true,
    streets: list('Bao’an Avenue, Xixiang Road, Dongcheng Road, Jiangnan Road, Futian Road'),
    places: places(
      'Shenzhen|518000|Guangdong; Dongguan|523000|Guangdong; Ningbo|315000|Zhejiang; Yiwu|322000|Zhejiang; Guangzhou|510000|Guangdong; Xiamen|361000|Fujian',
    ),
    tld: 'com.cn',
    address: (r, street, p) => [
      `${r.pick(['Building', 'Block'])} ${r.int(1, 12)}, No. ${r.int(1, 380)} ${street}, ${r.pick(['Bao’an District', 'Longhua District', 'Nancheng District', 'Yinzhou District', 'Baiyun District', 'Huli District'])}`,
      `${p.city}, ${p.region} ${p.postcode}, China`,
    ],
    phone: (r) =>
      `+86 ${r.pick(['755', '769', '574', '579', '20', '592'])} ${r.digits(4)} ${r.digits(4)}`,
  },
  KR: {
    country: 'Republic of Korea',
    people: list(
      'Kim Min-jun, Lee Seo-yeon, Park Ji-hoon, Choi Yu-na, Jung Hyun-woo, Kang Soo-jin, Yoon Tae-yang, Han Ji-min',
    ),
    stems: list('Hanbit, Saebyeol, Dongbang, Mirae, Pureun, Hanul, Daehan, Seorak'),
    trades: list('Systems, Tech, Trading, Engineering, Industrial, Networks'),
    forms: list('Co., Ltd., Co., Ltd., Inc., Corp.'),
    streets: list(
      'Teheran-ro, Yeoui-daero, World Cup buk-ro, Pangyo-ro, Centum jungang-ro, Daehak-ro',
    ),
    places: places(
      'Gangnam-gu, Seoul|06164; Yeongdeungpo-gu, Seoul|07326; Mapo-gu, Seoul|04157; Bundang-gu, Seongnam-si, Gyeonggi-do|13487; Haeundae-gu, Busan|48058; Yuseong-gu, Daejeon|34126',
    ),
    tld: 'co.kr',
    address: (r, street, p) => [
      `${r.int(1, 520)} ${street}${r.chance(0.5) ? `, ${r.int(2, 25)}F` : ''}, ${p.city} ${p.postcode}`,
    ],
    phone: (r) => `+82-${r.pick(['2', '31', '51', '42'])}-${r.digits(4)}-${r.digits(4)}`,
  },
  LU: {
    country: 'Luxembourg',
    people: list(
      'Marc Weber, Anne Schmit, Luc Muller, Claire Wagner, Tom Hoffmann, Sophie Reuter, Paul Kieffer, Laura Thill',
    ),
    stems: list('Moselle, Alzette, Kirchberg, Éislek, Mullerthal, Pétrusse, Sûre, Bock'),
    trades: list('Consulting, Services, Construction, Digital, Fiduciaire, Menuiserie, Multimedia'),
    forms: list('S.à r.l., S.à r.l., S.A., S.à r.l.-S'),
    streets: list(
      'Boulevard Royal, Avenue de la Liberté, Rue de Hollerich, Route d’Arlon, Rue du Fort Wallis, Grand-Rue, Rue de l’Industrie',
    ),
    places: places(
      'Luxembourg|L-2449; Luxembourg|L-1940; Esch-sur-Alzette|L-4010; Differdange|L-4501; Strassen|L-8009; Ettelbruck|L-9016; Bertrange|L-8069',
    ),
    tld: 'lu',
    address: (r, street, p) => [`${r.int(1, 140)}, ${street}`, `${p.postcode} ${p.city}`],
    phone: (r) =>
      `+352 ${r.pick(['2', '4'])}${r.digits(1)} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`,
  },
};

export const countryOf = (code: Set5Code) => SPECS[code].country;

/** A company of one of set 5's countries; `avoid`: a stem not to take (the other party's). */
export function org5(
  r: Random,
  code: Set5Code,
  options: { form?: 'always' | 'never'; avoid?: string; trades?: string[] } = {},
): Org {
  const s = SPECS[code];
  const stem = r.pick(s.stems.filter((item) => !options.avoid?.includes(item)));
  const trade = r.chance(0.7) ? r.pick(options.trades ?? s.trades) : '';
  const withForm = options.form === 'never' ? false : options.form === 'always' || r.chance(0.85);
  const place = r.pick(s.places);
  const brand = [s.placeFirst ? place.city : '', stem, trade].filter(Boolean).join(' ');
  const form = withForm ? r.pick(s.forms) : '';
  const name = !form ? brand : s.formFirst ? s.formFirst(form, brand, r) : `${brand} ${form}`;
  const domain = `${slug(stem)}${trade && r.chance(0.4) ? slug(trade.split(' ')[0]!) : ''}.${s.tld}`;
  return {
    name,
    stem: brand,
    company: true,
    contact: r.pick(s.people),
    address: s.address(r, r.pick(s.streets), place),
    place,
    country: s.country,
    phone: s.phone(r),
    email: `${r.pick(['info', 'office', 'billing', 'sales', 'accounts'])}@${domain}`,
    website: `www.${domain}`,
    domain,
  };
}

/** A person of one of set 5's countries: a sole trader, a freelancer or a private customer. */
export function person5(r: Random, code: Set5Code): Org {
  const s = SPECS[code];
  const name = r.pick(s.people);
  const place = r.pick(s.places);
  const domain = `${slug(name)}.${s.tld}`;
  return {
    name,
    stem: name,
    company: false,
    contact: name,
    address: s.address(r, r.pick(s.streets), place),
    place,
    country: s.country,
    phone: s.phone(r),
    email: `${slug(name.split(' ')[0]!)}.${slug(name.split(' ').slice(1).join(''))}@${r.pick(['gmail.com', 'outlook.com', domain])}`,
    website: `www.${domain}`,
    domain,
  };
}

// ---------------------------------------------------------------------------------------------
// Tax and registration numbers, with their check digits

const digitsOf = (text: string) => [...text].map(Number);
const weighted = (text: string, weights: readonly number[]) =>
  digitsOf(text).reduce((sum, digit, index) => sum + digit * weights[index]!, 0);

/** The Brazilian CNPJ: eight digits, the branch 0001 and two check digits, as 12.345.678/0001-95. */
export function cnpj(r: Random): string {
  let base = `${r.int(10, 99)}${r.digits(6)}0001`;
  for (const weights of [
    [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
    [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2],
  ]) {
    const rest = weighted(base, weights) % 11;
    base += rest < 2 ? '0' : String(11 - rest);
  }
  return `${base.slice(0, 2)}.${base.slice(2, 5)}.${base.slice(5, 8)}/${base.slice(8, 12)}-${base.slice(12)}`;
}

/** The Brazilian CPF of a person: nine digits and two check digits, as 123.456.789-09. */
export function cpf(r: Random): string {
  let base = `${r.int(1, 9)}${r.digits(8)}`;
  for (const length of [9, 10]) {
    const sum = digitsOf(base).reduce((acc, digit, index) => acc + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    base += String(rest === 10 ? 0 : rest);
  }
  return `${base.slice(0, 3)}.${base.slice(3, 6)}.${base.slice(6, 9)}-${base.slice(9)}`;
}

/** The Greek tax number (ΑΦΜ): eight digits and a check digit (powers of two, modulo 11). */
export function afm(r: Random): string {
  const base = `${r.pick(['0', '8', '9', '1'])}${r.digits(7)}`;
  const sum = digitsOf(base).reduce((acc, digit, index) => acc + digit * 2 ** (8 - index), 0);
  return `${base}${(sum % 11) % 10}`;
}

/** The Bulgarian company number (ЕИК, nine digits, its last a check digit). */
export function eik(r: Random): string {
  const base = `${r.pick(['1', '2'])}${r.digits(7)}`;
  let check = weighted(base, [1, 2, 3, 4, 5, 6, 7, 8]) % 11;
  if (check === 10) check = weighted(base, [3, 4, 5, 6, 7, 8, 9, 10]) % 11;
  return `${base}${check === 10 ? 0 : check}`;
}

/** The Slovenian tax number (davčna številka): seven digits and a check digit modulo 11. */
export function davcna(r: Random): string {
  for (;;) {
    const base = `${r.int(1, 9)}${r.digits(6)}`;
    const check = 11 - (weighted(base, [8, 7, 6, 5, 4, 3, 2]) % 11);
    if (check === 11) continue;
    return `${base}${check === 10 ? 0 : check}`;
  }
}

/** The Korean business registration number, 123-45-67890, with its check digit. */
export function brnKR(r: Random): string {
  const base = `${r.int(101, 899)}${r.int(81, 88)}${r.digits(4)}`;
  const weights = [1, 3, 7, 1, 3, 7, 1, 3, 5];
  let sum = weighted(base, weights);
  sum += Math.floor((Number(base[8]) * 5) / 10);
  const all = `${base}${(10 - (sum % 10)) % 10}`;
  return `${all.slice(0, 3)}-${all.slice(3, 5)}-${all.slice(5)}`;
}

/** The Luxembourg VAT number: LU, six digits and their remainder modulo 89. */
export function vatLU(r: Random): string {
  const base = `${r.int(10, 34)}${r.digits(4)}`;
  return `LU${base}${String(Number(base) % 89).padStart(2, '0')}`;
}

/** The Israeli company number (51-xxxxxx-x): the ID-number check (weights 1 and 2). */
export function companyIL(r: Random): string {
  const base = `51${r.digits(6)}`;
  const sum = digitsOf(base).reduce((acc, digit, index) => {
    const value = digit * (index % 2 === 0 ? 1 : 2);
    return acc + (value > 9 ? value - 9 : value);
  }, 0);
  return `${base}${(10 - (sum % 10)) % 10}`;
}

/** The Estonian reference number (viitenumber): the digits and their 7-3-1 check digit. */
export function viitenumber(digits: string): string {
  const weights = [7, 3, 1];
  const sum = [...digits]
    .reverse()
    .reduce((acc, char, index) => acc + Number(char) * weights[index % 3]!, 0);
  return `${digits}${(10 - (sum % 10)) % 10}`;
}

const mod97 = (digits: string) => {
  let rest = 0;
  for (const char of digits) rest = (rest * 10 + Number(char)) % 97;
  return rest;
};

export type IbanCode = 'EE' | 'LV' | 'LT' | 'SI' | 'SK' | 'BG' | 'IL' | 'LU' | 'GR' | 'BR' | 'AE';

/** An IBAN of one of set 5's countries with true check digits, in groups of four. */
export function iban5(r: Random, code: IbanCode): string {
  const bban = {
    EE: () => `${r.pick(['22', '10', '77', '42'])}${r.digits(14)}`,
    LV: () => `${r.pick(['HABA', 'UNLA', 'RIKO', 'PARX'])}${r.digits(13)}`,
    LT: () => `${r.pick(['73000', '70440', '40100', '72900'])}${r.digits(11)}`,
    SI: () => `${r.pick(['02010', '03100', '04515', '06100', '19100'])}${r.digits(10)}`,
    SK: () =>
      `${r.pick(['0900', '1100', '0200', '7500', '8360'])}${r.pick(['000000', '000000', r.digits(6)])}${r.digits(10)}`,
    BG: () =>
      `${r.pick(['UNCR', 'STSA', 'FINV', 'UBBS', 'BPBI'])}${r.digits(4)}${r.pick(['10', '15'])}${r.digits(8)}`,
    IL: () => `${r.pick(['010', '012', '011', '020'])}${r.digits(3)}${r.digits(13)}`,
    LU: () => `${r.pick(['001', '002', '003', '014', '025'])}${r.digits(13)}`,
    GR: () => `${r.pick(['011', '017', '026', '014'])}${r.digits(4)}${r.digits(16)}`,
    BR: () =>
      `${r.pick(['00000000', '60701190', '00360305', '90400888'])}${r.digits(5)}${r.digits(10)}C1`,
    AE: () => `${r.pick(['026', '033', '035', '030'])}${r.digits(16)}`,
  }[code]();
  const numeric = `${bban}${code}00`.replace(/[A-Z]/g, (char) => String(char.charCodeAt(0) - 55));
  const check = String(98 - mod97(numeric)).padStart(2, '0');
  return `${code}${check}${bban}`.replace(/(.{4})(?=.)/g, '$1 ');
}

// ---------------------------------------------------------------------------------------------
// Amounts in words

const LV_ONES = 'nulle viens divi trīs četri pieci seši septiņi astoņi deviņi'.split(' ');
const LV_TEENS =
  'desmit vienpadsmit divpadsmit trīspadsmit četrpadsmit piecpadsmit sešpadsmit septiņpadsmit astoņpadsmit deviņpadsmit'.split(
    ' ',
  );
const LV_TENS =
  '  divdesmit trīsdesmit četrdesmit piecdesmit sešdesmit septiņdesmit astoņdesmit deviņdesmit'.split(
    ' ',
  );

function lvBelow1000(n: number): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  if (hundreds === 1) words.push('simts');
  else if (hundreds > 1) words.push(LV_ONES[hundreds]!, 'simti');
  const rest = n % 100;
  if (rest >= 20) {
    words.push(LV_TENS[Math.floor(rest / 10)]!);
    if (rest % 10) words.push(LV_ONES[rest % 10]!);
  } else if (rest >= 10) words.push(LV_TEENS[rest - 10]!);
  else if (rest) words.push(LV_ONES[rest]!);
  return words;
}

/** A whole number in Latvian words ("viens tūkstotis divi simti trīsdesmit četri"). */
export function latvianWords(value: number): string {
  if (value === 0) return 'nulle';
  const thousands = Math.floor(value / 1000);
  const words: string[] = [];
  if (thousands) {
    words.push(...lvBelow1000(thousands));
    words.push(thousands % 10 === 1 && thousands % 100 !== 11 ? 'tūkstotis' : 'tūkstoši');
  }
  words.push(...lvBelow1000(value % 1000));
  return words.join(' ');
}

const LT_ONES = 'nulis vienas du trys keturi penki šeši septyni aštuoni devyni'.split(' ');
const LT_TEENS =
  'dešimt vienuolika dvylika trylika keturiolika penkiolika šešiolika septyniolika aštuoniolika devyniolika'.split(
    ' ',
  );
const LT_TENS =
  '  dvidešimt trisdešimt keturiasdešimt penkiasdešimt šešiasdešimt septyniasdešimt aštuoniasdešimt devyniasdešimt'.split(
    ' ',
  );

function ltBelow1000(n: number): string[] {
  const words: string[] = [];
  const hundreds = Math.floor(n / 100);
  if (hundreds === 1) words.push('šimtas');
  else if (hundreds > 1) words.push(LT_ONES[hundreds]!, 'šimtai');
  const rest = n % 100;
  if (rest >= 20) {
    words.push(LT_TENS[Math.floor(rest / 10)]!);
    if (rest % 10) words.push(LT_ONES[rest % 10]!);
  } else if (rest >= 10) words.push(LT_TEENS[rest - 10]!);
  else if (rest) words.push(LT_ONES[rest]!);
  return words;
}

/** A whole number in Lithuanian words ("vienas tūkstantis du šimtai trisdešimt keturi"). */
export function lithuanianWords(value: number): string {
  if (value === 0) return 'nulis';
  const thousands = Math.floor(value / 1000);
  const words: string[] = [];
  if (thousands) {
    words.push(...ltBelow1000(thousands));
    const last = thousands % 10;
    const teen = thousands % 100 >= 10 && thousands % 100 < 20;
    words.push(teen || last === 0 ? 'tūkstančių' : last === 1 ? 'tūkstantis' : 'tūkstančiai');
  }
  words.push(...ltBelow1000(value % 1000));
  return words.join(' ');
}
