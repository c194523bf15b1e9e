/**
 * Watches a task that reports its progress: `onStall` runs once the task has gone `spanMs`
 * without any (`advanced` restarts the span). A slow task that keeps advancing is never
 * stopped; one that is stuck is, a span after its last step.
 */
export interface StallWatch {
  /** The task took a step: the span starts again. */
  advanced(): void;
  /** The task is over (done, failed or stopped): nothing runs any more. */
  stop(): void;
}

export function watchForStall(spanMs: number, onStall: () => void): StallWatch {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      stopped = true;
      onStall();
    }, spanMs);
  };
  arm();
  return {
    advanced: () => {
      if (!stopped) arm();
    },
    stop: () => {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
