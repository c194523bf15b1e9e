import { FolderPlus } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { LoadFailed } from '@/components/ui/load-failed';
import { InvoiceRecords, InvoicesLoading, type InvoiceRecordsRequest } from '@/features/invoices';
import { ReportSwitcher, type useCurrentReport } from '@/features/reports';

function invoiceCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'invoice' : 'invoices'}`;
}

const INVOICE_RECORDS_HEADING_ID = 'invoice-records-heading';

/**
 * 'Your Invoice Records' (SPEC section 2): the report picker with rename and create, and the
 * current report's invoices. The dashboard composes the reports and invoices features here; it
 * owns the current report (the upload area saves into it too).
 */
export function InvoiceRecordsSection({
  userId,
  reports: { reports, current, loading, loadFailed, retry, choose },
  request,
}: {
  userId: string;
  reports: ReturnType<typeof useCurrentReport>;
  /** From the upload area: highlight the invoice it saved, or show one it points at. */
  request: InvoiceRecordsRequest | null;
}) {
  return (
    <section aria-labelledby={INVOICE_RECORDS_HEADING_ID}>
      <Card className="overflow-hidden">
        <div className="flex flex-col gap-4 border-b border-zinc-950/5 px-4 py-5 sm:px-6 md:flex-row md:items-center md:justify-between">
          <div className="min-w-0">
            <h2
              id={INVOICE_RECORDS_HEADING_ID}
              className="text-lg font-semibold tracking-tight text-zinc-950"
            >
              Your Invoice Records
            </h2>
            <p className="mt-0.5 truncate text-sm text-zinc-500">
              {current ? (
                <>
                  <span className="font-medium text-zinc-700">{current.name}</span> ·{' '}
                  {invoiceCount(current.invoiceCount)}
                </>
              ) : (
                'Invoices you keep, grouped into reports.'
              )}
            </p>
          </div>
          <ReportSwitcher reports={reports} current={current} onChoose={choose} />
        </div>
        {current ? (
          <InvoiceRecords
            key={userId}
            reportId={current.id}
            reportName={current.name}
            userId={userId}
            request={request}
          />
        ) : loading ? (
          <InvoicesLoading />
        ) : loadFailed ? (
          <LoadFailed message="Your reports could not be loaded." onRetry={retry} />
        ) : (
          <div className="flex flex-col items-center px-6 py-16 text-center">
            <span className="flex size-12 items-center justify-center rounded-full bg-zinc-100">
              <FolderPlus aria-hidden className="size-6 text-zinc-400" />
            </span>
            <p className="mt-4 text-sm font-semibold text-zinc-900">No report yet</p>
            <p className="mt-1 max-w-sm text-sm text-zinc-500">
              Create a report to start keeping invoice records.
            </p>
          </div>
        )}
      </Card>
    </section>
  );
}
