// What set 3's layouts share beyond common.ts and people.ts: sellers of the countries people.ts
// does not know (Austria, Switzerland, Belgium, Denmark, Sweden, Norway), their IBANs with true
// check digits, and the payment references of those countries (the Belgian structured
// communication, the Swiss QR reference, the Norwegian KID, the Swedish OCR number), drawn with
// check digits as the banks compute them.
import type { Random } from './common.ts';

export type ExtraCode = 'AT' | 'CH' | 'BE' | 'DK' | 'SE' | 'NO';

export interface Firm {
  /** The name as printed (with its legal form, or a trading name). */
  name: string;
  /** The name without its legal form. */
  stem: string;
  contact: string;
  address: string[];
  city: string;
  postcode: string;
  /** The country's name in English and in its own language. */
  country: string;
  countryLocal: string;
  phone: string;
  email: string;
  website: string;
  domain: string;
}

interface Spec {
  country: string;
  countryLocal: string;
  first: string[];
  last: string[];
  stems: string[];
  trades: string[];
  forms: string[];
  streets: string[];
  places: [city: string, postcode: string][];
  tld: string;
  /** Street before number ("Hauptstraße 12") or after ("12 rue …") is the country's own. */
  address: (r: Random, street: string, place: [string, string]) => string[];
  phone: (r: Random) => string;
}

const list = (text: string) => text.split(/,\s*/);
const places = (text: string) =>
  text.split(/;\s*/).map((entry) => entry.split('|') as [string, string]);

