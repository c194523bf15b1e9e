import { useEffect, useState } from 'react';
import { PROGRESS_INTERVAL_MS, progressMessage } from '../utils/analysis-progress';

/**
 * The rotating progress text of a running analysis (SPEC section 4): the first message at mount,
 * the next one every 2 s. Mount it once per analysis so that each starts from the first.
 */
export function useProgressMessage(intervalMs = PROGRESS_INTERVAL_MS): string {
  const [ticks, setTicks] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTicks((count) => count + 1), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return progressMessage(ticks);
}
