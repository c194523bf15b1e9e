import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      className={cn('rounded-xl bg-white shadow-card ring-1 ring-zinc-950/5', className)}
      {...props}
    />
  );
}
