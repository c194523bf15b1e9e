import { AlertDialogAction } from '@/components/ui/alert-dialog';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * Asks before the user leaves a document that was read but not saved: its fields, and the user's
 * corrections, would be lost. For a link within the app (useLeaveGuard's blocker) and for
 * 'Process Another Document' over an edited review.
 */
export function LeaveReviewDialog({
  open,
  onStay,
  onLeave,
  fileName,
  reading,
}: {
  open: boolean;
  onStay: () => void;
  onLeave: () => void;
  fileName: string;
  /** Still being read, rather than read and waiting for review. */
  reading: boolean;
}) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => !next && onStay()}
      title={reading ? 'Leave while the invoice is read?' : 'Leave without saving?'}
      description={
        <>
          <span className="font-medium break-all text-zinc-900">{fileName}</span>{' '}
          {reading
            ? 'is still being read. If you leave now, you will not see its fields.'
            : 'is not saved yet. If you leave now, the fields read from it and your changes are lost.'}
        </>
      }
      cancelLabel="Stay here"
      action={<AlertDialogAction onClick={onLeave}>Leave</AlertDialogAction>}
    />
  );
}
