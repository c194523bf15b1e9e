import { learnedFrom, type LearnedSource } from '@billfold/contract';
import { Sparkles } from 'lucide-react';

/** Marks a field filled in from what Billfold learned of the vendor, and says from which saved invoice. */
export function LearnedBadge({ source }: { source: LearnedSource }) {
  const sentence = `Learned ${learnedFrom(source)}`;
  return (
    <span
      title={sentence}
      data-testid="learned-badge"
      className="inline-flex items-center gap-1 rounded-md bg-brand-50 px-1.5 py-0.5 text-[11px] font-medium text-brand-700 ring-1 ring-brand-600/15 ring-inset"
    >
      <Sparkles aria-hidden className="size-3" />
      <span aria-hidden>Learned</span>
      <span className="sr-only">{sentence}</span>
    </span>
  );
}
