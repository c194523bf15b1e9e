import { RotateCcw } from 'lucide-react';
import { Button } from '@/components/ui/button';

/** The foot of 'Processing Results': where Save puts the invoice, Reset and Save. */
export function ProcessingResultsFooter({
  reportName,
  canReset,
  busy,
  onReset,
}: {
  /** The report the invoice saves into; without one there is nothing to save into. */
  reportName: string | undefined;
  /** The form was changed. */
  canReset: boolean;
  busy: boolean;
  onReset: () => void;
}) {
  return (
    <div className="flex flex-col gap-3 border-t border-zinc-950/5 bg-zinc-50/70 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6">
      <p className="text-sm text-zinc-600">
        {reportName !== undefined ? (
          <>
            Saves into <span className="font-medium text-zinc-900">{reportName}</span>
          </>
        ) : (
          'Create a report under Your Invoice Records to save this invoice.'
        )}
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row">
        <Button variant="secondary" disabled={!canReset || busy} onClick={onReset}>
          <RotateCcw aria-hidden />
          Reset
        </Button>
        <Button type="submit" busy={busy} disabled={reportName === undefined}>
          {busy ? 'Saving...' : 'Save'}
        </Button>
      </div>
    </div>
  );
}
