import type { Report as ReportDto } from '@billfold/contract';
import type { ReportWithCount } from '@billfold/db';

export function toReportDto(report: ReportWithCount): ReportDto {
  return {
    id: report.id,
    name: report.name,
    userId: report.userId,
    invoiceCount: report.invoiceCount,
  };
}
