import { useState, type DragEvent } from 'react';
import {
  INVOICE_COLUMNS,
  moveColumn,
  type InvoiceColumnId,
  type InvoiceTableState,
} from '../utils/table-state';

/** Reordering the table's columns by dragging a header onto another. */
export function useColumnDrag(
  columnOrder: InvoiceTableState['columnOrder'],
  onStateChange: (change: Partial<InvoiceTableState>) => void,
) {
  const [dragged, setDragged] = useState<InvoiceColumnId | null>(null);
  const [dropTarget, setDropTarget] = useState<InvoiceColumnId | null>(null);

  const endDrag = () => {
    setDragged(null);
    setDropTarget(null);
  };

  /** The drag handlers of one column's header, and how it shows the drag. */
  const headerDrag = (column: InvoiceColumnId) => {
    const draggedFrom = dragged ? columnOrder.indexOf(dragged) : -1;
    return {
      isDragged: dragged === column,
      isDropTarget: dropTarget === column,
      /** Where the column would land: after this one (dragged from the left), or before it. */
      dropAfter: dropTarget === column && draggedFrom < columnOrder.indexOf(column),
      onDragStart: (event: DragEvent) => {
        if ((event.target as HTMLElement).closest('[data-resize-handle]')) {
          event.preventDefault();
          return;
        }
        event.dataTransfer.setData('text/plain', column);
        event.dataTransfer.effectAllowed = 'move';
        setDragged(column);
      },
      onDragOver: (event: DragEvent) => {
        if (!dragged || dragged === column) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setDropTarget(column);
      },
      onDragLeave: () => setDropTarget((target) => (target === column ? null : target)),
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        const moved = dragged ?? (event.dataTransfer.getData('text/plain') as InvoiceColumnId);
        if (INVOICE_COLUMNS.includes(moved))
          onStateChange({ columnOrder: moveColumn(columnOrder, moved, column) });
        endDrag();
      },
      onDragEnd: endDrag,
    };
  };

  return headerDrag;
}

export type HeaderDrag = ReturnType<ReturnType<typeof useColumnDrag>>;
