import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

export function Spinner({ className, label = 'Loading' }: { className?: string; label?: string }) {
  return (
    <span role="status" className="inline-flex">
      <LoaderCircle aria-hidden className={cn('size-5 animate-spin text-brand-600', className)} />
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Fills the page area with a centered spinner (used while the session loads). */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-[60vh] flex-1 items-center justify-center">
      <Spinner className="size-8" label={label} />
    </div>
  );
}
