import type { RegisterBody } from '@billfold/contract';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { AuthText, registerOutcome, type RegisterOutcome } from './auth-outcomes';

export async function register(body: RegisterBody): Promise<RegisterOutcome> {
  try {
    return registerOutcome(await apiClient.auth.register({ body }));
  } catch {
    return { kind: 'failed', message: AuthText.registrationError };
  }
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
