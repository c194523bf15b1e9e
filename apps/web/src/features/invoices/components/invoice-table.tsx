import type { Invoice } from '@billfold/contract';
import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { useColumnDrag } from '../hooks/use-column-drag';
import { useInvoiceTable } from '../hooks/use-invoice-table';
import { ACTIONS, ACTIONS_MIN_WIDTH, COMPACT_ACTIONS_WIDTH } from '../utils/invoice-columns';
import type { InvoiceColumnId, InvoiceTableState } from '../utils/table-state';
import type { InvoiceActionHandlers } from './invoice-actions';
import { ActionsHeader, InvoiceColumnHeader } from './invoice-column-header';
import { InvoiceTableRow } from './invoice-table-row';
import './invoice-highlight.css';

/** The invoices as a table: sortable, reorderable and resizable columns, actions pinned right. */
export function InvoiceTable({
  invoices,
  state,
  onStateChange,
  highlightId,
  busy,
  empty,
  compact = false,
  ...actions
}: InvoiceActionHandlers & {
  invoices: Invoice[];
  /** A phone: led by number, vendor and total, actions in one menu, columns not reordered. */
  compact?: boolean;
  state: InvoiceTableState;
  onStateChange: (change: Partial<InvoiceTableState>) => void;
  highlightId: number | null;
  /** A newer page is on its way: the rows shown are the previous ones. */
  busy: boolean;
  /** Shown in place of the rows when there are none (loading, or 'No invoices found'). */
  empty: ReactNode;
}) {
  const { table, resizeBy, move } = useInvoiceTable({ invoices, state, onStateChange, compact });
  const headerDrag = useColumnDrag(state.columnOrder, onStateChange);

  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const dataWidth = headers.reduce(
    (sum, header) => (header.column.id === ACTIONS ? sum : sum + header.getSize()),
    0,
  );
  const actionsWidth = compact ? COMPACT_ACTIONS_WIDTH : ACTIONS_MIN_WIDTH;
  const rows = table.getRowModel().rows;

  return (
    <div className="overflow-x-auto">
      <table
        className={cn(
          'table-fixed border-separate border-spacing-0 text-sm transition-opacity',
          busy && 'opacity-60',
        )}
        style={{ width: `max(100%, ${dataWidth + actionsWidth}px)` }}
        aria-busy={busy || undefined}
      >
        <colgroup>
          {headers.map((header) => (
            <col
              key={header.id}
              style={header.column.id === ACTIONS ? undefined : { width: header.getSize() }}
            />
          ))}
        </colgroup>
        <thead className="[&_th]:border-b [&_th]:border-zinc-950/5">
          <tr>
            {headers.map((header) => {
              const column = header.column.id as InvoiceColumnId;
              return header.column.id === ACTIONS ? (
                <ActionsHeader key={header.id} compact={compact} />
              ) : (
                <InvoiceColumnHeader
                  key={header.id}
                  header={header}
                  compact={compact}
                  drag={headerDrag(column)}
                  onMove={(step) => move(column, step)}
                  onResizeBy={(delta) => resizeBy(column, delta)}
                />
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <InvoiceTableRow
              key={row.id}
              row={row}
              highlighted={row.original.id === highlightId}
              compact={compact}
              {...actions}
            />
          ))}
        </tbody>
      </table>
      {/* Outside the table so that it spans what is visible, not the full scrollable width. */}
      {rows.length === 0 ? <div className="sticky left-0">{empty}</div> : null}
    </div>
  );
}
