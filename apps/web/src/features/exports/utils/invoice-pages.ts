import type { Invoice } from '@billfold/contract';

/**
 * The pages of a list, which arrive in any order, put back together in page order. An invoice
 * that moved to the next page while they were fetched (one added meanwhile) is kept once.
 */
export class InvoicePages {
  private readonly pages: Invoice[][] = [];

  add(index: number, invoices: Invoice[]): void {
    this.pages[index] = invoices;
  }

  invoices(): Invoice[] {
    const seen = new Set<number>();
    const invoices: Invoice[] = [];
    for (const page of this.pages) {
      for (const invoice of page ?? []) {
        if (seen.has(invoice.id)) continue;
        seen.add(invoice.id);
        invoices.push(invoice);
      }
    }
    return invoices;
  }
}
