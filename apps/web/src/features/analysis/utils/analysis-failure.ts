import type { Analysis } from '@billfold/contract';
import { userMessageOf } from '@/lib/api-error';
import { AnalysisText } from './analysis-text';

/**
 * What the 'Processing Failed' panel says: the server's own message (a refused upload: not a PDF,
 * too large, no pages left; a failed analysis: PDF_REJECTED, QUOTA_EXCEEDED, EXTRACTION_FAILED),
 * or that the server could not be reached.
 */
export function failureMessage(
  failure:
    { kind: 'request'; error: unknown } | { kind: 'analysis'; analysis: Pick<Analysis, 'error'> },
): string {
  if (failure.kind === 'request') return userMessageOf(failure.error);
  return failure.analysis.error?.message.trim() || AnalysisText.analysisFailed;
}
