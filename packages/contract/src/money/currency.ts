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

const decimalSeparators = new Map<string, '.' | ','>();

/**
 * The decimal separator of the locale the currency is shown in ("," for EUR, "." for USD; "." where
 * the locale writes neither, as Arabic locales do).
 */
export function decimalSeparatorOf(currency: string | null | undefined): '.' | ',' {
  const locale = CURRENCY_LOCALES[(currency || DEFAULT_CURRENCY).toUpperCase()] ?? DEFAULT_LOCALE;
  let separator = decimalSeparators.get(locale);
  if (separator === undefined) {
    const written = new Intl.NumberFormat(locale)
      .formatToParts(1.5)
      .find((part) => part.type === 'decimal')?.value;
    separator = written === ',' ? ',' : '.';
    decimalSeparators.set(locale, separator);
  }
  return separator;
}
