import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchForStall } from './stall-watch';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('watchForStall', () => {
  it('stops a task that makes no progress for the span, once', () => {
    const onStall = vi.fn();
    watchForStall(3_000, onStall);
    vi.advanceTimersByTime(2_999);
    expect(onStall).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onStall).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(10_000);
    expect(onStall).toHaveBeenCalledTimes(1);
  });

  it('never stops a slow task that keeps advancing, however long it takes', () => {
    const onStall = vi.fn();
    const watch = watchForStall(3_000, onStall);
    for (let step = 0; step < 20; step++) {
      vi.advanceTimersByTime(2_500);
      watch.advanced();
    }
    // 50 s in all, never 3 s without a step.
    expect(onStall).not.toHaveBeenCalled();
    // Then it gets stuck: stopped a span after its last step.
    vi.advanceTimersByTime(2_999);
    expect(onStall).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(onStall).toHaveBeenCalledTimes(1);
  });

  it('does nothing once the task is over', () => {
    const onStall = vi.fn();
    const watch = watchForStall(1_000, onStall);
    watch.stop();
    watch.advanced();
    vi.advanceTimersByTime(5_000);
    expect(onStall).not.toHaveBeenCalled();
  });
});
