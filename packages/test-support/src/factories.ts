/** An invoice as a client sends it (SPEC.md's fields); `overrides` change or add fields. */
export function invoiceBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    name: 'INV-001',
    date: '2026-03-14T00:00:00.000Z',
    vendor: 'Acme GmbH',
    amount: 100.1,
    tax: 19.02,
    taxNumber1: 'GST123',
    category: 'Office',
    currency: 'eur',
    description: 'Paper and toner',
    ...overrides,
  };
}

/** The invoice the duplicate look-ups find again: Globex's DUP-1 of 1 May 2026, 80 + 20 tax. */
export const GLOBEX_DUPLICATE = {
  name: 'DUP-1',
  vendor: 'Globex',
  date: '2026-05-01',
  amount: 80,
  tax: 20,
} as const;
