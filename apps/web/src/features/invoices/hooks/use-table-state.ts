import { useCallback, useEffect, useState } from 'react';
import { readStoredJson, writeStoredJson } from '@/lib/local-storage';
import {
  defaultTableState,
  parseTableState,
  tableStateStorageKey,
  type InvoiceTableState,
} from '../utils/table-state';

/**
 * The records view state (sort, page, page size, search, vendor, column order and widths, view
 * mode chosen per screen size), kept per user in localStorage so that it survives a reload.
 */
export function useTableState(userId: string) {
  const key = tableStateStorageKey(userId);
  const [state, setState] = useState<InvoiceTableState>(() =>
    parseTableState(readStoredJson(key), defaultTableState()),
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
