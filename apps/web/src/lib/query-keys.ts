/**
 * Query keys that more than one feature touches: saving an invoice changes its report's
 * invoice count, so the invoices feature refreshes the report list without importing it.
 */
export const queryKeys = {
  reports: ['reports'] as const,
  /** Every cached page of one report's invoices. */
  invoices: (reportId: number) => ['invoices', reportId] as const,
  /** What Billfold learned of the user's vendors: a save teaches it, the settings page lists it. */
  learnedVendors: ['learned-vendors'] as const,
};
