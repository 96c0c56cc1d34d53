import type { GatewayConfig } from '../config';

export interface ReadinessCheck {
  name: string;
  ok: boolean;
  /** What was asked. */
  target: string;
  status?: number;
  detail?: string;
  latencyMs: number;
}

export interface ReadinessReport {
  ready: boolean;
  checks: ReadinessCheck[];
  /** Circuit breakers per upstream (informational). */
  circuits: Record<string, string>;
  /** Optional stores (informational: the gateway keeps answering without them). */
  optional: ReadinessCheck[];
}

type Probe = (signal: AbortSignal) => Promise<{ ok: boolean; status?: number; detail?: string }>;

async function run(name: string, target: string, timeoutMs: number, probe: Probe): Promise<ReadinessCheck> {
  const started = performance.now();
  try {
    const result = await probe(AbortSignal.timeout(timeoutMs));
    return { name, target, ...result, latencyMs: Math.round(performance.now() - started) };
  } catch (error) {
    const timedOut = error instanceof Error && error.name === 'TimeoutError';
    return {
      name,
      target,
      ok: false,
      detail: timedOut ? `no answer in ${timeoutMs} ms` : error instanceof Error ? error.message : String(error),
      latencyMs: Math.round(performance.now() - started),
    };
  }
}

/**
 * /readyz: can this instance answer? Checks every upstream directly (not through the circuit breakers): the commerce
 * API answers `{ __typename }`, the identity provider serves its JWKS, each REST base answers HTTP (any status below
 * 500: the bases have no health route of their own). Concurrent calls share one round of checks.
 */
export class Readiness {
  private inFlight: Promise<ReadinessReport> | undefined;

  constructor(
    private readonly config: Pick<GatewayConfig, 'commerceUrl' | 'restEndpoints' | 'identity' | 'readinessTimeoutMs'>,
    private readonly extras: {
      circuits?: () => Record<string, string>;
      redis?: () => Promise<void>;
      fetch?: typeof fetch;
    } = {},
  ) {}

  check(): Promise<ReadinessReport> {
    this.inFlight ??= this.runChecks().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  private async runChecks(): Promise<ReadinessReport> {
    const doFetch = this.extras.fetch ?? fetch;
    const timeout = this.config.readinessTimeoutMs;
    const { commerceUrl, restEndpoints, identity } = this.config;
    const checks = await Promise.all([
      run('commerce', commerceUrl, timeout, async (signal) => {
        const response = await doFetch(commerceUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ query: '{ __typename }' }),
          signal,
        });
        const body = (await response.json().catch(() => null)) as { data?: { __typename?: string } } | null;
        const ok = response.ok && body?.data?.__typename === 'Query';
        return { ok, status: response.status, ...(ok ? {} : { detail: 'no { __typename } answer' }) };
      }),
      run('identity', identity.jwksUri, timeout, async (signal) => {
        const response = await doFetch(identity.jwksUri, { signal });
        const body = (await response.json().catch(() => null)) as { keys?: unknown[] } | null;
        const ok = response.ok && Array.isArray(body?.keys) && body.keys.length > 0;
        return { ok, status: response.status, ...(ok ? {} : { detail: 'no JWKS keys' }) };
      }),
      ...Object.entries(restEndpoints).map(([name, base]) =>
        run(name, base, timeout, async (signal) => {
          const response = await doFetch(base, { method: 'GET', signal });
          await response.body?.cancel().catch(() => {});
          return { ok: response.status < 500, status: response.status };
        }),
      ),
    ]);
    const optional: ReadinessCheck[] = [];
    if (this.extras.redis) {
      const probe = this.extras.redis;
      optional.push(
        await run('redis', 'REDIS_URL', timeout, async () => {
          await probe();
          return { ok: true };
        }),
      );
    }
    return {
      ready: checks.every((check) => check.ok),
      checks,
      circuits: this.extras.circuits?.() ?? {},
      optional,
    };
  }
}
