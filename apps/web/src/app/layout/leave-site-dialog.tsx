import { AlertDialogAction } from '@/components/ui/alert-dialog';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** Asks before the user leaves the app for an external page. */
export function LeaveSiteDialog({ href, onClose }: { href: string | null; onClose: () => void }) {
  const host = href ? new URL(href).host : '';
  return (
    <ConfirmDialog
      open={href !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Leave Billfold?"
      description={
        <>
          This link opens <span className="font-medium text-zinc-900">{host}</span>, a page outside
          the app. Anything you have not saved here will be lost.
        </>
      }
      cancelLabel="Stay here"
      action={
        <AlertDialogAction asChild>
          <a href={href ?? undefined} rel="noopener">
            Continue
          </a>
        </AlertDialogAction>
      }
    />
  );
}
