// What set 4's layouts share beyond common.ts, people.ts and set3-parties.ts: companies and people
// of the countries the earlier sets do not know (Czechia, Portugal, Romania, Hungary, Croatia,
// India, Japan, Singapore, South Africa, Mexico, Argentina, Turkey), their tax and registration
// numbers with the check digits their authorities compute (IČO, NIF, CIF, adószám, OIB, GSTIN,
// the Japanese corporate number, CUIT, RFC), amounts in words (English with lakh and crore,
// Mexican Spanish, Turkish), amounts without decimals (yen, forint), the Indian grouping
// (1,23,456.78), sums whose tax is rounded to whole units, and a QR code drawn as a picture.
import { createCanvas } from '@napi-rs/canvas';
import { sums, type Line, type Random, type Sep, type Sums } from './common.ts';
import type { Logo } from './logo.ts';
import type { Product } from './people.ts';

export type Set4Code =
  'CZ' | 'PT' | 'RO' | 'HU' | 'HR' | 'IN' | 'JP' | 'SG' | 'ZA' | 'MX' | 'AR' | 'TR';

export interface Place {
  city: string;
  postcode: string;
  /** A state, province, county, ward or district. */
  region: string;
}

export interface Org {
  /** The name as printed (with its legal form, or a trading name, or a person's name). */
  name: string;
  /** The name without its legal form. */
  stem: string;
  company: boolean;
  contact: string;
  address: string[];
  place: Place;
  country: string;
  phone: string;
  email: string;
  website: string;
  domain: string;
}

