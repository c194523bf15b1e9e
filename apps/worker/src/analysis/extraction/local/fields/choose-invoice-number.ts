/**
 * The invoice number: the most probable of the identifiers printed on the invoice
 * (number-candidates.ts), one choice per invoice as the model was fitted (model/logistic.ts
 * fitSoftmax). A value printed in several places gathers the probability of each. Its certainty
 * is that probability calibrated on invoices the model was not fitted on. A number is shown as
 * sure only when a label names it as the invoice's number (an invoice-number label, or a title
 * with its number); a number nothing names stays below 'sure'.
 */
import type { TextLine } from '../page-text.js';
import { logit, type Weights } from '../model/logistic.js';
import { NUMBER_CALIBRATION, NUMBER_WEIGHTS } from '../model/weights.js';
import type { Located } from './located.js';
import { numberCandidates, type NumberCandidate } from './number-candidates.js';

/** Features that say a label names the value as the invoice's number. */
const NAMED = ['labelInvoiceNo', 'labelTitle', 'documentAndNumber'] as const;
/** The highest certainty of a number no label names: below 'sure' (0.9). */
const UNNAMED_MAX = 0.85;

export interface NumberChoice {
  best: NumberCandidate;
  /** The chosen value's share of the softmax (all its places together). */
  share: number;
}

/** Same number: case and spaces aside, and a leading '#'. */
export const sameNumber = (value: string) =>
  value.toLowerCase().replace(/\s+/g, '').replace(/^#/, '');

/** The best value among the candidates under the weights, and its probability. */
export function scoreNumbers(
  candidates: readonly NumberCandidate[],
  weights: Weights,
): NumberChoice | null {
  if (candidates.length === 0) return null;
  const z = candidates.map((candidate) => logit(weights, candidate.features));
  const top = Math.max(...z);
  const e = z.map((each) => Math.exp(each - top));
  const total = e.reduce((sum, each) => sum + each, 0);
  const byValue = new Map<string, { share: number; best: number }>();
  candidates.forEach((candidate, index) => {
    const value = sameNumber(candidate.located.value);
    const entry = byValue.get(value) ?? { share: 0, best: index };
    entry.share += e[index]! / total;
    if (z[index]! > z[entry.best]!) entry.best = index;
    byValue.set(value, entry);
  });
  let chosen: { share: number; best: number } | null = null;
  for (const entry of byValue.values()) if (!chosen || entry.share > chosen.share) chosen = entry;
  return chosen ? { best: candidates[chosen.best]!, share: chosen.share } : null;
}

/** The chosen share as a calibrated certainty. */
export function numberCertainty(share: number): number {
  const p = Math.min(Math.max(share, 1e-6), 1 - 1e-6);
  return (
    1 /
    (1 + Math.exp(-(NUMBER_CALIBRATION.logOdds * Math.log(p / (1 - p)) + NUMBER_CALIBRATION.bias)))
  );
}

export function chooseInvoiceNumber(lines: readonly TextLine[]): Located<string> | null {
  const choice = scoreNumbers(numberCandidates(lines), NUMBER_WEIGHTS);
  if (!choice) return null;
  const certainty = numberCertainty(choice.share);
  const named = NAMED.some((feature) => (choice.best.features[feature] ?? 0) > 0);
  return {
    ...choice.best.located,
    certainty: named ? certainty : Math.min(certainty, UNNAMED_MAX),
  };
}
