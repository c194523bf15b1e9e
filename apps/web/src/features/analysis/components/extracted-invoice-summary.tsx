import type { ReactNode } from 'react';
import { TAX_NUMBER_LABELS, type InvoiceFormValues } from '@/features/invoices';
import { formatCalendarDate } from '@/lib/format-date';
import { cn } from '@/lib/utils';
import { AnalysisText } from '../utils/analysis-text';

function Item({
  label,
  value,
  wide = false,
  children,
}: {
  label: string;
  value: string;
  wide?: boolean;
  children?: ReactNode;
}) {
  const missing = value.trim() === '';
  return (
    <div className={cn('min-w-0', wide && 'sm:col-span-2')}>
      <dt className="text-xs font-medium text-zinc-500">{label}</dt>
      <dd
        className={cn(
          'mt-1 text-sm break-words',
          missing ? 'text-zinc-400 italic' : 'text-zinc-900',
        )}
      >
        {missing ? AnalysisText.notProvided : (children ?? value)}
      </dd>
    </div>
  );
}

/** The view mode of 'Processing Results': the values as they will be saved; blanks read 'Not provided'. */
export function ExtractedInvoiceSummary({
  values,
  money,
}: {
  values: InvoiceFormValues;
  money: { amount: string; tax: string; total: string };
}) {
  return (
    <div className="space-y-5">
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <Item label="Invoice Number" value={values.invoiceNumber} />
        <Item label="Date" value={values.date}>
          {formatCalendarDate(values.date)}
        </Item>
        <Item label="Vendor" value={values.vendor} wide />
      </dl>
      <dl className="grid grid-cols-3 gap-4 rounded-xl bg-zinc-50 p-4 tabular-nums ring-1 ring-zinc-950/5">
        <Item label="Amount" value={values.amount}>
          {money.amount}
        </Item>
        <Item label="Tax Amount" value={values.taxAmount}>
          {money.tax}
        </Item>
        <div className="min-w-0">
          <dt className="text-xs font-medium text-zinc-500">Total</dt>
          <dd className="mt-1 text-sm font-semibold break-words text-zinc-900">{money.total}</dd>
        </div>
      </dl>
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2">
        <Item label="Currency" value={values.currency} />
        <Item label="Category" value={values.category} />
        <Item label={TAX_NUMBER_LABELS.taxNumber1} value={values.taxNumber1} />
        <Item label={TAX_NUMBER_LABELS.taxNumber2} value={values.taxNumber2} />
        <Item label={TAX_NUMBER_LABELS.taxNumber3} value={values.taxNumber3} />
        <Item label="Description" value={values.description} wide />
      </dl>
    </div>
  );
}
