import {
  formatMoney,
  type Analysis,
  type EvidenceField,
  type Invoice,
  type ProcessedInvoice,
} from '@billfold/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PageViewer } from '@/components/page-viewer/page-viewer';
import {
  formTotal,
  invoiceFormSchema,
  parseFormNumber,
  type InvoiceFormValues,
} from '@/features/invoices';
import { useMediaQuery } from '@/hooks/use-media-query';
import { toast } from '@/lib/toast';
import { useSaveReviewedInvoice } from '../hooks/use-save-reviewed-invoice';
import { AnalysisText } from '../utils/analysis-text';
import { isErrorResult, toFormValues } from '../utils/extracted-invoice-form';
import { highlightOf, isEvidenceField, reviewEvidenceOf } from '../utils/review-evidence';
import { DuplicateInvoiceDialog } from './duplicate-invoice-dialog';
import { ExtractedInvoiceFields } from './extracted-invoice-fields';
import { ExtractedInvoiceSummary } from './extracted-invoice-summary';
import { LeaveReviewDialog } from './leave-review-dialog';
import {
  PROCESSING_RESULTS_HEADING_ID,
  ProcessingResultsHeader,
  type ResultsMode,
} from './processing-results-header';
import { ProcessingResultsFooter } from './processing-results-footer';
import { ReviewNotices } from './review-notices';

export interface ProcessingResultsProps {
  file: File;
  analysis: Analysis;
  /** The analysis normalized (SPEC section 3 and 4 rules and defaults). */
  invoice: ProcessedInvoice;
  /** Where Save puts the invoice: the report shown under 'Your Invoice Records'. */
  report: { id: number; name: string } | undefined;
  /** 'Process Another Document' (asked first when the review was edited). */
  onReset: () => void;
  onSaved: (invoice: Invoice) => void;
  onOpenInvoice: (invoice: Invoice) => void;
}

/**
 * 'Processing Results' (SPEC section 2): the extracted invoice as an editable form beside its
 * pages, view/edit, Save (after a duplicate check) and Reset, the Processing Error banner, Debug.
 */
export function ProcessingResults({
  file,
  analysis,
  invoice,
  report,
  onReset,
  onSaved,
  onOpenInvoice,
}: ProcessingResultsProps) {
  const saving = useSaveReviewedInvoice({
    images: invoice.images,
    report,
    onSaved,
    onOpenInvoice,
  });
  const [mode, setMode] = useState<ResultsMode>('edit');
  const form = useForm<InvoiceFormValues>({
    resolver: zodResolver(invoiceFormSchema),
    defaultValues: toFormValues(invoice),
  });
  const values = useWatch({ control: form.control }) as InvoiceFormValues;
  const { isDirty, isSubmitting } = form.formState;
  const busy = isSubmitting || saving.pending;
  const errorResult = isErrorResult(invoice);

  const review = useMemo(() => reviewEvidenceOf(analysis), [analysis]);
  /** The field whose place is shown on the page: the focused input's, or a flag's. */
  const [shownField, setShownField] = useState<EvidenceField | null>(null);
  const highlight = highlightOf(review.evidence, shownField);

  /** Lg and up the page stands beside the form; on a phone, above it. */
  const pageBesideForm = useMediaQuery('(min-width: 64rem)');
  const pageViewer = useRef<HTMLDivElement>(null);
  const showField = (field: EvidenceField) => {
    // Beside the form, an input focuses (and so shows its place); the total has no input of its
    // own. On a phone the page is brought into view with the place on it: a focused input would
    // scroll the page away, and its keyboard cover the rest.
    if (pageBesideForm && field !== 'total' && mode === 'edit') return form.setFocus(field);
    setShownField(field);
    if (!pageBesideForm) pageViewer.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  const total = formTotal(values);
  const money = {
    amount: formatMoney(parseFormNumber(values.amount, values.currency), values.currency),
    tax: formatMoney(parseFormNumber(values.taxAmount, values.currency), values.currency),
    total: formatMoney(total, values.currency),
  };

  const submit = form.handleSubmit(
    saving.checkAndStore,
    // Errors are shown next to their inputs.
    () => setMode('edit'),
  );

  // 'Process Another Document' drops the review: with the user's edits in it, it asks first (as a
  // link leaving the page does); unchanged, it goes at once.
  const [confirmingReset, setConfirmingReset] = useState(false);
  const processAnother = () => (isDirty ? setConfirmingReset(true) : onReset());

  const debug = () => {
    console.log('Billfold analysis', { analysis, normalized: invoice, form: form.getValues() });
    toast.info(AnalysisText.debug);
  };

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={PROCESSING_RESULTS_HEADING_ID}
    >
      <ProcessingResultsHeader
        fileName={file.name}
        pages={analysis.pageCount ?? invoice.images.length}
        errorResult={errorResult}
        mode={mode}
        onModeChange={setMode}
        onDebug={debug}
        onReset={processAnother}
        busy={busy}
      />

      <div className="space-y-5 px-4 py-5 sm:px-6">
        <ReviewNotices
          errorDescription={errorResult ? invoice.description : undefined}
          failure={saving.failure}
          flags={review.flags}
          learnedVendor={review.learned.vendor}
          onShowField={showField}
          // (The total has no input: only its place on the page can be shown.)
          canShowField={(field) => field !== 'total' || Boolean(review.evidence.total?.box)}
        />
        <div className="grid gap-6 lg:grid-cols-2 lg:gap-8">
          {/* Beside the form on a wide screen, kept in view while the form scrolls; above it on a phone. */}
          <div ref={pageViewer} className="min-w-0 scroll-mt-20 lg:sticky lg:top-20 lg:self-start">
            <PageViewer images={invoice.images} highlight={highlight} collapsible />
          </div>
          <div
            className="min-w-0"
            onFocus={(event) => {
              const name = (event.target as HTMLElement).getAttribute('name') ?? '';
              setShownField(isEvidenceField(name) ? name : null);
            }}
            onBlur={() => setShownField(null)}
          >
            {mode === 'edit' ? (
              <ExtractedInvoiceFields
                form={form}
                total={money.total}
                learned={review.learned}
                evidence={review.evidence}
                flags={review.flags}
              />
            ) : (
              <ExtractedInvoiceSummary values={values} money={money} />
            )}
          </div>
        </div>
      </div>

      <ProcessingResultsFooter
        reportName={report?.name}
        canReset={isDirty}
        busy={busy}
        onReset={() => {
          saving.clearFailure();
          form.reset();
        }}
      />

      <LeaveReviewDialog
        open={confirmingReset}
        onStay={() => setConfirmingReset(false)}
        onLeave={() => {
          setConfirmingReset(false);
          onReset();
        }}
        fileName={file.name}
        reading={false}
      />

      <DuplicateInvoiceDialog
        invoice={{
          name: values.invoiceNumber.trim() || null,
          vendor: values.vendor.trim() || null,
          date: values.date.trim() || null,
          total,
          currency: values.currency,
        }}
        duplicates={saving.duplicates}
        onOpenChange={(open) => {
          if (!open) saving.closeDuplicates();
        }}
        onSaveAnyway={() => {
          saving.closeDuplicates();
          void saving.store(form.getValues());
        }}
        onOpen={saving.openDuplicate}
      />
    </form>
  );
}
