import type { Invoice } from '@billfold/contract';
import { useEffect, useRef } from 'react';
import { Card } from '@/components/ui/card';
import { useInvoiceAnalysis, type UploadPhase } from '../hooks/use-invoice-analysis';
import { useLeaveGuard } from '../hooks/use-leave-guard';
import { AnalysisProgress } from './analysis-progress';
import { LeaveReviewDialog } from './leave-review-dialog';
import { PdfDropZone } from './pdf-drop-zone';
import { ProcessingFailed } from './processing-failed';
import { ProcessingResults } from './processing-results';
import { PROCESSING_RESULTS_HEADING_ID } from './processing-results-header';

const UPLOAD_HEADING_ID = 'invoice-upload-heading';

/**
 * The dashboard's upload area (SPEC section 2): drop or pick a PDF, watch its analysis, then
 * review, correct and save the extracted invoice, or see why it failed and try again.
 */
export function InvoiceUpload({
  report,
  onSaved,
  onOpenInvoice,
}: {
  /** The report a saved invoice goes into; none while the reports load. */
  report: { id: number; name: string } | undefined;
  onSaved: (invoice: Invoice) => void;
  /** Shows a stored invoice (one a duplicate warning points at). */
  onOpenInvoice: (invoice: Invoice) => void;
}) {
  const { phase, attempt, start, retry, reset } = useInvoiceAnalysis();
  const area = useRef<HTMLElement>(null);
  // The phase in which the area is to be brought into view, once it shows: the drop zone after a
  // save (the long review has shrunk back to it, leaving the screen on the records below), the
  // progress once a document starts. Only as far as needed: an area in view stays where it is.
  const revealIn = useRef<UploadPhase['kind'] | null>(null);
  useEffect(() => {
    if (revealIn.current !== phase.kind) return;
    revealIn.current = null;
    const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    area.current?.scrollIntoView({ block: 'nearest', behavior: still ? 'auto' : 'smooth' });
  }, [phase.kind]);
  const startShown = (file: File) => {
    revealIn.current = 'analysing';
    start(file);
  };

  // Set once the user has been through a document: the next one starts with the focus on the drop area.
  const returning = attempt > 0;
  // A document read (or being read) and not saved is lost on leaving the page: ask first.
  const unsaved = phase.kind === 'succeeded' || phase.kind === 'analysing';
  const blocker = useLeaveGuard(unsaved);
  const leaveDialog = unsaved ? (
    <LeaveReviewDialog
      open={blocker.state === 'blocked'}
      onStay={() => blocker.reset?.()}
      onLeave={() => blocker.proceed?.()}
      fileName={phase.file.name}
      reading={phase.kind === 'analysing'}
    />
  ) : null;

  if (phase.kind === 'succeeded') {
    return (
      <section ref={area} aria-labelledby={PROCESSING_RESULTS_HEADING_ID} className="scroll-mt-20">
        {leaveDialog}
        <Card className="overflow-hidden">
          <ProcessingResults
            key={phase.analysis.id}
            file={phase.file}
            analysis={phase.analysis}
            invoice={phase.invoice}
            report={report}
            onReset={reset}
            onSaved={(invoice) => {
              revealIn.current = 'idle';
              reset();
              onSaved(invoice);
            }}
            onOpenInvoice={onOpenInvoice}
          />
        </Card>
      </section>
    );
  }

  return (
    <section ref={area} aria-labelledby={UPLOAD_HEADING_ID} className="scroll-mt-20">
      {leaveDialog}
      <Card className="overflow-hidden">
        <div className="border-b border-zinc-950/5 px-4 py-5 sm:px-6">
          <h2 id={UPLOAD_HEADING_ID} className="text-lg font-semibold tracking-tight text-zinc-950">
            Upload Invoice
          </h2>
          <p className="mt-0.5 text-sm text-zinc-500">
            Drop a PDF invoice and its fields are read for you. Nothing is saved until you have
            checked them and pressed Save.
          </p>
        </div>
        <div className="px-4 py-5 sm:px-6">
          {phase.kind === 'idle' ? (
            <PdfDropZone onFile={startShown} autoFocus={returning} />
          ) : phase.kind === 'analysing' ? (
            <AnalysisProgress
              key={attempt}
              file={phase.file}
              analysis={phase.analysis}
              onCancel={reset}
            />
          ) : (
            <ProcessingFailed
              file={phase.file}
              message={phase.message}
              onRetry={retry}
              onReset={reset}
            />
          )}
        </div>
      </Card>
    </section>
  );
}
