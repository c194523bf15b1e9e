/**
 * Exact money arithmetic. Amounts travel as JSON numbers with at most 4 decimals; adding them
 * as floats drifts (0.1 + 0.2), so sums are done on integers of ten-thousandths (BigInt) and
 * turned back into the nearest number only at the end.
 */
export const MONEY_SCALE = 4;
const FACTOR = 10n ** BigInt(MONEY_SCALE);

/** A decimal value (number or numeric string) as an integer of ten-thousandths; null/'' is 0. */
export function toMinorUnits(value: number | string | null | undefined): bigint {
  if (value === null || value === undefined || value === '') return 0n;
  const text = typeof value === 'number' ? numberToPlainString(value) : value.trim();
  const match = /^([+-])?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === ''))
    throw new RangeError(`Not a decimal amount: ${text}`);
  const [, sign, whole = '', fraction = ''] = match;
  const kept = fraction.slice(0, MONEY_SCALE).padEnd(MONEY_SCALE, '0');
  let units = BigInt(whole || '0') * FACTOR + BigInt(kept);
  // Round half away from zero on the first dropped digit.
  if ((fraction[MONEY_SCALE] ?? '0') >= '5') units += 1n;
  return sign === '-' ? -units : units;
}

/** Integer ten-thousandths back to a plain decimal string without trailing zeros ("12.5"). */
export function fromMinorUnits(units: bigint): string {
  const negative = units < 0n;
  const absolute = negative ? -units : units;
  const whole = absolute / FACTOR;
  const fraction = (absolute % FACTOR).toString().padStart(MONEY_SCALE, '0').replace(/0+$/, '');
  return `${negative && absolute !== 0n ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** The exact sum of decimal amounts, as the nearest number. */
export function sumMoney(values: readonly (number | string | null | undefined)[]): number {
  return Number(
    fromMinorUnits(values.reduce<bigint>((sum, value) => sum + toMinorUnits(value), 0n)),
  );
}

/**
 * A stored amount (numeric(16,4) as PostgreSQL answers it, "1234.5600") under 10^11, as an
 * integer of ten-thousandths in a plain number: the double nearest the text is within 0.11 of a
 * ten-thousandth of it, so rounding gives the exact integer. Undefined for anything else.
 */
function storedUnits(value: number | string | null | undefined): number | undefined {
  if (typeof value !== 'string' || value.length < 6 || value.charCodeAt(value.length - 5) !== 46)
    return undefined;
  const number = Number(value);
  if (!(Math.abs(number) < 1e11)) return undefined;
  return Math.round(number * 10_000);
}

/** An invoice's total: amount + tax, a missing value counting as 0 (SPEC.md section 3). */
export function invoiceTotal(
  amount: number | string | null | undefined,
  tax: number | string | null | undefined,
): number {
  // Stored amounts (every page of a listing) add as exact integers without BigInt; a division of
  // an exact integer by 10^4 gives the same nearest number as the decimal text would. (+ 0: no -0.)
  const amountUnits = storedUnits(amount);
  const taxUnits = storedUnits(tax);
  if (amountUnits !== undefined && taxUnits !== undefined)
    return (amountUnits + taxUnits) / 10_000 + 0;
  return sumMoney([amount, tax]);
}

/**
 * An amount as a message shows it, in whatever currency: grouped, with its cents ("101,898.00",
 * "0.5" as "0.50", four decimals where it has them).
 */
export function formatAmount(value: number): string {
  return value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 4 });
}

function numberToPlainString(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite amount: ${value}`);
  // Shortest round-trip representation, expanded out of exponent notation.
  const text = String(value);
  if (!/e/i.test(text)) return text;
  return Number.isInteger(value) ? BigInt(value).toString() : value.toFixed(MONEY_SCALE + 2);
}
