import type { Invoice } from '@billfold/contract';
import { Eye, PencilLine, Trash2 } from 'lucide-react';
import { IconButton } from '@/components/ui/icon-button';
import { cn } from '@/lib/utils';

export interface InvoiceActionHandlers {
  onView: (invoice: Invoice) => void;
  onEdit: (invoice: Invoice) => void;
  onDelete: (invoice: Invoice) => void;
}

/** View, edit and delete one invoice (SPEC section 2), as icon buttons with their names. */
export function InvoiceActions({
  invoice,
  onView,
  onEdit,
  onDelete,
  className,
}: InvoiceActionHandlers & { invoice: Invoice; className?: string }) {
  return (
    <div className={cn('flex items-center gap-0.5', className)}>
      <IconButton label="View Details" icon={<Eye aria-hidden />} onClick={() => onView(invoice)} />
      <IconButton label="Edit" icon={<PencilLine aria-hidden />} onClick={() => onEdit(invoice)} />
      <IconButton
        label="Delete"
        tone="danger"
        icon={<Trash2 aria-hidden />}
        onClick={() => onDelete(invoice)}
      />
    </div>
  );
}
