import type { SubscriptionStatus } from '@billfold/contract';
import { cn } from '@/lib/utils';
import { statusLabels } from '../utils/plan-display';

const tones: Record<SubscriptionStatus, string> = {
  active: 'bg-emerald-50 text-emerald-700 ring-emerald-600/20',
  past_due: 'bg-amber-50 text-amber-800 ring-amber-600/25',
  unpaid: 'bg-red-50 text-red-700 ring-red-600/20',
  canceled: 'bg-zinc-100 text-zinc-600 ring-zinc-500/20',
};

const dots: Record<SubscriptionStatus, string> = {
  active: 'bg-emerald-500',
  past_due: 'bg-amber-500',
  unpaid: 'bg-red-500',
  canceled: 'bg-zinc-400',
};

/** The subscription status, colour-coded (SPEC section 4). */
export function SubscriptionStatusBadge({ status }: { status: SubscriptionStatus }) {
  return (
    <span
      data-status={status}
      className={cn(
        'inline-flex items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium ring-1 ring-inset',
        tones[status],
      )}
    >
      <span aria-hidden className={cn('size-1.5 rounded-full', dots[status])} />
      {statusLabels[status]}
    </span>
  );
}