interface Spec {
  country: string;
  first: string[];
  last: string[];
  /** Whole names, where the surname depends on the first name. */
  full?: string[];
  /** Family name first (Hungarian). */
  familyFirst?: boolean;
  stems: string[];
  trades: string[];
  forms: string[];
  /** The trade before the stem ("Comercializadora Azteca"), not after it. */
  tradeFirst?: boolean;
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

const SPECS: Record<Set4Code, Spec> = {
  CZ: {
    country: 'Česká republika',
    first: [],
    last: [],
    // Czech surnames follow the person's gender: whole names.
    full: list(
      'Jana Svobodová, Petr Novák, Lucie Černá, Tomáš Dvořák, Kateřina Kučerová, Martin Procházka, Eva Horáková, Jakub Veselý',
    ),
    stems: list('Vltava, Šumava, Krkonoše, Morava, Beskydy, Labe, Ještěd, Podyjí'),
    trades: list('Software, Stavby, Tisk, Consulting, Elektro, Reklama, Servis'),
    forms: list('s.r.o., s.r.o., s.r.o., a.s., v.o.s.'),
    streets: list('Vinohradská, Karlova, Masarykova, Husova, Palackého, Nádražní, Údolní'),
    places: places(
      'Praha 2|120 00; Praha 7|170 00; Brno|602 00; Ostrava|702 00; Plzeň|301 00; Olomouc|779 00; Liberec|460 01',
    ),
    tld: 'cz',
    address: (r, street, p) => [
      `${street} ${r.int(100, 2900)}/${r.int(1, 80)}`,
      `${p.postcode} ${p.city}`,
    ],
    phone: (r) =>
      `+420 ${r.pick(['602', '724', '777', '222', '541'])} ${r.digits(3)} ${r.digits(3)}`,
  },
  PT: {
    country: 'Portugal',
    first: list('Ana, João, Mariana, Tiago, Inês, Rui, Beatriz, Pedro'),
    last: list('Silva, Santos, Ferreira, Pereira, Costa, Oliveira, Rodrigues, Martins'),
    stems: list('Tejo, Alfama, Douro, Atlântico, Estrela, Ribeira, Algarve, Minho'),
    trades: list('Consultoria, Construções, Informática, Comércio, Design, Serviços'),
    forms: list('Lda., Lda., S.A., Unipessoal Lda.'),
    streets: list(
      'Rua Augusta, Avenida da Liberdade, Rua de Santa Catarina, Avenida dos Aliados, Rua do Carmo, Rua Ferreira Borges',
    ),
    places: places(
      'Lisboa|1100-053; Lisboa|1250-096; Porto|4000-322; Braga|4700-307; Coimbra|3000-150; Faro|8000-138; Aveiro|3810-164',
    ),
    tld: 'pt',
    address: (r, street, p) => [
      `${street}, ${r.int(1, 250)}${r.chance(0.5) ? `, ${r.int(1, 6)}.º ${r.pick(['Esq.', 'Dto.', 'A', 'B'])}` : ''}`,
      `${p.postcode} ${p.city}`,
    ],
    phone: (r) =>
      r.chance(0.5)
        ? `+351 21 ${r.digits(3)} ${r.digits(4)}`
        : `+351 9${r.pick(['1', '2', '3', '6'])} ${r.digits(3)} ${r.digits(4)}`,
  },
  RO: {
    country: 'România',
    first: list('Andrei, Ioana, Mihai, Elena, Alexandru, Maria, Bogdan, Cristina'),
    last: list('Popescu, Ionescu, Popa, Stan, Dumitrescu, Constantinescu, Marin, Stoica'),
    stems: list('Carpați, Dunărea, Transilvania, Bucegi, Delta, Olt, Mureș, Ceahlău'),
    trades: list('Construct, Soft, Consulting, Distribuție, Print, Logistic, Tehnic'),
    forms: list('S.R.L., S.R.L., S.R.L., S.A.'),
    streets: list(
      'Calea Victoriei, Bulevardul Unirii, Strada Memorandumului, Strada Republicii, Bulevardul Eroilor, Strada Lipscani',
    ),
    places: places(
      'București|010071|Sector 1; București|030167|Sector 3; Cluj-Napoca|400114|Cluj; Timișoara|300077|Timiș; Iași|700028|Iași; Brașov|500030|Brașov; Constanța|900178|Constanța',
    ),
    tld: 'ro',
    address: (r, street, p) => [
      `${street} nr. ${r.int(1, 180)}${r.chance(0.4) ? `, et. ${r.int(1, 8)}, ap. ${r.int(1, 40)}` : ''}`,
      p.city === 'București'
        ? `${p.region}, București, ${p.postcode}`
        : `${p.city}, jud. ${p.region}, ${p.postcode}`,
    ],
    phone: (r) =>
      r.chance(0.5)
        ? `+40 21 ${r.digits(3)} ${r.digits(4)}`
        : `07${r.int(20, 89)} ${r.digits(3)} ${r.digits(3)}`,
  },
  HU: {
    country: 'Magyarország',
    first: list('Anna, Péter, Eszter, Gábor, Zsófia, László, Katalin, Balázs'),
    last: list('Nagy, Kovács, Tóth, Szabó, Horváth, Varga, Kiss, Molnár'),
    familyFirst: true,
    stems: list('Duna, Balaton, Tisza, Mátra, Bükk, Pannon, Zemplén, Hegyvidék'),
    trades: list('Informatika, Építőipari, Kereskedelmi, Tanácsadó, Nyomda, Szolgáltató'),
    forms: list('Kft., Kft., Kft., Zrt., Bt.'),
    streets: list(
      'Andrássy út, Váci utca, Rákóczi út, Kossuth Lajos utca, Petőfi Sándor utca, Bartók Béla út',
    ),
    places: places(
      'Budapest|1061; Budapest|1117; Debrecen|4024; Szeged|6720; Pécs|7621; Győr|9021',
    ),
    tld: 'hu',
    address: (r, street, p) => [`${p.postcode} ${p.city}`, `${street} ${r.int(1, 120)}.`],
    phone: (r) => `+36 ${r.pick(['1', '30', '20', '70'])} ${r.digits(3)} ${r.digits(4)}`,
  },
  HR: {
    country: 'Hrvatska',
    first: list('Ana, Ivan, Marija, Luka, Petra, Marko, Ivana, Josip'),
    last: list('Horvat, Kovačević, Babić, Marić, Jurić, Novak, Knežević, Vuković'),
    stems: list('Jadran, Velebit, Dalmacija, Sava, Kvarner, Zagorje, Učka, Biokovo'),
    trades: list('Informatika, Gradnja, Savjetovanje, Trgovina, Tisak, Usluge'),
    forms: list('d.o.o., d.o.o., d.o.o., j.d.o.o., d.d.'),
    streets: list('Ilica, Vukovarska ulica, Savska cesta, Ulica kralja Zvonimira, Obala Lazareta'),
    places: places(
      'Zagreb|10000; Split|21000; Rijeka|51000; Osijek|31000; Zadar|23000; Varaždin|42000',
    ),
    tld: 'hr',
    address: (r, street, p) => [`${street} ${r.int(1, 240)}`, `${p.postcode} ${p.city}`],
    phone: (r) => `+385 ${r.pick(['1', '21', '51', '91', '98'])} ${r.digits(3)} ${r.digits(4)}`,
  },
  IN: {
    country: 'India',
    first: list('Rahul, Priya, Amit, Sneha, Vikram, Ananya, Arjun, Kavya'),
    last: list('Sharma, Nair, Patel, Iyer, Reddy, Gupta, Mehta, Menon'),
    stems: list('Sahyadri, Ganga, Kaveri, Himalaya, Deccan, Narmada, Malabar, Aravali, Konark'),
    trades: list(
      'Technologies, Traders, Enterprises, Infotech, Engineering Works, Textiles, Solutions, Industries',
    ),
    forms: list('Private Limited, Pvt. Ltd., Pvt. Ltd., LLP'),
    streets: list(
      'MG Road, Linking Road, Anna Salai, Residency Road, Park Street, SG Highway, Hitech City Road',
    ),
    places: places(
      'Mumbai|400053|Maharashtra; Pune|411001|Maharashtra; Bengaluru|560001|Karnataka; Chennai|600002|Tamil Nadu; New Delhi|110001|Delhi; Ahmedabad|380009|Gujarat; Hyderabad|500081|Telangana; Kolkata|700016|West Bengal; Noida|201301|Uttar Pradesh',
    ),
    tld: 'in',
    address: (r, street, p) => [
      r.chance(0.5)
        ? `${r.pick(['1st', '2nd', '3rd', '4th', 'Ground'])} Floor, ${r.int(1, 220)} ${street}`
        : `Plot No. ${r.int(1, 120)}, ${r.pick(['Industrial Area Phase II', 'MIDC', 'Sector ' + r.int(1, 60), street])}`,
      `${p.city}, ${p.region} ${p.postcode}`,
    ],
    phone: (r) => `+91 ${r.int(70, 99)}${r.digits(3)} ${r.digits(5)}`,
  },
  JP: {
    country: 'Japan',
    first: list('Hiroshi, Yuki, Kenji, Aiko, Takashi, Mei, Daisuke, Haruka'),
    last: list('Tanaka, Sato, Suzuki, Watanabe, Ito, Yamamoto, Kobayashi, Nakamura'),
    stems: list('Sakura, Hikari, Midori, Aoba, Kaede, Yamato, Minato, Kitakaze'),
    trades: list('Systems, Trading, Design, Foods, Engineering, Printing, Consulting'),
    forms: list('Co., Ltd., Co., Ltd., K.K., Inc.'),
    // The district goes with its ward: "3-2-1 Nishi-Shinjuku, Shinjuku-ku, Tokyo".
    streets: [''],
    places: places(
      'Shinjuku-ku, Tokyo|160-0023|Nishi-Shinjuku; Minato-ku, Tokyo|105-0014|Shiba; Chiyoda-ku, Tokyo|100-0005|Marunouchi; Shibuya-ku, Tokyo|150-0001|Jingumae; Kita-ku, Osaka|530-0001|Umeda; Nishi-ku, Yokohama|220-0012|Minatomirai; Hakata-ku, Fukuoka|812-0011|Hakataekimae',
    ),
    tld: 'co.jp',
    address: (r, _street, p) => [
      `${r.int(1, 6)}-${r.int(1, 30)}-${r.int(1, 20)} ${p.region}${r.chance(0.5) ? `, ${r.pick(['Sumitomo', 'Mori', 'Daiichi', 'Hibiya'])} Bldg. ${r.int(2, 30)}F` : ''}`,
      `${p.city} ${p.postcode}`,
    ],
    phone: (r) => `+81 ${r.pick(['3', '6', '45', '92'])}-${r.digits(4)}-${r.digits(4)}`,
  },
  SG: {
    country: 'Singapore',
    first: list('Wei Ming, Siti, Rajesh, Mei Ling, Daniel, Aisyah, Jun Hao, Priya'),
    last: list('Tan, Rahman, Kumar, Lim, Ng, Ismail, Lee, Wong'),
    stems: list('Merlion, Raffles, Orchid, Marina, Sentosa, Tanjong, Kallang, Temasek'),
    trades: list('Technologies, Trading, Engineering, Consultancy, Logistics, Interiors'),
    forms: list('Pte. Ltd., Pte Ltd, Pte. Ltd., LLP'),
    streets: list(
      'Anson Road, Robinson Road, Ubi Avenue 1, Jurong East Street 21, Tai Seng Street, Kallang Avenue',
    ),
    places: places(
      'Singapore|079903; Singapore|068902; Singapore|408564; Singapore|609601; Singapore|534409; Singapore|339407',
    ),
    tld: 'com.sg',
    address: (r, street, p) => [
      `${r.int(1, 180)} ${street}, #${String(r.int(1, 30)).padStart(2, '0')}-${String(r.int(1, 120)).padStart(2, '0')}`,
      `${p.city} ${p.postcode}`,
    ],
    phone: (r) => `+65 ${r.pick(['6', '6', '8', '9'])}${r.digits(3)} ${r.digits(4)}`,
  },
  ZA: {
    country: 'South Africa',
    first: list('Thabo, Lerato, Pieter, Ayesha, Sipho, Annelie, Kagiso, Megan'),
    last: list('Nkosi, Mokoena, van der Merwe, Patel, Dlamini, Botha, Naidoo, Pillay'),
    stems: list('Protea, Karoo, Drakensberg, Highveld, Umhlanga, Baobab, Fynbos, Kalahari'),
    trades: list('Engineering, Trading, Consulting, Logistics, Electrical, Projects, Supplies'),
    forms: list('(Pty) Ltd, (Pty) Ltd, (Pty) Ltd, CC'),
    streets: list(
      'Loop Street, Rivonia Road, Florida Road, Church Street, Main Road, Jan Smuts Avenue',
    ),
    places: places(
      'Cape Town|8001|Western Cape; Sandton|2196|Gauteng; Johannesburg|2001|Gauteng; Durban|4001|KwaZulu-Natal; Pretoria|0002|Gauteng; Stellenbosch|7600|Western Cape; Gqeberha|6001|Eastern Cape',
    ),
    tld: 'co.za',
    address: (r, street, p) => [
      `${r.chance(0.3) ? `Unit ${r.int(1, 40)}, ` : ''}${r.int(1, 400)} ${street}`,
      p.city,
      p.postcode,
    ],
    phone: (r) =>
      `+27 ${r.pick(['21', '11', '31', '12', '82', '83'])} ${r.digits(3)} ${r.digits(4)}`,
  },
  MX: {
    country: 'México',
    first: list('María Fernanda, José Luis, Guadalupe, Alejandro, Daniela, Jorge, Ximena, Ricardo'),
    last: list(
      'López Hernández, García Martínez, Ramírez Torres, Flores Cruz, Sánchez Morales, Gutiérrez Ruiz',
    ),
    stems: list('Azteca, Sierra Madre, Pacífico, Maya, Bajío, Anáhuac, Cantera, Huasteca'),
    trades: list(
      'Comercializadora, Servicios Integrales, Tecnologías, Constructora, Distribuidora, Consultores',
    ),
    tradeFirst: true,
    forms: list('S.A. de C.V., S.A. de C.V., S. de R.L. de C.V., S.A.P.I. de C.V.'),
    streets: list(
      'Av. Paseo de la Reforma, Av. Insurgentes Sur, Av. Chapultepec, Calzada Independencia, Av. Constitución, Blvd. Agua Caliente',
    ),
    places: places(
      'Cuauhtémoc, Ciudad de México|06600|Juárez; Benito Juárez, Ciudad de México|03100|Del Valle; Guadalajara, Jal.|44100|Centro; Monterrey, N.L.|64000|Centro; Querétaro, Qro.|76000|Centro; Tijuana, B.C.|22000|Zona Centro; Puebla, Pue.|72000|Centro',
    ),
    tld: 'com.mx',
    address: (r, street, p) => [
      `${street} ${r.int(10, 3200)}${r.chance(0.5) ? `, Piso ${r.int(1, 20)}` : ''}, Col. ${p.region}`,
      `${p.city}, C.P. ${p.postcode}`,
    ],
    phone: (r) => `+52 ${r.pick(['55', '33', '81', '442', '664'])} ${r.digits(4)} ${r.digits(4)}`,
  },
  AR: {
    country: 'Argentina',
    first: list('Martín, Sofía, Juan, Valentina, Lucas, Camila, Federico, Florencia'),
    last: list('González, Rodríguez, Pérez, Fernández, Gómez, López, Díaz, Romero'),
    stems: list('Pampa, Andes, Patagonia, Río de la Plata, Aconcagua, Litoral, Cuyo, Iguazú'),
    trades: list('Servicios, Consultora, Distribuidora, Tecnología, Construcciones, Agro'),
    forms: list('S.A., S.R.L., S.R.L., S.A.S.'),
    streets: list(
      'Av. Corrientes, Av. Santa Fe, Florida, Av. Colón, Bv. Oroño, Av. San Martín, Calle 7',
    ),
    places: places(
      'Ciudad Autónoma de Buenos Aires|C1043|CABA; Ciudad Autónoma de Buenos Aires|C1425|CABA; Córdoba|X5000|Córdoba; Rosario|S2000|Santa Fe; Mendoza|M5500|Mendoza; La Plata|B1900|Buenos Aires',
    ),
    tld: 'com.ar',
    address: (r, street, p) => [
      `${street} ${r.int(100, 4800)}${r.chance(0.5) ? ` Piso ${r.int(1, 14)} Of. ${r.pick(['A', 'B', 'C', '2', '5'])}` : ''}`,
      `${p.postcode} - ${p.city}${p.region !== 'CABA' && p.region !== p.city ? `, ${p.region}` : ''}`,
    ],
    phone: (r) => `+54 ${r.pick(['11', '351', '341', '261'])} ${r.digits(4)}-${r.digits(4)}`,
  },
  TR: {
    country: 'Türkiye',
    first: list('Mehmet, Ayşe, Emre, Zeynep, Burak, Elif, Can, Selin'),
    last: list('Yılmaz, Kaya, Demir, Şahin, Çelik, Öztürk, Aydın, Arslan'),
    stems: list('Anadolu, Boğaziçi, Ege, Kapadokya, Marmara, Toros, Karadeniz, Yıldız'),
    trades: list('Bilişim, İnşaat, Danışmanlık, Ticaret, Matbaacılık, Lojistik'),
    forms: list('Ltd. Şti., A.Ş., San. ve Tic. Ltd. Şti., Ltd. Şti.'),
    streets: list('Büyükdere Cad., Bağdat Cad., Atatürk Blv., İstiklal Cad., Cumhuriyet Cad.'),
    places: places(
      'İSTANBUL|34394|Şişli; İSTANBUL|34710|Kadıköy; İSTANBUL|34357|Beşiktaş; ANKARA|06680|Çankaya; İZMİR|35210|Konak; BURSA|16110|Nilüfer; ANTALYA|07100|Muratpaşa',
    ),
    tld: 'com.tr',
    address: (r, street, p) => [
      `${street} No: ${r.int(1, 240)}${r.chance(0.5) ? ` Kat: ${r.int(1, 12)}` : ''}`,
      `${p.postcode} ${p.region} / ${p.city}`,
    ],
    phone: (r) =>
      `0${r.pick(['212', '216', '312', '232', '224'])} ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`,
  },
};

export const slug = (text: string) =>
  text
    .toLocaleLowerCase('en')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ı/g, 'i')
    .replace(/[^a-z0-9]/g, '');

