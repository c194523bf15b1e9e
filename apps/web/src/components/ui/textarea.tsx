import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export function Textarea({ className, rows = 3, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={rows}
      className={cn(
        'block w-full resize-y rounded-lg border-0 bg-white px-3 py-2 text-sm text-zinc-900 shadow-xs ring-1 ring-zinc-950/10 transition-shadow ring-inset placeholder:text-zinc-400 focus:ring-2 focus:ring-brand-500 focus:outline-none disabled:cursor-not-allowed disabled:bg-zinc-50 aria-invalid:ring-red-400 aria-invalid:focus:ring-red-500',
        className,
      )}
      {...props}
    />
  );
}
