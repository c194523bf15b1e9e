import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'block h-10 w-full rounded-lg border-0 bg-white px-3 text-sm text-zinc-900 shadow-xs ring-1 ring-zinc-950/10 transition-shadow ring-inset placeholder:text-zinc-400 focus:ring-2 focus:ring-brand-500 focus:outline-none disabled:cursor-not-allowed disabled:bg-zinc-50 disabled:text-zinc-500 aria-invalid:ring-red-400 aria-invalid:focus:ring-red-500',
        className,
      )}
      {...props}
    />
  );
}
