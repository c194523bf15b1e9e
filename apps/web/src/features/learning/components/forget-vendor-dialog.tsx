import type { LearnedVendor } from '@billfold/contract';
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

  return (
    <AlertDialog open={target !== null} onOpenChange={(open) => !busy && onOpenChange(open)}>
      {target ? (
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>
              {target.kind === 'one'
                ? `Forget ${target.vendor.vendorName}?`
                : `Forget all ${target.count} learned ${target.count === 1 ? 'vendor' : 'vendors'}?`}
            </AlertDialogTitle>
            <AlertDialogDescription>
              {target.kind === 'one'
                ? 'Its next invoice is read as if it were new: no learned places, name or category. Your saved invoices stay as they are.'
                : 'Every vendor’s next invoice is read as if it were new. Your saved invoices stay as they are.'}
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>Cancel</AlertDialogCancel>
            <Button variant="destructive" busy={busy} onClick={() => void confirm(target)}>
              {busy ? 'Forgetting...' : target.kind === 'one' ? 'Forget vendor' : 'Forget all'}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      ) : null}
    </AlertDialog>
  );
}
