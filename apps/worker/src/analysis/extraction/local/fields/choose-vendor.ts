/**
 * The vendor: the most probable of the names printed on the invoice (vendor-candidates.ts). Its
 * certainty is that probability calibrated on invoices the model was not fitted on (the right
 * name is not always among the candidates, so even a clear favourite may be wrong). A name is
 * shown as sure only when something besides the layout vouches for it: the page's e-mail or web
 * address spells it, a seller label names it, it stands beside the issuer's tax or bank id, or it
 * is printed again elsewhere on the invoice with its legal form.
 */
import type { TextCell, TextLine } from '../page-text.js';
import { logit } from '../model/logistic.js';
import { VENDOR_CALIBRATION, VENDOR_WEIGHTS } from '../model/weights.js';
import { readingOf, type Located } from './located.js';
import { letters } from './issuer-country.js';
import { HOSTS_NAMING_NO_ONE, NAME_PARTICLES } from './labels.js';
import { customerCells } from './find-identity.js';
import { addressWords, spellsWhole, vendorCandidates } from './vendor-candidates.js';

/** Evidence for a name that does not come from where it stands on the page. */
// (An address only partly spelled vouches for nothing: "Linde V.O.F." beside delinde.nl has lost
// a word the address keeps.)
const CORROBORATING = ['domainWhole', 'sellerLabel', 'payee', 'nearIssuerId'] as const;
/** Of those, the evidence that names it: its address spells it, a seller's or payee's label. */
const NAMING = ['domainWhole', 'sellerLabel', 'payee'] as const;
/** The highest certainty of a name nothing vouches for: below 'sure' (0.9). */
const UNVOUCHED_MAX = 0.85;
/**
 * A favourite this weak (its score, not its share: the only name on a till roll may be "Table
 * 17") looks like no issuer's name at all, and is left for the reviewer: on the tuned and the
 * lookable generated invoices (2026-12-06), each of the 6 names chosen with a score below 3 was
 * wrong, 5 of the 7 from 3 to 6 right.
 */
const WEAK_SCORE = 3;
/** (Below the extractor's UNSURE_BELOW, 0.3: the field is left empty and flagged.) */
const WEAK_MAX = 0.25;

/** How much surer OCR must have read one place of a name than another to show it there. */
const CLEARER = 0.1;

/**
 * The name whose places together are the most probable in the softmax over the candidates' scores
 * `z`, as the model is fitted (the right name's places together): a name printed in the head and
 * again as the account's holder gathers both. It stands at its best place, with that place's own
 * probability `p` (what the certainty is calibrated on).
 */
export function chooseName<
  C extends { located: { value: string; line?: { source: 'text' | 'ocr' } }; z: number },
>(
  scored: readonly C[],
  /**
   * How often each word stands on the page (wordCounts), to tell a word from two glued: read only
   * where the name has more than one spelling.
   */
  pageWords: () => ReadonlyMap<string, number> = () => new Map(),
  /** How sure the reading of a place is (readingOf: OCR's confidence; 1 on a text layer). */
  readAt: (each: C) => number = () => 1,
): { best: C; p: number } | null {
  if (scored.length === 0) return null;
  const top = Math.max(...scored.map((each) => each.z));
  const sum = scored.reduce((total, each) => total + Math.exp(each.z - top), 0);
  const byName = new Map<string, { share: number; best: C }>();
  for (const each of scored) {
    const key = letters(each.located.value);
    const entry = byName.get(key) ?? { share: 0, best: each };
    entry.share += Math.exp(each.z - top) / sum;
    if (each.z > entry.best.z) entry.best = each;
    byName.set(key, entry);
  }
  let chosen: { share: number; best: C } | null = null;
  for (const entry of byName.values()) if (!chosen || entry.share > chosen.share) chosen = entry;
  const { best } = chosen!;
  const p = Math.min(Math.max(Math.exp(best.z - top) / sum, 1e-6), 1 - 1e-6);
  // The name's places may spell it apart (OCR splits a word now and then: "Gulf Enter prises" in
  // the head, "Gulf Enterprises" in the signature; a footer may glue words, "Müllerund Söhne"; a
  // logo read by OCR loses the accents the text prints, "SKARGARD SYSTEM AB" over "Skärgård System
  // AB"): shown as the spelling with the fewest words cut in two or glued together, the text
  // layer's before OCR's, at its own place.
  const key = letters(best.located.value);
  const spellings = scored.filter((each) => letters(each.located.value) === key);
  if (spellings.length === 1) return { best, p };
  const words = new Set(spellings.flatMap((each) => each.located.value.toLowerCase().split(/\s+/)));
  // (A run that the page prints as a word of its own besides the name's places is a word: "Berlin"
  // of "Stadtwerke Berl in AG" stands in the address, "Müllerund" nowhere.)
  const inNames = wordCounts(spellings.map((each) => each.located.value));
  const onPage = pageWords();
  const standsAlone = (word: string) => (onPage.get(word) ?? 0) > (inNames.get(word) ?? 0);
  const runs = new Set(
    spellings.flatMap((each) => wordRuns(each.located.value)).filter((run) => !standsAlone(run)),
  );
  const read = (each: C) => Number(each.located.line?.source === 'ocr');
  const misspelt = (name: string) => cutWords(name, words, standsAlone) + gluedWords(name, runs);
  // (Of places spelt the same, the one OCR read surest: a name in the head at 10 points rather
  // than in a footer's small print, whose reading would leave the name unsure.)
  const clearer = (each: C, other: C) =>
    each.located.value === other.located.value && readAt(each) - readAt(other) >= CLEARER;
  let spelled = best;
  for (const each of spellings) {
    const fewer = misspelt(each.located.value) - misspelt(spelled.located.value);
    const surer = read(each) - read(spelled);
    if (
      fewer < 0 ||
      (fewer === 0 &&
        (surer < 0 ||
          (surer === 0 &&
            (clearer(each, spelled) || (!clearer(spelled, each) && each.z > spelled.z)))))
    )
      spelled = each;
  }
  return { best: spelled === best ? best : { ...best, located: spelled.located }, p };
}

