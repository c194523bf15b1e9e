import type { LucideIcon } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * A choice of two or three modes as toggle buttons in one group (aria-pressed on the chosen one),
 * e.g. view/edit. The group's label is its accessible name.
 */
export function SegmentedControl<T extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: {
  label: string;
  value: T;
  options: readonly { value: T; label: string; icon?: LucideIcon }[];
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className={cn('flex h-9 shrink-0 rounded-lg bg-zinc-100 p-1', className)}
    >
      {options.map((option) => {
        const Icon = option.icon;
        const chosen = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={chosen}
            onClick={() => onChange(option.value)}
            className={cn(
              'inline-flex cursor-pointer items-center gap-1.5 rounded-md px-2.5 text-[13px] font-medium text-zinc-500 outline-none transition-colors hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-brand-500/60',
              chosen && 'bg-white text-zinc-900 shadow-xs ring-1 ring-zinc-950/5',
            )}
          >
            {Icon ? <Icon aria-hidden className="size-4" /> : null}
            {option.label}
          </button>
        );
      })}
    </div>
  );
}
