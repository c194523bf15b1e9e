import {
  formatMoney,
  learnedFrom,
  type Analysis,
  type EvidenceField,
  type DuplicateInvoice,
  type Invoice,
  type ProcessedInvoice,
} from '@billfold/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import {
  Bug,
  CircleAlert,
  CircleCheck,
  Eye,
  FilePlus2,
  PencilLine,
  RotateCcw,
  Sparkles,
} from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageViewer } from '@/components/page-viewer/page-viewer';
import { SegmentedControl } from '@/components/ui/segmented-control';
import {
  formTotal,
  invoiceFormSchema,
  parseFormNumber,
  type InvoiceFormValues,
} from '@/features/invoices';
import { userMessageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { duplicatesQueryOptions } from '../api/find-duplicates';
import { storedInvoiceQueryOptions } from '../api/get-stored-invoice';
import { useSaveInvoice } from '../api/save-invoice';
import { AnalysisText } from '../utils/analysis-text';
import { highlightOf, isEvidenceField, reviewEvidenceOf } from '../utils/review-evidence';
import { decideAfterDuplicateCheck } from '../utils/duplicate-check';
import {
  isErrorResult,
  toDuplicateQuery,
  toFormValues,
  toSaveBody,
} from '../utils/extracted-invoice-form';
import { DuplicateInvoiceDialog } from './duplicate-invoice-dialog';
import { ExtractedInvoiceFields } from './extracted-invoice-fields';
import { ExtractedInvoiceSummary } from './extracted-invoice-summary';
import { ReviewFlags } from './review-flags';

type Mode = 'edit' | 'view';
const MODES = [
  { value: 'edit', label: 'Edit', icon: PencilLine },
  { value: 'view', label: 'View', icon: Eye },
] as const;

export interface ProcessingResultsProps {
  file: File;
  analysis: Analysis;
  /** The analysis normalized (SPEC section 3 and 4 rules and defaults). */
  invoice: ProcessedInvoice;
  /** Where Save puts the invoice: the report shown under 'Your Invoice Records'. */
  report: { id: number; name: string } | undefined;
  /** 'Process Another Document'. */
  onReset: () => void;
  onSaved: (invoice: Invoice) => void;
  onOpenInvoice: (invoice: Invoice) => void;
}

/**
 * 'Processing Results' (SPEC section 2): the extracted invoice as an editable form beside its
 * pages, view/edit, Save (after a duplicate check) and Reset, the Processing Error banner, Debug.
 */
export const PROCESSING_RESULTS_HEADING_ID = 'processing-results-heading';

export function ProcessingResults({
  file,
  analysis,
  invoice,
  report,
  onReset,
  onSaved,
  onOpenInvoice,
}: ProcessingResultsProps) {
  const queryClient = useQueryClient();
  const save = useSaveInvoice();
  const [mode, setMode] = useState<Mode>('edit');
  const [failure, setFailure] = useState<string>();
  const [duplicates, setDuplicates] = useState<DuplicateInvoice[] | null>(null);
  const form = useForm<InvoiceFormValues>({
    resolver: zodResolver(invoiceFormSchema),
    defaultValues: toFormValues(invoice),
  });
  const values = useWatch({ control: form.control }) as InvoiceFormValues;
  const { isDirty, isSubmitting } = form.formState;
  const busy = isSubmitting || save.isPending;
  const errorResult = isErrorResult(invoice);

  const review = useMemo(() => reviewEvidenceOf(analysis), [analysis]);
  /** The field whose place is shown on the page: the focused input's, or a flag's. */
  const [shownField, setShownField] = useState<EvidenceField | null>(null);
  const highlight = highlightOf(review.evidence, shownField);

  const showField = (field: EvidenceField) => {
    // An input focuses (and so shows its place); the total has no input of its own.
    if (field !== 'total' && mode === 'edit') form.setFocus(field);
    else setShownField(field);
  };

  const heading = useRef<HTMLHeadingElement>(null);
  // The result replaces the progress the user was watching: take them (and a screen reader) to it.
  useEffect(() => heading.current?.focus(), []);

  const money = {
    amount: formatMoney(parseFormNumber(values.amount), values.currency),
    tax: formatMoney(parseFormNumber(values.taxAmount), values.currency),
    total: formatMoney(formTotal(values), values.currency),
  };

  const store = async (typed: InvoiceFormValues) => {
    if (!report) return;
    setFailure(undefined);
    try {
      const saved = await save.mutateAsync(toSaveBody(typed, invoice.images, report.id));
      toast.success(AnalysisText.saved);
      onSaved(saved);
    } catch (error) {
      // What the user typed stays; the server's reason shows above the fields.
      toast.error(AnalysisText.saveFailed);
      setFailure(userMessageOf(error));
    }
  };

  const submit = form.handleSubmit(
    async (typed) => {
      let check: Parameters<typeof decideAfterDuplicateCheck>[0];
      try {
        const found = await queryClient.fetchQuery(duplicatesQueryOptions(toDuplicateQuery(typed)));
        check = { ok: true, duplicates: found };
      } catch (error) {
        console.warn('The duplicate check failed; saving without it.', error);
        check = { ok: false };
      }
      const decision = decideAfterDuplicateCheck(check);
      if (decision.kind === 'confirm') setDuplicates(decision.duplicates);
      else await store(typed);
    },
    // Errors are shown next to their inputs.
    () => setMode('edit'),
  );

  const openDuplicate = async (duplicate: DuplicateInvoice) => {
    try {
      const stored = await queryClient.fetchQuery(storedInvoiceQueryOptions(duplicate));
      setDuplicates(null);
      onOpenInvoice(stored);
    } catch (error) {
      toast.error(userMessageOf(error));
    }
  };

  const debug = () => {
    console.log('Billfold analysis', { analysis, normalized: invoice, form: form.getValues() });
    toast.info(AnalysisText.debug);
  };

  const pages = analysis.pageCount ?? invoice.images.length;

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      aria-labelledby={PROCESSING_RESULTS_HEADING_ID}
    >
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
            <p className="mt-0.5 truncate text-sm text-zinc-500" title={file.name}>
              {file.name} · {pages} {pages === 1 ? 'page' : 'pages'}
            </p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <SegmentedControl label="Results mode" value={mode} options={MODES} onChange={setMode} />
          <Button variant="ghost" size="sm" className="h-9" onClick={debug}>
            <Bug aria-hidden />
            Debug
          </Button>
          <Button variant="secondary" size="sm" className="h-9" onClick={onReset} disabled={busy}>
            <FilePlus2 aria-hidden />
            Process Another Document
          </Button>
        </div>
      </div>

      <div className="space-y-5 px-4 py-5 sm:px-6">
        {errorResult ? (
          <div
            role="alert"
            className="rounded-lg bg-red-600 px-4 py-3 text-sm text-white shadow-sm"
          >
            <p className="font-semibold">{AnalysisText.errorBannerTitle}</p>
            <p className="mt-0.5 break-words text-red-50">{invoice.description}</p>
          </div>
        ) : null}
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        {errorResult ? null : <ReviewFlags flags={review.flags} onShowField={showField} />}
        {!errorResult && review.learned.vendor ? (
          <p
            data-testid="learned-note"
            className="flex items-start gap-2 rounded-lg bg-brand-50 px-4 py-3 text-sm text-brand-900 ring-1 ring-brand-600/15 ring-inset"
          >
            <Sparkles aria-hidden className="mt-0.5 size-4 shrink-0 text-brand-600" />
            <span className="min-w-0 break-words">
              Fields marked Learned were filled in from what Billfold learned of this vendor{' '}
              {learnedFrom(review.learned.vendor)}.
            </span>
          </p>
        ) : null}
        <div className="grid gap-6 lg:grid-cols-2 lg:gap-8">
          {/* Beside the form on a wide screen, kept in view while the form scrolls; above it on a phone. */}
          <div className="min-w-0 lg:sticky lg:top-20 lg:self-start">
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
              <ExtractedInvoiceFields form={form} total={money.total} learned={review.learned} />
            ) : (
              <ExtractedInvoiceSummary values={values} money={money} />
            )}
          </div>
        </div>
      </div>

      <div className="flex flex-col gap-3 border-t border-zinc-950/5 bg-zinc-50/70 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="text-sm text-zinc-600">
          {report ? (
            <>
              Saves into <span className="font-medium text-zinc-900">{report.name}</span>
            </>
          ) : (
            'Create a report under Your Invoice Records to save this invoice.'
          )}
        </p>
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button
            variant="secondary"
            disabled={!isDirty || busy}
            onClick={() => {
              setFailure(undefined);
              form.reset();
            }}
          >
            <RotateCcw aria-hidden />
            Reset
          </Button>
          <Button type="submit" busy={busy} disabled={!report}>
            {busy ? 'Saving...' : 'Save'}
          </Button>
        </div>
      </div>

      <DuplicateInvoiceDialog
        duplicates={duplicates}
        onOpenChange={(open) => {
          if (!open) setDuplicates(null);
        }}
        onSaveAnyway={() => {
          setDuplicates(null);
          void store(form.getValues());
        }}
        onOpen={openDuplicate}
      />
    </form>
  );
}
