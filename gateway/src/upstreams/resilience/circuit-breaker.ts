import type { CircuitSettings } from '../../config/settings';

export type CircuitState = 'closed' | 'open' | 'half-open';

export type CircuitPermit = { allowed: true; probe: boolean } | { allowed: false; retryInMs: number };

const BUCKETS = 10;

interface Bucket {
  start: number;
  successes: number;
  failures: number;
}

/**
 * One upstream's circuit breaker. Closed: calls go through and their outcomes are counted; it opens after
 * `failureThreshold` consecutive failures, or when at least `minCalls` calls in the last `windowMs` failed at a rate of
 * `failureRate` or more. Open: calls fail fast for `cooldownMs`. Half-open: one probe call goes through (the others
 * still fail fast); its success closes the circuit, its failure opens it again for another cool-down.
 */
export class CircuitBreaker {
  private current: CircuitState = 'closed';
  private consecutiveFailures = 0;
  private openedAt = 0;
  private probeInFlight = false;
  private buckets: Bucket[] = [];

  constructor(
    readonly name: string,
    private readonly settings: CircuitSettings,
    private readonly options: {
      now?: () => number;
      onStateChange?: (to: CircuitState, from: CircuitState) => void;
    } = {},
  ) {}

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }

  /** The state now (an open circuit whose cool-down is over reads as half-open). */
  get state(): CircuitState {
    if (this.current === 'open' && this.now() - this.openedAt >= this.settings.cooldownMs) return 'half-open';
    return this.current;
  }

  /** Asks to make a call: allowed (maybe as the half-open probe) or refused with the time left of the cool-down. */
  tryAcquire(): CircuitPermit {
    if (this.current === 'closed') return { allowed: true, probe: false };
    const now = this.now();
    if (this.current === 'open') {
      const left = this.settings.cooldownMs - (now - this.openedAt);
      if (left > 0) return { allowed: false, retryInMs: left };
      this.transition('half-open');
    }
    if (this.probeInFlight) return { allowed: false, retryInMs: Math.min(1000, this.settings.cooldownMs) };
    this.probeInFlight = true;
    return { allowed: true, probe: true };
  }

  onSuccess(permit: CircuitPermit): void {
    if (!permit.allowed) return;
    if (permit.probe) {
      this.probeInFlight = false;
      this.reset();
      this.transition('closed');
      return;
    }
    if (this.current !== 'closed') return;
    this.consecutiveFailures = 0;
    this.bucket().successes++;
  }

  onFailure(permit: CircuitPermit): void {
    if (!permit.allowed) return;
    if (permit.probe) {
      this.probeInFlight = false;
      this.open();
      return;
    }
    if (this.current !== 'closed') return;
    this.consecutiveFailures++;
    this.bucket().failures++;
    if (this.consecutiveFailures >= this.settings.failureThreshold) {
      this.open();
      return;
    }
    const { successes, failures } = this.totals();
    const calls = successes + failures;
    if (calls >= this.settings.minCalls && failures / calls >= this.settings.failureRate) this.open();
  }

  /** The call ended without telling anything about the upstream (the caller gave up): frees the probe slot. */
  release(permit: CircuitPermit): void {
    if (permit.allowed && permit.probe) this.probeInFlight = false;
  }

  snapshot(): { state: CircuitState; consecutiveFailures: number; calls: number; failures: number } {
    const { successes, failures } = this.totals();
    return {
      state: this.state,
      consecutiveFailures: this.consecutiveFailures,
      calls: successes + failures,
      failures,
    };
  }

  private open(): void {
    this.openedAt = this.now();
    this.transition('open');
  }

  private reset(): void {
    this.consecutiveFailures = 0;
    this.buckets = [];
  }

  private transition(to: CircuitState): void {
    const from = this.current;
    this.current = to;
    if (from !== to) this.options.onStateChange?.(to, from);
  }

  private bucket(): Bucket {
    const now = this.now();
    const width = Math.max(1, Math.floor(this.settings.windowMs / BUCKETS));
    const start = now - (now % width);
    this.buckets = this.buckets.filter((bucket) => bucket.start > now - this.settings.windowMs);
    let last = this.buckets[this.buckets.length - 1];
    if (!last || last.start !== start) {
      last = { start, successes: 0, failures: 0 };
      this.buckets.push(last);
    }
    return last;
  }

  private totals(): { successes: number; failures: number } {
    const since = this.now() - this.settings.windowMs;
    let successes = 0;
    let failures = 0;
    for (const bucket of this.buckets) {
      if (bucket.start <= since) continue;
      successes += bucket.successes;
      failures += bucket.failures;
    }
    return { successes, failures };
  }
}
