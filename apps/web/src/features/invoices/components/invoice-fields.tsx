import { CURRENCIES } from '@billfold/contract';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { currencyName } from '../utils/invoice-display';
import type { InvoiceFormField, InvoiceFormValues } from '../utils/invoice-form';
import { TAX_NUMBER_LABELS } from '../utils/invoice-text';

/** A field that takes its label, input and message rows from the amounts' shared grid. */
const ROW_FIELD = 'row-span-3 grid grid-rows-subgrid space-y-0';

export interface InvoiceFieldsProps {
  form: UseFormReturn<InvoiceFormValues>;
  /** The amount plus the tax as typed, formatted in the invoice's currency: shown under them. */
  total?: string | undefined;
  /** What shows beside a field's label (the review's Learned and Check badges). */
  labelAction?: ((name: InvoiceFormField) => ReactNode) | undefined;
  /** What to check about a field, shown under its input (the review's reasons for a Check). */
  checkNote?: ((name: InvoiceFormField) => string | undefined) | undefined;
}

/**
 * Every field of an invoice as an input: the one form of the Add/Edit dialog and of the review
 * of an analysed document (SPEC sections 2 and 3).
 */
export function InvoiceFields({ form, total, labelAction, checkNote }: InvoiceFieldsProps) {
  const { errors } = form.formState;
  /** What a field shows beside its label and under its input, besides its error. */
  const extras = (name: InvoiceFormField) => ({
    labelAction: labelAction?.(name),
    hint: checkNote?.(name),
    hintTone: 'warning' as const,
  });
  const currency = form.getValues('currency');
  // A currency outside the list (stored, or read off the document) stays selectable.
  const currencies =
    currency && !CURRENCIES.includes(currency) ? [currency, ...CURRENCIES] : CURRENCIES;

  const text = (
    name: InvoiceFormField,
    label: string,
    options: { required?: boolean; placeholder?: string } = {},
  ) => (
    <Field
      label={label}
      required={options.required}
      error={errors[name]?.message}
      {...extras(name)}
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
  const money = (name: 'amount' | 'taxAmount', label: string, required: boolean) => (
    <Field
      label={label}
      required={required}
      error={errors[name]?.message}
      {...extras(name)}
      className={ROW_FIELD}
    >
      {(control) => (
        <Input
          {...control}
          // (Text, not a number input: Chromium's reads "18,33" as 1833 where "," groups
          // thousands; the form reads a decimal comma too.)
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.00"
          className="tabular-nums"
          {...form.register(name)}
        />
      )}
    </Field>
  );

  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('invoiceNumber', 'Invoice Number', { placeholder: 'e.g. INV-1042' })}
        <Field label="Date" error={errors.date?.message} {...extras('date')}>
          {(control) => <Input {...control} type="date" {...form.register('date')} />}
        </Field>
      </div>
      {text('vendor', 'Vendor', { required: true })}
      {/*
        One grid of rows shared by the three fields (subgrid): labels, inputs and messages each
        line up across the row, whether a label wraps beside its Learned badge (a phone) or a
        message shows under one input.
      */}
      <div className="grid grid-cols-2 gap-x-4 gap-y-1.5 sm:grid-cols-3">
        {money('amount', 'Amount', true)}
        {money('taxAmount', 'Tax Amount', false)}
        <Field
          label="Currency"
          error={errors.currency?.message}
          {...extras('currency')}
          className={cn(ROW_FIELD, 'col-span-2 mt-2.5 sm:col-span-1 sm:mt-0')}
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
      {total === undefined ? null : (
        <p className="flex items-baseline justify-between rounded-lg bg-zinc-50 px-3 py-2 text-sm ring-1 ring-zinc-950/5 ring-inset">
          <span className="text-zinc-600">Total (amount + tax)</span>
          <span className="font-semibold text-zinc-900 tabular-nums" data-testid="extracted-total">
            {total}
          </span>
        </p>
      )}
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
  );
}
