import { CURRENCIES, type Invoice } from '@billfold/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { userMessageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useCreateInvoice } from '../api/create-invoice';
import { useUpdateInvoice } from '../api/update-invoice';
import { currencyName } from '../utils/invoice-display';
import {
  emptyInvoiceForm,
  formValuesToInput,
  invoiceFormSchema,
  invoiceToFormValues,
  type InvoiceFormValues,
} from '../utils/invoice-form';
import { InvoiceText, TAX_NUMBER_LABELS } from '../utils/invoice-text';

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
  const { errors, isSubmitting } = form.formState;
  // An invoice stored in a currency outside the list keeps it selectable.
  const currencies =
    invoice && !CURRENCIES.includes(invoice.currency)
      ? [invoice.currency, ...CURRENCIES]
      : CURRENCIES;

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

  const text = (
    name: keyof InvoiceFormValues,
    label: string,
    options: { required?: boolean; placeholder?: string; className?: string } = {},
  ) => (
    <Field
      label={label}
      required={options.required}
      error={errors[name]?.message}
      className={options.className}
    >
      {(control) => (
        <Input
          {...control}
          autoComplete="off"
          placeholder={options.placeholder}
          {...form.register(name)}
        />
      )}
    </Field>
  );
  const money = (name: 'amount' | 'tax', label: string, required: boolean) => (
    <Field label={label} required={required} error={errors[name]?.message}>
      {(control) => (
        <Input
          {...control}
          type="number"
          step="0.01"
          inputMode="decimal"
          placeholder="0.00"
          className="tabular-nums [appearance:textfield] [&::-webkit-inner-spin-button]:appearance-none [&::-webkit-outer-spin-button]:appearance-none"
          {...form.register(name)}
        />
      )}
    </Field>
  );

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
        <DialogHeader>
          <DialogTitle>{editing ? 'Edit Invoice' : 'Add Invoice'}</DialogTitle>
          <DialogDescription>
            {editing
              ? 'Correct the fields of this invoice record.'
              : 'Enter the invoice as it is printed.'}{' '}
            Fields marked * are required.
          </DialogDescription>
        </DialogHeader>
        <div className="mt-5 space-y-4">
          {failure ? <Alert tone="error">{failure}</Alert> : null}
          <div className="grid grid-cols-2 gap-4">
            {text('name', 'Invoice Number', { placeholder: 'e.g. INV-1042' })}
            <Field label="Date" error={errors.date?.message}>
              {(control) => <Input {...control} type="date" {...form.register('date')} />}
            </Field>
          </div>
          {text('vendor', 'Vendor', { required: true })}
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
            {money('amount', 'Amount', true)}
            {money('tax', 'Tax Amount', false)}
            <Field
              label="Currency"
              error={errors.currency?.message}
              className="col-span-2 sm:col-span-1"
            >
              {(control) => (
                <NativeSelect {...control} {...form.register('currency')}>
                  {currencies.map((code) => (
                    <option key={code} value={code}>
                      {code} · {currencyName(code)}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </Field>
          </div>
          {text('category', 'Category', { required: true, placeholder: 'e.g. Office supplies' })}
          <fieldset>
            <legend className="text-sm font-medium text-zinc-800">Tax Numbers</legend>
            <div className="mt-2 grid gap-4 sm:grid-cols-3">
              {text('taxNumber1', TAX_NUMBER_LABELS.taxNumber1)}
              {text('taxNumber2', TAX_NUMBER_LABELS.taxNumber2)}
              {text('taxNumber3', TAX_NUMBER_LABELS.taxNumber3)}
            </div>
          </fieldset>
          <Field label="Description" error={errors.description?.message}>
            {(control) => <Textarea {...control} rows={3} {...form.register('description')} />}
          </Field>
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="secondary" disabled={isSubmitting}>
              Cancel
            </Button>
          </DialogClose>
          <Button type="submit" busy={isSubmitting}>
            {editing
              ? isSubmitting
                ? 'Saving...'
                : 'Save'
              : isSubmitting
                ? 'Adding...'
                : 'Add Invoice'}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
