import type { ReactNode } from 'react';
import { cn } from '@/lib/utils';

const tones = {
  brand: 'bg-brand-50 text-brand-600 ring-brand-200',
  success: 'bg-emerald-50 text-emerald-600 ring-emerald-200',
  warning: 'bg-amber-50 text-amber-600 ring-amber-200',
  error: 'bg-red-50 text-red-600 ring-red-200',
} as const;

/** The round icon at the top of a state card ("check your inbox", "link expired", …). */
export function StatusIcon({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <span
      className={cn(
        'mx-auto flex size-12 items-center justify-center rounded-full ring-1 [&_svg]:size-5',
        tones[tone],
      )}
    >
      {children}
    </span>
  );
}

/** A state card's body: its icon, the announced status message, then what follows (`children`). */
export function StatusMessage({
  tone,
  icon,
  message,
  children,
}: {
  tone: keyof typeof tones;
  icon: ReactNode;
  message: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center text-center">
      <StatusIcon tone={tone}>{icon}</StatusIcon>
      <p role="status" className="mt-4 text-[15px] font-medium text-zinc-900">
        {message}
      </p>
      {children}
    </div>
  );
}
