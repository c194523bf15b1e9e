/**
 * The invoice number: the most probable of the identifiers printed on the invoice
 * (number-candidates.ts), one choice per invoice (model/choice.ts). Its certainty is that
 * probability calibrated on invoices the model was not fitted on. A number is shown as sure only
 * when a label names it as the invoice's number (an invoice-number label, or a title with its
 * number); a number nothing names stays below 'sure'.
 */
import type { TextCell, TextLine } from '../page-text.js';
import { calibrated, scoreChoice } from '../model/choice.js';
import { NUMBER_CALIBRATION, NUMBER_WEIGHTS } from '../model/weights.js';
import type { Located } from './located.js';
import { numberCandidates } from './number-candidates.js';

/** Features that say a label names the value as the invoice's number. */
const NAMED = ['labelInvoiceNo', 'labelTitle', 'documentAndNumber'] as const;
/** The highest certainty of a number no label names: below 'sure' (0.9). */
const UNNAMED_MAX = 0.85;

/** Same number: case and spaces aside, and a leading '#'. */
export const sameNumber = (value: string) =>
  value.toLowerCase().replace(/\s+/g, '').replace(/^#/, '');

export function chooseInvoiceNumber(
  lines: readonly TextLine[],
  customer?: ReadonlySet<TextCell>,
): Located<string> | null {
  const choice = scoreChoice(numberCandidates(lines, customer), NUMBER_WEIGHTS, sameNumber);
  if (!choice?.best) return null;
  const best = choice.best;
  const certainty = calibrated(choice.share, NUMBER_CALIBRATION);
  const named = NAMED.some((feature) => (best.features[feature] ?? 0) > 0);
  return { ...best.located, certainty: named ? certainty : Math.min(certainty, UNNAMED_MAX) };
}
