/**
 * Display locale per currency (SPEC.md section 9): amounts are shown in the invoice's own
 * currency, formatted as people of that currency expect. Unknown currencies use en-US.
 */
export const CURRENCY_LOCALES: Readonly<Record<string, string>> = {
  USD: 'en-US',
  EUR: 'de-DE',
  GBP: 'en-GB',
  JPY: 'ja-JP',
  CAD: 'en-CA',
  AUD: 'en-AU',
  CHF: 'de-CH',
  CNY: 'zh-CN',
  INR: 'en-IN',
  MXN: 'es-MX',
  BRL: 'pt-BR',
  KRW: 'ko-KR',
  SEK: 'sv-SE',
  NOK: 'nb-NO',
  DKK: 'da-DK',
  PLN: 'pl-PL',
  CZK: 'cs-CZ',
  HUF: 'hu-HU',
  RUB: 'ru-RU',
  TRY: 'tr-TR',
  ZAR: 'en-ZA',
  NZD: 'en-NZ',
  SGD: 'en-SG',
  HKD: 'zh-HK',
  ILS: 'he-IL',
  AED: 'ar-AE',
  SAR: 'ar-SA',
  THB: 'th-TH',
  IDR: 'id-ID',
  MYR: 'ms-MY',
  PHP: 'en-PH',
  ARS: 'es-AR',
  CLP: 'es-CL',
  COP: 'es-CO',
};

export const DEFAULT_CURRENCY = 'USD';
export const DEFAULT_LOCALE = 'en-US';

/** The currencies offered in forms: the mapped ones, alphabetically. */
export const CURRENCIES: readonly string[] = Object.keys(CURRENCY_LOCALES).sort();

const formatters = new Map<string, Intl.NumberFormat>();

/** An amount in its currency, e.g. formatMoney(1234.5, 'EUR') → "1.234,50 €". */
export function formatMoney(
  amount: number | null | undefined,
  currency: string | null | undefined,
): string {
  const code = (currency || DEFAULT_CURRENCY).toUpperCase();
  let formatter = formatters.get(code);
  if (!formatter) {
    try {
      formatter = new Intl.NumberFormat(CURRENCY_LOCALES[code] ?? DEFAULT_LOCALE, {
        style: 'currency',
        currency: code,
      });
    } catch {
      // Not an ISO 4217 code Intl knows: show the number and the code as given.
      formatter = new Intl.NumberFormat(DEFAULT_LOCALE, {
        style: 'currency',
        currency: DEFAULT_CURRENCY,
        currencyDisplay: 'code',
      });
    }
    formatters.set(code, formatter);
  }
  return formatter.format(amount ?? 0);
}

/**
 * An amount as a person types it into a form (the inverse of formatMoney, leniently): "18.33",
 * "18,33", "1,234.56", "1.234,56", "1 234,56", "1'234.50", "-5". Where the only separator could
 * be either ("1.234", "1,234"), the currency's own locale decides: a thousands separator there is
 * one here. Null where the text is no amount (an empty text included).
 */
export function parseTypedAmount(text: string, currency?: string | null): number | null {
  const compact = text.trim().replace(/(?<=\d)[\s'’](?=\d)/gu, '');
  if (!/^[+-]?(?:\d[\d.,]*|[.,]\d+)$/.test(compact)) return null;
  const sign = compact.startsWith('-') ? '-' : '';
  const digits = compact.replace(/^[+-]/, '');
  const lastDot = digits.lastIndexOf('.');
  const lastComma = digits.lastIndexOf(',');
  let decimal: '.' | ',' | null;
  if (lastDot >= 0 && lastComma >= 0) decimal = lastDot > lastComma ? '.' : ',';
  else if (lastDot < 0 && lastComma < 0) decimal = null;
  else {
    const separator = lastDot >= 0 ? '.' : ',';
    const parts = digits.split(separator);
    const after = parts[parts.length - 1]!;
    if (parts.length > 2) decimal = null;
    else if (after.length !== 3 || /^0?$/.test(parts[0]!)) decimal = separator;
    else decimal = decimalSeparatorOf(currency) === separator ? separator : null;
  }
  const grouping = decimal === '.' ? ',' : decimal === ',' ? '.' : /[.,]/.exec(digits)?.[0];
  const [whole = '', fraction, extra] = decimal ? digits.split(decimal) : [digits];
  if (extra !== undefined) return null;
  // Thousands separators group digits ("1,234,567"), and none follows the decimal one.
  if (grouping && (fraction?.includes(grouping) || !groupsOfThree(whole, grouping))) return null;
  const value = Number(`${sign}${whole.split(grouping ?? '\0').join('') || '0'}.${fraction ?? ''}`);
  return Number.isFinite(value) ? value : null;
}

/** Thousands grouped by threes ("1,234,567"), or as India groups them ("12,34,567"). */
function groupsOfThree(whole: string, grouping: string): boolean {
  if (!whole.includes(grouping)) return true;
  const groups = whole.split(grouping);
  const last = groups.pop()!;
  const [head, ...middle] = groups;
  return (
    /^\d{1,3}$/.test(head!) &&
    /^\d{3}$/.test(last) &&
    (middle.every((group) => /^\d{3}$/.test(group)) ||
      middle.every((group) => /^\d{2}$/.test(group)))
  );
}

const decimalSeparators = new Map<string, string>();

/** The decimal separator of the locale the currency is shown in ("," for EUR, "." for USD). */
function decimalSeparatorOf(currency: string | null | undefined): string {
  const locale = CURRENCY_LOCALES[(currency || DEFAULT_CURRENCY).toUpperCase()] ?? DEFAULT_LOCALE;
  let separator = decimalSeparators.get(locale);
  if (separator === undefined) {
    separator =
      new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')
        ?.value ?? '.';
    decimalSeparators.set(locale, separator);
  }
  return separator;
}
