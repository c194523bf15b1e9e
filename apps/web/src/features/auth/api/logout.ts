import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { apiClient } from '@/lib/api-client';
import { sessionQueryKey } from './get-session';

/** Signs out: the user is cleared and sent to /login even when the server call fails (SPEC section 4). */
export function useLogout() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      try {
        await apiClient.auth.logout();
      } catch {
        // Signing out locally is what matters; the server session expires on its own.
      }
    },
    onSettled: async () => {
      // On /login first: a protected page that saw the user cleared would send them to /login
      // itself, with the way back to that page, which a sign-out does not keep.
      await navigate(paths.login, { replace: true });
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
    },
  });
}
