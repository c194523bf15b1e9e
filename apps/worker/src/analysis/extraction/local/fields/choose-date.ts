/**
 * The invoice date: the most probable of the dates printed on the invoice (date-candidates.ts),
 * one choice per invoice (model/choice.ts), its certainty calibrated out of fold. A date is shown
 * as sure only when a date label names it. Only a date before 2000 or in the future: shown as a
 * check (a misread year), never as sure.
 */
import { EARLIEST_INVOICE_DATE } from '@billfold/contract';
import type { TextCell, TextLine } from '../page-text.js';
import { calibrated, scoreChoice } from '../model/choice.js';
import { DATE_CALIBRATION, DATE_WEIGHTS } from '../model/weights.js';
import { dateCandidates, type DateCandidate, type DateRange } from './date-candidates.js';
import { ISSUE_DATE_LABELS, OTHER_DATES } from './labels.js';
import type { Located } from './located.js';

const NAMED = ['labelIssueDate', 'labelDate'] as const;
/** Labels of other dates (due, delivery, period): a date they name is not named as the invoice's. */
const OTHER = ['otherDateLeft', 'otherDateAbove'] as const;
const UNNAMED_MAX = 0.85;
/**
 * The highest certainty of another's date (due, delivery) shown where the page labels an issue
 * date whose value was not read: a check for the reviewer (below the contract's SURE_READING,
 * 0.8). A due date is the invoice's own only when the invoice is due on the day it is issued.
 */
const LOST_MAX = 0.5;

const has = (candidate: DateCandidate, features: readonly string[]) =>
  features.some((feature) => (candidate.features[feature] ?? 0) > 0);
/** A date label names it, and no label of another date does. */
const isNamed = (candidate: DateCandidate) => has(candidate, NAMED) && !has(candidate, OTHER);

/**
 * The hard constraint on the dates: a date that a due, delivery or period label names is not the
 * invoice's where a date label names another ("Lieferdatum 02.05." before "Datum 12.05."), nor
 * where another date of the details (not an item's) has no such label (a scan may lose the issue
 * date's label: "pate of issue" over it, "Ship date" still over the ship date). Where every such
 * date is another's, any may be.
 */
export function possibleDates(candidates: readonly DateCandidate[]): DateCandidate[] {
  if (candidates.some(isNamed)) return candidates.filter((candidate) => !has(candidate, OTHER));
  // A date of the details that no label of another date names (not an item's, on a row of
  // amounts: "Wartung vom 03.04.2024"): the dates such labels name are out.
  const unnamed = candidates.some(
    (candidate) => !has(candidate, OTHER) && !(candidate.features.itemRow ?? 0),
  );
  return unnamed ? candidates.filter((candidate) => !has(candidate, OTHER)) : [...candidates];
}
/** The most words of a label's cell ("Date of invoice:", "Datum vystavení"). */
const LABEL_WORDS = 4;

/**
 * Whether the page prints an issue date's own label, a short cell of its own (no sentence: "30 days
 * from invoice date"; no other date's label in it). Where it
 * does and the date chosen is another's (due, delivery), the invoice date's value was lost (a
 * scan read "Invoice Date" but not the date beside it).
 */
function issueDateLabelled(lines: readonly TextLine[]): boolean {
  return lines.some((line) =>
    line.cells.some(
      (cell) =>
        cell.text.trim().split(/\s+/).length <= LABEL_WORDS &&
        ISSUE_DATE_LABELS.some((label) => label.test(cell.text)) &&
        !OTHER_DATES.test(cell.text),
    ),
  );
}

const ANY_DATE: DateRange = { earliest: '0000-01-01', latest: '9999-12-31' };

/** The days an invoice dated by `today` may carry: from 2000 to tomorrow. */
export function invoiceDateRange(today: Date): DateRange {
  const latest = new Date(today.getTime() + 86_400_000).toISOString().slice(0, 10);
  return { earliest: EARLIEST_INVOICE_DATE, latest };
}

/** A numeric date whose day and month could be swapped ("11/03/2017"). */
function swappable(located: Located<string>): boolean {
  const text = located.cell.text.slice(located.start, located.end);
  const parts = /^(\d{1,2})\s?[./-]\s?(\d{1,2})\s?[./-]/.exec(text);
  if (!parts) return false;
  const [first, second] = [Number(parts[1]), Number(parts[2])];
  return first <= 12 && second <= 12 && first !== second;
}

/**
 * `order` says whether the page shows its dates' order (a date with a part above 12); where it
 * does not, a date whose day and month could be swapped is never shown as sure.
 */
export function chooseDate(
  lines: readonly TextLine[],
  { order: dayOrMonth, shown }: { order: 'dmy' | 'mdy'; shown: boolean },
  today: Date = new Date(),
  customer?: ReadonlySet<TextCell>,
): Located<string> | null {
  const candidates = possibleDates(
    dateCandidates(lines, dayOrMonth, invoiceDateRange(today), customer),
  );
  // 'None of them' is an option: a page may print only a due date or a period.
  const choice = scoreChoice(candidates, DATE_WEIGHTS, undefined, { none: true });
  if (choice?.best) {
    const certainty = calibrated(choice.share, DATE_CALIBRATION);
    const sure = isNamed(choice.best) && (shown || !swappable(choice.best.located));
    const lost = has(choice.best, OTHER) && issueDateLabelled(lines);
    return {
      ...choice.best.located,
      certainty: lost
        ? Math.min(certainty, LOST_MAX)
        : sure
          ? certainty
          : Math.min(certainty, UNNAMED_MAX),
    };
  }
  if (candidates.length > 0) return null;
  const misread = scoreChoice(dateCandidates(lines, dayOrMonth, ANY_DATE, customer), DATE_WEIGHTS);
  return misread?.best ? { ...misread.best.located, certainty: 0.1 } : null;
}
