import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { COMMON_PASSWORD_MESSAGE } from '@billfold/contract/passwords';
import { useForm, useWatch } from 'react-hook-form';
import { DevOutboxLink } from '@/components/dev-outbox-link';
import { Alert } from '@/components/ui/alert';
import { FormField } from '@/components/ui/form-field';
import { TextLink } from '@/components/ui/text-link';
import { paths } from '@/config/paths';
import { AuthText } from '../api/auth-outcomes';
import { registerInputSchema, type RegisterInput } from '../api/credentials.schema';
import { useRegister } from '../api/account-forms';
import { AuthCard } from '../components/auth-card';
import { OnToSignIn } from '../components/on-to-sign-in';
import { StatusMessage } from '../components/status-icon';
import { NEW_PASSWORD_HINT, useCommonPasswordCheck } from '../hooks/use-common-password-check';
import { AuthSubmitButton, EmailField, PasswordField } from '../components/auth-form-fields';

const REDIRECT_DELAY_MS = 3_000;
const afterRegistration = `${paths.login}?message=registration-success`;

export function RegisterRoute() {
  const [registeredEmail, setRegisteredEmail] = useState<string | null>(null);
  return registeredEmail === null ? (
    <RegisterForm onRegistered={setRegisteredEmail} />
  ) : (
    <RegistrationConfirmation email={registeredEmail} />
  );
}

function RegisterForm({ onRegistered }: { onRegistered: (email: string) => void }) {
  const registration = useRegister();
  const [failure, setFailure] = useState<string>();
  const form = useForm<RegisterInput>({
    resolver: zodResolver(registerInputSchema),
    defaultValues: { name: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const common = useCommonPasswordCheck(useWatch({ control: form.control, name: 'password' }));

  const submit = form.handleSubmit(async ({ name, email, password }) => {
    setFailure(undefined);
    if (common.isCommon(password)) {
      form.setError('password', { message: COMMON_PASSWORD_MESSAGE }, { shouldFocus: true });
      return;
    }
    const outcome = await registration.mutateAsync({ name, email, password });
    if (outcome.kind === 'registered') onRegistered(email);
    else if (outcome.kind === 'rejected' && outcome.field)
      form.setError(outcome.field, { message: outcome.message }, { shouldFocus: true });
    else setFailure(outcome.message);
  });

  return (
    <AuthCard
      title="Create your account"
      description="Start with 50 free pages. No card required."
      footer={
        <p>
          Already have an account? <TextLink to={paths.login}>Sign in</TextLink>
        </p>
      }
    >
      <title>Create your account · Billfold</title>
      <form noValidate onSubmit={(event) => void submit(event)} className="space-y-5">
        {failure ? <Alert tone="error">{failure}</Alert> : null}
        <FormField
          label="Name"
          autoComplete="name"
          autoFocus
          error={errors.name?.message}
          {...form.register('name')}
        />
        <EmailField error={errors.email?.message} {...form.register('email')} />
        <PasswordField
          label="Password"
          choosing
          hint={NEW_PASSWORD_HINT}
          error={errors.password?.message ?? common.message}
          {...form.register('password')}
        />
        <PasswordField
          label="Confirm password"
          choosing
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <AuthSubmitButton busy={isSubmitting} busyLabel="Creating account…">
          Create account
        </AuthSubmitButton>
      </form>
    </AuthCard>
  );
}

/** Registered: check the inbox; on to the sign-in page after 3 s (SPEC section 4). */
function RegistrationConfirmation({ email }: { email: string }) {
  return (
    <AuthCard
      title="Check your inbox"
      description={
        <>
          We sent a verification link to{' '}
          <span className="font-medium break-all text-zinc-900">{email}</span>.
        </>
      }
    >
      <title>Check your inbox · Billfold</title>
      <StatusMessage tone="brand" icon={<MailCheck aria-hidden />} message={AuthText.registered}>
        <OnToSignIn to={afterRegistration} delayMs={REDIRECT_DELAY_MS} action="Go to sign in">
          <DevOutboxLink className="mt-5 w-full" />
        </OnToSignIn>
      </StatusMessage>
    </AuthCard>
  );
}
