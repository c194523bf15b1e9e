import { useEffect, useState } from 'react';

/** How long an analysis may show the same progress before the user is told (scans take a while). */
export const STALLED_AFTER_MS = 60_000;

/**
 * Whether `progress` (what the server has reported so far) has stayed the same for `afterMs`: a
 * worker that stopped, or a queue that does not move, would otherwise show a spinner for ever.
 */
export function useStalled(progress: string, afterMs = STALLED_AFTER_MS): boolean {
  const [stalledAt, setStalledAt] = useState<string | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setStalledAt(progress), afterMs);
    return () => clearTimeout(timer);
  }, [progress, afterMs]);
  return stalledAt === progress;
}
