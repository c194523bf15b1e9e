import type { Blocker } from 'react-router';
import { AlertDialogAction } from '@/components/ui/alert-dialog';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/**
 * Asks before a link within the app leaves a document that was read but not saved (useLeaveGuard):
 * its fields, and the user's corrections, would be lost.
 */
export function LeaveReviewDialog({
  blocker,
  fileName,
  reading,
}: {
  blocker: Blocker;
  fileName: string;
  /** Still being read, rather than read and waiting for review. */
  reading: boolean;
}) {
  return (
    <ConfirmDialog
      open={blocker.state === 'blocked'}
      onOpenChange={(open) => !open && blocker.reset?.()}
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
      action={<AlertDialogAction onClick={() => blocker.proceed?.()}>Leave</AlertDialogAction>}
    />
  );
}
