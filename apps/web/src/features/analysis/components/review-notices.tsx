import { learnedFrom, type EvidenceField, type LearnedSource } from '@billfold/contract';
import { Sparkles } from 'lucide-react';
import { Alert } from '@/components/ui/alert';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { AnalysisText } from '../utils/analysis-text';
import type { ReviewEvidence } from '../utils/review-evidence';
import { ReviewFlags } from './review-flags';

/**
 * What the review says above the form: the Processing Error banner, why saving failed, the fields
 * flagged UNSURE, and that fields were filled in from what Billfold learned of the vendor.
 */
export function ReviewNotices({
  errorDescription,
  failure,
  flags,
  learnedVendor,
  onShowField,
  canShowField,
}: {
  /** The analysis answered an error (its description) instead of an invoice. */
  errorDescription: string | undefined;
  /** Why the last save failed. */
  failure: string | undefined;
  flags: ReviewEvidence['flags'];
  learnedVendor: LearnedSource | undefined;
  onShowField: (field: EvidenceField) => void;
  /** Whether a field has an input or a place on the page to show (ReviewFlags). */
  canShowField?: (field: EvidenceField) => boolean;
}) {
  const errorResult = errorDescription !== undefined;
  return (
    <>
      {errorResult ? (
        <div role="alert" className="rounded-lg bg-red-600 px-4 py-3 text-sm text-white shadow-sm">
          <p className="font-semibold">{AnalysisText.errorBannerTitle}</p>
          <p className="mt-0.5 break-words text-red-50">{errorDescription}</p>
        </div>
      ) : null}
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      {errorResult ? null : (
        <ReviewFlags flags={flags} onShowField={onShowField} canShowField={canShowField} />
      )}
      {!errorResult && learnedVendor ? (
        <p
          data-testid="learned-note"
          className="flex items-start gap-2 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-600/15 ring-inset"
        >
          <Sparkles aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
          <span className="min-w-0 break-words">
            Fields marked Learned were filled in from what Billfold learned of this vendor{' '}
            {learnedFrom(learnedVendor)}.{' '}
            {/* The way to the list for every user: the avatar menu shows Account Settings to
                e-mail accounts only. */}
            <TextLink to={paths.learnedVendors}>See your learned vendors</TextLink>
          </span>
        </p>
      ) : null}
    </>
  );
}
