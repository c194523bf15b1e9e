import type { ChangePasswordBody } from '@billfold/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { AuthText, changePasswordOutcome, type ChangePasswordOutcome } from './auth-outcomes';

export async function changePassword(body: ChangePasswordBody): Promise<ChangePasswordOutcome> {
  try {
    return changePasswordOutcome(await apiClient.auth.changePassword({ body }));
  } catch {
    return { kind: 'failed', message: AuthText.changeFailed };
  }
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
