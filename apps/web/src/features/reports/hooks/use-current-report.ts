import { useCallback, useEffect, useRef, useState } from 'react';
import { readStoredJson, writeStoredJson } from '@/lib/local-storage';
import { toast } from '@/lib/toast';
import { useCreateReport } from '../api/create-report';
import { useReports } from '../api/get-reports';
import {
  currentReportStorageKey,
  nextReportName,
  parseStoredReportId,
  pickCurrentReport,
} from '../utils/current-report';
import { ReportText } from '../utils/report-text';

/**
 * The user's reports and the current one (SPEC section 4): all reports are fetched on load;
 * the one chosen last (remembered per user across reloads) or else the last becomes current;
 * a user without reports gets a default 'Report 1', once.
 */
export function useCurrentReport(userId: string) {
  const reports = useReports();
  const {
    mutate: createReport,
    isPending: creatingDefault,
    isError: defaultFailed,
  } = useCreateReport();
  const storageKey = currentReportStorageKey(userId);
  const [chosenId, setChosenId] = useState(() => parseStoredReportId(readStoredJson(storageKey)));
  const defaultRequested = useRef(false);

  const choose = useCallback(
    (id: number) => {
      setChosenId(id);
      writeStoredJson(storageKey, id);
    },
    [storageKey],
  );

  const createDefault = useCallback(() => {
    defaultRequested.current = true;
    createReport(nextReportName(0), {
      onSuccess: (report) => {
        choose(report.id);
        toast.success(ReportText.defaultCreated);
      },
      onError: () => toast.error(ReportText.defaultFailed),
    });
  }, [createReport, choose]);

  const list = reports.data;
  useEffect(() => {
    if (list?.length === 0 && !defaultRequested.current) createDefault();
  }, [list, createDefault]);

  // Without a choice, the report shown first stays current while the list changes: a report
  // created elsewhere (in another tab, or a default created late) does not take its place under
  // the user's eyes. (State adjusted while rendering, as React documents for derived state.)
  const [firstShownId, setFirstShownId] = useState<number | null>(null);
  const current = list ? pickCurrentReport(list, chosenId ?? firstShownId) : undefined;
  if (current && chosenId === null && firstShownId === null) setFirstShownId(current.id);

  return {
    reports: list ?? [],
    current,
    /** Loading the list, or creating the first report (also in the moment before that starts). */
    loading: reports.isPending || creatingDefault || (list?.length === 0 && !defaultFailed),
    loadFailed: reports.isError,
    retry: () => void reports.refetch(),
    choose,
  };
}
