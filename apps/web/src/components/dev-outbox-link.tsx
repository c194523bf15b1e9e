import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { devOutboxQueryOptions } from '@/lib/dev-outbox';
import { cn } from '@/lib/utils';

/**
 * On a local run whose e-mails go to the dev outbox instead of a mailbox, points the user to it
 * from a "check your inbox" screen, once this browser has opened the outbox with its token. Under
 * the Vite dev server a locked outbox gets a pointer to the terminal's link instead. Renders
 * nothing anywhere else (the outbox answers 404, or 401 to a visitor of a built app).
 */
export function DevOutboxLink({ className }: { className?: string }) {
  const { data } = useQuery({ ...devOutboxQueryOptions(), staleTime: 60_000 });
  const locked = data?.status === 'locked' && import.meta.env.DEV;
  if (data?.status !== 'on' && !locked) return null;
  return (
    <p
      className={cn(
        'flex items-center justify-center gap-2 rounded-lg border border-dashed border-zinc-300 bg-zinc-50 px-3 py-2 text-[13px] text-zinc-600',
        className,
      )}
    >
      <Inbox aria-hidden className="size-4 shrink-0 text-zinc-400" />
      {locked ? (
        <span>Running locally? Open the dev outbox with the link printed in the terminal.</span>
      ) : (
        <span>
          Running locally? <TextLink to={paths.devOutbox}>Open the dev outbox</TextLink>
        </span>
      )}
    </p>
  );
}
