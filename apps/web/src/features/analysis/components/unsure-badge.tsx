import { CircleAlert } from 'lucide-react';
import { unsureSentence } from '../utils/review-evidence';

/** Marks a field read with little confidence: the user should check it against the page. */
export function UnsureBadge({ confidence }: { confidence: number }) {
  const sentence = unsureSentence(confidence);
  return (
    <span
      title={sentence}
      data-testid="unsure-badge"
      className="inline-flex items-center gap-1 rounded-md bg-amber-50 px-1.5 py-0.5 text-[11px] font-medium text-amber-800 ring-1 ring-amber-600/20 ring-inset"
    >
      <CircleAlert aria-hidden className="size-3" />
      <span aria-hidden>Check</span>
      <span className="sr-only">{sentence}</span>
    </span>
  );
}