const nameOf = (r: Random, s: Spec) => {
  if (s.full) return r.pick(s.full);
  const first = r.pick(s.first);
  const last = r.pick(s.last);
  return s.familyFirst ? `${last} ${first}` : `${first} ${last}`;
};

/** A company of one of set 4's countries; `avoid`: a stem not to take (the other party's). */
export function org(
  r: Random,
  code: Set4Code,
  options: { form?: 'always' | 'never'; avoid?: string; trades?: string[] } = {},
): Org {
  const s = SPECS[code];
  const stem = r.pick(s.stems.filter((item) => !options.avoid?.includes(item)));
  const trade = r.chance(s.tradeFirst ? 0.85 : 0.65) ? r.pick(options.trades ?? s.trades) : '';
  const withForm = options.form === 'never' ? false : options.form === 'always' || r.chance(0.8);
  const brand = (s.tradeFirst ? [trade, stem] : [stem, trade]).filter(Boolean).join(' ');
  const name = [brand, withForm ? r.pick(s.forms) : ''].filter(Boolean).join(' ');
  const place = r.pick(s.places);
  const domain = `${slug(stem)}${trade && r.chance(0.4) ? slug(trade.split(' ')[0]!) : ''}.${s.tld}`;
  return {
    name,
    stem: brand,
    company: true,
    contact: nameOf(r, s),
    address: s.address(r, r.pick(s.streets), place),
    place,
    country: s.country,
    phone: s.phone(r),
    email: `${r.pick(['info', 'office', 'billing', 'contact', 'accounts'])}@${domain}`,
    website: `www.${domain}`,
    domain,
  };
}

