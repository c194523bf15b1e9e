import { FileSearch, FileText, LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { InvoiceText } from '../utils/invoice-text';

/** The loading state of both views: 'Loading invoices...' (SPEC section 2). */
export function InvoicesLoading() {
  return (
    <div
      role="status"
      className="flex flex-col items-center justify-center gap-3 px-6 py-16 text-sm text-zinc-500"
    >
      <LoaderCircle aria-hidden className="size-7 animate-spin text-brand-600" />
      {InvoiceText.loading}
    </div>
  );
}

/** 'No invoices found', with a way forward: add one, or clear what hides them. */
export function InvoicesEmpty({ filtered, action }: { filtered: boolean; action?: ReactNode }) {
  const Icon = filtered ? FileSearch : FileText;
  return (
    <div className="flex flex-col items-center justify-center px-6 py-16 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-zinc-100">
        <Icon aria-hidden className="size-6 text-zinc-400" />
      </span>
      <p className="mt-4 text-sm font-semibold text-zinc-900">{InvoiceText.empty}</p>
      <p className="mt-1 max-w-sm text-sm text-zinc-500">
        {filtered
          ? 'Nothing matches this search and vendor filter.'
          : 'Invoices you add to this report show up here.'}
      </p>
      {action ? <div className="mt-5">{action}</div> : null}
    </div>
  );
}
