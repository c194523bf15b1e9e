import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

const tones = {
  success: 'bg-emerald-100 text-emerald-600 ring-emerald-50',
  pending: 'bg-amber-100 text-amber-600 ring-amber-50',
  failure: 'bg-red-100 text-red-600 ring-red-50',
  neutral: 'bg-zinc-100 text-zinc-500 ring-zinc-50',
} as const;

/** The card shown when Stripe's hosted checkout sends the user back. */
export function CheckoutResult({
  icon,
  tone,
  title,
  children,
  actions,
  lang,
}: {
  icon: ReactNode;
  tone: keyof typeof tones;
  title: string;
  children: ReactNode;
  actions: ReactNode;
  lang?: string;
}) {
  return (
    <div lang={lang} className="flex flex-1 items-start justify-center px-4 pt-12 pb-16 sm:pt-20">
      <Card className="w-full max-w-lg p-8 text-center sm:p-10">
        <span
          className={cn(
            'mx-auto flex size-14 items-center justify-center rounded-full ring-8 [&_svg]:size-7',
            tones[tone],
          )}
        >
          {icon}
        </span>
        <h1 className="mt-6 text-2xl font-semibold tracking-tight text-zinc-950">{title}</h1>
        <div className="mt-3 text-[15px] leading-6 text-zinc-600">{children}</div>
        {actions ? (
          <div className="mt-8 flex flex-col-reverse justify-center gap-3 sm:flex-row">
            {actions}
          </div>
        ) : null}
      </Card>
    </div>
  );
}
