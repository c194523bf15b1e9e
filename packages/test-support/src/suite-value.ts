import { beforeAll } from 'vitest';

/**
 * What a suite opens before its tests and closes after them (a beforeAll of the calling suite),
 * named at the top of the file: the handle reads the opened value, and reading it before then
 * (outside a test or a hook) throws, naming `what`.
 */
export function openForSuite<T extends object>(
  what: string,
  open: () => Promise<T>,
  close: (opened: T) => Promise<void>,
  timeoutMs?: number,
): T {
  let value: T | undefined;
  beforeAll(async () => {
    const opened = await open();
    value = opened;
    return () => close(opened);
  }, timeoutMs);
  return new Proxy({} as T, {
    get(_target, key) {
      if (value === undefined)
        throw new Error(`${what} opens in beforeAll: use it in a test or a hook.`);
      return Reflect.get(value, key) as unknown;
    },
  });
}
