import { zodResolver } from '@hookform/resolvers/zod';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { loginInputSchema, type LoginInput } from '../api/credentials.schema';
import { useLoginWithEmail } from '../api/account-forms';
import { ResendVerificationButton } from './resend-verification';
import { AuthSubmitButton, EmailField, PasswordField } from './auth-form-fields';

type Failure = { message: string; unverifiedEmail?: string };

/** The inline e-mail sign-in form of /login, with its way back to the other options. */
export function EmailSignInForm({
  returnTo = paths.dashboard,
  onBack,
  onSubmitted,
}: {
  /** Where a successful sign-in goes: the page the user was on, or the dashboard. */
  returnTo?: string;
  onBack: () => void;
  onSubmitted?: () => void;
}) {
  const navigate = useNavigate();
  const login = useLoginWithEmail();
  const [failure, setFailure] = useState<Failure>();
  const form = useForm<LoginInput>({
    resolver: zodResolver(loginInputSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    setFailure(undefined);
    onSubmitted?.();
    const outcome = await login.mutateAsync(input);
    if (outcome.kind === 'signed-in') {
      await navigate(returnTo, { replace: true });
      return;
    }
    setFailure(
      outcome.kind === 'unverified'
        ? { message: outcome.message, unverifiedEmail: input.email }
        : { message: outcome.message },
    );
  });

  return (
    <div className="space-y-5">
      {failure?.unverifiedEmail ? (
        <div className="space-y-3">
          <Alert tone="warning">{failure.message}</Alert>
          <ResendVerificationButton key={failure.unverifiedEmail} email={failure.unverifiedEmail} />
        </div>
      ) : failure ? (
        <Alert tone="error">{failure.message}</Alert>
      ) : null}
      <form
        noValidate
        onSubmit={(event) => void submit(event)}
        className="space-y-5"
        aria-label="Sign in with e-mail"
      >
        <EmailField autoFocus error={errors.email?.message} {...form.register('email')} />
        <PasswordField
          label="Password"
          error={errors.password?.message}
          labelAction={
            <TextLink to={paths.forgotPassword} className="text-[13px]">
              Forgot password?
            </TextLink>
          }
          {...form.register('password')}
        />
        <AuthSubmitButton busy={isSubmitting} busyLabel="Signing in…">
          Sign in
        </AuthSubmitButton>
      </form>
      <button
        type="button"
        onClick={onBack}
        className="mx-auto flex items-center gap-1.5 rounded-md text-sm font-medium text-zinc-500 outline-none hover:text-zinc-900 focus-visible:ring-2 focus-visible:ring-brand-500/60"
      >
        <ArrowLeft aria-hidden className="size-4" />
        Back to all sign-in options
      </button>
    </div>
  );
}
