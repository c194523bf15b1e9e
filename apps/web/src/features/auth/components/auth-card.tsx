import type { ReactNode } from 'react';
import { LogoMark } from '@/components/logo';
import { Card } from '@/components/ui/card';

/** The frame of the sign-in and account pages: the mark, a title, and the form on a card. */
export function AuthCard({
  title,
  description,
  children,
  footer,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="flex flex-1 items-start justify-center bg-[radial-gradient(50%_320px_at_50%_0%,var(--color-brand-100),transparent)] px-4 pt-12 pb-16 sm:pt-20">
      <div className="w-full max-w-[420px]">
        <div className="mb-8 text-center">
          <LogoMark className="mx-auto size-11 drop-shadow-sm" />
          <h1 className="mt-6 text-2xl font-semibold tracking-tight text-zinc-950">{title}</h1>
          {description ? (
            <p className="mt-2 text-[15px] leading-6 text-zinc-600">{description}</p>
          ) : null}
        </div>
        <Card className="p-6 sm:p-8">{children}</Card>
        {footer ? (
          <div className="mt-6 space-y-2 text-center text-sm text-zinc-600">{footer}</div>
        ) : null}
      </div>
    </div>
  );
}
