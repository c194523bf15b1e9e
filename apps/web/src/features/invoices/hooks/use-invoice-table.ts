import type { Invoice } from '@billfold/contract';
import {
  functionalUpdate,
  getCoreRowModel,
  useReactTable,
  type ColumnSizingState,
  type SortingState,
  type Updater,
} from '@tanstack/react-table';
import { ACTIONS, columns, compactColumns } from '../utils/invoice-columns';
import {
  clampColumnWidth,
  DEFAULT_COLUMN_WIDTHS,
  moveColumn,
  normalizeColumnWidths,
  shownColumnOrder,
  type InvoiceColumnId,
  type InvoiceTableState,
} from '../utils/table-state';

/**
 * The invoice table's header logic on TanStack Table, over the state kept in InvoiceTableState:
 * sorting, sizing and order, and resizing or moving a column from the keyboard.
 */
export function useInvoiceTable({
  invoices,
  state,
  onStateChange,
  compact,
}: {
  invoices: Invoice[];
  state: InvoiceTableState;
  onStateChange: (change: Partial<InvoiceTableState>) => void;
  compact: boolean;
}) {
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

  return { table, resizeBy, move };
}
