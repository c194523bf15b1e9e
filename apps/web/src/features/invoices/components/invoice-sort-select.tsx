import { NativeSelect } from '@/components/ui/select';
import { COLUMN_LABELS, isNumericColumn } from '../utils/invoice-columns';
import {
  INVOICE_COLUMNS,
  type InvoiceColumnId,
  type InvoiceTableState,
} from '../utils/table-state';

type Sort = InvoiceTableState['sort'];

/** How each direction reads for a column: numbers low to high, dates oldest first, text A to Z. */
function directions(column: InvoiceColumnId): { asc: string; desc: string } {
  if (column === 'date') return { asc: 'oldest first', desc: 'newest first' };
  if (isNumericColumn(column)) return { asc: 'low to high', desc: 'high to low' };
  return { asc: 'A to Z', desc: 'Z to A' };
}

const DEFAULT = '';
const valueOf = (sort: Sort) => (sort ? `${sort.column}:${sort.order}` : DEFAULT);

function sortOf(value: string): Sort {
  const [column, order] = value.split(':');
  const known = INVOICE_COLUMNS.find((id) => id === column);
  return known && (order === 'asc' || order === 'desc') ? { column: known, order } : null;
}

/**
 * The cards view's sort: the table sorts by its column headers, the cards by this list (the same
 * sort, kept with the rest of the records' state). Money sorts by currency first, as in the table.
 */
export function InvoiceSortSelect({
  sort,
  onSortChange,
}: {
  sort: Sort;
  onSortChange: (sort: Sort) => void;
}) {
  return (
    <label className="flex items-center justify-end gap-2 text-sm text-zinc-600">
      <span className="shrink-0">Sort by</span>
      <NativeSelect
        aria-label="Sort invoices by"
        value={valueOf(sort)}
        onChange={(event) => onSortChange(sortOf(event.target.value))}
        wrapperClassName="w-full max-w-64"
      >
        <option value={DEFAULT}>Newest added first</option>
        {INVOICE_COLUMNS.map((column) => {
          const words = directions(column);
          return [
            <option key={`${column}:asc`} value={`${column}:asc`}>
              {COLUMN_LABELS[column]}: {words.asc}
            </option>,
            <option key={`${column}:desc`} value={`${column}:desc`}>
              {COLUMN_LABELS[column]}: {words.desc}
            </option>,
          ];
        })}
      </NativeSelect>
    </label>
  );
}
