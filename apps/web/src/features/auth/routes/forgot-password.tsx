import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { DevOutboxLink } from '@/components/dev-outbox-link';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { emailInputSchema, type EmailInput } from '../api/credentials.schema';
import { useRequestPasswordReset } from '../api/account-forms';
import { AuthCard } from '../components/auth-card';
import { StatusMessage } from '../components/status-icon';
import { AuthSubmitButton, EmailField } from '../components/auth-form-fields';

const backToSignIn = (
  <p>
    Remembered it? <TextLink to={paths.login}>Back to sign in</TextLink>
  </p>
);

export function ForgotPasswordRoute() {
  const request = useRequestPasswordReset();
  const [sent, setSent] = useState<{ email: string; message: string } | null>(null);
  const [failure, setFailure] = useState<string>();
  const form = useForm<EmailInput>({
    resolver: zodResolver(emailInputSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    setFailure(undefined);
    const outcome = await request.mutateAsync(input);
    if (outcome.kind === 'done') setSent({ email: input.email, message: outcome.message });
    else setFailure(outcome.message);
  });

  if (sent) {
    return (
      <AuthCard
        title="Check your inbox"
        description={
          <>
            If an account uses{' '}
            <span className="font-medium break-all text-zinc-900">{sent.email}</span>, a reset link
            is on its way. It works for one hour.
          </>
        }
        footer={backToSignIn}
      >
        <title>Check your inbox · Billfold</title>
        <StatusMessage tone="brand" icon={<MailCheck aria-hidden />} message={sent.message}>
          <DevOutboxLink className="mt-5 w-full" />
          <Button
            variant="secondary"
            size="lg"
            className="mt-6 w-full"
            onClick={() => setSent(null)}
          >
            Use another address
          </Button>
        </StatusMessage>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      description="Enter your email address and we’ll send you a link to choose a new one."
      footer={backToSignIn}
    >
      <title>Forgot password · Billfold</title>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <EmailField autoFocus error={errors.email?.message} {...form.register('email')} />
        <AuthSubmitButton busy={isSubmitting} busyLabel="Sending…">
          Send reset link
        </AuthSubmitButton>
      </form>
    </AuthCard>
  );
}
