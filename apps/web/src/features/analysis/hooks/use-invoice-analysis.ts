import { normalizeAnalysis, type Analysis, type ProcessedInvoice } from '@billfold/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { useCreateAnalysis } from '../api/create-analysis';
import { useAnalysis } from '../api/get-analysis';
import { failureMessage } from '../utils/analysis-failure';
import { AnalysisText } from '../utils/analysis-text';
import { isErrorResult } from '../utils/extracted-invoice-form';

/** Where the upload area is (SPEC section 4): idle, analysing, then a result or a failure. */
export type UploadPhase =
  | { kind: 'idle' }
  | { kind: 'analysing'; file: File; analysis: Analysis | undefined }
  | { kind: 'failed'; file: File; message: string }
  | { kind: 'succeeded'; file: File; analysis: Analysis; invoice: ProcessedInvoice };

/**
 * The upload flow: POST /api/analyses with the PDF, then GET /api/analyses/{id} every second
 * until the analysis ends. A finished analysis goes through normalizeAnalysis, so the SPEC's
 * response forms, defaults and error markers apply. Failures are toasted once each.
 */
export function useInvoiceAnalysis() {
  const [file, setFile] = useState<File | null>(null);
  /** Counts uploads, so that each run of the progress view starts afresh. */
  const [attempt, setAttempt] = useState(0);
  const { mutate: upload, reset: resetUpload, ...uploading } = useCreateAnalysis();
  const aborter = useRef<AbortController | null>(null);
  const followed = useAnalysis(uploading.data?.id ?? null);
  const analysis = followed.data;

  const start = useCallback(
    (next: File) => {
      aborter.current?.abort();
      const controller = new AbortController();
      aborter.current = controller;
      setFile(next);
      setAttempt((count) => count + 1);
      upload({ file: next, signal: controller.signal });
    },
    [upload],
  );

  /** 'Process Another Document' and Cancel: forget the file, the analysis and any failure. */
  const reset = useCallback(() => {
    aborter.current?.abort();
    aborter.current = null;
    resetUpload();
    setFile(null);
  }, [resetUpload]);

  useEffect(() => () => aborter.current?.abort(), []);

  const invoice = useMemo(
    () =>
      analysis?.status === 'succeeded'
        ? // The clock of the defaults (AUTO- number, today) is the moment the analysis ended.
          normalizeAnalysis(
            { analysis: analysis.result, images: analysis.images },
            { now: new Date(analysis.finishedAt ?? analysis.createdAt) },
          )
        : null,
    [analysis],
  );

  let phase: UploadPhase;
  let failureKey: string | null = null;
  if (!file || uploading.isIdle) phase = { kind: 'idle' };
  else if (uploading.isPending) phase = { kind: 'analysing', file, analysis: undefined };
  else if (uploading.isError) {
    phase = {
      kind: 'failed',
      file,
      message: failureMessage({ kind: 'request', error: uploading.error }),
    };
    failureKey = `upload-${uploading.submittedAt}`;
  } else if (analysis && invoice) phase = { kind: 'succeeded', file, analysis, invoice };
  else if (analysis?.status === 'failed') {
    phase = { kind: 'failed', file, message: failureMessage({ kind: 'analysis', analysis }) };
    failureKey = `analysis-${analysis.id}`;
  } else if (followed.isError) {
    phase = {
      kind: 'failed',
      file,
      message: failureMessage({ kind: 'request', error: followed.error }),
    };
    failureKey = `follow-${followed.errorUpdatedAt}`;
  } else phase = { kind: 'analysing', file, analysis };

  const errorResultKey =
    phase.kind === 'succeeded' && isErrorResult(phase.invoice)
      ? `result-${phase.analysis.id}`
      : null;
  const toasted = useRef<string | null>(null);
  useEffect(() => {
    const key = failureKey ?? errorResultKey;
    if (!key || toasted.current === key) return;
    toasted.current = key;
    toast.error(failureKey ? AnalysisText.analyzeFailed : AnalysisText.processingFailed);
  }, [failureKey, errorResultKey]);

  return {
    phase,
    attempt,
    start,
    /** 'Try Again': the same file once more. */
    retry: useCallback(() => {
      if (file) start(file);
    }, [file, start]),
    reset,
  };
}
