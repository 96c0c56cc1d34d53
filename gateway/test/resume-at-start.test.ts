import { describe, expect, it } from 'vitest';
import type { HardeningConfig } from '../src/config/settings';
import type { GatewayServices } from '../src/context';
import { resumeOrdersAtStart } from '../src/features/place-order/resume-at-start';
import { currentCallImportance, UpstreamResilience, withCallImportance } from '../src/upstreams/resilience';

const settings: HardeningConfig['upstreams'] = {
  timeoutsMs: { commerce: 2000, sales: 2000, sales2: 2000, pharmacy: 2000, agreements: 2000, identity: 2000 },
  decorationBudgetMs: 60,
  retry: { retries: 0, baseDelayMs: 10, maxDelayMs: 10 },
  circuit: { failureThreshold: 3, failureRate: 1, minCalls: 1000, windowMs: 10_000, cooldownMs: 60_000 },
};

/** A commerce API whose first `failures` reads are refused (not listening yet), then answers no orders. */
function servicesWithCommerce(failures: number) {
  const importances: string[] = [];
  const logs: Record<string, unknown>[] = [];
  let calls = 0;
  const services = {
    commerce: {
      query: async () => {
        importances.push(currentCallImportance());
        calls++;
        if (calls <= failures) throw new Error('The commerce service could not be reached.');
        return { orders: { edges: [] } };
      },
    },
    log: (entry: Record<string, unknown>) => logs.push(entry),
  } as unknown as GatewayServices;
  return { services, importances, logs, calls: () => calls };
}

const noRetries = { schedule: () => undefined };

describe('the sweeps for orders a dead process left pending, at start', () => {
  it('read the orders again after each delay until the commerce API answers, as background calls', async () => {
    // Both sweeps fail on the first round (2 reads), the redemptions' again on the second: three refused reads.
    const commerce = servicesWithCommerce(3);
    const slept: number[] = [];
    const read = await resumeOrdersAtStart(commerce.services, noRetries, {
      delaysMs: [5, 7, 11],
      sleep: async (ms) => {
        slept.push(ms);
      },
    });
    expect(read).toBe(true);
    expect(slept).toEqual([5, 7]);
    // Round 1: both refused; round 2: redemptions refused, confirmations read; round 3: redemptions read.
    expect(commerce.calls()).toBe(5);
    expect(new Set(commerce.importances)).toEqual(new Set(['background']));
  });

  it('gives up after the last delay, saying so, and stops as soon as the gateway closes', async () => {
    const down = servicesWithCommerce(Number.POSITIVE_INFINITY);
    expect(await resumeOrdersAtStart(down.services, noRetries, { delaysMs: [1, 1], sleep: async () => {} })).toBe(
      false,
    );
    expect(down.calls()).toBe(6);
    expect(down.logs.at(-1)).toMatchObject({ level: 'error', msg: 'gave up looking for orders left pending at start' });

    const closing = servicesWithCommerce(Number.POSITIVE_INFINITY);
    let closed = false;
    const stopped = await resumeOrdersAtStart(closing.services, noRetries, {
      delaysMs: [1, 1, 1],
      sleep: async () => {
        closed = true;
      },
      stopped: () => closed,
    });
    expect(stopped).toBe(false);
    expect(closing.calls()).toBe(2);
  });

  it("a commerce API refusing the background sweeps opens their circuit, not the shoppers' one", async () => {
    let listening = false;
    const fetched: string[] = [];
    const resilience = new UpstreamResilience(settings, {
      baseFetch: (async (input: string | URL | Request) => {
        fetched.push(String(input));
        if (!listening) throw Object.assign(new TypeError('fetch failed'), { cause: { code: 'ECONNREFUSED' } });
        return new Response('{"data":{"orders":{"edges":[]}}}', { headers: { 'content-type': 'application/json' } });
      }) as typeof fetch,
    });
    const commerce = () =>
      resilience
        .fetchFor('commerce')('http://commerce.local/graphql/', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: '{"query":"query PendingRedemptions { orders(first: 100) { edges { node { id } } } }"}',
        })
        .then(
          () => 'answered',
          (error: { extensions?: { circuit?: string } }) => error.extensions?.circuit ?? 'failed',
        );
    for (let i = 0; i < 5; i++) await withCallImportance('background', commerce);
    expect(resilience.states()).toMatchObject({ 'commerce/background': 'open', commerce: 'closed' });
    // The commerce API is up now: the first shopper's page goes through at once instead of failing fast.
    listening = true;
    expect(await commerce()).toBe('answered');
  });
});
