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
/**
 * A space OCR read between a number's prefix and its digits may stand for a mark it dropped (an
 * underscore on the baseline: "INV_1519" read "INV 1519"): not sure either.
 */
const SPACE_AFTER_PREFIX = /\p{L} \d/u;
const CONFUSABLE_MAX = 0.85;
/**
 * A number of one character read by OCR may be a speck or a stroke read as a digit ("5" off a
 * scanned page's edge where its number was lost): shown, but to be checked.
 */
const ONE_CHARACTER_MAX = 0.5;
/**
 * A number label's end, where a '#' is printed before the number: OCR reads that '#' as a 4 now
 * and then ("Ref no: #20225274" read "Ref no: 420225274"), so a number read there that begins
 * with a 4 is shown, but not as sure.
 */
const HASH_PLACE = /(?:\bn[o°º]|\bnr|number|nummer|\bref)\.?\s*:?\s*$/i;

/** Whether OCR may have read a '#' before the number as its first digit. */
function hashReadAsFour(located: Located<string>): boolean {
  if (located.line.source !== 'ocr' || !located.value.startsWith('4')) return false;
  const before = located.cell.text.slice(0, located.start);
  const cells = located.line.cells;
  // The label in its own cell before the number's ("Ref no:" | "420225274").
  const label = before.trim() ? before : (cells[cells.indexOf(located.cell) - 1]?.text ?? '');
  return HASH_PLACE.test(label);
}

/**
 * The zero after an "INV" prefix that OCR read as the letter O ("INVO27912" for "INV027912"): a
 * number's digits follow its prefix, and the prefix is the word's first three letters. Same
 * length, so the evidence's place holds.
 */
export function ocrInvoicePrefix(value: string): string {
  return value.replace(/^(INV[-/]?)O(?=\d)/i, '$10');
}

/**
 * A zero OCR read as the letter O in a hexadecimal part of a number ("84CB5AEO-0015" for
 * "84CB5AE0-0015"): a part of six characters or more of digits and the letters A to F, and an O,
 * which no hexadecimal part holds. Same length, so the evidence's place holds.
 */
export function ocrHexZeros(value: string): string {
  return value.replace(/[0-9A-FO]{6,}/g, (part, offset: number) => {
    const before = value[offset - 1] ?? '';
    const after = value[offset + part.length] ?? '';
    const whole = !/[\p{L}\d]/u.test(before) && !/[\p{L}\d]/u.test(after);
    return whole && /O/.test(part) && /\d/.test(part) && /[A-F]/.test(part)
      ? part.replace(/O/g, '0')
      : part;
  });
}

/** A digit and the letter OCR reads it for, or the other way round. */
const LOOKALIKES: Readonly<Record<string, string>> = {
  '5': 'S',
  '1': 'I',
  '0': 'O',
  '8': 'B',
  '2': 'Z',
  '6': 'G',
};

/**
 * The same number read elsewhere on the page with letters where this reading has the digits
 * that look like them ("51412896" under "Invoice No." on page 1, "INVOICE SI412896 (continued)"
 * at the top of page 2): a prefix's letters read as digits, which the other reading keeps.
 */
function letteredTwin(
  chosen: NumberCandidate,
  candidates: readonly NumberCandidate[],
): string | null {
  const value = chosen.located.value;
  for (const other of candidates) {
    const text = other.located.value;
    if (text.length !== value.length || sameNumber(text) === sameNumber(value)) continue;
    let lettered = false;
    const alike = [...value].every((char, index) => {
      const twin = text[index]!;
      if (char === twin) return true;
      // (A letter the twin reads for a digit stands in a prefix of letters: "SI", not "B-8…".)
      if (
        LOOKALIKES[char] !== twin.toUpperCase() ||
        !/\p{L}/u.test(`${text[index - 1] ?? ''}${text[index + 1] ?? ''}`)
      )
        return false;
      lettered = true;
      return true;
    });
    if (alike && lettered) return text;
  }
  return null;
}

/** Same number: case and spaces aside, and a leading '#'. */
export const sameNumber = (value: string) =>
  value.toLowerCase().replace(/\s+/g, '').replace(/^#/, '');

type NumberCandidate = ReturnType<typeof numberCandidates>[number];

const isNamed = (candidate: NumberCandidate) =>
  NAMED.some((feature) => (candidate.features[feature] ?? 0) > 0);

/**
 * The number a label names as the invoice's that holds a chosen number no label names so, after
 * a prefix of letters: "FV205003" under "Číslo dokladu" for "205003", the payment's variable
 * symbol (a reference of digits only, made of the number's digits).
 */
function namedHolder(
  chosen: NumberCandidate,
  candidates: readonly NumberCandidate[],
): NumberCandidate | undefined {
  if (isNamed(chosen)) return undefined;
  const digits = sameNumber(chosen.located.value);
  return candidates.find((candidate) => {
    const value = sameNumber(candidate.located.value);
    return (
      isNamed(candidate) &&
      value.endsWith(digits) &&
      /^\p{L}+[-/]?$/u.test(value.slice(0, value.length - digits.length))
    );
  });
}

export function chooseInvoiceNumber(
  lines: readonly TextLine[],
  customer?: ReadonlySet<TextCell>,
): Located<string> | null {
  const candidates = numberCandidates(lines, customer);
  const choice = scoreChoice(candidates, NUMBER_WEIGHTS, sameNumber);
  if (!choice?.best) return null;
  const chosen = namedHolder(choice.best, candidates) ?? choice.best;
  const ocr = chosen.located.line.source === 'ocr';
  const twin = ocr ? letteredTwin(chosen, candidates) : null;
  const best = ocr
    ? {
        ...chosen,
        located: {
          ...chosen.located,
          value: twin ?? ocrHexZeros(ocrInvoicePrefix(chosen.located.value)),
        },
      }
    : chosen;
  const read = calibrated(choice.share, NUMBER_CALIBRATION);
  const certainty =
    ocr && best.located.value.length === 1 ? Math.min(read, ONE_CHARACTER_MAX) : read;
  const named = isNamed(best);
  if (named)
    return {
      ...best.located,
      certainty:
        twin !== null ||
        (ocr &&
          (CONFUSABLE.test(best.located.value) || SPACE_AFTER_PREFIX.test(best.located.value))) ||
        hashReadAsFour(best.located)
          ? Math.min(certainty, CONFUSABLE_MAX)
          : certainty,
    };
  const placed = logit(NUMBER_WEIGHTS, best.features) >= 0;
  return { ...best.located, certainty: Math.min(certainty, placed ? UNNAMED_MAX : UNPLACED_MAX) };
}
