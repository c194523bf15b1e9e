import type { Invoice } from '@billfold/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { userMessageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useCreateInvoice } from '../api/create-invoice';
import { useUpdateInvoice } from '../api/update-invoice';
import {
  emptyInvoiceForm,
  formValuesToInput,
  invoiceFormSchema,
  invoiceToFormValues,
  type InvoiceFormValues,
} from '../utils/invoice-form';
import { InvoiceText } from '../utils/invoice-text';
import { InvoiceFields } from './invoice-fields';

export interface InvoiceFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  reportId: number;
  /** The invoice to edit; without one the dialog adds a new invoice. */
  invoice?: Invoice | undefined;
  onSaved: (invoice: Invoice, how: 'added' | 'updated') => void;
}

/** Add or edit an invoice (SPEC section 2, modal 1). */
export function InvoiceFormDialog(props: InvoiceFormDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {/* Mounted only while open: each opening starts from the invoice, or from empty fields. */}
      {props.open ? <InvoiceForm {...props} /> : null}
    </Dialog>
  );
}

function InvoiceForm({ onOpenChange, reportId, invoice, onSaved }: InvoiceFormDialogProps) {
  const editing = invoice !== undefined;
  const create = useCreateInvoice();
  const update = useUpdateInvoice();
  const [failure, setFailure] = useState<string>();
  const form = useForm<InvoiceFormValues>({
    resolver: zodResolver(invoiceFormSchema),
    defaultValues: invoice ? invoiceToFormValues(invoice) : emptyInvoiceForm,
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      const input = formValuesToInput(values, invoice?.images);
      const saved = invoice
        ? await update.mutateAsync({ id: invoice.id, input })
        : await create.mutateAsync({ reportId, input });
      toast.success(editing ? InvoiceText.updated : InvoiceText.added);
      form.reset(emptyInvoiceForm);
      onSaved(saved, editing ? 'updated' : 'added');
      onOpenChange(false);
    } catch (error) {
      // What the user typed stays; the server's reason shows above the fields.
      toast.error(InvoiceText.saveFailed);
      setFailure(userMessageOf(error));
    }
  });

  return (
    <DialogContent
      className="max-w-2xl"
      onInteractOutside={(event) => {
        if (isSubmitting) event.preventDefault();
      }}
    >
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-label={editing ? 'Edit invoice' : 'Add invoice'}
      >
        <DialogHeading
          title={editing ? 'Edit Invoice' : 'Add Invoice'}
          description={
            <>
              {editing
                ? 'Correct the fields of this invoice record.'
                : 'Enter the invoice as it is printed.'}{' '}
              Fields marked * are required.
            </>
          }
        />
        <div className="mt-5 space-y-4">
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <InvoiceFields form={form} />
        </div>
        <DialogActions closeLabel="Cancel" closeDisabled={isSubmitting}>
          <Button type="submit" busy={isSubmitting}>
            {editing
              ? isSubmitting
                ? 'Saving...'
                : 'Save'
              : isSubmitting
                ? 'Adding...'
                : 'Add Invoice'}
          </Button>
        </DialogActions>
      </form>
    </DialogContent>
  );
}
