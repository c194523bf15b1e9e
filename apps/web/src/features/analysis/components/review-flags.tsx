import type { EvidenceField, ValidationFlag } from '@billfold/contract';
import { TriangleAlert } from 'lucide-react';
import { EVIDENCE_LABELS } from '../utils/review-evidence';

/**
 * The checks the analysis raised (totals that do not add up, missing fields, a future date, an
 * unknown VAT rate, a page that disagrees with its e-invoice), above the form. A check about one
 * field names it; choosing it focuses that field, whose place is then shown on the page. A field
 * with neither an input nor a place (a total worked out from the net and the tax) offers nothing
 * to show.
 */
export function ReviewFlags({
  flags,
  onShowField,
  canShowField = () => true,
}: {
  flags: readonly ValidationFlag[];
  onShowField: (field: EvidenceField) => void;
  canShowField?: (field: EvidenceField) => boolean;
}) {
  if (flags.length === 0) return null;
  return (
    <section
      aria-labelledby="review-flags-heading"
      className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset"
    >
      <h3 id="review-flags-heading" className="flex items-center gap-2 font-semibold">
        <TriangleAlert aria-hidden className="size-4 shrink-0 text-amber-600" />
        Check before saving
      </h3>
      <ul className="mt-2 space-y-1.5" data-testid="review-flags">
        {flags.map((flag, index) => (
          <li
            key={`${flag.code}-${flag.field ?? ''}-${index}`}
            className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5 pl-6"
          >
            <span className="min-w-0 break-words">{flag.message}</span>
            {flag.field && canShowField(flag.field) ? (
              <button
                type="button"
                onClick={() => onShowField(flag.field!)}
                className="rounded text-[13px] font-medium text-amber-800 underline decoration-amber-400 underline-offset-2 outline-none hover:text-amber-950 focus-visible:ring-2 focus-visible:ring-amber-500"
              >
                Show {EVIDENCE_LABELS[flag.field].toLowerCase()}
              </button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
