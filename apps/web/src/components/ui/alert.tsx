import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

const alertVariants = cva('flex gap-3 rounded-lg px-4 py-3 text-sm ring-1 ring-inset', {
  variants: {
    tone: {
      info: 'bg-brand-50 text-brand-900 ring-brand-200',
      success: 'bg-emerald-50 text-emerald-900 ring-emerald-200',
      warning: 'bg-amber-50 text-amber-900 ring-amber-200',
      error: 'bg-red-50 text-red-900 ring-red-200',
    },
  },
  defaultVariants: { tone: 'info' },
});

const icons = { info: Info, success: CircleCheck, warning: TriangleAlert, error: CircleAlert };
const iconColors = {
  info: 'text-brand-600',
  success: 'text-emerald-600',
  warning: 'text-amber-600',
  error: 'text-red-600',
};

/** An inline message inside a page or a form. */
export function Alert({
  tone = 'info',
  className,
  children,
  ...props
}: ComponentProps<'div'> & VariantProps<typeof alertVariants>) {
  const Icon = icons[tone ?? 'info'];
  return (
    <div
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      className={cn(alertVariants({ tone }), className)}
      {...props}
    >
      <Icon aria-hidden className={cn('mt-px size-4 shrink-0', iconColors[tone ?? 'info'])} />
      <div className="min-w-0 flex-1 leading-5">{children}</div>
    </div>
  );
}
