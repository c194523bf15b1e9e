import type { Invoice } from '@billfold/contract';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { breakableAmount, invoiceAmounts, invoiceDate, orMissing } from '../utils/invoice-display';
import { InvoiceText } from '../utils/invoice-text';
import type { InvoiceColumnId } from '../utils/table-state';

/** What one column of the table shows of an invoice. */
export function InvoiceCell({
  column,
  invoice,
}: {
  column: InvoiceColumnId;
  invoice: Invoice;
}): ReactNode {
  switch (column) {
    case 'name':
      return (
        <span className={cn('font-medium', invoice.name ? 'text-zinc-900' : 'text-zinc-400')}>
          {orMissing(invoice.name)}
        </span>
      );
    case 'date':
      return (
        <span className={invoice.date ? undefined : 'text-zinc-400'}>{invoiceDate(invoice)}</span>
      );
    case 'vendor':
      return (
        <span className={invoice.vendor ? 'text-zinc-900' : 'text-zinc-400'}>
          {orMissing(invoice.vendor)}
        </span>
      );
    case 'amount':
      return breakableAmount(invoiceAmounts(invoice).amount);
    case 'tax':
      return breakableAmount(invoiceAmounts(invoice).tax);
    case 'total':
      return (
        <span className="font-medium text-zinc-900">
          {breakableAmount(invoiceAmounts(invoice).total)}
        </span>
      );
    case 'category':
      // A label as tall as a line of text: a long category makes it taller, line by line.
      return invoice.category ? (
        <span className="inline-block max-w-full rounded-md bg-zinc-100 px-2 py-0.5 align-top text-xs font-medium text-zinc-700">
          {invoice.category}
        </span>
      ) : (
        <span className="text-zinc-400">{InvoiceText.missing}</span>
      );
  }
}
