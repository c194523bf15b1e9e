import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';

/** Asks before cancelling: the plan stays until the end of the billing period. */
export function CancelSubscriptionDialog({
  open,
  onOpenChange,
  planName,
  periodEnd,
  busy,
  onConfirm,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  planName: string;
  periodEnd: string | null;
  busy: boolean;
  onConfirm: () => void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Cancel your {planName} subscription?</AlertDialogTitle>
          <AlertDialogDescription>
            You will not be charged again. You keep your {planName} plan
            {periodEnd ? ` until ${periodEnd}` : ' until the end of the billing period'}, then move
            to the Free plan.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Keep subscription</AlertDialogCancel>
          <Button variant="destructive" busy={busy} onClick={onConfirm}>
            {busy ? 'Canceling…' : 'Cancel subscription'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
