import { describe, expect, it } from 'vitest';
import { exportBudgetMs } from './export-formats';

describe('exportBudgetMs', () => {
  it("is the README's budget up to 10,000 invoices: 3 s, 10 s for Excel and PDF", () => {
    expect(exportBudgetMs('csv')).toBe(3_000);
    expect(exportBudgetMs('json', 12)).toBe(3_000);
    expect(exportBudgetMs('excel', 10_000)).toBe(10_000);
    expect(exportBudgetMs('pdf', 500)).toBe(10_000);
  });

  it('grows with a longer list', () => {
    expect(exportBudgetMs('excel', 25_000)).toBe(25_000);
    expect(exportBudgetMs('html', 15_000)).toBe(4_500);
  });
});
