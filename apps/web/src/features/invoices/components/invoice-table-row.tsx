import type { Invoice } from '@billfold/contract';
import type { Row } from '@tanstack/react-table';
import { cn } from '@/lib/utils';
import { actionsEdge, ACTIONS, isNumericColumn, scrollShadow } from '../utils/invoice-columns';
import type { InvoiceColumnId } from '../utils/table-state';
import { InvoiceActions, InvoiceActionsMenu, type InvoiceActionHandlers } from './invoice-actions';
import { InvoiceCell } from './invoice-cell';

// Top-aligned: a value that wraps grows its row downwards, and every first line stays level.
const cellBase =
  'border-b border-zinc-950/5 bg-white align-top group-last/row:border-b-0 group-hover/row:bg-zinc-50/80';

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
                // Padded so that the buttons sit level with the first line of the row's text.
                'sticky right-0',
                compact
                  ? cn('px-1 py-0.5 text-center', scrollShadow)
                  : cn('px-2 py-1.5', actionsEdge),
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
        // Nothing is cut short: a value longer than its column wraps onto more lines (a word
        // longer than the column breaks inside it), so every number, vendor and category reads
        // whole. A phone's narrower columns take a slightly smaller text.
        return (
          <td
            key={cell.id}
            className={cn(
              cellBase,
              'text-zinc-600 wrap-break-word',
              compact ? 'px-2 py-2.5 text-[13px] leading-5' : 'px-3 py-3',
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
