import type { Invoice } from '@billfold/contract';
import { useState } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useHighlight } from '../hooks/use-highlight';
import { useRecordDialogs } from '../hooks/use-record-dialogs';
import { useReportInvoices } from '../hooks/use-report-invoices';
import { useTableState } from '../hooks/use-table-state';
import { forReport, NARROW_SCREEN_QUERY, viewFor, withoutPaging } from '../utils/table-state';
import { InvoiceCards } from './invoice-cards';
import { InvoiceSortSelect } from './invoice-sort-select';
import { InvoicePager } from './invoice-pager';
import { InvoiceRecordDialogs } from './invoice-record-dialogs';
import { InvoiceRecordsEmpty } from './invoice-records-empty';
import { InvoiceTable } from './invoice-table';
import { InvoiceToolbar } from './invoice-toolbar';

const SEARCH_DEBOUNCE_MS = 300;

/**
 * Something another part of the page asks of the records, a new object each time: highlight an
 * invoice saved there (as one saved here), or show a stored invoice's details.
 */
export type InvoiceRecordsRequest =
  { kind: 'highlight'; invoiceId: number } | { kind: 'view'; invoice: Invoice };

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
  const { dialog, openForm, openView, actions, closeDialog } = useRecordDialogs();
  const [highlightId, highlight] = useHighlight();
  const screenSize = useMediaQuery(NARROW_SCREEN_QUERY) ? 'narrow' : 'wide';
  const view = viewFor(state, screenSize);

  // Each request is answered once, while rendering (no effect needed to react to a new prop);
  // one made before these records were shown is not replayed.
  const [answered, setAnswered] = useState(request);
  if (request && request !== answered) {
    setAnswered(request);
    if (request.kind === 'view') openView(request.invoice);
    else {
      highlight(request.invoiceId);
      // Newest first by default: a new invoice shows on the first page.
      update({ page: 1 });
    }
  }

  const { listQuery, page } = useReportInvoices({
    stored,
    state,
    reportId,
    debouncedSearch,
    update,
  });
  const data = page.data;

  const filtered = state.search.trim() !== '' || state.vendor !== '';
  const clearFilters = () => {
    setSearchText('');
    update({ search: '', vendor: '', page: 1 });
  };

  const invoices = data?.invoices ?? [];
  const empty = (
    <InvoiceRecordsEmpty
      pending={page.isPending}
      failed={page.isError && !data}
      onRetry={() => void page.refetch()}
      filtered={filtered}
      onClearFilters={clearFilters}
      onAdd={() => openForm()}
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
        <div className="space-y-4 bg-zinc-50/70 px-4 py-5 sm:px-6">
          <InvoiceSortSelect sort={state.sort} onSortChange={(sort) => update({ sort, page: 1 })} />
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

      <InvoiceRecordDialogs
        dialog={dialog}
        onOpenChange={closeDialog}
        reportId={reportId}
        onEdit={openForm}
        onSaved={(invoice, how) => {
          highlight(invoice.id);
          // Newest first by default: a new invoice shows on the first page.
          if (how === 'added') update({ page: 1 });
        }}
      />
    </>
  );
}
