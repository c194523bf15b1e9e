/**
 * The issuer's country, from what an invoice prints about its issuer outside the customer's
 * block: the country prefix of its IBAN and VAT id, its telephone prefix, the country domain of its
 * e-mail and web addresses, and a country named on an address line. Each piece is a vote; the
 * country with the most votes wins. Used where the invoice prints no currency, or only a '$' that
 * many countries share.
 */
import { createRequire } from 'node:module';
import { countries, type TCountryCode } from 'countries-list';
import countryNamesIn, { type LocaleData } from 'i18n-iso-countries';
import type { TextCell, TextLine } from '../page-text.js';
import { US_STATES } from './labels.js';

export interface IssuerCountry {
  country: TCountryCode;
  /** The country's currency (ISO 4217). */
  currency: string;
  votes: number;
  /** Where the strongest piece of evidence for the country is printed. */
  line: TextLine;
  cell: TextCell;
}

const isCountry = (code: string): code is TCountryCode => Object.hasOwn(countries, code);

const IBAN = /\b([A-Z]{2})\d{2}(?:\s?[A-Z0-9]{4}){2,7}(?:\s?[A-Z0-9]{1,4})?\b/g;
const VAT_ID =
  /(?<!\p{L})(?:vat|tva|btw|ust|mwst|iva|moms|dph|di[čc]|nip|uid|tax)[\p{L}.-]*[^:\d]{0,20}[:.]?\s*([A-Z]{2})\s?[0-9][0-9A-Z .-]{6,14}/giu;
/**
 * A telephone's international form, "+44 …" or "0044 …". Not "00" after a number's area code
 * ("(03) 0086 9183" is a number in Melbourne, not one in China).
 */
const PHONE = /(?:^|[\s(:])(\+|(?<![\d)]\s)00)(\d{1,3})[\s().-]*\d/g;
/**
 * A number after "00" is a telephone's international form ("0049 89 123456", "00420 123 …") only
 * where its country code stands apart or a telephone's label is in the cell: a run of digits that
 * begins "00" is as often a routing, account or customer number ("Routing 005448946").
 */
const INTERNATIONAL_00 = /^[\s(:]?00\d{1,3}[\s()./-]/;
const PHONE_LABEL =
  /(?<![\p{L}])(?:t[ée]l|phone|telephone|fax|mobile?|mob|cell|fon|telefon|t[ée]l[ée]phone|tel[ée]fono|telefoon|telefone|tlf|puh|gsm)(?![\p{L}])/iu;
const WEB = /(?:[\w.+-]+@|www\.|https?:\/\/)(?:[\p{L}\d-]+\.)+([a-z]{2})\b(?![.\w])/giu;
/** Country-code domains that are not the country's own code. */
const DOMAIN_COUNTRY: Readonly<Record<string, string>> = { uk: 'GB' };
/** Country domains used as generic ones (.io, .co, .me, .tv, .ai…): no vote. */
const GENERIC_DOMAINS = new Set([
  'io',
  'co',
  'me',
  'tv',
  'ai',
  'ly',
  'fm',
  'cc',
  'ws',
  'to',
  'gg',
  'so',
  'sh',
]);
/**
 * The names of national tax and company ids that only one country uses: an issuer that prints
 * "CUIT" is Argentine, "GSTIN" Indian, "ABN" Australian. Ids several countries share (RUT, RUC,
 * NIT, NIF, IČO, UID, BTW) name no country.
 */
const NATIONAL_IDS: readonly (readonly [RegExp, TCountryCode])[] = [
  [/\bC\.?U\.?I\.?T\.?(?![\p{L}])/iu, 'AR'],
  [/\bC\.?N\.?P\.?J\b/i, 'BR'],
  [/\bR\.?F\.?C\.?:/, 'MX'],
  [/\bGSTIN\b/i, 'IN'],
  [/\bABN\b(?!\s*AMRO)/, 'AU'],
  // An Australian state and a postcode of its range ("ADELAIDE SA 5000"; a US ZIP has five
  // digits, and "Proximus SA 1030 Bruxelles", "Companies Act 2006" are out of range).
  [
    /\b(?:NSW\s+[12]\d{3}|ACT\s+(?:02\d\d|2[6-9]\d\d)|VIC\s+[38]\d{3}|QLD\s+[49]\d{3}|SA\s+5\d{3}|WA\s+6\d{3}|TAS\s+7\d{3}|NT\s+0[89]\d\d)\b(?![\d-])/,
    'AU',
  ],
  // Canada's GST/HST number (a business number and "RT0001"), or a province and its postcode.
  [/\bGST\/HST\b|\b\d{9}\s?RT\s?\d{4}\b/, 'CA'],
  [/\b(?:AB|BC|MB|NB|NL|NS|ON|PE|QC|SK)\)?,?\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d\b/, 'CA'],
  [/\bNZBN\b/, 'NZ'],
  [/\bTRN\b/, 'AE'],
  [/\bUEN\b/, 'SG'],
  [/\bKvK\b/i, 'NL'],
  [/\bCVR\b/, 'DK'],
  [/\bSIRE[NT]\b/i, 'FR'],
  [/\bpartita\s+iva\b|\bP\.\s?IVA\b/i, 'IT'],
  [/\bNIPC\b/, 'PT'],
  [/\bREGON\b|\bKRS\b/, 'PL'],
  [/\bUSt-?Id(?:Nr|\.?-?Nr\.?)\b|\bHRB\b|\bAmtsgericht\b/i, 'DE'],
];

