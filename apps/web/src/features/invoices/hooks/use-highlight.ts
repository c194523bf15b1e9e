import { useCallback, useEffect, useState } from 'react';

/** SPEC section 9: the saved invoice stays highlighted for 8 s. */
export const HIGHLIGHT_MS = 8_000;

/** The id of the most recently saved invoice for HIGHLIGHT_MS after it was saved, else null. */
export function useHighlight(durationMs = HIGHLIGHT_MS) {
  const [highlighted, setHighlighted] = useState<{ id: number; at: number } | null>(null);

  useEffect(() => {
    if (!highlighted) return;
    const timer = setTimeout(() => setHighlighted(null), durationMs);
    return () => clearTimeout(timer);
  }, [highlighted, durationMs]);

  const highlight = useCallback((id: number) => setHighlighted({ id, at: Date.now() }), []);
  return [highlighted?.id ?? null, highlight] as const;
}
