import { useEffect, useMemo, useState } from 'react';

/** How long an analysis may show the same progress before the user is told (scans take a while). */
export const STALLED_AFTER_MS = 60_000;

/**
 * Whether `progress` (what the server has reported so far) has stayed the same for `afterMs`: a
 * worker that stopped, or a queue that does not move, would otherwise show a spinner for ever.
 * Each change starts the wait again, a return to an earlier report too (a job tried again).
 */
export function useStalled(progress: string, afterMs = STALLED_AFTER_MS): boolean {
  // A new token for each change of the report, however often the same report comes back.
  const token = useMemo(() => ({ progress }), [progress]);
  const [stalled, setStalled] = useState<object | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setStalled(token), afterMs);
    return () => clearTimeout(timer);
  }, [token, afterMs]);
  return stalled === token;
}
