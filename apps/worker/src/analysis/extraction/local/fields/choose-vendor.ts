/**
 * The vendor: the most probable of the names printed on the invoice (vendor-candidates.ts), with
 * that probability as its certainty.
 */
import type { TextLine } from '../page-text.js';
import { logit } from '../model/logistic.js';
import { VENDOR_WEIGHTS } from '../model/weights.js';
import type { Located } from './located.js';
import { vendorCandidates } from './vendor-candidates.js';

export function chooseVendor(
  lines: readonly TextLine[],
  customerLines: ReadonlySet<number>,
): Located<string> | null {
  // Which of the names is the vendor: the scores compared with each other (a softmax over the
  // candidates' log-odds), so that a name far ahead of the others is sure even when the model
  // rates names in general low.
  const scored = vendorCandidates(lines, customerLines).map((candidate) => ({
    located: candidate.located,
    z: logit(VENDOR_WEIGHTS, candidate.features),
  }));
  if (scored.length === 0) return null;
  const top = Math.max(...scored.map((each) => each.z));
  const sum = scored.reduce((total, each) => total + Math.exp(each.z - top), 0);
  const best = scored.find((each) => each.z === top)!;
  return { ...best.located, certainty: 1 / sum };
}
