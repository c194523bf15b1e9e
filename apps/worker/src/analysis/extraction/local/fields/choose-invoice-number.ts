/**
 * The invoice number: the most probable of the identifiers printed on the invoice
 * (number-candidates.ts), one choice per invoice (model/choice.ts). Its certainty is that
 * probability calibrated on invoices the model was not fitted on. A number is shown as sure only
 * when a label names it as the invoice's number (an invoice-number label, or a title with its
 * number); a number nothing names stays below 'sure', and one that stands nowhere a number does
 * is left for the reviewer.
 */
import type { TextCell, TextLine } from '../page-text.js';
import { calibrated, scoreChoice } from '../model/choice.js';
import { logit } from '../model/logistic.js';
import { NUMBER_CALIBRATION, NUMBER_WEIGHTS } from '../model/weights.js';
import type { Located } from './located.js';
import { numberCandidates } from './number-candidates.js';

/** Features that say a label names the value as the invoice's number. */
const NAMED = ['labelInvoiceNo', 'labelTitle', 'documentAndNumber'] as const;
/** The highest certainty of a number no label names: below 'sure' (0.9). */
const UNNAMED_MAX = 0.85;
/**
 * The certainty of a number no label names and whose score is below 0 ("§ 8" in a paragraph):
 * the best of poor candidates is no reading, so it is left for the reviewer, below the
 * extractor's 'unsure' (0.3), its place still shown. The softmax alone does not fix where 0
 * lies (its weights' L2 penalty does), so a retrain must check the line again: on the tuned part
 * and its copies every unnamed choice below 0 (8 of 9) was wrong and every one above right.
 */
const UNPLACED_MAX = 0.2;
/**
 * Where OCR read letters meeting digits, a letter and a digit of the same shape may have swapped
 * ("INV074662" read "INVO74662", "I23" read "123" is beyond telling): such a number is shown, but
 * not as sure.
 */
const CONFUSABLE = /[OoIlZSB](?=\d)|(?<=\d)[OoIlZSB]|[015](?=[A-Za-z])|(?<=[A-Za-z])[015]/;
const CONFUSABLE_MAX = 0.85;

/**
 * The zero after an "INV" prefix that OCR read as the letter O ("INVO27912" for "INV027912"): a
 * number's digits follow its prefix, and the prefix is the word's first three letters. Same
 * length, so the evidence's place holds.
 */
export function ocrInvoicePrefix(value: string): string {
  return value.replace(/^(INV[-/]?)O(?=\d)/i, '$10');
}

/** Same number: case and spaces aside, and a leading '#'. */
export const sameNumber = (value: string) =>
  value.toLowerCase().replace(/\s+/g, '').replace(/^#/, '');

export function chooseInvoiceNumber(
  lines: readonly TextLine[],
  customer?: ReadonlySet<TextCell>,
): Located<string> | null {
  const choice = scoreChoice(numberCandidates(lines, customer), NUMBER_WEIGHTS, sameNumber);
  if (!choice?.best) return null;
  const best =
    choice.best.located.line.source === 'ocr'
      ? {
          ...choice.best,
          located: { ...choice.best.located, value: ocrInvoicePrefix(choice.best.located.value) },
        }
      : choice.best;
  const certainty = calibrated(choice.share, NUMBER_CALIBRATION);
  const named = NAMED.some((feature) => (best.features[feature] ?? 0) > 0);
  if (named)
    return {
      ...best.located,
      certainty:
        best.located.line.source === 'ocr' && CONFUSABLE.test(best.located.value)
          ? Math.min(certainty, CONFUSABLE_MAX)
          : certainty,
    };
  const placed = logit(NUMBER_WEIGHTS, best.features) >= 0;
  return { ...best.located, certainty: Math.min(certainty, placed ? UNNAMED_MAX : UNPLACED_MAX) };
}
