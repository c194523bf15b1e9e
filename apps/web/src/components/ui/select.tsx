import { ChevronDown } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';

/**
 * The browser's own select, styled like Input: native keyboard and screen-reader behaviour,
 * and the phone's own picker on small screens.
 */
export function NativeSelect({
  className,
  wrapperClassName,
  hiddenLabel,
  id,
  ...props
}: ComponentProps<'select'> & {
  wrapperClassName?: string;
  /** A label for screen readers only, for a select whose purpose shows otherwise. */
  hiddenLabel?: string;
}) {
  const ownId = useId();
  const selectId = id ?? (hiddenLabel ? ownId : undefined);
  return (
    <>
      {hiddenLabel ? (
        <label htmlFor={selectId} className="sr-only">
          {hiddenLabel}
        </label>
      ) : null}
      <span className={cn('relative block', wrapperClassName)}>
        <select
          id={selectId}
          className={cn(
            'block h-10 w-full cursor-pointer appearance-none truncate rounded-lg border-0 bg-white py-0 pr-9 pl-3 text-sm text-zinc-900 shadow-xs ring-1 ring-zinc-950/10 transition-shadow ring-inset focus:ring-2 focus:ring-brand-500 focus:outline-none disabled:cursor-not-allowed disabled:bg-zinc-50 disabled:text-zinc-500 aria-invalid:ring-red-400',
            className,
          )}
          {...props}
        />
        <ChevronDown
          aria-hidden
          className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-zinc-400"
        />
      </span>
    </>
  );
}
