import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { throughIdentityCircuit } from '../src/auth/identity-circuit';
import { IdentityError } from '../src/auth/identity-client';
import type { HardeningConfig } from '../src/config/settings';
import { RESILIENT_UPSTREAMS } from '../src/config/upstreams';
import { DegradedMarks } from '../src/degraded';
import { gatewayError } from '../src/errors/codes';
import { currentRequestDegraded, runInRequestScope } from '../src/scope/request-scope';
import { CircuitBreaker, UpstreamResilience, withCallImportance } from '../src/upstreams/resilience';
import { circuitName } from '../src/upstreams/resilience/index';

/** Upstream settings for these tests: a long per-attempt timeout, a short decoration budget, a threshold of 3. */
const settings: HardeningConfig['upstreams'] = {
  timeoutsMs: { commerce: 2000, sales: 2000, sales2: 2000, pharmacy: 2000, agreements: 2000, identity: 2000 },
  decorationBudgetMs: 60,
  retry: { retries: 0, baseDelayMs: 10, maxDelayMs: 10 },
  circuit: { failureThreshold: 3, failureRate: 1, minCalls: 1000, windowMs: 10_000, cooldownMs: 60_000 },
};

/** A `fetch` whose answer arrives after `delayMs` (never when Infinity), or as soon as the call is abandoned. */
function slowFetch(delayMs: number, calls: string[]): typeof fetch {
  return ((input: string | URL | Request, init?: RequestInit) => {
    calls.push(String(input));
    return new Promise<Response>((resolve, reject) => {
      const timer =
        Number.isFinite(delayMs) &&
        setTimeout(
          () =>
            resolve(
              new Response('{"response":{"status":{"success":true,"code":"0","message":"ok"}}}', {
                headers: { 'content-type': 'application/json' },
              }),
            ),
          delayMs,
        );
      init?.signal?.addEventListener('abort', () => {
        if (timer) clearTimeout(timer);
        reject(init.signal?.reason);
      });
    });
  }) as typeof fetch;
}

const PROMOTIONS = 'http://sales.local/pbi-v2/api/v1/voucherify/promociones';
const COVERAGE = 'http://sales.local/pbi-v2/api/v1/obtener/cobertura';
const call = (resilience: UpstreamResilience, url: string, operation: string) =>
  resilience.fetchFor('sales')(url, { method: 'POST', body: '{}' }, undefined, { fieldName: operation });

async function outcome(promise: Promise<Response>) {
  const started = performance.now();
  try {
    await promise;
    return { ok: true, ms: performance.now() - started, extensions: {} as Record<string, unknown> };
  } catch (error) {
    const extensions = (error as { extensions?: Record<string, unknown> }).extensions ?? {};
    return { ok: false, ms: performance.now() - started, extensions };
  }
}

