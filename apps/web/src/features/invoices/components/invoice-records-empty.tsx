import { Plus } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { LoadFailed } from '@/components/ui/load-failed';
import { InvoiceText } from '../utils/invoice-text';
import { InvoicesEmpty, InvoicesLoading } from './invoice-empty-state';

/**
 * What the records show in place of invoices: loading, a failed load with Try again, or 'No
 * invoices found' with a way forward (clear the search and filter, or add one).
 */
export function InvoiceRecordsEmpty({
  pending,
  failed,
  onRetry,
  filtered,
  onClearFilters,
  onAdd,
}: {
  pending: boolean;
  /** The load failed and there is nothing to show from before. */
  failed: boolean;
  onRetry: () => void;
  filtered: boolean;
  onClearFilters: () => void;
  onAdd: () => void;
}) {
  if (pending) return <InvoicesLoading />;
  if (failed) {
    return (
      <LoadFailed message={InvoiceText.loadFailed} onRetry={onRetry} className="items-center" />
    );
  }
  return (
    <InvoicesEmpty
      filtered={filtered}
      action={
        filtered ? (
          <Button variant="secondary" onClick={onClearFilters}>
            Clear search and filter
          </Button>
        ) : (
          <Button onClick={onAdd}>
            <Plus aria-hidden />
            Add Invoice
          </Button>
        )
      }
    />
  );
}
