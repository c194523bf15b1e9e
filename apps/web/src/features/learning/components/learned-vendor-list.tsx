import type { LearnedVendor } from '@billfold/contract';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { formatLastUse, LEARNED_FIELD_LABELS } from '../utils/learned-vendor-text';

/** One row per learned vendor: the user's name for it, its category, the fields learned, invoices seen and last use. */
export function LearnedVendorList({
  vendors,
  onForget,
}: {
  vendors: readonly LearnedVendor[];
  onForget: (vendor: LearnedVendor) => void;
}) {
  return (
    <ul className="divide-y divide-zinc-100" data-testid="learned-vendors">
      {vendors.map((vendor) => (
        <li
          key={vendor.id}
          className="flex flex-col gap-3 p-4 sm:flex-row sm:items-start sm:justify-between sm:p-6"
        >
          <div className="min-w-0 flex-1">
            <h3 className="text-sm font-semibold break-words text-zinc-900">{vendor.vendorName}</h3>
            <p className="mt-0.5 text-sm text-zinc-600">
              {[vendor.category ?? 'No category', vendor.currency].filter(Boolean).join(' · ')}
            </p>
            <p className="sr-only">Fields learned:</p>
            <ul
              className="mt-2 flex flex-wrap gap-1.5"
              aria-label={`Fields learned for ${vendor.vendorName}`}
            >
              {vendor.fieldsLearned.map((field) => (
                <li
                  key={field}
                  className="rounded-md bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-700 ring-1 ring-brand-600/15 ring-inset"
                >
                  {LEARNED_FIELD_LABELS[field]}
                </li>
              ))}
            </ul>
            <p className="mt-2 text-xs text-zinc-500">
              {vendor.invoicesSeen} {vendor.invoicesSeen === 1 ? 'invoice' : 'invoices'} seen · Last
              used {formatLastUse(vendor.lastUsedAt)}
            </p>
          </div>
          <Button
            variant="secondary"
            size="sm"
            className="self-start"
            onClick={() => onForget(vendor)}
            aria-label={`Forget ${vendor.vendorName}`}
          >
            <Trash2 aria-hidden />
            Forget
          </Button>
        </li>
      ))}
    </ul>
  );
}