const SPECS: Record<ExtraCode, Spec> = {
  AT: {
    country: 'Austria',
    countryLocal: 'Österreich',
    first: list('Christina, Markus, Theresa, Lukas, Verena, Andreas, Magdalena, Florian'),
    last: list('Gruber, Huber, Pichler, Moser, Steiner, Leitner, Wimmer, Aigner'),
    stems: list('Alpenblick, Donautal, Wienerwald, Steirerhof, Kahlenberg, Tauern, Wachau, Zirbe'),
    trades: list('Installationen, Tischlerei, Medien, IT-Solutions, Handel, Elektrotechnik'),
    forms: list('GmbH, GmbH, KG, OG, e.U.'),
    streets: list('Mariahilfer Straße, Landstraßer Hauptstraße, Herrengasse, Linzer Straße'),
    places: places('Wien|1070; Wien|1030; Graz|8010; Linz|4020; Salzburg|5020; Innsbruck|6020'),
    tld: 'at',
    address: (r, street, [city, postcode]) => [`${street} ${r.int(1, 120)}`, `${postcode} ${city}`],
    phone: (r) => `+43 ${r.pick(['1', '316', '732', '662'])} ${r.digits(3)} ${r.digits(3)}`,
  },
  CH: {
    country: 'Switzerland',
    countryLocal: 'Schweiz',
    first: list('Reto, Corinne, Urs, Nadine, Beat, Sandra, Matthias, Seraina'),
    last: list('Meier, Keller, Brunner, Frei, Baumann, Widmer, Gerber, Suter'),
    stems: list('Limmat, Säntis, Aare, Pilatus, Rigi, Zürichsee, Jungfrau, Emmental'),
    trades: list('Informatik, Treuhand, Gebäudetechnik, Druck, Schreinerei, Consulting'),
    forms: list('AG, AG, GmbH, GmbH'),
    streets: list('Bahnhofstrasse, Seestrasse, Dorfstrasse, Bernstrasse, Hauptgasse'),
    places: places(
      'Zürich|8001; Bern|3011; Luzern|6003; Winterthur|8400; Basel|4051; St. Gallen|9000',
    ),
    tld: 'ch',
    address: (r, street, [city, postcode]) => [`${street} ${r.int(1, 90)}`, `${postcode} ${city}`],
    phone: (r) =>
      `+41 ${r.pick(['44', '31', '41', '52', '61'])} ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`,
  },
  BE: {
    country: 'Belgium',
    countryLocal: 'België / Belgique',
    first: list('Lotte, Pieter, Sarah, Jeroen, Nathalie, Olivier, Sofie, Maxime'),
    last: list('Peeters, Janssens, Dubois, Maes, Lambert, Claes, Wouters, Lejeune'),
    stems: list('Schelde, Meuse, Zonnebloem, Brabant, Ardennes, Kempen, Sablon, Leie'),
    trades: list('Bouw, Consult, Solutions, Print, Catering, Techniek'),
    forms: list('BV / SRL, NV / SA, BV, SRL'),
    streets: list('Kerkstraat, Rue de la Loi, Stationsstraat, Avenue Louise, Meir, Rue Neuve'),
    places: places(
      'Brussel / Bruxelles|1000; Antwerpen|2000; Gent|9000; Liège|4000; Leuven|3000; Namur|5000',
    ),
    tld: 'be',
    address: (r, street, [city, postcode]) => [`${street} ${r.int(1, 220)}`, `${postcode} ${city}`],
    phone: (r) =>
      `+32 ${r.pick(['2', '3', '9', '4'])} ${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`,
  },
  DK: {
    country: 'Denmark',
    countryLocal: 'Danmark',
    first: list('Mette, Rasmus, Sofie, Mads, Line, Anders, Camilla, Jesper'),
    last: list('Nielsen, Jensen, Hansen, Pedersen, Andersen, Christensen, Larsen, Sørensen'),
    stems: list('Nordlys, Havblik, Skovhus, Fjordvej, Bølge, Lyngby, Kastanje, Ravn'),
    trades: list('Design, Consult, Media, Software, Teknik'),
    forms: list('ApS, ApS, A/S, I/S'),
    streets: list('Vesterbrogade, Nørregade, Strandvejen, Østerbrogade, Algade'),
    places: places(
      'København V|1620; København K|1165; Aarhus C|8000; Odense C|5000; Aalborg|9000',
    ),
    tld: 'dk',
    address: (r, street, [city, postcode]) => [`${street} ${r.int(1, 160)}`, `${postcode} ${city}`],
    phone: (r) => `+45 ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`,
  },
  SE: {
    country: 'Sweden',
    countryLocal: 'Sverige',
    first: list('Karin, Erik, Linnea, Oskar, Elin, Johan, Maja, Anders'),
    last: list('Lindqvist, Johansson, Berg, Nyström, Eriksson, Holm, Sandberg, Åkesson'),
    stems: list('Fjällripa, Björkdal, Strömkarl, Norrsken, Skärgård, Granlund, Ekbacken, Solvik'),
    trades: list('Konsult, Bygg, Media, Teknik, Design, System'),
    forms: list('AB, AB, AB, HB'),
    streets: list('Drottninggatan, Kungsgatan, Storgatan, Sveavägen, Vasagatan'),
    places: places('Stockholm|111 52; Göteborg|411 06; Malmö|211 22; Uppsala|753 20; Umeå|903 26'),
    tld: 'se',
    address: (r, street, [city, postcode]) => [`${street} ${r.int(1, 90)}`, `${postcode} ${city}`],
    phone: (r) =>
      `+46 ${r.pick(['8', '31', '40', '18'])}-${r.digits(3)} ${r.digits(2)} ${r.digits(2)}`,
  },
  NO: {
    country: 'Norway',
    countryLocal: 'Norge',
    first: list('Ingrid, Henrik, Silje, Magnus, Kari, Eirik, Thea, Sindre'),
    last: list('Hansen, Johansen, Olsen, Berge, Haugen, Solberg, Dahl, Lie'),
    stems: list('Fjordkraft, Nordkapp, Bølgen, Trollheim, Vinterlys, Fjellstue, Havøy, Lofot'),
    trades: list('Rådgivning, Bygg, Elektro, Media, IT, Regnskap'),
    forms: list('AS, AS, AS, ASA, ENK'),
    streets: list('Storgata, Karl Johans gate, Kongens gate, Dronningens gate, Bryggen'),
    places: places('Oslo|0154; Bergen|5003; Trondheim|7011; Stavanger|4006; Tromsø|9008'),
    tld: 'no',
    address: (r, street, [city, postcode]) => [`${street} ${r.int(1, 80)}`, `${postcode} ${city}`],
    phone: (r) => `+47 ${r.digits(2)} ${r.digits(2)} ${r.digits(2)} ${r.digits(2)}`,
  },
};

const slug = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .replace(/ø/g, 'o')
    .replace(/[^a-z0-9]/g, '');

