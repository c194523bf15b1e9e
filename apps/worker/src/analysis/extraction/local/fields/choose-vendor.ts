/**
 * The vendor: the most probable of the names printed on the invoice (vendor-candidates.ts). Its
 * certainty is that probability calibrated on invoices the model was not fitted on (the right
 * name is not always among the candidates, so even a clear favourite may be wrong). A name is
 * shown as sure only when something besides the layout vouches for it: the page's e-mail or web
 * address spells it, a seller label names it, it stands beside the issuer's tax or bank id, or it
 * is printed again elsewhere on the invoice with its legal form.
 */
import type { TextLine } from '../page-text.js';
import { logit } from '../model/logistic.js';
import { VENDOR_CALIBRATION, VENDOR_WEIGHTS } from '../model/weights.js';
import type { Located } from './located.js';
import { vendorCandidates } from './vendor-candidates.js';

/** Evidence for a name that does not come from where it stands on the page. */
const CORROBORATING = ['domainMatch', 'sellerLabel', 'payee', 'nearIssuerId'] as const;
/** The highest certainty of a name nothing vouches for: below 'sure' (0.9). */
const UNVOUCHED_MAX = 0.85;

export function chooseVendor(
  lines: readonly TextLine[],
  customerLines: ReadonlySet<number>,
): Located<string> | null {
  // Which of the names is the vendor: a softmax over the candidates' scores (the model is fitted
  // as one choice per invoice, model/logistic.ts fitSoftmax).
  const scored = vendorCandidates(lines, customerLines).map((candidate) => ({
    located: candidate.located,
    features: candidate.features,
    z: logit(VENDOR_WEIGHTS, candidate.features),
  }));
  if (scored.length === 0) return null;
  const top = Math.max(...scored.map((each) => each.z));
  const sum = scored.reduce((total, each) => total + Math.exp(each.z - top), 0);
  const best = scored.find((each) => each.z === top)!;
  const p = Math.min(Math.max(1 / sum, 1e-6), 1 - 1e-6);
  const certainty =
    1 /
    (1 + Math.exp(-(VENDOR_CALIBRATION.logOdds * Math.log(p / (1 - p)) + VENDOR_CALIBRATION.bias)));
  // A name printed twice is a company's only with its legal form: a person, a place or a product
  // line is printed twice too.
  const on = (feature: string) => (best.features[feature] ?? 0) > 0;
  const vouched = CORROBORATING.some(on) || (on('repeated') && on('companySuffix'));
  return { ...best.located, certainty: vouched ? certainty : Math.min(certainty, UNVOUCHED_MAX) };
}
