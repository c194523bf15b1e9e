import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';

type FormFieldProps = ComponentProps<typeof FormField>;

/** The e-mail address field of the auth forms. */
export function EmailField(props: Omit<FormFieldProps, 'label'>) {
  return (
    <FormField
      label="Email"
      type="email"
      autoComplete="email"
      placeholder="you@company.com"
      {...props}
    />
  );
}

/**
 * A password field: the one being chosen (`choosing`: the browser may suggest a new one), else
 * the current one.
 */
export function PasswordField({ choosing, ...props }: FormFieldProps & { choosing?: boolean }) {
  return (
    <FormField
      type="password"
      autoComplete={choosing ? 'new-password' : 'current-password'}
      {...props}
    />
  );
}

/** An auth form's full-width submit button, worded `busyLabel` while the form is being sent. */
export function AuthSubmitButton({
  busy,
  busyLabel,
  children,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}) {
  return (
    <Button type="submit" size="lg" className="w-full" busy={busy}>
      {busy ? busyLabel : children}
    </Button>
  );
}
