/**
 * localStorage that never throws: storage can be disabled, full, or hold something another
 * version of the app wrote. Readers get `undefined` and validate what they get.
 */
export function readStoredJson(key: string): unknown {
  try {
    const text = window.localStorage.getItem(key);
    return text === null ? undefined : (JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

export function writeStoredJson(key: string, value: unknown): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Not remembering a preference is harmless.
  }
}
