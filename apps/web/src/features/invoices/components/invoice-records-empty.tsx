import { Plus, RotateCcw } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
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
      <div className="px-4 py-12 sm:px-6">
        <Alert tone="error" className="mx-auto max-w-md items-center">
          <div className="flex items-center justify-between gap-3">
            <span>{InvoiceText.loadFailed}</span>
            <Button variant="secondary" size="sm" onClick={onRetry}>
              <RotateCcw aria-hidden />
              Try again
            </Button>
          </div>
        </Alert>
      </div>
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
