import type { Invoice } from '@billfold/contract';
import type { RecordDialog } from '../hooks/use-record-dialogs';
import { DeleteInvoiceDialog } from './delete-invoice-dialog';
import { InvoiceDetailsDialog } from './invoice-details-dialog';
import { InvoiceFormDialog } from './invoice-form-dialog';

/** The records' invoice dialogs: Add/Edit, details and delete, the open one shown. */
export function InvoiceRecordDialogs({
  dialog,
  onOpenChange,
  reportId,
  onEdit,
  onSaved,
}: {
  dialog: RecordDialog;
  onOpenChange: (open: boolean) => void;
  reportId: number;
  /** Edit from the details. */
  onEdit: (invoice: Invoice) => void;
  onSaved: (invoice: Invoice, how: 'added' | 'updated') => void;
}) {
  return (
    <>
      <InvoiceFormDialog
        open={dialog?.kind === 'form'}
        onOpenChange={onOpenChange}
        reportId={reportId}
        invoice={dialog?.kind === 'form' ? dialog.invoice : undefined}
        onSaved={onSaved}
      />
      <InvoiceDetailsDialog
        invoice={dialog?.kind === 'view' ? dialog.invoice : null}
        onOpenChange={onOpenChange}
        onEdit={onEdit}
      />
      <DeleteInvoiceDialog
        invoice={dialog?.kind === 'delete' ? dialog.invoice : null}
        onOpenChange={onOpenChange}
      />
    </>
  );
}
