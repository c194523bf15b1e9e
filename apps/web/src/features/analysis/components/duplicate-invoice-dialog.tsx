import { formatMoney, type DuplicateInvoice } from '@billfold/contract';
import { ArrowUpRight, TriangleAlert } from 'lucide-react';
import { useId, useState } from 'react';
import { AlertDialogAction } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { breakableAmount } from '@/features/invoices';
import { formatCalendarDate } from '@/lib/format-date';

const NOT_SET = '—';

/** What the duplicate check compares: the number, vendor, date and total. */
type ComparedInvoice = Pick<DuplicateInvoice, 'name' | 'vendor' | 'date' | 'total' | 'currency'>;

/**
 * Before saving: invoices already stored that look like this one (same vendor and number, or
 * same vendor, date and total), under this one's own values so that the two can be told apart
 * ('GST-3525-26' against 'GST-3425-26'). The user opens one, saves anyway or cancels.
 */
export function DuplicateInvoiceDialog({
  invoice,
  duplicates,
  onOpenChange,
  onSaveAnyway,
  onOpen,
}: {
  /** The invoice about to be saved. */
  invoice: ComparedInvoice;
  duplicates: readonly DuplicateInvoice[] | null;
  onOpenChange: (open: boolean) => void;
  onSaveAnyway: () => void;
  /** Shows the stored invoice; settles when it is shown (or could not be). */
  onOpen: (duplicate: DuplicateInvoice) => Promise<void>;
}) {
  const [opening, setOpening] = useState<number | null>(null);
  const thisInvoiceId = useId();
  const list = duplicates ?? [];
  const one = list.length === 1;

  const open = async (duplicate: DuplicateInvoice) => {
    setOpening(duplicate.id);
    try {
      await onOpen(duplicate);
    } finally {
      setOpening(null);
    }
  };

  return (
    <ConfirmDialog
      open={duplicates !== null}
      onOpenChange={onOpenChange}
      // A short screen (a phone held sideways) scrolls the dialog rather than cutting it off.
      className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
      icon={
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-amber-100 text-amber-700">
          <TriangleAlert aria-hidden className="size-5" />
        </span>
      }
      title={
        one
          ? 'This invoice may already be saved'
          : 'This invoice may already be saved more than once'
      }
      description={
        <>
          {one ? 'An invoice' : `${list.length} invoices`} with the same vendor and invoice number,
          or the same vendor, date and total, {one ? 'is' : 'are'} already in your reports.
        </>
      }
      action={<AlertDialogAction onClick={onSaveAnyway}>Save anyway</AlertDialogAction>}
    >
      <section
        aria-labelledby={thisInvoiceId}
        className="mt-5 rounded-xl bg-zinc-50 px-4 py-3 ring-1 ring-zinc-950/5"
      >
        <h3 id={thisInvoiceId} className="text-xs font-medium text-zinc-500">
          This invoice
        </h3>
        <ComparedValues invoice={invoice} />
      </section>
      <ul
        aria-label="Matching invoices"
        className="mt-3 max-h-72 divide-y divide-zinc-950/5 overflow-y-auto rounded-xl ring-1 ring-zinc-950/10"
      >
        {list.map((duplicate) => (
          <li key={duplicate.id} className="px-4 py-3">
            {/* The button beside the report, so that the values below get the full width. */}
            <div className="flex items-center justify-between gap-3">
              <p className="min-w-0 text-xs font-medium wrap-break-word text-zinc-500">
                <span className="sr-only">Report: </span>
                {duplicate.reportName}
              </p>
              <Button
                variant="secondary"
                size="sm"
                className="-my-1"
                busy={opening === duplicate.id}
                disabled={opening !== null}
                onClick={() => void open(duplicate)}
                aria-label={`Open invoice ${duplicate.name ?? ''} in ${duplicate.reportName}`.replace(
                  /\s+/g,
                  ' ',
                )}
              >
                Open
                {opening === duplicate.id ? null : <ArrowUpRight aria-hidden />}
              </Button>
            </div>
            <ComparedValues invoice={duplicate} />
          </li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}

/**
 * The compared values of one invoice, each in full at any width: a long number or vendor wraps
 * (inside a word when it has to) rather than being cut short, and so does a very long total,
 * between its currency and its number.
 */
function ComparedValues({ invoice }: { invoice: ComparedInvoice }) {
  return (
    <dl className="mt-1 grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm wrap-break-word">
      <div className="min-w-0">
        <dt className="sr-only">Invoice number</dt>
        <dd className="font-medium text-zinc-900">{invoice.name ?? NOT_SET}</dd>
      </div>
      <div className="min-w-0 text-right">
        <dt className="sr-only">Total</dt>
        <dd className="font-medium text-zinc-900 tabular-nums">
          {breakableAmount(formatMoney(invoice.total, invoice.currency))}
        </dd>
      </div>
      <div className="col-span-2 min-w-0">
        <dt className="sr-only">{invoice.vendor ? 'Date and vendor' : 'Date'}</dt>
        <dd className="text-zinc-600">
          {formatCalendarDate(invoice.date) ?? NOT_SET}
          {invoice.vendor ? ` · ${invoice.vendor}` : ''}
        </dd>
      </div>
    </dl>
  );
}
