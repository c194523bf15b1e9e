import { PASSWORD_MIN_LENGTH } from '@billfold/contract';
import {
  COMMON_PASSWORD_MESSAGE,
  loadCommonPasswords,
  type CommonPasswords,
} from '@billfold/contract/passwords';
import { useCallback, useEffect, useState } from 'react';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

/** Long enough that the words on the way to a good password ('passw', 'password') do not flash. */
const SETTLE_MS = 400;

/** Said up front under a new password, before anything is typed. */
export const NEW_PASSWORD_HINT = `At least ${PASSWORD_MIN_LENGTH} characters. Common passwords are refused.`;

/**
 * The API's rule that a common password is refused, checked in the browser against the same
 * list (loaded with the form, as a chunk of its own): `message` once the typing settles on a
 * common password, `isCommon` for the submit. Until the list is there, the server decides.
 */
export function useCommonPasswordCheck(password: string) {
  const [list, setList] = useState<CommonPasswords | null>(null);
  useEffect(() => {
    let mounted = true;
    loadCommonPasswords().then(
      (loaded) => {
        if (mounted) setList(loaded);
      },
      (error: unknown) => console.warn('The common passwords could not be loaded.', error),
    );
    return () => {
      mounted = false;
    };
  }, []);

  // Shorter passwords are refused for their length first, as the API does.
  const isCommon = useCallback(
    (candidate: string) =>
      candidate.length >= PASSWORD_MIN_LENGTH && (list?.has(candidate) ?? false),
    [list],
  );
  const settled = useDebouncedValue(password, SETTLE_MS);
  const message = settled === password && isCommon(password) ? COMMON_PASSWORD_MESSAGE : undefined;
  return { isCommon, message };
}
