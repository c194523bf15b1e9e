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
