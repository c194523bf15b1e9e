import type { Invoice } from '@billfold/contract';
import { ExternalLink, FileImage } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { pageImageUrl } from '@/lib/page-image-url';
import { cn } from '@/lib/utils';
import { currencyName, invoiceAmounts, invoiceDate, orMissing } from '../utils/invoice-display';
import { InvoiceText, TAX_NUMBER_LABELS } from '../utils/invoice-text';

function Item({
  label,
  children,
  wide = false,
  muted = false,
}: {
  label: string;
  children: ReactNode;
  wide?: boolean;
  muted?: boolean;
}) {
  return (
    <div className={cn('min-w-0', wide && 'col-span-2')}>
      <dt className="text-xs font-medium text-zinc-500">{label}</dt>
      <dd className={cn('mt-1 text-sm break-words', muted ? 'text-zinc-400' : 'text-zinc-900')}>
        {children}
      </dd>
    </div>
  );
}

/** An invoice, read-only (SPEC section 2, modal 2), with its page images. */
export function InvoiceDetailsDialog({
  invoice,
  onOpenChange,
  onEdit,
}: {
  invoice: Invoice | null;
  onOpenChange: (open: boolean) => void;
  onEdit: (invoice: Invoice) => void;
}) {
  return (
    <Dialog open={invoice !== null} onOpenChange={onOpenChange}>
      {invoice ? <Details invoice={invoice} onEdit={onEdit} /> : null}
    </Dialog>
  );
}

function Details({ invoice, onEdit }: { invoice: Invoice; onEdit: (invoice: Invoice) => void }) {
  const amounts = invoiceAmounts(invoice);
  const text = (value: string | null) => ({ children: orMissing(value), muted: !value?.trim() });
  return (
    <DialogContent className="max-w-xl">
      <DialogHeading
        title="Invoice Details"
        description={
          <>
            {orMissing(invoice.name)} · {orMissing(invoice.vendor)}
          </>
        }
      />
      <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-4">
        <Item label="Invoice Number" {...text(invoice.name)} />
        <Item label="Date" muted={!invoice.date}>
          {invoiceDate(invoice)}
        </Item>
        <Item label="Vendor" {...text(invoice.vendor)} />
        <Item label="Category" {...text(invoice.category)} />
      </dl>
      <dl className="mt-5 grid grid-cols-3 gap-4 rounded-xl bg-zinc-50 p-4 tabular-nums ring-1 ring-zinc-950/5">
        <Item label="Amount">{amounts.amount}</Item>
        <Item label="Tax">{amounts.tax}</Item>
        <Item label="Total">
          <span className="font-semibold">{amounts.total}</span>
        </Item>
      </dl>
      <dl className="mt-5 grid grid-cols-2 gap-x-6 gap-y-4">
        <Item label="Currency">
          {invoice.currency} · {currencyName(invoice.currency)}
        </Item>
        <Item label={TAX_NUMBER_LABELS.taxNumber1} {...text(invoice.taxNumber1)} />
        <Item label={TAX_NUMBER_LABELS.taxNumber2} {...text(invoice.taxNumber2)} />
        <Item label={TAX_NUMBER_LABELS.taxNumber3} {...text(invoice.taxNumber3)} />
        <Item label="Description" wide {...text(invoice.description)} />
        <Item label="Pages" wide muted={invoice.images.length === 0}>
          {invoice.images.length === 0 ? (
            InvoiceText.noPages
          ) : (
            <ul className="flex flex-wrap gap-2">
              {invoice.images.map((path, index) => (
                <li key={`${index}-${path}`}>
                  <a
                    href={pageImageUrl(path)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1.5 rounded-lg bg-white px-2.5 py-1.5 text-[13px] font-medium text-brand-700 shadow-xs ring-1 ring-zinc-950/10 outline-none hover:bg-brand-50 focus-visible:ring-2 focus-visible:ring-brand-500/60"
                  >
                    <FileImage aria-hidden className="size-3.5" />
                    Page {index + 1}
                    <ExternalLink aria-hidden className="size-3 text-zinc-400" />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </Item>
      </dl>
      <DialogActions closeLabel="Close">
        <Button onClick={() => onEdit(invoice)}>Edit</Button>
      </DialogActions>
    </DialogContent>
  );
}
