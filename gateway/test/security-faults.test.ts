import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type GatewayConfig, loadGatewayConfig } from '../src/config';
import { type RunningGateway, startGateway } from '../src/server';
import {
  authHeaders,
  codesOf,
  type GraphQLAnswer,
  type Session,
  signIn,
  startTestStack,
  type TestStack,
} from './support/stack';

/**
 * An identity provider outage, a hung voucher service, and a fault test per upstream (commerce, sales, sales-2,
 * pharmacy, vouchers, identity):
 * the sandbox's fault injection (/__admin/faults) makes each upstream hang, answer 503 or send a truncated body, and
 * every answer must carry a stable `extensions.code` within a latency bound (per-attempt timeout × attempts + a
 * margin).
 *
 * The gateways are configured as production configures them by default: one UPSTREAM_TIMEOUT_MS that is both every
 * upstream's per-attempt timeout and the whole call's budget (the configuration under which a hung voucher service
 * was never counted as a timeout and its circuit never opened), only shorter, so that the file runs quickly.
 */

const TIMEOUT_MS = 400;
const RETRIES = 1;
/** A faulty call answers within its timeout per attempt, back-off included, plus a margin for a loaded machine. */
const BOUND_MS = TIMEOUT_MS * (RETRIES + 1) + 2500;

type Fault = 'hang' | '5xx' | 'malformed';
const FAULTS: Record<Fault, Record<string, unknown>> = {
  hang: { timeout: true },
  '5xx': { errorRate: 1, errorStatus: 503 },
  malformed: { malformed: true },
};
/** The code a failing upstream's field answers with. */
const CODE: Record<Fault, string> = {
  hang: 'UPSTREAM_TIMEOUT',
  '5xx': 'UPSTREAM_UNAVAILABLE',
  malformed: 'UPSTREAM_UNAVAILABLE',
};

/** Production-like resilience settings (env names as in docs/operations.md). */
function tuned(env: Record<string, string>): Pick<GatewayConfig, 'upstreamTimeoutMs' | 'upstreams'> {
  const config = loadGatewayConfig({
    UPSTREAM_TIMEOUT_MS: String(TIMEOUT_MS),
    UPSTREAM_RETRIES: String(RETRIES),
    UPSTREAM_RETRY_BASE_MS: '10',
    UPSTREAM_RETRY_MAX_DELAY_MS: '50',
    ...env,
  });
  return { upstreamTimeoutMs: config.upstreamTimeoutMs, upstreams: config.upstreams };
}

let stack: TestStack;

beforeAll(async () => {
  // Circuits that do not open here: each fault must show its own code, not the open circuit's.
  stack = await startTestStack({
    ...tuned({ CIRCUIT_FAILURE_THRESHOLD: '1000', CIRCUIT_MIN_CALLS: '100000' }),
    // Every listing here must meet the fault: a badge answer kept from the healthy one before it would hide it (the
    // promotions cache's own outage behaviour: promotions-cache.test.ts).
    promotionsCache: { ttlMs: 0, maxEntries: 1 },
  });
}, 60_000);
afterAll(async () => {
  await stack?.close();
});
afterEach(async () => {
  await admin('', { method: 'DELETE' });
});

function admin(path: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${stack.sandbox.url}/__admin/faults${path}`, init);
}

async function inject(upstream: string, fault: Fault): Promise<void> {
  const response = await admin(`/${upstream}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(FAULTS[fault]),
  });
  expect(response.status).toBe(200);
}

