import { CircleHelp } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogHeading } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Tooltip } from '@/components/ui/tooltip';
import { userMessageOf } from '@/lib/api-error';

export interface ReportNameDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** The name the field starts with each time the dialog opens. */
  initialName: string;
  submitLabel: string;
  busyLabel: string;
  /** A help text behind a "?" next to the field's label. */
  help?: string;
  /** Saves the trimmed name; a rejection keeps the dialog open with the error and the typed name. */
  onSubmit: (name: string) => Promise<unknown>;
}

/** The one-field dialog of creating and renaming a report. Its button is disabled while the name is blank. */
export function ReportNameDialog(props: ReportNameDialogProps) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      {/* Mounted only while open, so every opening starts from `initialName`. */}
      {props.open ? <ReportNameForm {...props} /> : null}
    </Dialog>
  );
}

function ReportNameForm({
  onOpenChange,
  title,
  description,
  initialName,
  submitLabel,
  busyLabel,
  help,
  onSubmit,
}: ReportNameDialogProps) {
  const [name, setName] = useState(initialName);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const blank = name.trim() === '';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      await onSubmit(name.trim());
      onOpenChange(false);
    } catch (failure) {
      setError(userMessageOf(failure));
      setBusy(false);
    }
  };

  return (
    <DialogContent
      className="max-w-md"
      onInteractOutside={(event) => {
        if (busy) event.preventDefault();
      }}
    >
      <form noValidate onSubmit={(event) => void submit(event)}>
        <DialogHeading title={title} description={description} />
        <div className="mt-5">
          <Field
            label="Report Name"
            error={error}
            labelAction={
              help ? (
                <Tooltip content={help}>
                  <button
                    type="button"
                    aria-label={help}
                    className="rounded-full text-zinc-400 outline-none hover:text-zinc-600 focus-visible:ring-2 focus-visible:ring-brand-500/60"
                  >
                    <CircleHelp aria-hidden className="size-4" />
                  </button>
                </Tooltip>
              ) : null
            }
          >
            {(control) => (
              <Input
                {...control}
                autoFocus
                autoComplete="off"
                value={name}
                onChange={(event) => setName(event.target.value)}
                onFocus={(event) => event.target.select()}
              />
            )}
          </Field>
        </div>
        <DialogActions closeLabel="Cancel" closeDisabled={busy}>
          <Button type="submit" disabled={blank} busy={busy}>
            {busy ? busyLabel : submitLabel}
          </Button>
        </DialogActions>
      </form>
    </DialogContent>
  );
}
