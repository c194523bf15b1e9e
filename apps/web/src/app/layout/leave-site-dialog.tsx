import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';

/** Asks before the user leaves the app for an external page. */
export function LeaveSiteDialog({ href, onClose }: { href: string | null; onClose: () => void }) {
  const host = href ? new URL(href).host : '';
  return (
    <AlertDialog open={href !== null} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Leave Billfold?</AlertDialogTitle>
          <AlertDialogDescription>
            This link opens <span className="font-medium text-zinc-900">{host}</span>, a page
            outside the app. Anything you have not saved here will be lost.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Stay here</AlertDialogCancel>
          <AlertDialogAction asChild>
            <a href={href ?? undefined} rel="noopener">
              Continue
            </a>
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
