import type { Invoice } from '@billfold/contract';
import { Building2, CalendarDays, Tag } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { breakableAmount, invoiceAmounts, invoiceDate, orMissing } from '../utils/invoice-display';
import { InvoiceActions, type InvoiceActionHandlers } from './invoice-actions';
import './invoice-highlight.css';

function InvoiceCard({
  invoice,
  highlighted,
  ...actions
}: InvoiceActionHandlers & { invoice: Invoice; highlighted: boolean }) {
  const amounts = invoiceAmounts(invoice);
  return (
    <li
      data-invoice-id={invoice.id}
      data-highlighted={highlighted || undefined}
      className={cn(
        'flex min-w-0 flex-col rounded-xl bg-white shadow-card ring-1 ring-zinc-950/5 transition-shadow hover:shadow-md',
        highlighted && 'invoice-highlight',
      )}
    >
      <div className="flex items-start justify-between gap-3 p-4 pb-3">
        <div className="min-w-0">
          <p className="text-xs font-medium text-zinc-500">Invoice #</p>
          <h3
            className={cn(
              'text-[15px] font-semibold wrap-break-word',
              invoice.name ? 'text-zinc-900' : 'text-zinc-400',
            )}
          >
            {orMissing(invoice.name)}
          </h3>
        </div>
        <span className="shrink-0 rounded-md bg-zinc-100 px-1.5 py-0.5 text-[11px] font-semibold tracking-wide text-zinc-600">
          {invoice.currency}
        </span>
      </div>
      <dl className="space-y-1.5 px-4 text-sm text-zinc-600">
        <Detail icon={<Building2 aria-hidden />} label="Vendor" value={orMissing(invoice.vendor)} />
        <Detail icon={<CalendarDays aria-hidden />} label="Date" value={invoiceDate(invoice)} />
        <Detail icon={<Tag aria-hidden />} label="Category" value={orMissing(invoice.category)} />
      </dl>
      <dl className="mx-4 mt-4 mb-4 space-y-1 border-t border-zinc-100 pt-3 text-sm tabular-nums">
        <Amount label="Amount" value={amounts.amount} />
        <Amount label="Tax" value={amounts.tax} />
        <Amount label="Total" value={amounts.total} strong />
      </dl>
      <div className="mt-auto flex justify-end border-t border-zinc-100 px-2 py-1.5">
        <InvoiceActions invoice={invoice} {...actions} />
      </div>
    </li>
  );
}

/** One detail in full: a long vendor or category wraps, its icon level with the first line. */
function Detail({ icon, label, value }: { icon: ReactNode; label: string; value: string }) {
  return (
    <div className="flex min-w-0 items-start gap-2 [&_svg]:mt-0.5 [&_svg]:size-4 [&_svg]:shrink-0 [&_svg]:text-zinc-400">
      {icon}
      <dt className="sr-only">{label}</dt>
      <dd className={cn('min-w-0 wrap-break-word', value === 'N/A' && 'text-zinc-400')}>{value}</dd>
    </div>
  );
}

function Amount({
  label,
  value,
  strong = false,
}: {
  label: string;
  value: string;
  strong?: boolean;
}) {
  return (
    <div
      className={cn(
        'flex items-baseline justify-between gap-3',
        strong ? 'pt-1 font-semibold text-zinc-900' : 'text-zinc-600',
      )}
    >
      <dt className={strong ? undefined : 'text-zinc-500'}>{label}</dt>
      <dd className="min-w-0 text-right wrap-break-word">{breakableAmount(value)}</dd>
    </div>
  );
}

/** The cards view (SPEC section 2): 1, 2, 3 or 4 columns from small to extra-large screens. */
export function InvoiceCards({
  invoices,
  highlightId,
  busy,
  empty,
  ...actions
}: InvoiceActionHandlers & {
  invoices: Invoice[];
  highlightId: number | null;
  busy: boolean;
  empty: ReactNode;
}) {
  if (invoices.length === 0) return <>{empty}</>;
  return (
    <ul
      aria-label="Invoices"
      aria-busy={busy || undefined}
      className={cn(
        'grid grid-cols-1 gap-4 transition-opacity md:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
        busy && 'opacity-60',
      )}
    >
      {invoices.map((invoice) => (
        <InvoiceCard
          key={invoice.id}
          invoice={invoice}
          highlighted={invoice.id === highlightId}
          {...actions}
        />
      ))}
    </ul>
  );
}
