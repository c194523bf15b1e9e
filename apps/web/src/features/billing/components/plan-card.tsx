import type { ReactNode } from 'react';
import { Check } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** One plan of the pricing page: name, price, what it includes and its action. */
export function PlanCard({
  name,
  tagline,
  price,
  priceNote,
  features,
  action,
  highlighted = false,
  badge,
}: {
  name: string;
  tagline: string;
  price: string;
  priceNote?: string;
  features: string[];
  action: ReactNode;
  highlighted?: boolean;
  badge?: string;
}) {
  const id = `plan-${name.toLowerCase()}`;
  return (
    <Card
      role="article"
      aria-labelledby={id}
      className={cn('relative flex flex-col p-6 sm:p-7', highlighted && 'ring-2 ring-brand-600')}
    >
      {badge ? (
        <span className="absolute -top-3 left-6 rounded-full bg-brand-600 px-3 py-0.5 text-xs font-medium text-white shadow-sm">
          {badge}
        </span>
      ) : null}
      <h2 id={id} className="text-lg font-semibold text-zinc-950">
        {name}
      </h2>
      <p className="mt-1 text-sm text-zinc-600">{tagline}</p>
      <p className="mt-6 flex items-baseline gap-1.5">
        <span className="text-4xl font-semibold tracking-tight text-zinc-950">{price}</span>
        {priceNote ? <span className="text-sm text-zinc-500">{priceNote}</span> : null}
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm text-zinc-700">
        {features.map((feature) => (
          <li key={feature} className="flex gap-2.5">
            <Check aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
            {feature}
          </li>
        ))}
      </ul>
      <div className="mt-8 [&>*]:w-full">{action}</div>
    </Card>
  );
}
