import type { Invoice } from '@billfold/contract';
import type { ColumnDef } from '@tanstack/react-table';
import {
  COMPACT_COLUMN_WIDTHS,
  DEFAULT_COLUMN_WIDTHS,
  INVOICE_COLUMNS,
  MAX_COLUMN_WIDTH,
  MIN_COLUMN_WIDTH,
  type InvoiceColumnId,
} from './table-state';

/** The id of the Actions column, which is not one of the invoice's columns. */
export const ACTIONS = 'actions';
/** The Actions column takes what the others leave, at least this much. */
export const ACTIONS_MIN_WIDTH = 124;
/** On a phone the actions are one menu button (36 px, and a little room either side). */
export const COMPACT_ACTIONS_WIDTH = 44;
/** More columns to the right: the pinned actions cast a shadow over the ones scrolled under them. */
export const scrollShadow = 'shadow-[-10px_0_12px_-8px_rgb(24_24_27/0.18)]';
/** The pinned actions' edge when nothing scrolls under them. */
export const actionsEdge = 'shadow-[-1px_0_0_0_rgb(24_24_27/0.06)]';

export const COLUMN_LABELS: Record<InvoiceColumnId, string> = {
  name: 'Invoice #',
  date: 'Date',
  vendor: 'Vendor',
  amount: 'Amount',
  tax: 'Tax',
  total: 'Total',
  category: 'Category',
};

const numeric = new Set<string>(['amount', 'tax', 'total']);
/** Amounts line up on the right. */
export const isNumericColumn = (column: string): boolean => numeric.has(column);

// The table's state (sort, order, widths) lives in InvoiceTableState; the rows come sorted and
// paged from the server, so TanStack Table only runs the header logic here.
const columnsOf = (widths: Readonly<Record<InvoiceColumnId, number>>): ColumnDef<Invoice>[] => [
  ...INVOICE_COLUMNS.map((id): ColumnDef<Invoice> => ({
    id,
    // TanStack only sorts columns with an accessor; the sorting itself is the server's.
    accessorFn: (invoice) => invoice[id],
    header: COLUMN_LABELS[id],
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
export const columns = columnsOf(DEFAULT_COLUMN_WIDTHS);
export const compactColumns = columnsOf(COMPACT_COLUMN_WIDTHS);
