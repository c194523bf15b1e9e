import type { Invoice } from '@billfold/contract';
import { Plus, RotateCcw } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useMediaQuery } from '@/hooks/use-media-query';
import { toast } from '@/lib/toast';
import { useInvoicePage } from '../api/get-invoice-page';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useHighlight } from '../hooks/use-highlight';
import { useTableState } from '../hooks/use-table-state';
import { InvoiceText } from '../utils/invoice-text';
import {
  forReport,
  lastPage,
  NARROW_SCREEN_QUERY,
  toListQuery,
  viewFor,
  withoutPaging,
} from '../utils/table-state';
import { DeleteInvoiceDialog } from './delete-invoice-dialog';
import { InvoiceCards } from './invoice-cards';
import { InvoiceDetailsDialog } from './invoice-details-dialog';
import { InvoicesEmpty, InvoicesLoading } from './invoice-empty-state';
import { InvoiceFormDialog } from './invoice-form-dialog';
import { InvoicePager } from './invoice-pager';
import { InvoiceTable } from './invoice-table';
import { InvoiceToolbar } from './invoice-toolbar';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * Something another part of the page asks of the records, a new object each time: highlight an
 * invoice saved there (as one saved here), or show a stored invoice's details.
 */
export type InvoiceRecordsRequest =
  { kind: 'highlight'; invoiceId: number } | { kind: 'view'; invoice: Invoice };

type OpenDialog =
  | { kind: 'form'; invoice?: Invoice }
  | { kind: 'view'; invoice: Invoice }
  | { kind: 'delete'; invoice: Invoice }
  | null;

/**
 * The invoices of one report (SPEC section 2, 'Your Invoice Records'): toolbar, table or cards,
 * pager and the invoice dialogs. Searching, filtering, sorting and paging happen on the server.
 */
