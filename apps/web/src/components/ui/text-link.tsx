import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/utils';

/** An in-app link inside running text. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={cn(
        'font-medium text-brand-600 underline-offset-4 hover:text-brand-700 hover:underline',
        className,
      )}
      {...props}
    />
  );
}
