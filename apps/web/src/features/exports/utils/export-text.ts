/** The export messages of SPEC section 8, word for word, and the few this app adds. */
export const ExportText = {
  noData: 'No data to export',
  unsupported: (format: string) => `Export format "${format}" is not supported`,
  failed: 'The export failed. Please try again.',
  tooSlow: (format: string) =>
    `The ${format} export took too long and was stopped. Please try again.`,
} as const;
