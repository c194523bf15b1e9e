import { useState } from 'react';
import { PageContainer, PageHeader } from '@/components/ui/page';
import { InvoiceUpload } from '@/features/analysis';
import { useSession } from '@/features/auth';
import type { InvoiceRecordsRequest } from '@/features/invoices';
import { useCurrentReport } from '@/features/reports';
import { InvoiceRecordsSection } from '../components/invoice-records-section';

export function DashboardRoute() {
  const { user } = useSession();
  return (
    <PageContainer>
      <title>Dashboard · Billfold</title>
      <PageHeader
        title="Dashboard"
        description="Upload a PDF invoice, review the extracted fields and keep it in a report."
      />
      {user ? <DashboardSections userId={user.id} /> : null}
    </PageContainer>
  );
}

/**
 * The upload area above 'Your Invoice Records' (SPEC section 2). Both work on the current
 * report: the upload area saves into it, and the records then highlight what it saved. The screen
 * stays on the upload area, ready for the next document (its progress shows there): the records
 * are not scrolled to; the highlighted row shows below it when the screen has room.
 */
function DashboardSections({ userId }: { userId: string }) {
  const reports = useCurrentReport(userId);
  const [request, setRequest] = useState<InvoiceRecordsRequest | null>(null);

  return (
    <div className="mt-8 space-y-8">
      <InvoiceUpload
        report={reports.current}
        onSaved={(invoice) => setRequest({ kind: 'highlight', invoiceId: invoice.id })}
        onOpenInvoice={(invoice) => setRequest({ kind: 'view', invoice })}
      />
      <InvoiceRecordsSection userId={userId} reports={reports} request={request} />
    </div>
  );
}
