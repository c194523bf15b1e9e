import type { ResetPasswordBody } from '@billfold/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { AuthText, resetPasswordOutcome, type ResetPasswordOutcome } from './auth-outcomes';

export async function resetPassword(body: ResetPasswordBody): Promise<ResetPasswordOutcome> {
  try {
    return resetPasswordOutcome(await apiClient.auth.resetPassword({ body }));
  } catch {
    return { kind: 'failed', message: AuthText.resetFailed };
  }
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
