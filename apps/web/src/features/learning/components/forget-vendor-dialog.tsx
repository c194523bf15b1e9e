import type { LearnedVendor } from '@billfold/contract';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { toast } from '@/lib/toast';
import { useForgetLearnedVendors } from '../api/forget-learned-vendors';
import { LearningText } from '../utils/learned-vendor-text';

/** What to forget: one vendor, or all of them. */
export type ForgetTarget = { kind: 'one'; vendor: LearnedVendor } | { kind: 'all'; count: number };

/** Asks before forgetting: the vendor's next invoice is then read as if it were new. */
export function ForgetVendorDialog({
  target,
  onOpenChange,
}: {
  target: ForgetTarget | null;
  onOpenChange: (open: boolean) => void;
}) {
  const forget = useForgetLearnedVendors();
  const busy = forget.isPending;

  const confirm = async (chosen: ForgetTarget) => {
    try {
      await forget.mutateAsync(chosen.kind === 'one' ? chosen.vendor.id : null);
      toast.success(chosen.kind === 'one' ? LearningText.forgotten : LearningText.allForgotten);
      onOpenChange(false);
    } catch {
      toast.error(LearningText.forgetFailed);
    }
  };

  const one = target?.kind === 'one' ? target.vendor : null;
  const count = target?.kind === 'all' ? target.count : 0;
  return (
    <ConfirmDialog
      open={target !== null}
      onOpenChange={onOpenChange}
      busy={busy}
      title={
        one
          ? `Forget ${one.vendorName}?`
          : `Forget all ${count} learned ${count === 1 ? 'vendor' : 'vendors'}?`
      }
      description={
        one
          ? 'Its next invoice is read as if it were new: no learned places, name or category. Your saved invoices stay as they are.'
          : 'Every vendor’s next invoice is read as if it were new. Your saved invoices stay as they are.'
      }
      action={
        target ? (
          <Button variant="destructive" busy={busy} onClick={() => void confirm(target)}>
            {busy ? 'Forgetting...' : one ? 'Forget vendor' : 'Forget all'}
          </Button>
        ) : null
      }
    />
  );
}
