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