/**
 * A US state's code and a ZIP code after a city and its comma ("COLUMBUS, OH 43215", "Austin, TX
 * 78701-1234"): a weaker vote than an id's, since some codes are countries' or provinces' too
 * ("Berlin, DE 10115"), and a US remittance address may stand on another country's invoice.
 */
const US_ADDRESS = new RegExp(
  String.raw`\p{L},\s?(?:${US_STATES.join('|')})\s+\d{5}(?:-\d{4})?\b(?![\d-])`,
  'u',
);

/** Greece's VAT ids begin with EL. */
const VAT_PREFIX: Readonly<Record<string, string>> = { EL: 'GR' };

/**
 * Letters whose mark is part of the letter (no decomposition takes it off), as an address or a
 * domain spells them in ASCII: "Wisła" is wisla.pl, "Bjørk" bjork.no, "Straße" strasse.
 */
const ASCII_SPELLING: Readonly<Record<string, string>> = {
  ł: 'l',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ħ: 'h',
  ı: 'i',
  ŧ: 't',
  æ: 'ae',
  œ: 'oe',
  ß: 'ss',
  þ: 'th',
};

/** Lower case without accents ("Björk" → "bjork", "Łódź" → "lodz"), as names and addresses are compared. */
export const fold = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[łøđðħıŧæœßþ]/g, (letter) => ASCII_SPELLING[letter] ?? letter);

/**
 * A text's letters and digits, folded: two places print the same name when these are equal (OCR
 * may drop an accent or a mark between words).
 */
export const letters = (text: string) => fold(text).replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * The languages an address line names a country in: those of the labels (English, German, French,
 * Spanish, Dutch) and of the issuers whose invoices are read most ("Allemagne", "Niemcy", "Tyskland").
 */
const NAME_LANGUAGES = [
  'en',
  'de',
  'fr',
  'es',
  'nl',
  'it',
  'pt',
  'pl',
  'cs',
  'sk',
  'sv',
  'da',
  'nb',
];
/**
 * Country names in another language that are also towns or words an address or a name ends in:
 * Granada (Grenada in Spanish), Salvador (El Salvador in Czech), Guadalupe, Norfolk, Columbia.
 */
const NOT_COUNTRY_NAMES = new Set([
  'granada',
  'salvador',
  'guadalupe',
  'norfolk',
  'columbia',
  'gana',
  'indie',
]);
const require = createRequire(import.meta.url);

/**
 * Country names (English, native, aliases, and their names in NAME_LANGUAGES) of at least four
 * letters, folded, to their codes.
 */
let names: Map<string, TCountryCode> | undefined;
function countryNames(): Map<string, TCountryCode> {
  if (names) return names;
  const found = new Map<string, TCountryCode>();
  // countries-list's names first; another language's only where they name no other country.
  const named = (name: string, code: TCountryCode, other = false) => {
    const key = fold(name);
    if (key.length < 4 || (other && (NOT_COUNTRY_NAMES.has(key) || found.has(key)))) return;
    found.set(key, code);
  };
  for (const [code, country] of Object.entries(countries) as [
    TCountryCode,
    (typeof countries)[TCountryCode],
  ][]) {
    const aliases = 'alias' in country ? (country.alias as readonly string[]) : [];
    for (const name of [country.name, country.native, ...aliases]) named(name, code);
  }
  for (const language of NAME_LANGUAGES) {
    countryNamesIn.registerLocale(
      require(`i18n-iso-countries/langs/${language}.json`) as LocaleData,
    );
    for (const [code, spellings] of Object.entries(
      countryNamesIn.getNames(language, { select: 'all' }),
    ))
      if (isCountry(code)) for (const name of spellings) named(name, code, true);
  }
  found.set('usa', 'US');
  found.set('uk', 'GB');
  found.set('uae', 'AE');
  found.set('u.a.e', 'AE');
  found.set('ksa', 'SA');
  names = found;
  return found;
}

