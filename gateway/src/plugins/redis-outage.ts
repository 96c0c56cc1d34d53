import type { Redis } from 'ioredis';
import type { LogFn } from '../observability/logger';

/**
 * What the rate limiter and the response cache share when Redis is slow or gone: a bound on the wait, and a warning
 * logged at most once a minute (an outage must not write one line per request). Both then let the request through.
 */

/** `promise`, or a rejection naming `what` when it has not settled in `ms` (a Redis call the gateway will not wait on). */
export function redisWithin<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${what} gave no answer in ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** Logs a Redis failure as a warning, at most once a minute. */
export class RedisFailureLog {
  private lastWarning = 0;

  constructor(private readonly log: LogFn) {}

  warn(msg: string, error: unknown): void {
    const now = Date.now();
    if (now - this.lastWarning < 60_000) return;
    this.lastWarning = now;
    this.log({ level: 'warn', msg, error: error instanceof Error ? error.message : String(error) });
  }
}

/**
 * A store in Redis that fails open (the rate limiter, the response cache): its connection and key prefix, each call
 * bounded by the store's own wait, each failure logged through one log.
 */
export abstract class FailOpenRedisStore {
  /** How long a request waits on this store before going on without it. */
  protected abstract readonly timeoutMs: number;
  protected readonly failures: RedisFailureLog;

  constructor(
    protected readonly redis: Redis,
    protected readonly prefix: string,
    log: LogFn = () => {},
  ) {
    this.failures = new RedisFailureLog(log);
  }

  protected bounded<T>(promise: Promise<T>): Promise<T> {
    return redisWithin(promise, this.timeoutMs, 'Redis');
  }
}
