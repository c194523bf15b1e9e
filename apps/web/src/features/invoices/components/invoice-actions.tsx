import type { Invoice } from '@billfold/contract';
import { Ellipsis, Eye, PencilLine, Trash2 } from 'lucide-react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { IconButton } from '@/components/ui/icon-button';
import { orMissing } from '../utils/invoice-display';
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

/** The same three actions behind one button, for the compact table of a phone. */
export function InvoiceActionsMenu({
  invoice,
  onView,
  onEdit,
  onDelete,
}: InvoiceActionHandlers & { invoice: Invoice }) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={`Actions for invoice ${orMissing(invoice.name)}`}
        className="inline-flex size-9 cursor-pointer items-center justify-center rounded-lg text-zinc-500 outline-none hover:bg-zinc-100 hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-brand-500/60 data-[state=open]:bg-zinc-100"
      >
        <Ellipsis aria-hidden className="size-4" />
      </DropdownMenuTrigger>
      <DropdownMenuContent className="min-w-44">
        <DropdownMenuItem onSelect={() => onView(invoice)}>
          <Eye aria-hidden />
          View Details
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onEdit(invoice)}>
          <PencilLine aria-hidden />
          Edit
        </DropdownMenuItem>
        <DropdownMenuItem tone="danger" onSelect={() => onDelete(invoice)}>
          <Trash2 aria-hidden />
          Delete
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
