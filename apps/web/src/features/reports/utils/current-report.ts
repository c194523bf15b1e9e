import type { Report } from '@billfold/contract';

/** The name offered for a new report: 'Report N', N being the number of reports + 1 (SPEC section 5). */
export function nextReportName(reportCount: number): string {
  return `Report ${reportCount + 1}`;
}

/**
 * The report to show: the one the user chose last (remembered across reloads) while it still
 * exists, otherwise the last one, as on first load (SPEC section 4). Undefined without reports.
 */
export function pickCurrentReport(
  reports: readonly Report[],
  chosenId: number | null | undefined,
): Report | undefined {
  return reports.find((report) => report.id === chosenId) ?? reports.at(-1);
}

/** Where the chosen report's id is remembered, per user. */
export function currentReportStorageKey(userId: string): string {
  return `billfold.current-report.${userId}`;
}

export function parseStoredReportId(value: unknown): number | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;
}
