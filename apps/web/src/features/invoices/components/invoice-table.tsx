import type { Invoice } from '@billfold/contract';
import {
  functionalUpdate,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnSizingState,
  type Header,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import { useState, type DragEvent, type KeyboardEvent, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { invoiceAmounts, invoiceDate, orMissing } from '../utils/invoice-display';
import { InvoiceText } from '../utils/invoice-text';
import {
  clampColumnWidth,
  COMPACT_COLUMN_WIDTHS,
  DEFAULT_COLUMN_WIDTHS,
  INVOICE_COLUMNS,
  MAX_COLUMN_WIDTH,
  MIN_COLUMN_WIDTH,
  moveColumn,
  normalizeColumnWidths,
  shownColumnOrder,
  type InvoiceColumnId,
  type InvoiceTableState,
} from '../utils/table-state';
import { InvoiceActions, InvoiceActionsMenu, type InvoiceActionHandlers } from './invoice-actions';
import './invoice-highlight.css';

const ACTIONS = 'actions';
/** The Actions column takes what the others leave, at least this much. */
const ACTIONS_MIN_WIDTH = 124;
/** On a phone the actions are one menu button. */
const COMPACT_ACTIONS_WIDTH = 48;
/** More columns to the right: the pinned actions cast a shadow over the ones scrolled under them. */
const scrollShadow = 'shadow-[-10px_0_12px_-8px_rgb(24_24_27/0.18)]';

const labels: Record<InvoiceColumnId, string> = {
  name: 'Invoice #',
  date: 'Date',
  vendor: 'Vendor',
  amount: 'Amount',
  tax: 'Tax',
  total: 'Total',
  category: 'Category',
};
const numeric = new Set<string>(['amount', 'tax', 'total']);

// The table's state (sort, order, widths) lives in InvoiceTableState; the rows come sorted and
// paged from the server, so TanStack Table only runs the header logic here.
const columnsOf = (widths: Readonly<Record<InvoiceColumnId, number>>): ColumnDef<Invoice>[] => [
  ...INVOICE_COLUMNS.map((id): ColumnDef<Invoice> => ({
    id,
    // TanStack only sorts columns with an accessor; the sorting itself is the server's.
    accessorFn: (invoice) => invoice[id],
    header: labels[id],
    size: widths[id],
    minSize: MIN_COLUMN_WIDTH,
    maxSize: MAX_COLUMN_WIDTH,
    sortDescFirst: false,
  })),
  {
    id: ACTIONS,
    header: 'Actions',
    enableSorting: false,
    enableResizing: false,
    size: ACTIONS_MIN_WIDTH,
  },
];
const columns = columnsOf(DEFAULT_COLUMN_WIDTHS);
const compactColumns = columnsOf(COMPACT_COLUMN_WIDTHS);

function Cell({ column, invoice }: { column: InvoiceColumnId; invoice: Invoice }): ReactNode {
  switch (column) {
    case 'name':
      return (
        <span className={cn('font-medium', invoice.name ? 'text-zinc-900' : 'text-zinc-400')}>
          {orMissing(invoice.name)}
        </span>
      );
    case 'date':
      return (
        <span className={invoice.date ? undefined : 'text-zinc-400'}>{invoiceDate(invoice)}</span>
      );
    case 'vendor':
      return (
        <span className={invoice.vendor ? 'text-zinc-900' : 'text-zinc-400'}>
          {orMissing(invoice.vendor)}
        </span>
      );
    case 'amount':
      return invoiceAmounts(invoice).amount;
    case 'tax':
      return invoiceAmounts(invoice).tax;
    case 'total':
      return <span className="font-medium text-zinc-900">{invoiceAmounts(invoice).total}</span>;
    case 'category':
      return invoice.category ? (
        <span className="inline-block max-w-full truncate rounded-md bg-zinc-100 px-2 py-0.5 align-middle text-xs font-medium text-zinc-700">
          {invoice.category}
        </span>
      ) : (
        <span className="text-zinc-400">{InvoiceText.missing}</span>
      );
  }
}

function cellTitle(column: InvoiceColumnId, invoice: Invoice): string {
  if (column === 'date') return invoiceDate(invoice);
  if (column === 'amount' || column === 'tax' || column === 'total')
    return invoiceAmounts(invoice)[column];
  return orMissing(invoice[column]);
}

function SortIcon({ direction }: { direction: false | 'asc' | 'desc' }) {
  if (direction === 'asc') return <ArrowUp aria-hidden className="size-3.5 text-brand-600" />;
  if (direction === 'desc') return <ArrowDown aria-hidden className="size-3.5 text-brand-600" />;
  return (
    <ChevronsUpDown aria-hidden className="size-3.5 text-zinc-300 group-hover/sort:text-zinc-400" />
  );
}

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
  const [dragged, setDragged] = useState<InvoiceColumnId | null>(null);
  const [dropTarget, setDropTarget] = useState<InvoiceColumnId | null>(null);

  const sorting: SortingState = state.sort
    ? [{ id: state.sort.column, desc: state.sort.order === 'desc' }]
    : [];
  const columnSizing: ColumnSizingState = state.columnWidths;

  // The app does not use the React Compiler; TanStack Table re-renders through its own state here.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: invoices,
    columns: compact ? compactColumns : columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (invoice) => String(invoice.id),
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: true,
    enableMultiSort: false,
    columnResizeMode: 'onChange',
    state: {
      sorting,
      columnSizing,
      columnOrder: [...shownColumnOrder(state.columnOrder, compact), ACTIONS],
    },
    onSortingChange: (updater: Updater<SortingState>) => {
      const [first] = functionalUpdate(updater, sorting);
      onStateChange({
        sort: first
          ? { column: first.id as InvoiceColumnId, order: first.desc ? 'desc' : 'asc' }
          : null,
        page: 1,
      });
    },
    onColumnSizingChange: (updater: Updater<ColumnSizingState>) => {
      onStateChange({
        columnWidths: normalizeColumnWidths(functionalUpdate(updater, columnSizing)),
      });
    },
  });

  const headers = table.getHeaderGroups()[0]?.headers ?? [];
  const dataWidth = headers.reduce(
    (sum, header) => (header.column.id === ACTIONS ? sum : sum + header.getSize()),
    0,
  );

  const endDrag = () => {
    setDragged(null);
    setDropTarget(null);
  };

  const actionsWidth = compact ? COMPACT_ACTIONS_WIDTH : ACTIONS_MIN_WIDTH;
  const resizeBy = (id: InvoiceColumnId, delta: number) => {
    const width = table.getColumn(id)?.getSize() ?? DEFAULT_COLUMN_WIDTHS[id];
    onStateChange({
      columnWidths: { ...state.columnWidths, [id]: clampColumnWidth(width + delta) },
    });
  };

  const move = (id: InvoiceColumnId, step: -1 | 1) => {
    if (compact) return;
    const index = state.columnOrder.indexOf(id);
    const target = state.columnOrder[index + step];
    if (target) onStateChange({ columnOrder: moveColumn(state.columnOrder, id, target) });
  };

  function headerCell(header: Header<Invoice, unknown>) {
    const id = header.column.id;
    if (id === ACTIONS) {
      return (
        <th
          key={id}
          scope="col"
          className={cn(
            'sticky right-0 z-10 bg-zinc-50 px-3 text-right text-xs font-medium text-zinc-500',
            compact ? scrollShadow : 'shadow-[-1px_0_0_0_rgb(24_24_27/0.06)]',
          )}
        >
          {compact ? <span className="sr-only">Actions</span> : 'Actions'}
        </th>
      );
    }
    const column = id as InvoiceColumnId;
    const label = labels[column];
    const direction = header.column.getIsSorted();
    const resizeHandler = header.getResizeHandler();
    const isNumeric = numeric.has(column);

    const onDragOver = (event: DragEvent) => {
      if (!dragged || dragged === column) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = 'move';
      setDropTarget(column);
    };
    const onDrop = (event: DragEvent) => {
      event.preventDefault();
      const moved = dragged ?? (event.dataTransfer.getData('text/plain') as InvoiceColumnId);
      if (INVOICE_COLUMNS.includes(moved))
        onStateChange({ columnOrder: moveColumn(state.columnOrder, moved, column) });
      endDrag();
    };
    const onSortKeyDown = (event: KeyboardEvent) => {
      if (!event.altKey || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
      event.preventDefault();
      move(column, event.key === 'ArrowLeft' ? -1 : 1);
    };
    const onResizeKeyDown = (event: KeyboardEvent) => {
      const step = event.shiftKey ? 50 : 10;
      if (event.key === 'ArrowLeft') resizeBy(column, -step);
      else if (event.key === 'ArrowRight') resizeBy(column, step);
      else return;
      event.preventDefault();
    };

    const draggedFrom = dragged ? state.columnOrder.indexOf(dragged) : -1;
    const dropAfter = dropTarget === column && draggedFrom < state.columnOrder.indexOf(column);

    return (
      <th
        key={id}
        scope="col"
        data-column={column}
        aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
        draggable={!compact}
        onDragStart={(event) => {
          if ((event.target as HTMLElement).closest('[data-resize-handle]')) {
            event.preventDefault();
            return;
          }
          event.dataTransfer.setData('text/plain', column);
          event.dataTransfer.effectAllowed = 'move';
          setDragged(column);
        }}
        onDragOver={onDragOver}
        onDragLeave={() => setDropTarget((target) => (target === column ? null : target))}
        onDrop={onDrop}
        onDragEnd={endDrag}
        className={cn(
          'relative h-11 bg-zinc-50',
          !compact && 'cursor-grab active:cursor-grabbing',
          'px-3 text-xs font-medium whitespace-nowrap text-zinc-500 select-none',
          dragged === column && 'opacity-40',
          dropTarget === column &&
            (dropAfter
              ? 'shadow-[inset_-2px_0_0_0_var(--color-brand-500)]'
              : 'shadow-[inset_2px_0_0_0_var(--color-brand-500)]'),
        )}
      >
        <button
          type="button"
          onClick={header.column.getToggleSortingHandler()}
          onKeyDown={onSortKeyDown}
          aria-keyshortcuts={compact ? undefined : 'Alt+ArrowLeft Alt+ArrowRight'}
          className={cn(
            'group/sort -mx-1.5 flex max-w-[calc(100%+0.75rem)] cursor-pointer items-center gap-1 rounded-md px-1.5 py-1 outline-none hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-brand-500/60',
            isNumeric && 'ml-auto flex-row-reverse',
            direction && 'text-zinc-900',
          )}
        >
          <span className="truncate">{label}</span>
          <SortIcon direction={direction} />
        </button>
        <div
          data-resize-handle
          role="separator"
          aria-orientation="vertical"
          aria-label={`Resize ${label} column`}
          aria-valuenow={header.getSize()}
          aria-valuemin={MIN_COLUMN_WIDTH}
          aria-valuemax={MAX_COLUMN_WIDTH}
          tabIndex={0}
          onMouseDown={(event) => {
            // Keep the header's own drag (reordering) from starting.
            event.preventDefault();
            event.stopPropagation();
            resizeHandler(event);
          }}
          onTouchStart={(event) => {
            event.stopPropagation();
            resizeHandler(event);
          }}
          onDoubleClick={() => header.column.resetSize()}
          onKeyDown={onResizeKeyDown}
          className="group/resize absolute top-0 -right-1.5 z-10 flex h-full w-3 cursor-col-resize touch-none justify-center outline-none"
        >
          <span
            className={cn(
              'my-2.5 w-0.5 rounded-full bg-zinc-200 transition-colors group-hover/resize:bg-brand-400 group-focus-visible/resize:bg-brand-500',
              header.column.getIsResizing() && 'bg-brand-500',
            )}
          />
        </div>
      </th>
    );
  }

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
          <tr>{headers.map(headerCell)}</tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const invoice = row.original;
            return (
              <tr
                key={row.id}
                data-invoice-id={invoice.id}
                data-highlighted={invoice.id === highlightId || undefined}
                className={cn('group/row', invoice.id === highlightId && 'invoice-highlight')}
              >
                {row.getVisibleCells().map((cell) => {
                  const id = cell.column.id;
                  const base =
                    'border-b border-zinc-950/5 bg-white group-last/row:border-b-0 group-hover/row:bg-zinc-50/80';
                  if (id === ACTIONS) {
                    return (
                      <td
                        key={cell.id}
                        className={cn(
                          base,
                          'sticky right-0 py-1.5',
                          compact
                            ? cn('px-1 text-center', scrollShadow)
                            : 'px-2 shadow-[-1px_0_0_0_rgb(24_24_27/0.06)]',
                        )}
                      >
                        {compact ? (
                          <InvoiceActionsMenu invoice={invoice} {...actions} />
                        ) : (
                          <InvoiceActions invoice={invoice} className="justify-end" {...actions} />
                        )}
                      </td>
                    );
                  }
                  const column = id as InvoiceColumnId;
                  return (
                    <td
                      key={cell.id}
                      title={cellTitle(column, invoice)}
                      className={cn(
                        base,
                        'overflow-hidden px-3 py-3 text-ellipsis whitespace-nowrap text-zinc-600',
                        numeric.has(column) && 'text-right tabular-nums',
                      )}
                    >
                      <Cell column={column} invoice={invoice} />
                    </td>
                  );
                })}
              </tr>
            );
          })}
        </tbody>
      </table>
      {/* Outside the table so that it spans what is visible, not the full scrollable width. */}
      {rows.length === 0 ? <div className="sticky left-0">{empty}</div> : null}
    </div>
  );
}
