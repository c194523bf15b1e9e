import type { Report } from '@billfold/contract';
import { FolderPlus, PencilLine } from 'lucide-react';
import { useState } from 'react';
import { IconButton } from '@/components/ui/icon-button';
import { NativeSelect } from '@/components/ui/select';
import { toast } from '@/lib/toast';
import { useCreateReport } from '../api/create-report';
import { useRenameReport } from '../api/rename-report';
import { nextReportName } from '../utils/current-report';
import { ReportText } from '../utils/report-text';
import { ReportNameDialog } from './report-name-dialog';

/** The report picker with its rename and create buttons (SPEC section 2, 'Your Invoice Records'). */
export function ReportSwitcher({
  reports,
  current,
  onChoose,
}: {
  reports: readonly Report[];
  current: Report | undefined;
  onChoose: (id: number) => void;
}) {
  const [dialog, setDialog] = useState<'create' | 'rename' | null>(null);
  const create = useCreateReport();
  const rename = useRenameReport();

  const createReport = async (name: string) => {
    try {
      const report = await create.mutateAsync(name);
      onChoose(report.id);
      toast.success(ReportText.created);
    } catch (error) {
      toast.error(ReportText.createFailed);
      throw error;
    }
  };

  const renameReport = async (name: string) => {
    if (!current) return;
    try {
      await rename.mutateAsync({ id: current.id, name });
      toast.success(ReportText.renamed);
    } catch (error) {
      toast.error(ReportText.renameFailed);
      throw error;
    }
  };

  return (
    <div className="flex w-full items-center gap-2 sm:w-auto">
      <NativeSelect
        hiddenLabel="Report"
        wrapperClassName="min-w-0 flex-1 sm:w-64 sm:flex-none"
        value={current?.id ?? ''}
        disabled={!current}
        onChange={(event) => onChoose(Number(event.target.value))}
      >
        {current ? null : <option value="">No report yet</option>}
        {reports.map((report) => (
          <option key={report.id} value={report.id}>
            {report.name}
          </option>
        ))}
      </NativeSelect>
      <IconButton
        label="Rename report"
        icon={<PencilLine aria-hidden />}
        variant="secondary"
        className="size-10"
        disabled={!current}
        onClick={() => setDialog('rename')}
      />
      <IconButton
        label="Create new report"
        icon={<FolderPlus aria-hidden />}
        variant="secondary"
        className="size-10"
        onClick={() => setDialog('create')}
      />
      <ReportNameDialog
        open={dialog === 'create'}
        onOpenChange={(open) => setDialog(open ? 'create' : null)}
        title="Create New Report"
        description="A report groups invoice records, e.g. per month, client or trip."
        initialName={nextReportName(reports.length)}
        help={ReportText.newReportHint}
        submitLabel="Create"
        busyLabel="Creating..."
        onSubmit={createReport}
      />
      <ReportNameDialog
        open={dialog === 'rename'}
        onOpenChange={(open) => setDialog(open ? 'rename' : null)}
        title="Rename Report"
        description="Give the report a name you will recognise later."
        initialName={current?.name ?? ''}
        submitLabel="Save"
        busyLabel="Saving..."
        onSubmit={renameReport}
      />
    </div>
  );
}
