import type { ReactNode } from 'react';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from './alert-dialog';

/**
 * Asks before an action: a title, a description (beside `icon` when there is one), whatever else
 * the caller shows (`children`), then Cancel and the caller's `action` button. While `busy` the
 * dialog cannot be closed and Cancel is disabled.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  busy = false,
  className,
  icon,
  title,
  description,
  cancelLabel = 'Cancel',
  action,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  busy?: boolean;
  className?: string;
  icon?: ReactNode;
  title: ReactNode;
  description: ReactNode;
  cancelLabel?: string;
  action: ReactNode;
  children?: ReactNode;
}) {
  const heading = (
    <>
      <AlertDialogTitle>{title}</AlertDialogTitle>
      <AlertDialogDescription>{description}</AlertDialogDescription>
    </>
  );
  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialogContent className={className}>
        <AlertDialogHeader>
          {icon ? (
            <div className="flex items-start gap-3">
              {icon}
              <div className="min-w-0 space-y-1.5">{heading}</div>
            </div>
          ) : (
            heading
          )}
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{cancelLabel}</AlertDialogCancel>
          {action}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
