import type { DuplicateInvoice } from '@billfold/contract';

/** What to do after asking the server for invoices like the one about to be saved. */
export type DuplicateDecision =
  { kind: 'save' } | { kind: 'confirm'; duplicates: DuplicateInvoice[] };

/**
 * Matches need the user's word ('Save anyway' or Cancel); no match saves at once. A check that
 * could not be made does not stand in the way: it is advice, and the save itself still reports
 * its own outcome.
 */
export function decideAfterDuplicateCheck(
  check: { ok: true; duplicates: readonly DuplicateInvoice[] } | { ok: false },
): DuplicateDecision {
  if (!check.ok || check.duplicates.length === 0) return { kind: 'save' };
  const seen = new Set<number>();
  const duplicates = check.duplicates.filter((duplicate) => {
    if (seen.has(duplicate.id)) return false;
    seen.add(duplicate.id);
    return true;
  });
  return { kind: 'confirm', duplicates };
}
