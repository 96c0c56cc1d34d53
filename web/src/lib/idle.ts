/**
 * Runs `task` once the page has loaded and the browser is idle: for code that only makes a later interaction
 * instant, kept off the page's start-up. Answers a function that cancels it.
 */
export function whenIdle(task: () => void, timeout = 5_000): () => void {
  let cancelScheduled: (() => void) | undefined;
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout });
      cancelScheduled = () => window.cancelIdleCallback(handle);
    } else {
      // Safari has no idle callback: a second after the load event stands in.
      const handle = window.setTimeout(task, 1_000);
      cancelScheduled = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelScheduled?.();
  };
}

/**
 * How long after the page's first idle period work nobody waits for (the saved cart's idle-cart timer) holds back:
 * the seconds in which a phone finishes hydrating and takes the shopper's first taps.
 */
export const SETTLE_MS = 5_000;

/** Runs `task` once the page has settled: idle after the load, {@link SETTLE_MS} later, idle again. Cancellable. */
export function whenSettled(task: () => void, settleMs = SETTLE_MS): () => void {
  let cancel = whenIdle(() => {
    const handle = window.setTimeout(() => {
      cancel = whenIdle(task);
    }, settleMs);
    cancel = () => window.clearTimeout(handle);
  });
  return () => cancel();
}
