import { sumMoney } from '@billfold/contract/money';
import type { ExportRow } from './export-rows';

/** The grand total of one currency: amounts of different currencies are never added together. */
export interface CurrencyTotal {
  currency: string;
  /** How many invoices are in this currency. */
  count: number;
  amount: number;
  taxAmount: number;
  total: number;
}

/** The totals per currency, exact (integer arithmetic, never floating-point sums), by currency code. */
export function totalsByCurrency(rows: readonly ExportRow[]): CurrencyTotal[] {
  const groups = new Map<string, ExportRow[]>();
  for (const row of rows) {
    const group = groups.get(row.currency);
    if (group) group.push(row);
    else groups.set(row.currency, [row]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([currency, group]) => ({
      currency,
      count: group.length,
      amount: sumMoney(group.map((row) => row.amount)),
      taxAmount: sumMoney(group.map((row) => row.taxAmount)),
      total: sumMoney(group.map((row) => row.total)),
    }));
}

/** "1 invoice" / "1,234 invoices". */
export function invoiceCountText(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'invoice' : 'invoices'}`;
}
