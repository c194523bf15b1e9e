import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

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
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      busy={busy}
      title={`Cancel your ${planName} subscription?`}
      description={
        <>
          You will not be charged again. You keep your {planName} plan
          {periodEnd ? ` until ${periodEnd}` : ' until the end of the billing period'}, then move to
          the Free plan.
        </>
      }
      cancelLabel="Keep subscription"
      action={
        <Button variant="destructive" busy={busy} onClick={onConfirm}>
          {busy ? 'Canceling…' : 'Cancel subscription'}
        </Button>
      }
    />
  );
}
