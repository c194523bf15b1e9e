import type { Invoice } from '@billfold/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast';
import { useDeleteInvoice } from '../api/delete-invoice';
import { invoiceAmounts, orMissing } from '../utils/invoice-display';
import { InvoiceText } from '../utils/invoice-text';

/** Asks before deleting (SPEC section 5): name, vendor and amount, and that it cannot be undone. */
export function DeleteInvoiceDialog({
  invoice,
  onOpenChange,
  onDeleted,
}: {
  invoice: Invoice | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: (invoice: Invoice) => void;
}) {
  const remove = useDeleteInvoice();
  const busy = remove.isPending;

  const confirm = async (target: Invoice) => {
    try {
      await remove.mutateAsync(target);
      toast.success(InvoiceText.deleted);
      onDeleted?.(target);
      onOpenChange(false);
    } catch {
      toast.error(InvoiceText.deleteFailed);
    }
  };

  return (
    <ConfirmDialog
      open={invoice !== null}
      onOpenChange={onOpenChange}
      busy={busy}
      title="Delete this invoice?"
      description="This invoice record will be removed from the report."
      action={
        invoice ? (
          <Button variant="destructive" busy={busy} onClick={() => void confirm(invoice)}>
            {busy ? 'Deleting...' : 'Delete'}
          </Button>
        ) : null
      }
    >
      {invoice ? (
        <>
          <dl className="mt-4 space-y-2 rounded-xl bg-zinc-50 p-4 text-sm ring-1 ring-zinc-950/5">
            {[
              ['Invoice #', orMissing(invoice.name)],
              ['Vendor', orMissing(invoice.vendor)],
              ['Amount', invoiceAmounts(invoice).amount],
            ].map(([label, value]) => (
              <div key={label} className="flex justify-between gap-4">
                <dt className="text-zinc-500">{label}</dt>
                <dd className="truncate font-medium text-zinc-900 tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-4 text-sm font-medium text-red-700">{InvoiceText.cannotBeUndone}</p>
        </>
      ) : null}
    </ConfirmDialog>
  );
}
