import type { RetrySettings } from '../../config/settings';

/**
 * When to retry (requirements: "Retries and back-off": network errors, HTTP 429, 500/502/503/504; up to 3 retries; back-off capped at 5 s) and how
 * long to wait. Only idempotent calls are ever retried: see `idempotency.ts`.
 */

export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([429, 500, 502, 503, 504]);

/** The hard ceilings of the requirements, whatever the configuration says. */
export const MAX_RETRIES = 3;
export const MAX_BACKOFF_MS = 5000;

/**
 * Delay before retry number `retry` (1 for the first retry): exponential from `baseDelayMs`, capped, with "equal
 * jitter" (half fixed, half random) so that replicas do not retry in step. A `Retry-After` from the upstream is
 * honoured up to the cap.
 */
export function backoffDelay(
  retry: number,
  settings: Pick<RetrySettings, 'baseDelayMs' | 'maxDelayMs'>,
  random: () => number = Math.random,
  retryAfterMs?: number,
): number {
  const cap = Math.min(settings.maxDelayMs, MAX_BACKOFF_MS);
  const exponential = Math.min(cap, settings.baseDelayMs * 2 ** Math.max(0, retry - 1));
  const jittered = exponential / 2 + (random() * exponential) / 2;
  const delay = retryAfterMs !== undefined && retryAfterMs > jittered ? retryAfterMs : jittered;
  return Math.round(Math.min(cap, Math.max(0, delay)));
}

/** `Retry-After` in milliseconds (seconds or an HTTP date); undefined when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const date = Date.parse(trimmed);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** Sleeps `ms`, or rejects as soon as `signal` aborts. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
