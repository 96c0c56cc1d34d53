import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SETTLE_MS, whenIdle, whenSettled } from '../src/lib/idle';

/** A page in the browser, reduced to what the scheduling reads: its load state, its load event and idle callbacks. */
function fakePage(readyState: DocumentReadyState) {
  const listeners = new Set<() => void>();
  const idle: (() => void)[] = [];
  const page = {
    document: { readyState },
    window: {
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
      setTimeout: (task: () => void, ms: number) => setTimeout(task, ms),
      clearTimeout: (handle: ReturnType<typeof setTimeout>) => clearTimeout(handle),
      requestIdleCallback: (task: () => void) => idle.push(task),
      cancelIdleCallback: (handle: number) => idle.splice(handle - 1, 1),
    },
    load: () => {
      page.document.readyState = 'complete';
      for (const listener of [...listeners]) listener();
    },
    /** Runs the idle callbacks asked for so far (the browser found an idle period). */
    idle: () => {
      for (const task of idle.splice(0)) task();
    },
  };
  vi.stubGlobal('window', page.window);
  vi.stubGlobal('document', page.document);
  return page;
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenSettled: work nobody waits for, after the page has settled', () => {
  it('waits for the load event and an idle period, then the settling time, then another idle period', () => {
    const page = fakePage('loading');
    const task = vi.fn();
    whenSettled(task);
    page.idle();
    vi.advanceTimersByTime(SETTLE_MS * 2);
    expect(task).not.toHaveBeenCalled(); // not loaded yet
    page.load();
    page.idle();
    vi.advanceTimersByTime(SETTLE_MS - 1);
    page.idle();
    expect(task).not.toHaveBeenCalled(); // loaded, not settled
    vi.advanceTimersByTime(1);
    expect(task).not.toHaveBeenCalled(); // settled, waiting for an idle period
    page.idle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('counts from now on a page already loaded, and can be cancelled at every stage', () => {
    const page = fakePage('complete');
    const task = vi.fn();
    whenSettled(task, 1_000);
    page.idle();
    vi.advanceTimersByTime(1_000);
    page.idle();
    expect(task).toHaveBeenCalledTimes(1);

    const stages = [0, 1, 2].map((stage) => {
      const cancelled = vi.fn();
      const cancel = whenSettled(cancelled, 1_000);
      if (stage > 0) page.idle();
      if (stage > 1) vi.advanceTimersByTime(1_000);
      cancel();
      page.idle();
      vi.advanceTimersByTime(1_000);
      page.idle();
      return cancelled;
    });
    for (const cancelled of stages) expect(cancelled).not.toHaveBeenCalled();
  });

  it('whenIdle still runs in the first idle period after the load', () => {
    const page = fakePage('loading');
    const task = vi.fn();
    whenIdle(task);
    page.load();
    page.idle();
    expect(task).toHaveBeenCalledTimes(1);
  });
});
