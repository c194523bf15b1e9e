import { Bug, CircleAlert, CircleCheck, Eye, FilePlus2, PencilLine } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { SegmentedControl } from '@/components/ui/segmented-control';
import { AnalysisText } from '../utils/analysis-text';

export type ResultsMode = 'edit' | 'view';
const MODES = [
  { value: 'edit', label: 'Edit', icon: PencilLine },
  { value: 'view', label: 'View', icon: Eye },
] as const;

export const PROCESSING_RESULTS_HEADING_ID = 'processing-results-heading';

/**
 * The head of 'Processing Results': whether the document read as an invoice, its name and pages,
 * the view/edit switch, Debug and 'Process Another Document'.
 */
export function ProcessingResultsHeader({
  fileName,
  pages,
  errorResult,
  mode,
  onModeChange,
  onDebug,
  onReset,
  busy,
}: {
  fileName: string;
  pages: number;
  /** The analysis answered an error instead of an invoice. */
  errorResult: boolean;
  mode: ResultsMode;
  onModeChange: (mode: ResultsMode) => void;
  onDebug: () => void;
  onReset: () => void;
  busy: boolean;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The result replaces the progress the user was watching: take them (and a screen reader) to it.
  useEffect(() => heading.current?.focus(), []);

  return (
    <div className="flex flex-col gap-4 border-b border-zinc-950/5 px-4 py-5 sm:px-6 lg:flex-row lg:items-center lg:justify-between">
      <div className="flex min-w-0 items-start gap-3">
        <span
          className={
            errorResult
              ? 'flex size-9 shrink-0 items-center justify-center rounded-full bg-red-100 text-red-600'
              : 'flex size-9 shrink-0 items-center justify-center rounded-full bg-emerald-100 text-emerald-700'
          }
        >
          {errorResult ? (
            <CircleAlert aria-hidden className="size-5" />
          ) : (
            <CircleCheck aria-hidden className="size-5" />
          )}
        </span>
        <div className="min-w-0">
          <h2
            id={PROCESSING_RESULTS_HEADING_ID}
            ref={heading}
            tabIndex={-1}
            className="text-lg font-semibold tracking-tight text-zinc-950 outline-none"
          >
            {AnalysisText.resultsTitle}
          </h2>
          {/* A long name is cut short, never the page count after it. */}
          <p className="mt-0.5 flex min-w-0 text-sm text-zinc-500" title={fileName}>
            <span className="truncate">{fileName}</span>
            <span className="shrink-0 whitespace-pre">
              {' · '}
              {pages} {pages === 1 ? 'page' : 'pages'}
            </span>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <SegmentedControl
          label="Results mode"
          value={mode}
          options={MODES}
          onChange={onModeChange}
        />
        <Button variant="ghost" size="sm" className="h-9" onClick={onDebug}>
          <Bug aria-hidden />
          Debug
        </Button>
        <Button variant="secondary" size="sm" className="h-9" onClick={onReset} disabled={busy}>
          <FilePlus2 aria-hidden />
          Process Another Document
        </Button>
      </div>
    </div>
  );
}
