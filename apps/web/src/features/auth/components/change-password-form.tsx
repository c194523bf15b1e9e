import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { COMMON_PASSWORD_MESSAGE } from '@billfold/contract/passwords';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { AuthText } from '../api/auth-outcomes';
import { useChangePassword } from '../api/account-forms';
import { changePasswordInputSchema, type ChangePasswordInput } from '../api/credentials.schema';
import { NEW_PASSWORD_HINT, useCommonPasswordCheck } from '../hooks/use-common-password-check';
import { PasswordField } from './auth-form-fields';

const empty: ChangePasswordInput = { currentPassword: '', newPassword: '', confirmNewPassword: '' };

/** Changes the password of an e-mail account; the server signs every other session out. */
export function ChangePasswordForm() {
  const change = useChangePassword();
  const [result, setResult] = useState<{ tone: 'success' | 'error'; message: string }>();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordInputSchema),
    defaultValues: empty,
  });
  const { errors, isSubmitting } = form.formState;
  const common = useCommonPasswordCheck(useWatch({ control: form.control, name: 'newPassword' }));

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    setResult(undefined);
    if (common.isCommon(newPassword)) {
      form.setError('newPassword', { message: COMMON_PASSWORD_MESSAGE }, { shouldFocus: true });
      return;
    }
    const outcome = await change.mutateAsync({ currentPassword, newPassword });
    if (outcome.kind === 'changed') {
      form.reset(empty);
      setResult({ tone: 'success', message: AuthText.passwordChanged });
    } else if (outcome.kind === 'rejected' && outcome.field) {
      form.setError(outcome.field, { message: outcome.message }, { shouldFocus: true });
    } else {
      setResult({ tone: 'error', message: outcome.message });
    }
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void submit(event)}
      className="space-y-5"
      aria-label="Change password"
    >
      {result ? <Alert tone={result.tone}>{result.message}</Alert> : null}
      <PasswordField
        label="Current password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <PasswordField
        label="New password"
        choosing
        hint={NEW_PASSWORD_HINT}
        error={errors.newPassword?.message ?? common.message}
        {...form.register('newPassword')}
      />
      <PasswordField
        label="Confirm new password"
        choosing
        error={errors.confirmNewPassword?.message}
        {...form.register('confirmNewPassword')}
      />
      <div className="flex justify-end">
        <Button type="submit" busy={isSubmitting} className="w-full sm:w-auto">
          {isSubmitting ? 'Changing password…' : 'Change password'}
        </Button>
      </div>
    </form>
  );
}
