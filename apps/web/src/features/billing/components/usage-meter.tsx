import type { Usage } from '@billfold/contract';
import { ProgressBar } from '@/components/ui/progress-bar';
import { cn } from '@/lib/utils';
import { formatPeriod, formatQuota, usagePercent } from '../utils/plan-display';

/** Pages used in the current quota period; the bar is capped at 100 % (SPEC section 9). */
export function UsageMeter({ usage }: { usage: Usage }) {
  const percent = usagePercent(usage.pagesUsed, usage.monthlyQuota);
  const unlimited = usage.monthlyQuota === null;
  const full = !unlimited && percent >= 100;
  return (
    <div>
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="text-sm text-zinc-600">
          <span className="text-2xl font-semibold tracking-tight text-zinc-950 tabular-nums">
            {usage.pagesUsed.toLocaleString('en-US')}
          </span>{' '}
          {unlimited
            ? 'pages used · Unlimited'
            : `of ${formatQuota(usage.monthlyQuota)} pages used`}
        </p>
        {unlimited ? null : (
          <p
            className={cn(
              'text-sm font-medium tabular-nums',
              full ? 'text-red-600' : 'text-zinc-500',
            )}
          >
            {percent}%
          </p>
        )}
      </div>
      {unlimited ? null : (
        <ProgressBar
          label="Pages used this period"
          value={percent}
          className={cn('mt-3 h-2', full && '[&>div]:bg-red-500')}
        />
      )}
      <p className="mt-2 text-[13px] text-zinc-500">
        Current period: {formatPeriod(usage.periodStart, usage.periodEnd)}
      </p>
    </div>
  );
}
