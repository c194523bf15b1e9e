import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { DevOutboxLink } from '@/components/dev-outbox-link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { emailInputSchema, type EmailInput } from '../api/credentials.schema';
import { useResendVerification } from '../api/account-forms';
import { AuthSubmitButton, EmailField } from './auth-form-fields';

/** "Check your inbox": the resend went out. */
function VerificationSent({ message }: { message: string }) {
  return (
    <div className="space-y-3">
      <Alert tone="success">{message}</Alert>
      <DevOutboxLink />
    </div>
  );
}

/** Resends the verification e-mail to an address already known (the sign-in form's not-verified case). */
export function ResendVerificationButton({ email }: { email: string }) {
  const resend = useResendVerification();
  const outcome = resend.data;
  if (outcome?.kind === 'done') return <VerificationSent message={outcome.message} />;
  return (
    <div className="space-y-3">
      {outcome?.kind === 'failed' ? <Alert tone="error">{outcome.message}</Alert> : null}
      <Button
        variant="secondary"
        className="w-full"
        busy={resend.isPending}
        onClick={() => resend.mutate({ email })}
      >
        {resend.isPending ? 'Sending…' : 'Resend verification email'}
      </Button>
    </div>
  );
}

/** Asks for a new verification e-mail, the address prefilled (from the link) and editable. */
export function ResendVerificationForm({ defaultEmail }: { defaultEmail: string }) {
  const resend = useResendVerification();
  const form = useForm<EmailInput>({
    resolver: zodResolver(emailInputSchema),
    defaultValues: { email: defaultEmail },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    await resend.mutateAsync(input);
  });
  const outcome = resend.data;
  if (outcome?.kind === 'done') return <VerificationSent message={outcome.message} />;

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-4"
      aria-label="Resend the verification email"
    >
      {outcome?.kind === 'failed' ? <Alert tone="error">{outcome.message}</Alert> : null}
      <EmailField error={errors.email?.message} {...form.register('email')} />
      <AuthSubmitButton busy={isSubmitting} busyLabel="Sending…">
        Send a new verification link
      </AuthSubmitButton>
    </form>
  );
}
