import type { Invoice } from '@billfold/contract';
import { describe, expect, it } from 'vitest';
import { InvoicePages } from './invoice-pages';

const ids = (...values: number[]) => values.map((id) => ({ id }) as Invoice);

describe('InvoicePages', () => {
  it('puts pages that arrived in any order back in page order, each invoice once', () => {
    const pages = new InvoicePages();
    pages.add(2, ids(2, 1));
    pages.add(0, ids(6, 5));
    pages.add(1, ids(5, 4, 3));
    expect(pages.invoices().map((invoice) => invoice.id)).toEqual([6, 5, 4, 3, 2, 1]);
    expect(new InvoicePages().invoices()).toEqual([]);
  });
});
