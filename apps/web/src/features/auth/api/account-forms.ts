import type {
  ChangePasswordBody,
  LoginEmailBody,
  RegisterBody,
  ResetPasswordBody,
} from '@billfold/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import {
  AuthText,
  changePasswordOutcome,
  forgotPasswordOutcome,
  loginOutcome,
  outcomeCall,
  registerOutcome,
  resendVerificationOutcome,
  resetPasswordOutcome,
} from './auth-outcomes';
import type { EmailInput } from './credentials.schema';
import { sessionQueryKey } from './get-session';

// The accounts pages' forms: one call each, its answer read as an outcome (auth-outcomes.ts).

export const loginWithEmail = outcomeCall(
  (body: LoginEmailBody) => apiClient.auth.loginEmail({ body }),
  loginOutcome,
  AuthText.loginFailed,
);

export const register = outcomeCall(
  (body: RegisterBody) => apiClient.auth.register({ body }),
  registerOutcome,
  AuthText.registrationError,
);

export const resendVerification = outcomeCall(
  (body: EmailInput) => apiClient.auth.resendVerification({ body }),
  resendVerificationOutcome,
  AuthText.resendFailed,
);

export const requestPasswordReset = outcomeCall(
  (body: EmailInput) => apiClient.auth.forgotPassword({ body }),
  forgotPasswordOutcome,
  AuthText.resetEmailFailed,
);

export const resetPassword = outcomeCall(
  (body: ResetPasswordBody) => apiClient.auth.resetPassword({ body }),
  resetPasswordOutcome,
  AuthText.resetFailed,
);

export const changePassword = outcomeCall(
  (body: ChangePasswordBody) => apiClient.auth.changePassword({ body }),
  changePasswordOutcome,
  AuthText.changeFailed,
);

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

export const useRegister = () => useMutation({ mutationFn: register });
export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
export const useChangePassword = () => useMutation({ mutationFn: changePassword });
