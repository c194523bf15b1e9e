import { cn } from '@/lib/utils';
import './progress-bar.css';

/**
 * A thin progress bar: `value` of `max` when known, otherwise a moving band (work going on,
 * its end not known yet). `label` is its accessible name.
 */
export function ProgressBar({
  label,
  value,
  max = 100,
  className,
}: {
  label: string;
  value?: number | undefined;
  max?: number;
  className?: string;
}) {
  const known = value !== undefined && max > 0;
  const percent = known ? Math.min(100, Math.max(0, (value / max) * 100)) : 0;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={known ? 0 : undefined}
      aria-valuemax={known ? max : undefined}
      aria-valuenow={known ? value : undefined}
      className={cn('relative h-1.5 w-full overflow-hidden rounded-full bg-zinc-200/80', className)}
    >
      {known ? (
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-500 ease-out"
          style={{ width: `${percent}%` }}
        />
      ) : (
        <div className="progress-bar-indeterminate absolute inset-y-0 left-0 w-2/5 rounded-full bg-brand-600" />
      )}
    </div>
  );
}
