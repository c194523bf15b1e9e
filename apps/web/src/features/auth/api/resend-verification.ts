import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { AuthText, resendVerificationOutcome, type MessageOutcome } from './auth-outcomes';
import type { EmailInput } from './credentials.schema';

export async function resendVerification(body: EmailInput): Promise<MessageOutcome> {
  try {
    return resendVerificationOutcome(await apiClient.auth.resendVerification({ body }));
  } catch {
    return { kind: 'failed', message: AuthText.resendFailed };
  }
}

export function useResendVerification() {
  return useMutation({ mutationFn: resendVerification });
}
