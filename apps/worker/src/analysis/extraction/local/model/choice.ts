/**
 * One choice among an invoice's candidates for a field (its number, its date), as the models are
 * fitted (logistic.ts fitSoftmax): a softmax over the candidates' scores, where a value printed in
 * several places gathers the probability of each.
 */
import { logit, type Features, type Weights } from './logistic.js';

export interface Choice<C> {
  /** null: no candidate (the field is not printed), where the choice allows it. */
  best: C | null;
  /** The chosen value's share of the softmax (all its places together). */
  share: number;
}

/** The features of 'none of them', an option of its own where a field may not be printed. */
export const NONE_FEATURES: Features = { none: 1 };

export function scoreChoice<C extends { located: { value: string }; features: Features }>(
  candidates: readonly C[],
  weights: Weights,
  sameValue: (value: string) => string = (value) => value,
  options: { none?: boolean } = {},
): Choice<C> | null {
  if (candidates.length === 0) return null;
  const z = candidates.map((candidate) => logit(weights, candidate.features));
  const zNone = options.none ? logit(weights, NONE_FEATURES) : -Infinity;
  const top = Math.max(...z, zNone);
  const e = z.map((each) => Math.exp(each - top));
  const eNone = Math.exp(zNone - top);
  const total = e.reduce((sum, each) => sum + each, 0) + eNone;
  const byValue = new Map<string, { share: number; best: number }>();
  candidates.forEach((candidate, index) => {
    const value = sameValue(candidate.located.value);
    const entry = byValue.get(value) ?? { share: 0, best: index };
    entry.share += e[index]! / total;
    if (z[index]! > z[entry.best]!) entry.best = index;
    byValue.set(value, entry);
  });
  let chosen: { share: number; best: number } | null = null;
  for (const entry of byValue.values()) if (!chosen || entry.share > chosen.share) chosen = entry;
  if (options.none && eNone / total > (chosen?.share ?? 0))
    return { best: null, share: eNone / total };
  return chosen ? { best: candidates[chosen.best]!, share: chosen.share } : null;
}

/** A chosen share as a certainty: sigmoid(logOdds × its log-odds + bias), fitted out of fold. */
export function calibrated(share: number, calibration: { logOdds: number; bias: number }): number {
  const p = Math.min(Math.max(share, 1e-6), 1 - 1e-6);
  return 1 / (1 + Math.exp(-(calibration.logOdds * Math.log(p / (1 - p)) + calibration.bias)));
}