/** A company of one of the extra countries; `avoid`: a stem not to take (the other party's). */
export function firm(
  r: Random,
  code: ExtraCode,
  options: { form?: 'always' | 'never'; avoid?: string; trades?: string[] } = {},
): Firm {
  const s = SPECS[code];
  const stem = r.pick(s.stems.filter((item) => !options.avoid?.startsWith(item)));
  const trade = r.chance(0.65) ? r.pick(options.trades ?? s.trades) : '';
  const withForm = options.form === 'never' ? false : options.form === 'always' || r.chance(0.8);
  const brand = [stem, trade].filter(Boolean).join(' ');
  const name = [brand, withForm ? r.pick(s.forms) : ''].filter(Boolean).join(' ');
  const place = r.pick(s.places);
  const domain = `${slug(stem)}.${s.tld}`;
  return {
    name,
    stem: brand,
    contact: `${r.pick(s.first)} ${r.pick(s.last)}`,
    address: s.address(r, r.pick(s.streets), place),
    city: place[0],
    postcode: place[1],
    country: s.country,
    countryLocal: s.countryLocal,
    phone: s.phone(r),
    email: `${r.pick(['info', 'faktura', 'billing', 'office', 'post'])}@${domain}`,
    website: `www.${domain}`,
    domain,
  };
}

/** A private person of an extra country, as a customer. */
export function privateFirm(r: Random, code: ExtraCode): Firm {
  const s = SPECS[code];
  const name = `${r.pick(s.first)} ${r.pick(s.last)}`;
  const place = r.pick(s.places);
  const domain = `${slug(name)}.${s.tld}`;
  return {
    name,
    stem: name,
    contact: name,
    address: s.address(r, r.pick(s.streets), place),
    city: place[0],
    postcode: place[1],
    country: s.country,
    countryLocal: s.countryLocal,
    phone: s.phone(r),
    email: `${slug(name.split(' ')[0]!)}@${r.pick(['gmail.com', 'outlook.com', domain])}`,
    website: `www.${domain}`,
    domain,
  };
}

const mod97 = (digits: string) => {
  let rest = 0;
  for (const char of digits) rest = (rest * 10 + Number(char)) % 97;
  return rest;
};

/** An IBAN of an extra country with true check digits, in groups of four. */
export function ibanOf(r: Random, code: ExtraCode, qr = false): string {
  const bban = {
    AT: () => `${r.pick(['12000', '20111', '32000', '14000'])}${r.digits(11)}`,
    // A QR-IBAN's bank number lies in 30000-31999.
    CH: () =>
      `${qr ? r.int(30000, 31999) : r.pick(['00700', '00235', '08390', '00781'])}${r.digits(12)}`,
    BE: () => `${r.pick(['001', '068', '363', '735'])}${r.digits(9)}`,
    DK: () => `${r.pick(['3000', '2000', '5301'])}${r.digits(10)}`,
    SE: () => `${r.pick(['500', '800', '600'])}${r.digits(17)}`,
    NO: () => `${r.pick(['1503', '6011', '9710'])}${r.digits(7)}`,
  }[code]();
  const numeric = `${bban}${code}00`.replace(/[A-Z]/g, (char) => String(char.charCodeAt(0) - 55));
  const check = String(98 - mod97(numeric)).padStart(2, '0');
  return `${code}${check}${bban}`.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The Belgian structured communication: ten digits and their remainder modulo 97. */
export function structured(r: Random): string {
  const base = `${r.int(1, 9)}${r.digits(9)}`;
  const check = String(mod97(base) || 97).padStart(2, '0');
  const all = `${base}${check}`;
  return `+++${all.slice(0, 3)}/${all.slice(3, 7)}/${all.slice(7)}+++`;
}

/** The check digit of the Swiss QR reference (modulo 10, recursive). */
function mod10Recursive(digits: string): number {
  const table = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5];
  let carry = 0;
  for (const char of digits) carry = table[(carry + Number(char)) % 10]!;
  return (10 - carry) % 10;
}

/** A Swiss QR reference: 26 digits and the check digit, printed in groups of five from the right. */
export function qrReference(r: Random): string {
  const body =
    `${'0'.repeat(r.int(6, 12))}${r.digits(6)}`.padEnd(26, '0').slice(0, 20) + r.digits(6);
  const all = `${body}${mod10Recursive(body)}`;
  return `${all.slice(0, 2)} ${all.slice(2).replace(/(.{5})(?=.)/g, '$1 ')}`;
}

/** The Luhn check digit (the Norwegian KID, the Swedish OCR number). */
export function luhn(digits: string): number {
  let sum = 0;
  [...digits].reverse().forEach((char, index) => {
    let value = Number(char) * (index % 2 === 0 ? 2 : 1);
    if (value > 9) value -= 9;
    sum += value;
  });
  return (10 - (sum % 10)) % 10;
}

/** A number with its Luhn check digit appended. */
export const withLuhn = (digits: string) => `${digits}${luhn(digits)}`;