/** A person of one of set 4's countries: a sole trader, a freelancer or a private customer. */
export function individual(r: Random, code: Set4Code): Org {
  const s = SPECS[code];
  const name = nameOf(r, s);
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

/** The Czech company number (IČO): seven digits and a check digit modulo 11. */
export function ico(r: Random): string {
  const base = `${r.int(1, 9)}${r.digits(6)}`;
  const sum = digitsOf(base).reduce((acc, d, i) => acc + d * (8 - i), 0);
  return `${base}${(11 - (sum % 11)) % 10}`;
}

/** The Portuguese tax number (NIF): a company's starts with 5, a person's with 1 or 2. */
export function nifPT(r: Random, person = false): string {
  const base = `${person ? r.pick(['1', '2']) : '5'}${r.digits(7)}`;
  const sum = digitsOf(base).reduce((acc, d, i) => acc + d * (9 - i), 0);
  const rest = sum % 11;
  return `${base}${rest < 2 ? 0 : 11 - rest}`;
}

/** The Romanian fiscal code (CIF) with its control key 753217532. */
export function cifRO(r: Random): string {
  const base = `${r.int(1, 4)}${r.digits(r.int(6, 7))}`;
  const key = '753217532';
  const padded = base.padStart(9, '0');
  const sum = digitsOf(padded).reduce((acc, d, i) => acc + d * Number(key[i]), 0);
  const check = ((sum * 10) % 11) % 10;
  return `${base}${check}`;
}

/** The Hungarian tax number (adószám): eight digits (the last a check), the VAT code, the county. */
export function adoszam(r: Random, vatCode = 2): string {
  const base = `${r.int(1, 3)}${r.digits(6)}`;
  const weights = [9, 7, 3, 1, 9, 7, 3];
  const sum = digitsOf(base).reduce((acc, d, i) => acc + d * weights[i]!, 0);
  return `${base}${(10 - (sum % 10)) % 10}-${vatCode}-${r.pick(['41', '42', '43', '44', '09', '13', '06', '08'])}`;
}

/** The Croatian personal identification number (OIB): ISO 7064 MOD 11,10. */
export function oib(r: Random): string {
  const base = `${r.int(1, 9)}${r.digits(9)}`;
  let a = 10;
  for (const d of digitsOf(base)) {
    a = (a + d) % 10;
    if (a === 0) a = 10;
    a = (a * 2) % 11;
  }
  const check = 11 - a;
  return `${base}${check === 10 ? 0 : check}`;
}

const B36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** An Indian PAN: the fourth letter says who holds it (C a company, P a person, F a firm). */
export function pan(r: Random, holder: 'C' | 'P' | 'F' = 'C'): string {
  return `${r.letters(3)}${holder}${r.letters(1)}${r.digits(4)}${r.letters(1)}`;
}

/** An Indian GSTIN: the state's code, the PAN, the entity number, Z and the check character. */
export function gstin(stateCode: string, panNumber: string, entity = '1'): string {
  const body = `${stateCode}${panNumber}${entity}Z`;
  let sum = 0;
  [...body].forEach((char, index) => {
    const product = B36.indexOf(char) * (index % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  });
  return `${body}${B36[(36 - (sum % 36)) % 36]}`;
}

/** The GST state codes of the places set 4 draws. */
export const IN_STATE: Record<string, string> = {
  Maharashtra: '27',
  Karnataka: '29',
  'Tamil Nadu': '33',
  Delhi: '07',
  Gujarat: '24',
  Telangana: '36',
  'West Bengal': '19',
  'Uttar Pradesh': '09',
};

/** The Japanese qualified-invoice registration number: T and the 13-digit corporate number. */
export function registrationJP(r: Random): string {
  const base = `${r.int(1, 9)}${r.digits(11)}`;
  const sum = [...base]
    .reverse()
    .reduce((acc, char, index) => acc + Number(char) * (index % 2 === 0 ? 1 : 2), 0);
  return `T${9 - (sum % 9)}${base}`;
}

/** The Argentine CUIT (11 digits, modulo 11), printed as 30-71234567-8 or bare. */
export function cuit(r: Random, person = false): string {
  const weights = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
  for (;;) {
    const base = `${person ? r.pick(['20', '27']) : r.pick(['30', '33'])}${r.int(10, 79)}${r.digits(6)}`;
    const sum = digitsOf(base).reduce((acc, d, i) => acc + d * weights[i]!, 0);
    const check = 11 - (sum % 11);
    if (check === 10) continue;
    return `${base}${check === 11 ? 0 : check}`;
  }
}

/** A Mexican RFC: three letters (four for a person), the date of birth or founding, the homoclave. */
export function rfc(r: Random, person = false): string {
  const date = `${String(r.int(70, 99) % 100).padStart(2, '0')}${String(r.int(1, 12)).padStart(2, '0')}${String(r.int(1, 28)).padStart(2, '0')}`;
  return `${r.letters(person ? 4 : 3)}${date}${r.letters(1)}${r.pick([...'123456789ABC'])}${r.int(0, 9)}`;
}

/** A South African VAT number: ten digits starting with 4, the last a Luhn check. */
export function vatZA(r: Random): string {
  const base = `4${r.int(0, 9)}${r.digits(7)}`;
  let sum = 0;
  [...base].reverse().forEach((char, index) => {
    let value = Number(char) * (index % 2 === 0 ? 2 : 1);
    if (value > 9) value -= 9;
    sum += value;
  });
  return `${base}${(10 - (sum % 10)) % 10}`;
}

/** A Turkish tax number (VKN, ten digits). */
export const vkn = (r: Random) => `${r.int(1, 9)}${r.digits(9)}`;

/** A UUID as tax authorities print them (the CFDI's folio fiscal, the Turkish ETTN). */
export const uuid = (r: Random, upper = true) => {
  const hex = (count: number) => r.alnum(count);
  const text = `${hex(8)}-${hex(4)}-4${hex(3)}-${r.pick(['8', '9', 'A', 'B'])}${hex(3)}-${hex(12)}`;
  return upper ? text : text.toLowerCase();
};

// ---------------------------------------------------------------------------------------------
// Numbers

/** Cents in the Indian grouping: 1,23,45,678.90. */
export function indian(cents: number): string {
  const value = Math.round(cents);
  const abs = Math.abs(value);
  const whole = String(Math.floor(abs / 100));
  const head = whole.slice(0, -3);
  const tail = whole.slice(-3);
  const grouped = head ? `${head.replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${tail}` : tail;
  return `${value < 0 ? '-' : ''}${grouped}.${String(abs % 100).padStart(2, '0')}`;
}

/** Cents of a currency without minor units (yen, forint) as whole units: 123,456 or 123 456. */
export function whole(cents: number, sep: Sep): string {
  const value = Math.round(cents / 100);
  return `${value < 0 ? '-' : ''}${String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, sep.group)}`;
}

/** Sums whose tax per rate is rounded to whole units (yen and forint), down or to the nearest. */
export function wholeSums(
  items: readonly Line[],
  options: { discount?: number; shipping?: number } = {},
  round: (units: number) => number = Math.round,
): Sums {
  const s = sums(items, options);
  const taxes = s.taxes.map((row) => {
    const tax = round((row.base * row.rate) / 10000) * 100;
    return { ...row, tax, gross: row.base + tax };
  });
  const tax = taxes.reduce((sum, row) => sum + row.tax, 0);
  return { ...s, taxes, tax, total: s.net + tax };
}

// ---------------------------------------------------------------------------------------------
// Amounts in words

const EN_ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const EN_TENS = [
  '',
  '',
  'Twenty',
  'Thirty',
  'Forty',
  'Fifty',
  'Sixty',
  'Seventy',
  'Eighty',
  'Ninety',
];

function enBelow1000(n: number): string[] {
  const words: string[] = [];
  if (n >= 100) words.push(EN_ONES[Math.floor(n / 100)]!, 'Hundred');
  const rest = n % 100;
  if (rest >= 20)
    words.push(EN_TENS[Math.floor(rest / 10)]! + (rest % 10 ? `-${EN_ONES[rest % 10]}` : ''));
  else if (rest) words.push(EN_ONES[rest]!);
  return words;
}

/** A whole number in English words; `indian`: with crore and lakh ("One Lakh Twenty Thousand"). */
export function englishWords(value: number, indian = false): string {
  if (value === 0) return 'Zero';
  const words: string[] = [];
  let rest = value;
  const scales: [number, string][] = indian
    ? [
        [10_000_000, 'Crore'],
        [100_000, 'Lakh'],
        [1000, 'Thousand'],
      ]
    : [
        [1_000_000_000, 'Billion'],
        [1_000_000, 'Million'],
        [1000, 'Thousand'],
      ];
  for (const [size, name] of scales) {
    const count = Math.floor(rest / size);
    if (count)
      words.push(
        ...(indian && size === 10_000_000 ? [englishWords(count, true)] : enBelow1000(count)),
        name,
      );
    rest %= size;
  }
  words.push(...enBelow1000(rest));
  return words.join(' ');
}

const ES_SMALL =
  'cero uno dos tres cuatro cinco seis siete ocho nueve diez once doce trece catorce quince dieciséis diecisiete dieciocho diecinueve veinte veintiuno veintidós veintitrés veinticuatro veinticinco veintiséis veintisiete veintiocho veintinueve'.split(
    ' ',
  );
const ES_TENS = [
  '',
  '',
  '',
  'treinta',
  'cuarenta',
  'cincuenta',
  'sesenta',
  'setenta',
  'ochenta',
  'noventa',
];
const ES_HUNDREDS = [
  '',
  'ciento',
  'doscientos',
  'trescientos',
  'cuatrocientos',
  'quinientos',
  'seiscientos',
  'setecientos',
  'ochocientos',
  'novecientos',
];

function esBelow1000(n: number): string {
  if (n === 100) return 'cien';
  const words: string[] = [];
  if (n >= 100) words.push(ES_HUNDREDS[Math.floor(n / 100)]!);
  const rest = n % 100;
  if (rest >= 30)
    words.push(ES_TENS[Math.floor(rest / 10)]! + (rest % 10 ? ` y ${ES_SMALL[rest % 10]}` : ''));
  else if (rest) words.push(ES_SMALL[rest]!);
  return words.join(' ');
}

/** "uno" before a noun: "un", "veintiún", "treinta y un". */
const apocope = (text: string) => text.replace(/veintiuno$/, 'veintiún').replace(/uno$/, 'un');

/** A whole number in Spanish words, shortened before a noun ("un mil" is not said: "mil"). */
export function spanishWords(value: number): string {
  if (value === 0) return 'cero';
  const millions = Math.floor(value / 1_000_000);
  const thousands = Math.floor(value / 1000) % 1000;
  const rest = value % 1000;
  const words: string[] = [];
  if (millions)
    words.push(millions === 1 ? 'un millón' : `${apocope(esBelow1000(millions))} millones`);
  if (thousands) words.push(thousands === 1 ? 'mil' : `${apocope(esBelow1000(thousands))} mil`);
  if (rest) words.push(apocope(esBelow1000(rest)));
  return words.join(' ');
}

const TR_ONES = ['', 'bir', 'iki', 'üç', 'dört', 'beş', 'altı', 'yedi', 'sekiz', 'dokuz'];
const TR_TENS = ['', 'on', 'yirmi', 'otuz', 'kırk', 'elli', 'altmış', 'yetmiş', 'seksen', 'doksan'];

function trBelow1000(n: number): string[] {
  const hundreds = Math.floor(n / 100);
  return [
    ...(hundreds > 1 ? [TR_ONES[hundreds]!] : []),
    ...(hundreds ? ['yüz'] : []),
    TR_TENS[Math.floor((n % 100) / 10)]!,
    TR_ONES[n % 10]!,
  ].filter(Boolean);
}

/** A whole number in Turkish words ("bin iki yüz otuz dört"): "yüz" and "bin" without "bir". */
export function turkishWords(value: number): string[] {
  if (value === 0) return ['sıfır'];
  const millions = Math.floor(value / 1_000_000);
  const thousands = Math.floor(value / 1000) % 1000;
  return [
    ...(millions ? [...trBelow1000(millions), 'milyon'] : []),
    ...(thousands ? [...(thousands > 1 ? trBelow1000(thousands) : []), 'bin'] : []),
    ...trBelow1000(value % 1000),
  ];
}

// ---------------------------------------------------------------------------------------------
// Pictures

/** A QR code's look (finder squares and random modules): a picture, as the printed code is. */
export function qrPicture(r: Random, size = 84, modules = 29): Logo {
  const cell = 4;
  const canvas = createCanvas(modules * cell, modules * cell);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, modules * cell, modules * cell);
  ctx.fillStyle = '#000000';
  const finder = (x: number, y: number) =>
    x < 8 && y < 8
      ? [x, y]
      : x >= modules - 8 && y < 8
        ? [x - (modules - 7), y]
        : x < 8 && y >= modules - 8
          ? [x, y - (modules - 7)]
          : null;
  for (let y = 0; y < modules; y += 1) {
    for (let x = 0; x < modules; x += 1) {
      const f = finder(x, y);
      let dark: boolean;
      if (f) {
        const [fx = 0, fy = 0] = f;
        const ring = Math.max(Math.abs(fx - 3), Math.abs(fy - 3));
        dark = fx >= 0 && fx <= 6 && fy >= 0 && fy <= 6 && ring !== 2;
      } else dark = r.chance(0.48);
      if (dark) ctx.fillRect(x * cell, y * cell, cell, cell);
    }
  }
  const src = `data:image/png;base64,${canvas.toBuffer('image/png').toString('base64')}`;
  return { src, width: size, height: size };
}

// ---------------------------------------------------------------------------------------------
// What they sell, in the languages of set 4

/** Products from "text|low|high[|h]" entries; `uom` for all of them. */
export const catalog = (text: string, uom?: string): Product[] =>
  text.split(/;\s*/).map((entry) => {
    const [name = '', low = '10', high = '100', flag = ''] = entry.split('|');
    return {
      text: name,
      low: Number(low),
      high: Number(high),
      ...(flag === 'h' ? { hours: true } : {}),
      ...(uom ? { uom } : {}),
    };
  });

export const CATALOG4 = {
  cs: catalog(
    'Tvorba webových stránek|15000|90000; Grafický návrh loga|4000|25000; Konzultace|900|2200|h; Správa sociálních sítí (měsíc)|5000|18000; Programování|1000|2400|h; Tisk letáků A5 (1000 ks)|1800|5200; Údržba serveru (měsíc)|1500|6000; Překlad (normostrana)|350|700; Fotografování produktů|3000|12000; Školení zaměstnanců|6000|24000',
  ),
  pt: catalog(
    'Consultoria|45|110|h; Desenvolvimento de website|900|5500; Manutenção mensal|60|350; Design de logótipo|250|1400; Licença de software anual|180|1500; Formação (dia)|400|1200; Tradução (página)|15|40; Fotografia de produto|150|900; Deslocação|25|80; Material de escritório|10|150',
  ),
  ro: catalog(
    'Servicii de consultanță|150|450|h; Dezvoltare site web|3000|25000; Mentenanță lunară|400|2000; Design logo|800|5000; Licență software (12 luni)|900|7000; Transport marfă|250|2500; Servicii de contabilitate (lună)|500|2500; Tipărire pliante (1000 buc.)|350|1500; Instruire personal|1200|6000; Materiale consumabile|50|900',
  ),
  hu: catalog(
    'Webfejlesztés|150000|900000; Tanácsadás|15000|40000|h; Grafikai tervezés|40000|250000; Rendszerüzemeltetés (havi)|40000|180000; Könyvelési szolgáltatás (havi)|30000|120000; Szórólap nyomtatás (1000 db)|18000|60000; Fotózás|35000|150000; Fordítás (oldal)|3000|9000; Kiszállási díj|5000|15000; Oktatás (nap)|80000|250000',
  ),
  hr: catalog(
    'Izrada web stranice|600|4500; Savjetovanje|40|110|h; Grafički dizajn|150|1200; Održavanje sustava (mjesečno)|80|450; Računovodstvene usluge (mjesečno)|90|400; Tisak letaka (1000 kom)|60|220; Fotografiranje|120|700; Prijevod (kartica)|12|30; Putni troškovi|20|90; Edukacija (dan)|350|1000',
  ),
  sv: catalog(
    'Konsulttimmar|850|1450|h; Webbutveckling|15000|80000; Grafisk design|4000|25000; Support (månad)|1500|6000; Licens (12 mån)|2400|18000; Utbildning (dag)|8000|22000; Resekostnad|300|1200; Fotografering|3500|12000',
  ),
  svRot: catalog(
    'Arbete snickare|450|650|h; Arbete målare|420|620|h; Arbete elektriker|520|720|h; Material|500|12000; Framkörning|350|650; Bortforsling av byggavfall|800|2500',
  ),
  da: catalog(
    'Konsulenttimer|700|1300|h; Webudvikling|12000|70000; Grafisk design|3500|22000; Support (måned)|1200|5000; Licens (12 mdr.)|2000|15000; Kursus (dag)|6000|18000; Kørsel|250|900; Fotografering|3000|10000',
  ),
  tr: catalog(
    'Yazılım geliştirme hizmeti|1500|4500|h; Web sitesi tasarımı|25000|150000; Danışmanlık hizmeti|2000|6000|h; Bakım ve destek (aylık)|5000|25000; Broşür baskı (1000 adet)|3000|9000; Eğitim hizmeti (gün)|10000|40000; Nakliye|1500|9000; Ofis sarf malzemesi|200|3000; Lisans bedeli (yıllık)|8000|60000',
  ),
  mx: catalog(
    'Servicio de consultoría|900|2500|h; Desarrollo de sistema web|25000|180000; Mantenimiento preventivo|2500|15000; Póliza de soporte mensual|3500|20000; Diseño gráfico|3000|25000; Renta de equipo|1500|12000; Capacitación (curso)|6000|35000; Flete|1200|9000',
  ),
  ar: catalog(
    'Servicio de consultoría|25000|70000|h; Desarrollo de software|400000|2500000; Mantenimiento mensual|80000|400000; Diseño gráfico|60000|450000; Abono soporte técnico|90000|500000; Capacitación|150000|900000; Flete|30000|250000; Insumos de oficina|5000|90000',
  ),
};