describe('decorations: a short budget and circuits of their own', () => {
  it('opens the decoration circuit after its threshold on calls made one after another', async () => {
    const calls: string[] = [];
    const resilience = new UpstreamResilience(settings, { baseFetch: slowFetch(Number.POSITIVE_INFINITY, calls) });
    const results = [];
    for (let i = 0; i < 6; i++) {
      results.push(
        await outcome(withCallImportance('decoration', () => call(resilience, PROMOTIONS, 'obtenerPromociones'))),
      );
    }
    // Each of the first three gave up at the decoration budget (a timeout, counted), not the 2 s timeout.
    for (const result of results.slice(0, 3)) {
      expect(result.ok).toBe(false);
      expect(result.extensions.code).toBe('UPSTREAM_TIMEOUT');
      expect(result.ms).toBeLessThan(1000);
    }
    // Then the circuit is open: refused at once, without calling.
    for (const result of results.slice(3)) expect(result.extensions).toMatchObject({ circuit: 'open' });
    expect(calls).toHaveLength(3);
    expect(resilience.states()).toMatchObject({ 'sales/obtenerPromociones/decoration': 'open', sales: 'closed' });
  });

  it("leaves the same operation's essential calls and the service's other operations alone", async () => {
    const calls: string[] = [];
    const resilience = new UpstreamResilience(settings, { baseFetch: slowFetch(120, calls) });
    // 120 ms: past the decoration budget, well within the essential timeout.
    for (let i = 0; i < 3; i++) {
      await outcome(withCallImportance('decoration', () => call(resilience, PROMOTIONS, 'obtenerPromociones')));
    }
    expect(resilience.states()['sales/obtenerPromociones/decoration']).toBe('open');
    const essential = await outcome(call(resilience, PROMOTIONS, 'obtenerPromociones'));
    expect(essential.ok).toBe(true);
    const coverage = await outcome(call(resilience, COVERAGE, 'obtenerCobertura'));
    expect(coverage.ok).toBe(true);
    expect(resilience.states()).toMatchObject({
      'sales/obtenerPromociones': 'closed',
      'sales/obtenerCobertura': 'closed',
    });
  });

  it('names one circuit per upstream, operation and importance', () => {
    const upstreams = RESILIENT_UPSTREAMS;
    const key = fc.record({
      upstream: fc.constantFrom(...upstreams),
      operation: fc.option(fc.stringMatching(/^[a-zA-Z]{1,20}$/), { nil: undefined }),
      importance: fc.constantFrom('essential' as const, 'decoration' as const, 'background' as const),
    });
    fc.assert(
      fc.property(key, key, (a, b) => {
        const same = a.upstream === b.upstream && a.operation === b.operation && a.importance === b.importance;
        const nameA = circuitName(a.upstream, a.operation, a.importance);
        const nameB = circuitName(b.upstream, b.operation, b.importance);
        return (nameA === nameB) === same && nameA.startsWith(a.upstream);
      }),
    );
  });
});

describe("the identity provider's circuit", () => {
  const breaker = () => new CircuitBreaker('identity', { ...settings.circuit, failureThreshold: 2, cooldownMs: 50 });

  it('opens on outages, fails fast while open, and a probe that gets an answer closes it', async () => {
    const circuit = breaker();
    let calls = 0;
    const outage = () => {
      calls++;
      return Promise.reject(new IdentityError('InternalErrorException', 'down', 'unavailable'));
    };
    for (let i = 0; i < 2; i++) await expect(throughIdentityCircuit(circuit, outage)).rejects.toThrow('down');
    expect(circuit.state).toBe('open');
    const fast = await throughIdentityCircuit(circuit, outage).catch((error: unknown) => error);
    expect(fast).toMatchObject({ name: 'CircuitOpen', failure: 'unavailable' });
    expect(calls).toBe(2);
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(await throughIdentityCircuit(circuit, async () => 'keys')).toBe('keys');
    expect(circuit.state).toBe('closed');
  });

  it("counts the provider's refusals as answers, never as an outage", async () => {
    const circuit = breaker();
    const refusal = () => Promise.reject(new IdentityError('NotAuthorizedException', 'signed out'));
    for (let i = 0; i < 5; i++) await expect(throughIdentityCircuit(circuit, refusal)).rejects.toThrow('signed out');
    expect(circuit.state).toBe('closed');
  });
});

describe('extensions.degraded marks', () => {
  it('groups fields by upstream and reason, and keeps the answer out of the caches', () => {
    const marks = new DegradedMarks();
    const degraded = runInRequestScope({ requestId: 'r', failedUpstreams: new Set() }, () => {
      marks.add('Product.promotions', gatewayError('UPSTREAM_TIMEOUT', 'late', { upstream: 'sales' }));
      marks.add('Product.promotions', gatewayError('UPSTREAM_TIMEOUT', 'late', { upstream: 'sales' }));
      marks.add(
        'Query.evaluatePromotions',
        gatewayError('UPSTREAM_UNAVAILABLE', 'open', { upstream: 'sales', circuit: 'open' }),
      );
      // A contract refusal (zod) names no upstream: the caller's is used.
      marks.add('Query.recommendedProducts', new Error('bad payload'), 'sales2');
      return currentRequestDegraded();
    });
    expect(degraded).toBe(true);
    expect(marks.list()).toEqual([
      { upstream: 'sales', reason: 'timeout', fields: ['Product.promotions'] },
      { upstream: 'sales', reason: 'circuit_open', fields: ['Query.evaluatePromotions'] },
      { upstream: 'sales2', reason: 'unavailable', fields: ['Query.recommendedProducts'] },
    ]);
  });
});
