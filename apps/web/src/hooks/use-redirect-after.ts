import { useEffect } from 'react';
import { useNavigate } from 'react-router';

/**
 * Goes to `to` after `delayMs` (replacing the current entry, so Back does not return to a page
 * whose work is done); nothing while `to` is null. Leaving the page earlier cancels it.
 */
export function useRedirectAfter(to: string | null, delayMs: number): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (to === null) return;
    const timer = setTimeout(() => void navigate(to, { replace: true }), delayMs);
    return () => clearTimeout(timer);
  }, [to, delayMs, navigate]);
}
