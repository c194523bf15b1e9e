import { zodResolver } from '@hookform/resolvers/zod';
import { CircleCheck, LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { COMMON_PASSWORD_MESSAGE } from '@billfold/contract/passwords';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { AuthText } from '../api/auth-outcomes';
import { resetPasswordInputSchema, type ResetPasswordInput } from '../api/credentials.schema';
import { useResetPassword } from '../api/account-forms';
import { AuthCard } from '../components/auth-card';
import { BackToSignIn, OnToSignIn } from '../components/on-to-sign-in';
import { StatusIcon, StatusMessage } from '../components/status-icon';
import { NEW_PASSWORD_HINT, useCommonPasswordCheck } from '../hooks/use-common-password-check';
import { AuthSubmitButton, PasswordField } from '../components/auth-form-fields';

const REDIRECT_DELAY_MS = 2_000;

export function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  return token ? <ResetPasswordForm token={token} /> : <InvalidResetLink />;
}

function InvalidResetLink() {
  return (
    <AuthCard
      title="Invalid Reset Link"
      description={AuthText.resetLinkInvalid}
      footer={<BackToSignIn />}
    >
      <title>Invalid reset link · Billfold</title>
      <div className="flex flex-col items-center text-center">
        <StatusIcon tone="warning">
          <LinkIcon aria-hidden />
        </StatusIcon>
        <p className="mt-4 text-sm leading-6 text-zinc-600">
          Reset links can be used once and expire after a while. Ask for a new one and we’ll e-mail
          it to you.
        </p>
        <Button asChild size="lg" className="mt-6 w-full">
          <Link to={paths.forgotPassword}>Request a new link</Link>
        </Button>
      </div>
    </AuthCard>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<{ message: string; linkInvalid: boolean }>();
  const form = useForm<ResetPasswordInput>({
    resolver: zodResolver(resetPasswordInputSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const common = useCommonPasswordCheck(useWatch({ control: form.control, name: 'password' }));

  const submit = form.handleSubmit(async ({ password }) => {
    setFailure(undefined);
    if (common.isCommon(password)) {
      form.setError('password', { message: COMMON_PASSWORD_MESSAGE }, { shouldFocus: true });
      return;
    }
    const outcome = await reset.mutateAsync({ token, newPassword: password });
    if (outcome.kind === 'reset') setDone(true);
    else if (outcome.kind === 'rejected' && outcome.field)
      form.setError(outcome.field, { message: outcome.message }, { shouldFocus: true });
    else setFailure({ message: outcome.message, linkInvalid: outcome.kind === 'link-invalid' });
  });

  if (done) {
    return (
      <AuthCard title="Password reset" description="Your new password is ready to use.">
        <title>Password reset · Billfold</title>
        <StatusMessage
          tone="success"
          icon={<CircleCheck aria-hidden />}
          message={AuthText.passwordReset}
        >
          <OnToSignIn to={paths.login} delayMs={REDIRECT_DELAY_MS} />
        </StatusMessage>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Choose a new password"
      description="You’ll use it the next time you sign in."
      footer={<BackToSignIn />}
    >
      <title>Reset password · Billfold</title>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        {failure ? (
          <Alert tone="error">
            {failure.message}
            {failure.linkInvalid ? (
              <>
                {' '}
                <TextLink to={paths.forgotPassword} className="text-red-900 underline">
                  Request a new link
                </TextLink>
              </>
            ) : null}
          </Alert>
        ) : null}
        <PasswordField
          label="New password"
          choosing
          autoFocus
          hint={NEW_PASSWORD_HINT}
          error={errors.password?.message ?? common.message}
          {...form.register('password')}
        />
        <PasswordField
          label="Confirm new password"
          choosing
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <AuthSubmitButton busy={isSubmitting} busyLabel="Resetting password…">
          Reset password
        </AuthSubmitButton>
      </form>
    </AuthCard>
  );
}
