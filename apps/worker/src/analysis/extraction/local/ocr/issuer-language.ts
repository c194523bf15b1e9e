/**
 * The issuer's own letters on a scan. OCR reads with the five languages the field finder has labels
 * for, and their models have no 'ł', 'ø', 'å', 'ř' or 'ş': "Wisła" comes out as "Wista", "Rådgivning"
 * as "Radgivning", so a Polish or Norwegian seller's name is misspelt however clean the scan. When
 * the page says where its issuer is (issuerCountry) and that country's language is one OCR has
 * data for, the first page is read again in that language alone, and a word takes that reading's
 * spelling only where the two readings are the same word but for those letters. Read alone, that
 * language's model misreads what the five read well ('&' as '8', "Systemy" as "Systamy"): a
 * word spelt differently in any other way keeps the five languages' reading.
 */
import { countries, type TCountryCode } from 'countries-list';
import {
  COMPANY_SUFFIX,
  CUSTOMER_LABELS,
  DATE_LABELS,
  INVOICE_NUMBER_LABELS,
  NET_LABEL,
  NOT_THE_TOTAL,
  OTHER_DATES,
  ROUNDING,
  TAX_EXCLUDED,
  TAX_LABEL,
  TOTAL_STRONG,
  TOTAL_WEAK,
  VENDOR_LABELS,
} from '../fields/labels.js';
import type { PageWord } from '../page-text.js';

/**
 * The tesseract language of a country's first language (ISO 639-1), where its alphabet has
 * letters the five languages do not read; each has a @tesseract.js-data package.
 */
const LANGUAGE_DATA: Readonly<Record<string, string>> = {
  cs: 'ces',
  da: 'dan',
  hr: 'hrv',
  hu: 'hun',
  is: 'isl',
  nb: 'nor',
  no: 'nor',
  pl: 'pol',
  pt: 'por',
  ro: 'ron',
  sk: 'slk',
  sl: 'slv',
  sv: 'swe',
  tr: 'tur',
};

/** The tesseract language a page of an issuer in `country` is read again in, if any. */
export function issuerLanguage(country: TCountryCode): string | null {
  const first = countries[country].languages[0];
  return (first && LANGUAGE_DATA[first]) ?? null;
}

/** Every language issuerLanguage may name (the packages the worker depends on). */
export const ISSUER_LANGUAGES: readonly string[] = [...new Set(Object.values(LANGUAGE_DATA))];

/**
 * What the five languages read in place of a letter they do not have, beyond the letter without
 * its marks ('ą' as 'a'): the stroke letters and the ring and slashed vowels.
 */
const READ_AS: Readonly<Record<string, string>> = {
  ł: 'ltif1|',
  Ł: 'LlI1|t',
  ø: 'o0',
  Ø: 'O0',
  å: 'a&',
  Å: 'A&',
  æ: 'a',
  Æ: 'A',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  þ: 'p',
  Þ: 'P',
  ı: 'il1',
  ß: 'B',
};

const base = (letter: string) =>
  letter
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .slice(0, 1);

/**
 * Whether `ours` (the issuer's language) spells the word `read` (the five languages) with its
 * own letters: the same length, and every letter that differs is one the issuer's alphabet has
 * where the five read a letter it is taken for.
 */
export function spelledWithOwnLetters(read: string, ours: string): boolean {
  const left = [...read.normalize('NFC')];
  const right = [...ours.normalize('NFC')];
  if (left.length !== right.length) return false;
  let differs = false;
  for (let index = 0; index < left.length; index++) {
    const five = left[index]!;
    const own = right[index]!;
    if (five === own) continue;
    differs = true;
    if (own.charCodeAt(0) < 0x80) return false;
    const sameLetter = base(own) === base(five) && base(own) !== own;
    if (!sameLetter && !(READ_AS[own] ?? '').includes(five)) return false;
  }
  return differs;
}

/** The share of the smaller box that two words' boxes have in common. */
function overlap(left: PageWord, right: PageWord): number {
  const width = Math.min(left.right, right.right) - Math.max(left.x, right.x);
  const height = Math.min(left.bottom, right.bottom) - Math.max(left.top, right.top);
  if (width <= 0 || height <= 0) return 0;
  const smaller = Math.min(
    (left.right - left.x) * (left.bottom - left.top),
    (right.right - right.x) * (right.bottom - right.top),
  );
  return smaller > 0 ? (width * height) / smaller : 0;
}

/** Two readings of a word are of the same place when their boxes share this much. */
const SAME_PLACE = 0.6;

/**
 * The field finder's labels, and the legal forms of names. A word the five read as they spell
 * it keeps that spelling: the issuer's model reads its own letters into words it does not know ("mva" as
 * "mvå", "dokladu" as "dokladů"), and the label would be lost.
 */
const LABELS: readonly RegExp[] = [
  COMPANY_SUFFIX,
  ...INVOICE_NUMBER_LABELS,
  ...DATE_LABELS,
  OTHER_DATES,
  VENDOR_LABELS,
  CUSTOMER_LABELS,
  TOTAL_STRONG,
  TOTAL_WEAK,
  NOT_THE_TOTAL,
  NET_LABEL,
  TAX_LABEL,
  TAX_EXCLUDED,
  ROUNDING,
];

/** Whether two words stand on one line (their baselines within half a word's height). */
const sameLine = (left: PageWord, right: PageWord) =>
  Math.abs(left.y - right.y) < Math.max(left.bottom - left.top, right.bottom - right.top) / 2;

/**
 * The page's words, each spelt as the issuer's language read it where that reading is the same
 * word in the issuer's letters (spelledWithOwnLetters) at the same place, unless that loses a
 * label the five's spelling makes with the words beside it; boxes and confidences stay the five
 * languages'.
 */
export function respellInIssuerLanguage(
  words: readonly PageWord[],
  issuerReading: readonly PageWord[],
): PageWord[] {
  return words.map((word, index) => {
    // A word with digits is a number or an identifier ("FV/1/2024", "NO-0012"), one without a
    // letter a ruling or a sign: no name's letters to put right ('1', '0' and '|' are read for
    // 'ł' and 'ø' in a word, "Bj0rk").
    if (!/\p{L}/u.test(word.text) || (word.text.match(/\d/g)?.length ?? 0) >= 2) return word;
    const twin = issuerReading.find(
      (other) => overlap(word, other) >= SAME_PLACE && spelledWithOwnLetters(word.text, other.text),
    );
    if (!twin) return word;
    const [before, after] = [words[index - 1], words[index + 1]].map((other) =>
      other && sameLine(other, word) ? other.text : '',
    );
    // The word alone, with the word before it, with the one after, with both (a label anchored
    // at a cell's start or end is seen in one of them).
    const phrases = (text: string) =>
      [[text], [before, text], [text, after], [before, text, after]].map((parts) =>
        parts.filter(Boolean).join(' '),
      );
    const losesLabel = LABELS.some((label) => {
      const read = phrases(word.text);
      const ours = phrases(twin.text);
      return read.some((phrase, at) => label.test(phrase) && !label.test(ours[at]!));
    });
    return losesLabel ? word : { ...word, text: twin.text };
  });
}