/** Whether `text` is a country's name and nothing else ("Nederland", "United Kingdom"). */
export function isCountryName(text: string): boolean {
  return countryNames().has(
    fold(text)
      .replace(/[\s.,]+$/, '')
      .trim(),
  );
}

/** Telephone prefixes to countries; a prefix several countries share (+1, +7) votes for none. */
let prefixes: Map<number, TCountryCode | null> | undefined;
function phonePrefixes(): Map<number, TCountryCode | null> {
  if (prefixes) return prefixes;
  prefixes = new Map();
  for (const [code, country] of Object.entries(countries) as [
    TCountryCode,
    (typeof countries)[TCountryCode],
  ][])
    for (const prefix of country.phone) prefixes.set(prefix, prefixes.has(prefix) ? null : code);
  return prefixes;
}

export function issuerCountry(
  lines: readonly TextLine[],
  customer: ReadonlySet<TextCell>,
): IssuerCountry | null {
  const votes = new Map<TCountryCode, number>();
  const strongest = new Map<TCountryCode, { weight: number; line: TextLine; cell: TextCell }>();
  let line: TextLine;
  let cell: TextCell;
  const vote = (code: string | undefined, weight: number) => {
    const country = code ? (VAT_PREFIX[code] ?? code) : undefined;
    if (!country || !isCountry(country)) return;
    votes.set(country, (votes.get(country) ?? 0) + weight);
    if ((strongest.get(country)?.weight ?? 0) < weight)
      strongest.set(country, { weight, line, cell });
  };
  const known = countryNames();
  for (line of lines) {
    for (cell of line.cells) {
      if (customer.has(cell)) continue;
      const text = cell.text;
      for (const match of text.matchAll(IBAN))
        if (/iban|^[A-Z]{2}\d{2}/i.test(text)) vote(match[1], 3);
      // The country prefix is in capitals ("VAT reg no 123…" names no country).
      for (const match of text.matchAll(VAT_ID))
        if (/^[A-Z]{2}$/.test(match[1] ?? '')) vote(match[1], 3);
      for (const [id, country] of NATIONAL_IDS) if (id.test(text)) vote(country, 2);
      if (US_ADDRESS.test(text)) vote('US', 1);
      for (const match of text.matchAll(PHONE)) {
        if (
          match[1] === '00' &&
          !INTERNATIONAL_00.test(text.slice(match.index)) &&
          !PHONE_LABEL.test(text)
        )
          continue;
        const digits = match[2] ?? '';
        // The longest prefix that is a country's: +420 before +42, +44 before +4.
        for (let length = Math.min(3, digits.length); length >= 1; length--) {
          const prefix = phonePrefixes().get(Number(digits.slice(0, length)));
          if (prefix === undefined) continue;
          if (prefix) vote(prefix, 2);
          break;
        }
      }
      for (const match of text.matchAll(WEB)) {
        const domain = (match[1] ?? '').toLowerCase();
        if (!GENERIC_DOMAINS.has(domain)) vote(DOMAIN_COUNTRY[domain] ?? domain.toUpperCase(), 1);
      }
      // A country named at the end of an address line ("12345 Berlin, Germany") or on its own.
      const tail = fold(text).replace(/[.\s]+$/, '');
      const last = /(?:^|,\s*|\s{2,})([\p{L} '’-]{2,30})$/u.exec(tail)?.[1]?.trim();
      if (last && known.has(last)) vote(known.get(last), 2);
    }
  }
  const [best, runnerUp] = [...votes.entries()].sort((left, right) => right[1] - left[1]);
  if (!best || (runnerUp && runnerUp[1] === best[1])) return null;
  const currency = countries[best[0]].currency[0];
  const evidence = strongest.get(best[0]);
  return currency && evidence
    ? { country: best[0], currency, votes: best[1], line: evidence.line, cell: evidence.cell }
    : null;
}
