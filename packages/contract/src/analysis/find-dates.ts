/**
 * The one date finder: every date printed in a text, in order, with its place and the pattern it
 * is printed in. The invoice date of an analysis (parseInvoiceDate), the local extractor's date
 * candidates and a vendor profile's learned date format ("date:DMY") all read dates through it.
 */

/**
 * How a date is printed: the order of year, month and day, "Mon" for a month name; YYYYMMDD is
 * the compact form e-invoices print. Learned formats are saved as "date:" and one of these.
 */
export const DATE_FORMATS = ['YMD', 'DMY', 'MDY', 'DMonY', 'MonDY', 'YYYYMMDD'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];

export interface ParseDateOptions {
  /**
   * How to read an ambiguous numeric date such as 03/05/2024 (both parts ≤ 12): 'dmy' (default,
   * most of the world) or 'mdy' (United States). Unambiguous dates ignore it.
   */
  order?: 'dmy' | 'mdy';
}

export interface FoundDate {
  /** The day, YYYY-MM-DD. */
  value: string;
  start: number;
  end: number;
  /** The text printed from start to end. */
  text: string;
  format: DateFormat;
}

/**
 * Month names and their usual abbreviations in English, German, French, Spanish, Italian, Dutch
 * and Portuguese, January first. Whole words only: by prefix "Marketing" or "General" would read
 * as a month.
 */
const MONTH_NAMES: readonly string[] = [
  'jan january januar jän jänner janv janvier ene enero gen gennaio januari janeiro stycznia styczeń ledna leden',
  'feb febr february februar fév févr février fev febrero febbraio februari fevereiro lutego luty února únor',
  'mar march mär märz maerz mrz mars marts marzo mrt maart março marca marzec března březen',
  'apr april avr avril abr abril aprile kwietnia kwiecień dubna duben',
  'may mai mayo mag maggio mei maio maj maja května květen',
  'jun june juni juin junio giu giugno junho czerwca czerwiec června červen',
  'jul july juli juil juillet julio lug luglio julho lipca lipiec července červenec',
  'aug august août ago agosto augustus augusti sierpnia sierpień srpna srpen',
  'sep sept september septembre septiembre set setiembre settembre setembro września wrzesień září',
  'oct october okt oktober octobre octubre ott ottobre out outubro października październik října říjen',
  'nov november novembre noviembre novembro listopada listopad listopadu',
  'dec december dez dezember déc décembre dic diciembre dicembre dezembro desember grudnia grudzień prosince prosinec',
];

/** Lower case without accents: OCR often loses them ("11. Marz 2014"). */
const fold = (word: string) => word.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/** Month number by folded name. */
const MONTHS: ReadonlyMap<string, number> = new Map(
  MONTH_NAMES.flatMap((names, index) =>
    names.split(' ').map((name) => [fold(name), index + 1] as const),
  ),
);

/** The month (1 to 12) a word names ("August", "févr", "Mrz"), or undefined. */
export const monthNamed = (word: string): number | undefined => MONTHS.get(fold(word));

const MONTH_NAME = String.raw`(?<name>\p{L}{3,12})\.?`;

/**
 * Month abbreviations that are words or codes as often ("set", "out", "gen", "mag", "ago"): read
 * as months only where the day comes first.
 */
const NOT_MONTH_WORDS = String.raw`(?:[Ss][Ee][Tt]|[Oo][Uu][Tt]|[Gg][Ee][Nn]|[Mm][Aa][Gg]|[Aa][Gg][Oo])`;

/**
 * The patterns, by the format they read; a numeric date with the year last is DMY or MDY as the
 * order says. No digit or dot right before a numeric date (none in a longer number or an IP
 * address), and one separator throughout ("08.30 - 12.30 Uhr" is a time span, not a date).
 */
