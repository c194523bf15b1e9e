import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { AuthText, forgotPasswordOutcome, type MessageOutcome } from './auth-outcomes';
import type { EmailInput } from './credentials.schema';

export async function requestPasswordReset(body: EmailInput): Promise<MessageOutcome> {
  try {
    return forgotPasswordOutcome(await apiClient.auth.forgotPassword({ body }));
  } catch {
    return { kind: 'failed', message: AuthText.resetEmailFailed };
  }
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