async function timed<T>(
  gateway: RunningGateway,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
): Promise<{ answer: GraphQLAnswer<T>; ms: number }> {
  const started = performance.now();
  const response = await fetch(gateway.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  const answer = (await response.json()) as GraphQLAnswer<T>;
  return { answer, ms: performance.now() - started };
}

/** What /metrics serves for this gateway (read from its runtime, whichever port /metrics is served on). */
async function metric(gateway: RunningGateway, line: RegExp): Promise<number | undefined> {
  const { body } = await gateway.services.metricsSource();
  const found = body.split('\n').find((candidate) => line.test(candidate));
  return found ? Number(found.split(' ').pop()) : undefined;
}

const FAULT_KINDS: Fault[] = ['hang', '5xx', 'malformed'];

// ---------------------------------------------------------------------------------------------------------------
// Identity first: its JWKS cases need a gateway that has not fetched the provider's keys yet.

describe('identity provider outage: not a signed-out session', () => {
  const ME = '{ me { id } }';
  let sessions: Session[];

  beforeAll(async () => {
    sessions = await Promise.all(Array.from({ length: 5 }, () => signIn(stack, 'maria.quispe@cuida.pe')));
  });

  const expectOutage = (answer: GraphQLAnswer<unknown>, code: string) => {
    expect(codesOf(answer)).toEqual([code]);
    expect(answer.errors?.[0]?.extensions).toMatchObject({ upstream: 'identity' });
    expect(answer.errors?.[0]?.message).not.toMatch(/session has ended|refused/i);
  };

  it.each(FAULT_KINDS)(
    'a token that cannot be checked (JWKS: %s) is an outage, not an invalid token',
    async (fault) => {
      const session = sessions[0] as Session;
      await inject('identity', fault);
      const { answer, ms } = await timed(stack.gateway, ME, {}, authHeaders(session));
      expectOutage(answer, CODE[fault]);
      expect(ms).toBeLessThan(BOUND_MS);
    },
  );

  it('checks the same token normally once the provider is back', async () => {
    const { answer } = await timed<{ me: { id: string } }>(stack.gateway, ME, {}, authHeaders(sessions[0] as Session));
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.me.id).toBeTruthy();
  });

  it.each(FAULT_KINDS.map((fault, index) => [fault, index + 1] as const))(
    'a session check (GetUser: %s) that fails is UPSTREAM_*, never UNAUTHENTICATED',
    async (fault, index) => {
      // A session not checked yet (the gateway keeps a check for 30 s), with the provider's keys already known.
      const session = sessions[index] as Session;
      await inject('identity', fault);
      const { answer, ms } = await timed(stack.gateway, ME, {}, authHeaders(session));
      expectOutage(answer, CODE[fault]);
      expect(ms).toBeLessThan(BOUND_MS);
    },
  );

  it("the provider's refusal (signed out everywhere) is still UNAUTHENTICATED", async () => {
    const session = sessions[4] as Session;
    await fetch(stack.sandbox.identityUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'AWSCognitoIdentityProviderService.GlobalSignOut',
      },
      body: JSON.stringify({ AccessToken: session.accessToken }),
    });
    const { answer } = await timed(stack.gateway, ME, {}, authHeaders(session));
    expect(codesOf(answer)).toEqual(['UNAUTHENTICATED']);
    // And a made-up access token with a valid ID token: NotAuthorizedException from the provider.
    const bogus = await timed(stack.gateway, ME, {}, { ...authHeaders(sessions[0] as Session), 'x-access-token': 'x' });
    expect(codesOf(bogus.answer)).toEqual(['UNAUTHENTICATED']);
  });
});

// ---------------------------------------------------------------------------------------------------------------

describe('a fault test per upstream: stable codes within the latency bound', () => {
  const cases: { upstream: string; label: string; query: string; field: string; auth?: boolean }[] = [
    {
      upstream: 'commerce',
      label: 'commerce',
      query: '{ products(first: 2, channel: "feria-cuida") { edges { node { name } } } }',
      field: 'products',
    },
    {
      upstream: 'sales',
      label: 'sales (delivery coverage)',
      query: '{ deliveryCoverage { districts { id } } }',
      field: 'deliveryCoverage',
    },
    {
      upstream: 'pharmacy',
      label: 'pharmacy (the customer record)',
      query: '{ me { id documentType { code } } }',
      field: 'me',
      auth: true,
    },
  ];
  let session: Session;

  beforeAll(async () => {
    session = await signIn(stack, 'jorge.ramirez@cuida.pe');
  });

  for (const { upstream, label, query, field, auth } of cases) {
    it.each(FAULT_KINDS)(`${label}: %s`, async (fault) => {
      const healthy = await timed<Record<string, unknown>>(stack.gateway, query, {}, auth ? authHeaders(session) : {});
      expect(healthy.answer.errors).toBeUndefined();
      await inject(upstream, fault);
      const { answer, ms } = await timed<Record<string, unknown>>(
        stack.gateway,
        query,
        {},
        auth ? authHeaders(session) : {},
      );
      expect(answer.data?.[field] ?? null).toBeNull();
      expect(codesOf(answer)).toEqual([CODE[fault]]);
      expect(answer.errors?.[0]?.extensions?.upstream).toBe(upstream);
      expect(JSON.stringify(answer)).not.toMatch(/localhost|stack|ECONN/);
      expect(ms).toBeLessThan(BOUND_MS);
    });
  }
});

