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

  return {
    reports: list ?? [],
    current: list ? pickCurrentReport(list, chosenId) : undefined,
    /** Loading the list, or creating the first report (also in the moment before that starts). */
    loading: reports.isPending || creatingDefault || (list?.length === 0 && !defaultFailed),
    loadFailed: reports.isError,
    retry: () => void reports.refetch(),
    choose,
  };
}
