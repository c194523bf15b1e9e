import type { Invoice } from '@billfold/contract';
import type { Row } from '@tanstack/react-table';
import { cn } from '@/lib/utils';
import {
  actionsEdge,
  ACTIONS,
  cellTitle,
  isNumericColumn,
  scrollShadow,
} from '../utils/invoice-columns';
import type { InvoiceColumnId } from '../utils/table-state';
import { InvoiceActions, InvoiceActionsMenu, type InvoiceActionHandlers } from './invoice-actions';
import { InvoiceCell } from './invoice-cell';

const cellBase =
  'border-b border-zinc-950/5 bg-white group-last/row:border-b-0 group-hover/row:bg-zinc-50/80';

/** One invoice as a row of the table, its actions pinned at the right. */
export function InvoiceTableRow({
  row,
  highlighted,
  compact,
  ...actions
}: InvoiceActionHandlers & {
  row: Row<Invoice>;
  highlighted: boolean;
  compact: boolean;
}) {
  const invoice = row.original;
  return (
    <tr
      data-invoice-id={invoice.id}
      data-highlighted={highlighted || undefined}
      className={cn('group/row', highlighted && 'invoice-highlight')}
    >
      {row.getVisibleCells().map((cell) => {
        const id = cell.column.id;
        if (id === ACTIONS) {
          return (
            <td
              key={cell.id}
              className={cn(
                cellBase,
                'sticky right-0 py-1.5',
                compact ? cn('px-1 text-center', scrollShadow) : cn('px-2', actionsEdge),
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
              cellBase,
              'overflow-hidden px-3 py-3 text-ellipsis whitespace-nowrap text-zinc-600',
              isNumericColumn(column) && 'text-right tabular-nums',
            )}
          >
            <InvoiceCell column={column} invoice={invoice} />
          </td>
        );
      })}
    </tr>
  );
}