// ---------------------------------------------------------------------------------------------------------------

const LISTING = '{ products(first: 24, channel: "feria-cuida") { edges { node { slug promotions { id } } } } }';
type Listing = { products: { edges: { node: { slug: string; promotions: { id: string }[] } }[] } };
const promotionCount = (answer: GraphQLAnswer<Listing>) =>
  (answer.data?.products.edges ?? []).reduce((sum, edge) => sum + edge.node.promotions.length, 0);

describe('vouchers (the sales service): listings never fail for promotions', () => {
  it.each(FAULT_KINDS)('%s: the listing answers, without promotions, within the bound', async (fault) => {
    const healthy = await timed<Listing>(stack.gateway, LISTING);
    expect(healthy.answer.errors).toBeUndefined();
    expect(promotionCount(healthy.answer)).toBeGreaterThan(0);
    await inject('sales', fault);
    const { answer, ms } = await timed<Listing>(stack.gateway, LISTING);
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.products.edges).toHaveLength(24);
    expect(promotionCount(answer)).toBe(0);
    expect(ms).toBeLessThan(BOUND_MS);
  });
});

describe('a hung voucher service opens its circuit', () => {
  /** Long enough that a listing waiting for it is plainly slower than one the open circuit answers. */
  const SLOW_MS = 1500;
  let breaker: RunningGateway;

  beforeAll(async () => {
    breaker = await startGateway(
      {
        ...stack.gateway.services.config,
        port: 0,
        ...tuned({
          UPSTREAM_TIMEOUT_MS: String(SLOW_MS),
          CIRCUIT_FAILURE_THRESHOLD: '2',
          CIRCUIT_MIN_CALLS: '100000',
          CIRCUIT_COOLDOWN_MS: '30000',
        }),
      },
      { log: () => {} },
    );
  });
  afterAll(async () => {
    await breaker?.close();
  });

  it('counts the timeouts, opens, and then lists without promotions in well under a second', async () => {
    const healthy = await timed<Listing>(breaker, LISTING);
    expect(promotionCount(healthy.answer)).toBeGreaterThan(0);

    await inject('sales', 'hang');
    // Two listings wait for the hung service (the threshold is 2 failures): each is a timeout, counted.
    for (let i = 0; i < 2; i++) {
      const { answer, ms } = await timed<Listing>(breaker, LISTING);
      expect(answer.errors).toBeUndefined();
      expect(promotionCount(answer)).toBe(0);
      expect(ms).toBeLessThan(SLOW_MS * (RETRIES + 1) + 1500);
    }
    expect(await metric(breaker, /^cuida_gateway_upstream_errors_total\{upstream="sales",reason="timeout"\}/)).toBe(2);
    // The circuit of the listings' promotion badges (a decoration of one operation), not the whole service's.
    expect(
      await metric(breaker, /^cuida_gateway_circuit_state\{upstream="sales\/obtenerPromociones\/decoration"\}/),
    ).toBe(2);
    expect(
      await metric(
        breaker,
        /^cuida_gateway_circuit_transitions_total\{upstream="sales\/obtenerPromociones\/decoration",to="open"\}/,
      ),
    ).toBe(1);
    expect(await metric(breaker, /^cuida_gateway_circuit_state\{upstream="sales"\}/)).toBe(0);

    // Open: the listings answer at once, without promotions and without calling the voucher service.
    stack.proxy.reset();
    for (let i = 0; i < 3; i++) {
      const { answer, ms } = await timed<Listing>(breaker, LISTING);
      expect(answer.errors).toBeUndefined();
      expect(answer.data?.products.edges).toHaveLength(24);
      expect(promotionCount(answer)).toBe(0);
      expect(ms).toBeLessThan(1000);
    }
    expect(stack.proxy.count('/sales/')).toBe(0);
    expect(
      await metric(breaker, /^cuida_gateway_upstream_requests_total\{upstream="sales",outcome="circuit_open"\}/),
    ).toBeGreaterThanOrEqual(3);
    // Other upstreams are not affected.
    expect(await metric(breaker, /^cuida_gateway_circuit_state\{upstream="commerce"\}/)).toBe(0);
  });
});
