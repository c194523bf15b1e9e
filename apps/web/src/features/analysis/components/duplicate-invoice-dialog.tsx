import { formatMoney, type DuplicateInvoice } from '@billfold/contract';
import { ArrowUpRight, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { AlertDialogAction } from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatCalendarDate } from '@/lib/format-date';

const NOT_SET = '—';

/**
 * Before saving: invoices already stored that look like this one (same vendor and number, or
 * same vendor, date and total). The user opens one, saves anyway or cancels.
 */
export function DuplicateInvoiceDialog({
  duplicates,
  onOpenChange,
  onSaveAnyway,
  onOpen,
}: {
  duplicates: readonly DuplicateInvoice[] | null;
  onOpenChange: (open: boolean) => void;
  onSaveAnyway: () => void;
  /** Shows the stored invoice; settles when it is shown (or could not be). */
  onOpen: (duplicate: DuplicateInvoice) => Promise<void>;
}) {
  const [opening, setOpening] = useState<number | null>(null);
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
      className="max-w-lg"
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
      <ul
        aria-label="Matching invoices"
        className="mt-5 max-h-72 divide-y divide-zinc-950/5 overflow-y-auto rounded-xl ring-1 ring-zinc-950/10"
      >
        {list.map((duplicate) => (
          <li key={duplicate.id} className="flex items-center gap-3 px-4 py-3">
            <dl className="grid min-w-0 flex-1 grid-cols-2 gap-x-4 gap-y-1 text-sm">
              <div className="col-span-2 min-w-0">
                <dt className="sr-only">Report</dt>
                <dd className="truncate text-xs font-medium text-zinc-500">
                  {duplicate.reportName}
                </dd>
              </div>
              <div className="min-w-0">
                <dt className="sr-only">Invoice number</dt>
                <dd className="truncate font-medium text-zinc-900">{duplicate.name ?? NOT_SET}</dd>
              </div>
              <div className="min-w-0 text-right">
                <dt className="sr-only">Total</dt>
                <dd className="font-medium text-zinc-900 tabular-nums">
                  {formatMoney(duplicate.total, duplicate.currency)}
                </dd>
              </div>
              <div className="col-span-2 min-w-0">
                <dt className="sr-only">Date</dt>
                <dd className="truncate text-zinc-600">
                  {formatCalendarDate(duplicate.date) ?? NOT_SET}
                  {duplicate.vendor ? ` · ${duplicate.vendor}` : ''}
                </dd>
              </div>
            </dl>
            <Button
              variant="secondary"
              size="sm"
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
          </li>
        ))}
      </ul>
    </ConfirmDialog>
  );
}
