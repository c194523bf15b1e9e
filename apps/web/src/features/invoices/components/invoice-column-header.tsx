import type { Invoice } from '@billfold/contract';
import type { Header } from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { cn } from '@/lib/utils';
import type { HeaderDrag } from '../hooks/use-column-drag';
import {
  actionsEdge,
  COLUMN_LABELS,
  isNumericColumn,
  scrollShadow,
} from '../utils/invoice-columns';
import { MAX_COLUMN_WIDTH, MIN_COLUMN_WIDTH, type InvoiceColumnId } from '../utils/table-state';

function SortIcon({ direction }: { direction: false | 'asc' | 'desc' }) {
  if (direction === 'asc') return <ArrowUp aria-hidden className="size-3.5 text-brand-600" />;
  if (direction === 'desc') return <ArrowDown aria-hidden className="size-3.5 text-brand-600" />;
  return (
    <ChevronsUpDown aria-hidden className="size-3.5 text-zinc-300 group-hover/sort:text-zinc-400" />
  );
}

/** The header of the pinned Actions column. */
export function ActionsHeader({ compact }: { compact: boolean }) {
  return (
    <th
      scope="col"
      className={cn(
        'sticky right-0 z-10 bg-zinc-50 px-3 text-right text-xs font-medium text-zinc-500',
        compact ? scrollShadow : actionsEdge,
      )}
    >
      {compact ? <span className="sr-only">Actions</span> : 'Actions'}
    </th>
  );
}

/** The separator at a header's right edge that resizes its column (by mouse, touch or keys). */
function ResizeHandle({
  header,
  label,
  onResizeBy,
}: {
  header: Header<Invoice, unknown>;
  label: string;
  onResizeBy: (delta: number) => void;
}) {
  const resizeHandler = header.getResizeHandler();
  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.shiftKey ? 50 : 10;
    if (event.key === 'ArrowLeft') onResizeBy(-step);
    else if (event.key === 'ArrowRight') onResizeBy(step);
    else return;
    event.preventDefault();
  };
  return (
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
      onKeyDown={onKeyDown}
      className="group/resize absolute top-0 -right-1.5 z-10 flex h-full w-3 cursor-col-resize touch-none justify-center outline-none"
    >
      <span
        className={cn(
          'my-2.5 w-0.5 rounded-full bg-zinc-200 transition-colors group-hover/resize:bg-brand-400 group-focus-visible/resize:bg-brand-500',
          header.column.getIsResizing() && 'bg-brand-500',
        )}
      />
    </div>
  );
}

/**
 * The header of one invoice column: sorts on click, moves with Alt+arrows or by dragging (not on
 * a phone), resizes at its edge.
 */
export function InvoiceColumnHeader({
  header,
  compact,
  drag,
  onMove,
  onResizeBy,
}: {
  header: Header<Invoice, unknown>;
  compact: boolean;
  drag: HeaderDrag;
  onMove: (step: -1 | 1) => void;
  onResizeBy: (delta: number) => void;
}) {
  const column = header.column.id as InvoiceColumnId;
  const label = COLUMN_LABELS[column];
  const direction = header.column.getIsSorted();
  const { isDragged, isDropTarget, dropAfter, ...dragHandlers } = drag;

  const onSortKeyDown = (event: KeyboardEvent) => {
    if (!event.altKey || (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight')) return;
    event.preventDefault();
    onMove(event.key === 'ArrowLeft' ? -1 : 1);
  };

  return (
    <th
      scope="col"
      data-column={column}
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
      draggable={!compact}
      {...dragHandlers}
      className={cn(
        'relative h-11 bg-zinc-50',
        !compact && 'cursor-grab active:cursor-grabbing',
        // The cells' own padding, so that a label stands over its values.
        compact ? 'px-2' : 'px-3',
        'text-xs font-medium whitespace-nowrap text-zinc-500 select-none',
        isDragged && 'opacity-40',
        isDropTarget &&
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
          isNumericColumn(column) && 'ml-auto flex-row-reverse',
          direction && 'text-zinc-900',
        )}
      >
        <span className="truncate">{label}</span>
        <SortIcon direction={direction} />
      </button>
      <ResizeHandle header={header} label={label} onResizeBy={onResizeBy} />
    </th>
  );
}
