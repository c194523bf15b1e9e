import { useCallback, useEffect, useState } from 'react';
import { readStoredJson, writeStoredJson } from '@/lib/local-storage';
import {
  defaultTableState,
  parseTableState,
  tableStateStorageKey,
  type InvoiceTableState,
  type ViewMode,
} from '../utils/table-state';

/** Cards read better than a wide table on a phone; a choice the user made wins. */
function defaultView(): ViewMode {
  return typeof window !== 'undefined' && window.matchMedia?.('(max-width: 767px)').matches
    ? 'cards'
    : 'table';
}

/**
 * The records view state (sort, page, page size, search, vendor, column order and widths, view
 * mode), kept per user in localStorage so that it survives a reload.
 */
export function useTableState(userId: string) {
  const key = tableStateStorageKey(userId);
  const [state, setState] = useState<InvoiceTableState>(() =>
    parseTableState(readStoredJson(key), defaultTableState(defaultView())),
  );

  useEffect(() => {
    writeStoredJson(key, state);
  }, [key, state]);

  const update = useCallback(
    (
      change:
        Partial<InvoiceTableState> | ((state: InvoiceTableState) => Partial<InvoiceTableState>),
    ) => {
      setState((previous) => ({
        ...previous,
        ...(typeof change === 'function' ? change(previous) : change),
      }));
    },
    [],
  );

  return [state, update] as const;
}

export type UpdateTableState = ReturnType<typeof useTableState>[1];
