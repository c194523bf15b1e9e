import { useId, type ComponentProps, type ReactNode } from 'react';
import { FieldMessage } from './field';
import { Input } from './input';
import { Label } from './label';

/** A labelled input with its validation message, wired for screen readers. */
export function FormField({
  label,
  error,
  hint,
  labelAction,
  ...inputProps
}: ComponentProps<typeof Input> & {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  labelAction?: ReactNode;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className="space-y-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAction}
      </div>
      <Input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        {...inputProps}
      />
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
