import type { ReactNode } from 'react';
import { Card } from './card';

/** What a block headed by an icon and a title takes: those and its content. */
export interface IconTitleProps {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}

/** A card in place of a page's content when there is none: an icon, a title and a few words. */
export function EmptyState({ icon, title, children }: IconTitleProps) {
  return (
    <Card className="px-6 py-14 text-center">
      <span className="mx-auto flex size-12 items-center justify-center rounded-full bg-zinc-100 text-zinc-500 [&_svg]:size-5">
        {icon}
      </span>
      <h2 className="mt-4 text-base font-semibold text-zinc-900">{title}</h2>
      <div className="mx-auto mt-2 max-w-md text-sm leading-6 text-zinc-600">{children}</div>
    </Card>
  );
}
