/**
 * Runs `task` once the page has loaded and the browser is idle: for code that only makes a later interaction
 * instant, kept off the page's start-up. Answers a function that cancels it.
 */
export function whenIdle(task: () => void, timeout = 5_000): () => void {
  return afterLoad(0, task, timeout);
}

/**
 * How long after the load event work nobody waits for (the saved cart's idle-cart timer) holds back: the seconds in
 * which a phone paints, hydrates and takes the shopper's first taps. An idle callback right after the load still
 * lands in them (a throttled phone's idle periods come between the framework's start-up tasks).
 */
export const SETTLE_MS = 5_000;

/**
 * Runs `task` when the page has settled: {@link SETTLE_MS} after the load event, in the browser's next idle period.
 * Answers a function that cancels it.
 */
export function whenSettled(task: () => void, settleMs = SETTLE_MS): () => void {
  return afterLoad(settleMs, task, 5_000);
}

function afterLoad(delayMs: number, task: () => void, timeout: number): () => void {
  let cancelScheduled: (() => void) | undefined;
  const idle = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout });
      cancelScheduled = () => window.cancelIdleCallback(handle);
    } else {
      // Safari has no idle callback: a second later stands in.
      const handle = window.setTimeout(task, 1_000);
      cancelScheduled = () => window.clearTimeout(handle);
    }
  };
  const schedule = () => {
    if (delayMs <= 0) return idle();
    const handle = window.setTimeout(idle, delayMs);
    cancelScheduled = () => window.clearTimeout(handle);
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelScheduled?.();
  };
}
