import { useId } from 'react';
import { cn } from '@/lib/utils';

/** The Billfold mark: an invoice with a folded corner on the brand square. */
export function LogoMark({ className }: { className?: string }) {
  const gradient = useId();
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('size-8', className)}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7a73ff" />
          <stop offset="1" stopColor="#5046e5" />
        </linearGradient>
      </defs>
      <rect width="32" height="32" rx="8" fill={`url(#${gradient})`} />
      <path
        d="M10 6.5h8.25L23.5 11.75V24a1.5 1.5 0 0 1-1.5 1.5H10A1.5 1.5 0 0 1 8.5 24V8A1.5 1.5 0 0 1 10 6.5Z"
        fill="#fff"
      />
      <path d="M18.25 6.5v3.75a1.5 1.5 0 0 0 1.5 1.5h3.75Z" fill="#c7c3ff" />
      <rect x="11.5" y="15" width="9" height="2" rx="1" fill="#635bff" />
      <rect x="11.5" y="19.25" width="6" height="2" rx="1" fill="#b4afff" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark className="size-7" />
      <span className="text-[17px] font-semibold tracking-tight text-zinc-900">Billfold</span>
    </span>
  );
}
