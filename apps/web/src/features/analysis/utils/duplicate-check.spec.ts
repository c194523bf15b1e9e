import type { DuplicateInvoice } from '@billfold/contract';
import { describe, expect, it } from 'vitest';
import { decideAfterDuplicateCheck } from './duplicate-check';

const match = (id: number): DuplicateInvoice => ({
  id,
  reportId: 1,
  reportName: 'Report 1',
  name: 'INV-7',
  vendor: 'Acme GmbH',
  date: '2026-03-05',
  total: 119,
  currency: 'EUR',
});

describe('decideAfterDuplicateCheck', () => {
  it('saves at once when nothing matches', () => {
    expect(decideAfterDuplicateCheck({ ok: true, duplicates: [] })).toEqual({ kind: 'save' });
  });

  it('asks the user when something matches, listing every match once', () => {
    expect(
      decideAfterDuplicateCheck({ ok: true, duplicates: [match(3), match(5), match(3)] }),
    ).toEqual({
      kind: 'confirm',
      duplicates: [match(3), match(5)],
    });
  });

  it('does not stand in the way when the check could not be made', () => {
    expect(decideAfterDuplicateCheck({ ok: false })).toEqual({ kind: 'save' });
  });
});
