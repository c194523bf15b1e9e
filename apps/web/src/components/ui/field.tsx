import { CircleAlert } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils';
import { Label } from './label';

/** What a Field hands to its control so that label, message and control are wired together. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
}

/** How a hint reads: quiet help, or something to check before going on. */
export type HintTone = 'quiet' | 'warning';

/**
 * A label, any control and its validation message or hint (FormField is the same for a plain
 * Input). `required` adds a quiet marker to the label and aria-required to the control.
 */
export function Field({
  label,
  error,
  hint,
  hintTone,
  required,
  labelAction,
  className,
  children,
}: {
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  hintTone?: HintTone | undefined;
  required?: boolean;
  labelAction?: ReactNode;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const id = useId();
  const messageId = `${id}-message`;
  return (
    <div className={cn('space-y-1.5', className)}>
      <div className="flex items-center justify-between gap-2">
        <span className="flex items-baseline gap-0.5">
          <Label htmlFor={id}>{label}</Label>
          {/* Outside the label: the control's name stays the label itself; aria-required says the rest. */}
          {required ? (
            <span aria-hidden className="text-sm text-zinc-400">
              *
            </span>
          ) : null}
        </span>
        {labelAction}
      </div>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error || hint ? messageId : undefined,
        'aria-required': required ? true : undefined,
      })}
      <FieldMessage id={messageId} error={error} hint={hint} hintTone={hintTone} />
    </div>
  );
}

/** Under a control: its validation message (announced), else its hint, else nothing. */
export function FieldMessage({
  id,
  error,
  hint,
  hintTone = 'quiet',
}: {
  id: string;
  error?: string | undefined;
  hint?: ReactNode;
  hintTone?: HintTone | undefined;
}) {
  if (error) {
    return (
      <p id={id} role="alert" className="text-[13px] text-red-600">
        {error}
      </p>
    );
  }
  if (!hint) return null;
  return hintTone === 'warning' ? (
    <p id={id} className="flex items-start gap-1.5 text-[13px] leading-5 text-amber-800">
      <CircleAlert aria-hidden className="mt-0.5 size-3.5 shrink-0 text-amber-600" />
      <span className="min-w-0 break-words">{hint}</span>
    </p>
  ) : (
    <p id={id} className="text-[13px] text-zinc-500">
      {hint}
    </p>
  );
}
