import { beforeAll } from 'vitest';

/**
 * What a suite opens before its tests and closes after them (a beforeAll of the calling suite),
 * named at the top of the file: the handle reads and sets the opened value's properties, and
 * touching it before then (outside a test or a hook) throws, naming `what`.
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
  const opened = (): T => {
    if (value === undefined)
      throw new Error(`${what} opens in beforeAll: use it in a test or a hook.`);
    return value;
  };
  return new Proxy({} as T, {
    get: (_target, key) => Reflect.get(opened(), key) as unknown,
    set: (_target, key, given) => Reflect.set(opened(), key, given),
  });
}
