import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Button } from './button';
import { Tooltip } from './tooltip';

/**
 * A button that shows only an icon: its label is its accessible name and, on hover or focus,
 * its tooltip.
 */
export function IconButton({
  label,
  icon,
  tone = 'default',
  className,
  ...props
}: Omit<ComponentProps<typeof Button>, 'children' | 'size' | 'asChild'> & {
  label: string;
  icon: ReactNode;
  tone?: 'default' | 'danger';
}) {
  return (
    <Tooltip content={label}>
      <Button
        variant="ghost"
        size="icon"
        aria-label={label}
        className={cn(
          'size-8 text-zinc-500 hover:text-zinc-900',
          tone === 'danger' && 'hover:bg-red-50 hover:text-red-600 focus-visible:ring-red-500/50',
          className,
        )}
        {...props}
      >
        {icon}
      </Button>
    </Tooltip>
  );
}
