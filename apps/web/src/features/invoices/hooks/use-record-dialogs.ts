import type { Invoice } from '@billfold/contract';
import { useState } from 'react';
import type { InvoiceActionHandlers } from '../components/invoice-actions';

/** The one invoice dialog the records show at a time, if any. */
export type RecordDialog =
  | { kind: 'form'; invoice?: Invoice }
  | { kind: 'view'; invoice: Invoice }
  | { kind: 'delete'; invoice: Invoice }
  | null;

/** Which invoice dialog is open (Add/Edit, details, delete), and the actions that open them. */
export function useRecordDialogs() {
  const [dialog, setDialog] = useState<RecordDialog>(null);
  const openForm = (invoice?: Invoice) => setDialog({ kind: 'form', invoice });
  const openView = (invoice: Invoice) => setDialog({ kind: 'view', invoice });
  const actions: InvoiceActionHandlers = {
    onView: openView,
    onEdit: (invoice: Invoice) => openForm(invoice),
    onDelete: (invoice: Invoice) => setDialog({ kind: 'delete', invoice }),
  };
  const closeDialog = (open: boolean) => {
    if (!open) setDialog(null);
  };
  return { dialog, openForm, openView, actions, closeDialog };
}