export function InvoiceRecords({
  reportId,
  reportName,
  userId,
  request = null,
}: {
  reportId: number;
  /** Shown in the exported reports (HTML, PDF). */
  reportName: string;
  userId: string;
  request?: InvoiceRecordsRequest | null;
}) {
  const [stored, update] = useTableState(userId);
  const state = forReport(stored, reportId);
  const [searchText, setSearchText] = useState(state.search);
  const debouncedSearch = useDebouncedValue(searchText, SEARCH_DEBOUNCE_MS);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [highlightId, highlight] = useHighlight();
  const screenSize = useMediaQuery(NARROW_SCREEN_QUERY) ? 'narrow' : 'wide';
  const view = viewFor(state, screenSize);

  // Each request is answered once, while rendering (no effect needed to react to a new prop);
  // one made before these records were shown is not replayed.
  const [answered, setAnswered] = useState(request);
  if (request && request !== answered) {
    setAnswered(request);
    if (request.kind === 'view') setDialog({ kind: 'view', invoice: request.invoice });
    else {
      highlight(request.invoiceId);
      // Newest first by default: a new invoice shows on the first page.
      update({ page: 1 });
    }
  }

  const listQuery = toListQuery(state);
  const page = useInvoicePage(reportId, listQuery);
  const data = page.data;

  // Another report starts on its first page with all vendors.
  useEffect(() => {
    if (stored.reportId !== reportId) update(forReport(stored, reportId));
  }, [stored, reportId, update]);

  useEffect(() => {
    if (debouncedSearch !== state.search) update({ search: debouncedSearch, page: 1 });
  }, [debouncedSearch, state.search, update]);

  // After deletions or a smaller result, a page past the end moves back to the last page.
  const total = page.isPlaceholderData ? undefined : data?.total;
  useEffect(() => {
    if (total !== undefined && state.page > lastPage(total, state.pageSize))
      update({ page: lastPage(total, state.pageSize) });
  }, [total, state.page, state.pageSize, update]);

  useEffect(() => {
    if (page.isError) toast.error(InvoiceText.loadFailed);
  }, [page.isError, page.errorUpdatedAt]);

  const filtered = state.search.trim() !== '' || state.vendor !== '';
  const clearFilters = () => {
    setSearchText('');
    update({ search: '', vendor: '', page: 1 });
  };
  const openForm = (invoice?: Invoice) => setDialog({ kind: 'form', invoice });
  const actions = {
    onView: (invoice: Invoice) => setDialog({ kind: 'view', invoice }),
    onEdit: (invoice: Invoice) => openForm(invoice),
    onDelete: (invoice: Invoice) => setDialog({ kind: 'delete', invoice }),
  };
  const closeDialog = (open: boolean) => {
    if (!open) setDialog(null);
  };

  const invoices = data?.invoices ?? [];
  const empty = page.isPending ? (
    <InvoicesLoading />
  ) : page.isError && !data ? (
    <div className="px-4 py-12 sm:px-6">
      <Alert tone="error" className="mx-auto max-w-md items-center">
        <div className="flex items-center justify-between gap-3">
          <span>{InvoiceText.loadFailed}</span>
          <Button variant="secondary" size="sm" onClick={() => void page.refetch()}>
            <RotateCcw aria-hidden />
            Try again
          </Button>
        </div>
      </Alert>
    </div>
  ) : (
    <InvoicesEmpty
      filtered={filtered}
      action={
        filtered ? (
          <Button variant="secondary" onClick={clearFilters}>
            Clear search and filter
          </Button>
        ) : (
          <Button onClick={() => openForm()}>
            <Plus aria-hidden />
            Add Invoice
          </Button>
        )
      }
    />
  );
  const busy = page.isPlaceholderData && page.isFetching;

  return (
    <>
      <div className="border-b border-zinc-950/5 px-4 py-4 sm:px-6">
        <InvoiceToolbar
          search={searchText}
          onSearchChange={setSearchText}
          vendor={state.vendor}
          vendors={data?.vendors ?? []}
          onVendorChange={(vendor) => update({ vendor, page: 1 })}
          view={view}
          onViewChange={(chosen) =>
            update((previous) => ({ views: { ...previous.views, [screenSize]: chosen } }))
          }
          onAdd={() => openForm()}
          exportSource={{ reportId, reportName, query: withoutPaging(listQuery) }}
          matchingCount={page.isPlaceholderData ? undefined : data?.total}
        />
      </div>
      {view === 'table' ? (
        <InvoiceTable
          invoices={invoices}
          state={state}
          onStateChange={update}
          highlightId={highlightId}
          busy={busy}
          empty={empty}
          compact={screenSize === 'narrow'}
          {...actions}
        />
      ) : (
        <div className="bg-zinc-50/70 px-4 py-5 sm:px-6">
          <InvoiceCards
            invoices={invoices}
            highlightId={highlightId}
            busy={busy}
            empty={empty}
            {...actions}
          />
        </div>
      )}
      <div className="border-t border-zinc-950/5 px-4 py-3 sm:px-6">
        <InvoicePager
          page={state.page}
          pageSize={state.pageSize}
          total={data?.total ?? 0}
          onPageChange={(next) => update({ page: next })}
          onPageSizeChange={(pageSize) => update({ pageSize, page: 1 })}
        />
      </div>

      <InvoiceFormDialog
        open={dialog?.kind === 'form'}
        onOpenChange={closeDialog}
        reportId={reportId}
        invoice={dialog?.kind === 'form' ? dialog.invoice : undefined}
        onSaved={(invoice, how) => {
          highlight(invoice.id);
          // Newest first by default: a new invoice shows on the first page.
          if (how === 'added') update({ page: 1 });
        }}
      />
      <InvoiceDetailsDialog
        invoice={dialog?.kind === 'view' ? dialog.invoice : null}
        onOpenChange={closeDialog}
        onEdit={openForm}
      />
      <DeleteInvoiceDialog
        invoice={dialog?.kind === 'delete' ? dialog.invoice : null}
        onOpenChange={closeDialog}
      />
    </>
  );
}
