import type { LoginEmailBody } from '@billfold/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { AuthText, loginOutcome, type LoginOutcome } from './auth-outcomes';
import { sessionQueryKey } from './get-session';

export async function loginWithEmail(body: LoginEmailBody): Promise<LoginOutcome> {
  try {
    return loginOutcome(await apiClient.auth.loginEmail({ body }));
  } catch {
    return { kind: 'failed', message: AuthText.loginFailed };
  }
}

/** Signs in by e-mail: success sets the session's user, any failure clears it (SPEC section 4). */
export function useLoginWithEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: loginWithEmail,
    onSuccess: (outcome) => {
      queryClient.setQueryData(sessionQueryKey, outcome.kind === 'signed-in' ? outcome.user : null);
    },
  });
}
