import type { DuplicateInvoice, Invoice } from '@billfold/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { InvoiceFormValues } from '@/features/invoices';
import { userMessageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { duplicatesQueryOptions } from '../api/find-duplicates';
import { storedInvoiceQueryOptions } from '../api/get-stored-invoice';
import { useSaveInvoice } from '../api/save-invoice';
import { AnalysisText } from '../utils/analysis-text';
import { decideAfterDuplicateCheck } from '../utils/duplicate-check';
import { toDuplicateQuery, toSaveBody } from '../utils/extracted-invoice-form';

/**
 * Saving the reviewed invoice into the report: after a duplicate check (a match asks first), with
 * the server's reason kept when saving fails.
 */
export function useSaveReviewedInvoice({
  images,
  report,
  onSaved,
  onOpenInvoice,
}: {
  /** The page images saved with the invoice. */
  images: readonly string[];
  report: { id: number } | undefined;
  onSaved: (invoice: Invoice) => void;
  onOpenInvoice: (invoice: Invoice) => void;
}) {
  const queryClient = useQueryClient();
  const save = useSaveInvoice();
  const [failure, setFailure] = useState<string>();
  const [duplicates, setDuplicates] = useState<DuplicateInvoice[] | null>(null);

  /** Saves without asking about duplicates ('Save anyway', or none found). */
  const store = async (typed: InvoiceFormValues) => {
    if (!report) return;
    setFailure(undefined);
    try {
      const saved = await save.mutateAsync(toSaveBody(typed, images, report.id));
      toast.success(AnalysisText.saved);
      onSaved(saved);
    } catch (error) {
      // What the user typed stays; the server's reason shows above the fields.
      toast.error(AnalysisText.saveFailed);
      setFailure(userMessageOf(error));
    }
  };

  /** Save: asks the server about duplicates first; a failed check does not stop the save. */
  const checkAndStore = async (typed: InvoiceFormValues) => {
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
  };

  const openDuplicate = async (duplicate: DuplicateInvoice) => {
    try {
      const stored = await queryClient.fetchQuery(storedInvoiceQueryOptions(duplicate));
      setDuplicates(null);
      onOpenInvoice(stored);
    } catch (error) {
      toast.error(userMessageOf(error));
    }
  };

  return {
    pending: save.isPending,
    failure,
    clearFailure: () => setFailure(undefined),
    duplicates,
    closeDuplicates: () => setDuplicates(null),
    store,
    checkAndStore,
    openDuplicate,
  };
}