/**
 * Words of a name that are the second half of a word OCR cut in two ("Gulf Enter prises"): after
 * a capitalised word, the two joined are a word of another spelling of the name (`words`, in
 * lower case), and either the second begins in lower case and is no small word of a name ("Van
 * den Berg" keeps its "den"), or the page prints the joined word on its own besides the name
 * (`standsAlone`: "Stadtwerke Berl in AG", "Berl In", beside an address in Berlin).
 */
function cutWords(
  name: string,
  words: ReadonlySet<string>,
  standsAlone: (word: string) => boolean,
): number {
  const parts = name.split(/\s+/);
  return parts.filter((word, index) => {
    const before = parts[index - 1] ?? '';
    const joined = `${before}${word}`.toLowerCase();
    return (
      index > 0 &&
      /\p{Lu}/u.test(before) &&
      words.has(joined) &&
      ((/^\p{Ll}\p{L}*$/u.test(word) && !NAME_PARTICLES.has(word)) ||
        (/^\p{L}+$/u.test(word) && standsAlone(joined)))
    );
  }).length;
}

/**
 * Runs of two or more words of a name glued together, in lower case, where each word after the
 * first is a small word of a name or begins with a capital ("Van den Berg": "vanden", "denberg",
 * "vandenberg"), not the second half of a word cut in two ("Enter prises").
 */
function wordRuns(name: string): string[] {
  const parts = name.split(/\s+/);
  const runs: string[] = [];
  for (let start = 0; start < parts.length; start++)
    for (let end = start + 1; end < parts.length; end++) {
      const word = parts[end]!;
      if (!NAME_PARTICLES.has(word.toLowerCase()) && !/^\p{Lu}/u.test(word)) break;
      runs.push(
        parts
          .slice(start, end + 1)
          .join('')
          .toLowerCase(),
      );
    }
  return runs;
}

/** How often each word (in lower case) stands in the texts. */
function wordCounts(texts: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts)
    for (const word of text.toLowerCase().split(/[^\p{L}\p{N}]+/u))
      if (word) counts.set(word, (counts.get(word) ?? 0) + 1);
  return counts;
}

/** Words of a name that are whole words of another spelling glued together ("Müllerund"). */
function gluedWords(name: string, runs: ReadonlySet<string>): number {
  return name.split(/\s+/).filter((word) => runs.has(word.toLowerCase())).length;
}

/**
 * Whether the page prints, above the first address that spells `name`, another party's address
 * (one that does not spell it, and no mail provider's, social site's or marketplace's).
 */
function addressAbove(
  lines: readonly TextLine[],
  customer: ReadonlySet<TextCell>,
  name: string,
): boolean {
  const words = addressWords(lines, customer).filter(({ word }) => !HOSTS_NAMING_NO_ONE.test(word));
  const spells = ({ word }: { word: string }) => spellsWhole(name, new Set([word]));
  const own = words.filter(spells);
  if (own.length === 0) return false;
  const first = Math.min(...own.map((each) => each.lineIndex));
  return words.some((each) => each.lineIndex < first && !spells(each));
}

export function chooseVendor(
  lines: readonly TextLine[],
  customerLines: ReadonlySet<number>,
  customerOf?: ReadonlySet<TextCell>,
): Located<string> | null {
  const customer = customerOf ?? customerCells(lines);
  // Which of the names is the vendor: a softmax over the candidates' scores (the model is fitted
  // as one choice per invoice, model/logistic.ts fitSoftmax).
  const scored = vendorCandidates(lines, customerLines, customer).map((candidate) => ({
    located: candidate.located,
    features: candidate.features,
    z: logit(VENDOR_WEIGHTS, candidate.features),
  }));
  const chosen = chooseName(
    scored,
    () => wordCounts(lines.map((line) => line.text)),
    (each) => readingOf(each.located),
  );
  if (!chosen) return null;
  const { best, p } = chosen;
  const certainty =
    1 /
    (1 + Math.exp(-(VENDOR_CALIBRATION.logOdds * Math.log(p / (1 - p)) + VENDOR_CALIBRATION.bias)));
  // A name printed twice is a company's only with its legal form: a person, a place or a product
  // line is printed twice too. Evidence at any of the name's places vouches for it (the name in
  // the head, and again after a remittance slip's "To:").
  const name = letters(best.located.value);
  const places = scored.filter((each) => letters(each.located.value) === name);
  const on = (feature: string) => (best.features[feature] ?? 0) > 0;
  const has = (feature: string) => places.some((place) => (place.features[feature] ?? 0) > 0);
  // (An address that spells the name vouches for it only where no other address stands above it
  // on the page: the issuer's own, by its logo, with the name only in the logo's picture, and the
  // one below, the customer's, in a block no label names.)
  const byAddress = has('domainWhole') && !addressAbove(lines, customer, best.located.value);
  const vouched =
    byAddress ||
    CORROBORATING.some((feature) => feature !== 'domainWhole' && has(feature)) ||
    (on('repeated') && on('companySuffix'));
  // (A weak favourite that a label or the page's address names is no till roll's "Table 17"; one
  // that only stands near the issuer's ids may be a label's piece, "nvoice" over "VAT Number".)
  const named = NAMING.some(has);
  const highest = best.z < WEAK_SCORE && !named ? WEAK_MAX : vouched ? 1 : UNVOUCHED_MAX;
  return { ...best.located, certainty: Math.min(certainty, highest) };
}
