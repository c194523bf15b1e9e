// When pnpm dev may say that Billfold is ready: each part (the web app, the API, the worker)
// answers 200 at its addresses. A part that answered is not asked again.

export interface ReadinessCheck {
  /** How the part is named in the "still waiting for" line, e.g. "the API". */
  name: string;
  /** Addresses that must all answer 200, in order (e.g. Vite's page, then its entry module). */
  urls: readonly string[];
}

export interface ReadinessOptions {
  /** Pause between two rounds of asking. */
  intervalMs?: number;
  /** Time one request may take. */
  requestTimeoutMs?: number;
  /** Stops the wait (it then rejects with the signal's reason). */
  signal?: AbortSignal;
  /** Called every `reportEveryMs` while some part has not answered, with the parts still awaited. */
  onWaiting?: (pending: string[], elapsedMs: number) => void;
  reportEveryMs?: number;
}

/** True when `url` answers 200 within the time limit (the body is read, so Vite finishes its work). */
export async function answers(url: string, timeoutMs = 5_000): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs) });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Resolves once every check has answered; asks the parts still awaited again every interval. */
export async function waitUntilAnswering(
  checks: readonly ReadinessCheck[],
  options: ReadinessOptions = {},
): Promise<void> {
  const {
    intervalMs = 250,
    requestTimeoutMs = 5_000,
    signal,
    onWaiting,
    reportEveryMs = 60_000,
  } = options;
  const started = Date.now();
  let lastReport = started;
  const pending = new Set(checks);
  for (;;) {
    signal?.throwIfAborted();
    await Promise.all(
      [...pending].map(async (check) => {
        for (const url of check.urls) if (!(await answers(url, requestTimeoutMs))) return;
        pending.delete(check);
      }),
    );
    signal?.throwIfAborted();
    if (pending.size === 0) return;
    const now = Date.now();
    if (onWaiting && now - lastReport >= reportEveryMs) {
      lastReport = now;
      onWaiting(
        [...pending].map((check) => check.name),
        now - started,
      );
    }
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, intervalMs);
      signal?.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    });
  }
}