const DATE_PATTERNS: readonly { format: DateFormat; regex: RegExp }[] = [
  // 2024-03-05, 2024/03/05, 2024.03.05 (also the date part of an ISO timestamp)
  {
    format: 'YMD',
    regex: /(?<![\d.])(?<year>\d{4})([-/.])(?<month>\d{1,2})\2(?<day>\d{1,2})(?!\d)/gu,
  },
  // 05.03.2024, 05/03/2024, 05-03-24
  {
    format: 'DMY',
    regex:
      /(?<![\d.])(?<first>\d{1,2})\s?([./-])\s?(?<second>\d{1,2})\s?\2\s?(?<year>\d{4}|\d{2})(?!\d)/gu,
  },
  // 5 March 2024, 5. März 2024, 5 mars 2024, 05-Mar-2024, 7 de marzo de 2024, and the same with
  // the spaces lost in the text layer (14Sep2021). Not a day, a spaced dash and a month: "1 -
  // August 31, 2024" is a span that ends on August 31, not the 1st of August 2031.
  {
    format: 'DMonY',
    regex: new RegExp(
      String.raw`(?<!\d)(?<day>\d{1,2})(?:st|nd|rd|th|er|\.)?(?:-|\s*)(?:de\s+)?${MONTH_NAME}[\s,-]*(?:de\s+)?(?<year>\d{4}|\d{2})(?!\d)`,
      'gu',
    ),
  },
  // March 5, 2024, Mar 5 2024, and as OCR reads them: Feb 9. 2020
  {
    format: 'MonDY',
    regex: new RegExp(
      String.raw`${MONTH_NAME}\s+(?<day>\d{1,2})(?:st|nd|rd|th)?[,.]?\s+(?<year>\d{4})(?!\d)`,
      'gu',
    ),
  },
  // 5/Mar/2024: slashes on both sides of the month's name (not "1 Mar/30 Apr 2024", a span)
  {
    format: 'DMonY',
    regex: new RegExp(
      String.raw`(?<![\d/])(?<day>\d{1,2})/${MONTH_NAME}/(?<year>\d{4}|\d{2})(?![\d/])`,
      'gu',
    ),
  },
  // Mar-05-2024: the month's name a word of its own (not the end of "Checkout-05-2024", nor a
  // code's "SET-12-2024")
  {
    format: 'MonDY',
    regex: new RegExp(
      String.raw`(?<![\p{L}\d-])(?!${NOT_MONTH_WORDS}(?!\p{L}))${MONTH_NAME}-(?<day>\d{1,2})-(?<year>\d{4})(?!\d)`,
      'gu',
    ),
  },
  // 2024-Mar-05: the year first, then the month by name (not a word that is also a month's
  // abbreviation, as in "Nr 2024/GEN/12" or "2024-SET-5")
  {
    format: 'YMD',
    regex: new RegExp(
      String.raw`(?<![\d.])(?<year>\d{4})([-/])(?!${NOT_MONTH_WORDS}(?!\p{L}))${MONTH_NAME}\2(?<day>\d{1,2})(?!\d)`,
      'gu',
    ),
  },
  // 2024年3月5日, as Chinese and Japanese invoices print it
  {
    format: 'YMD',
    regex: /(?<!\d)(?<year>\d{4})\s?年\s?(?<month>\d{1,2})\s?月\s?(?<day>\d{1,2})\s?日/gu,
  },
  // September 2,2024: no space after the comma, as OCR reads it; a month's name of four letters
  // or more (not "out 2,2024", "set 2,2024", words before a list of numbers)
  {
    format: 'MonDY',
    regex: new RegExp(
      String.raw`(?<name>\p{L}{4,12})\.?\s+(?<day>\d{1,2})(?:st|nd|rd|th)?,(?<year>\d{4})(?!\d)`,
      'gu',
    ),
  },
  // 20240305
  {
    format: 'YYYYMMDD',
    regex:
      /(?<![\d.])(?<year>(?:19|20)\d{2})(?<month>0[1-9]|1[0-2])(?<day>0[1-9]|[12]\d|3[01])(?!\d)/gu,
  },
];

/**
 * Every date in a text, in order, none overlapping another. A span that looks like a date but is
 * not one ("31 vom 03" in "Rechnung Nr. R18-31 vom 03.10.2018": "vom" is no month) hides no date
 * that overlaps it. Where two patterns read a date at the same place, the earlier one above wins.
 */
export function* findDates(text: string, options: ParseDateOptions = {}): Generator<FoundDate> {
  const order = options.order ?? 'dmy';
  for (let from = 0; ;) {
    let first: FoundDate | null = null;
    for (const pattern of DATE_PATTERNS) {
      const found = firstDate(text, from, pattern, order);
      if (found && (first === null || found.start < first.start)) first = found;
    }
    if (first === null) return;
    yield first;
    from = first.end;
  }
}

/** The first date in a text, as YYYY-MM-DD, or null. */
export function parseInvoiceDate(value: unknown, options: ParseDateOptions = {}): string | null {
  if (typeof value !== 'string') return null;
  const [first] = findDates(value, options);
  return first?.value ?? null;
}

/** A pattern's first date from `from` on; past a match that is no date by one character. */
function firstDate(
  text: string,
  from: number,
  { format, regex }: (typeof DATE_PATTERNS)[number],
  order: 'dmy' | 'mdy',
): FoundDate | null {
  regex.lastIndex = from;
  for (let match = regex.exec(text); match; match = regex.exec(text)) {
    const date = readDate(match.groups ?? {}, format, order);
    if (date) {
      const end = match.index + match[0].length;
      return { ...date, start: match.index, end, text: match[0] };
    }
    regex.lastIndex = match.index + 1;
  }
  return null;
}

function readDate(
  groups: Record<string, string | undefined>,
  format: DateFormat,
  order: 'dmy' | 'mdy',
): { value: string; format: DateFormat } | null {
  const { year: yearText = '', name, first, second } = groups;
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  let month = name === undefined ? Number(groups.month) : (MONTHS.get(fold(name)) ?? 0);
  let day = Number(groups.day);
  if (first !== undefined && second !== undefined) {
    // An unambiguous first part (> 12) is the day; otherwise the order decides.
    const dayFirst = Number(first) > 12 || (Number(second) <= 12 && order === 'dmy');
    [day, month] = dayFirst ? [Number(first), Number(second)] : [Number(second), Number(first)];
    format = dayFirst ? 'DMY' : 'MDY';
  }
  if (year < 1900 || year > 2199 || !(month >= 1 && month <= 12) || !(day >= 1)) return null;
  if (day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  const value = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return { value, format };
}
